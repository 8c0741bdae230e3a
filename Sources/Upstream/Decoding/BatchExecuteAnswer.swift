import Foundation

/// Reads the publisher's address out of Google News's `batchexecute` answer to `Fbv4je`.
///
/// The answer is framed against cross-site script inclusion: `)]}'`, a blank line, then chunks, each a
/// decimal length on its own line and one JSON array. The first chunk holds
/// `["wrb.fr","Fbv4je","[\"garturlres\",\"https://publisher/…\",1]",…]`: the payload is itself JSON,
/// carried as a string. Parsing the whole body as one document fails, and the lengths are not
/// trusted (their unit has changed before), so the reader is lenient: the prefix is optional, a
/// length line is skipped, and each chunk ends where its brackets close. The answer is hostile
/// input all the same: the scan is one linear pass, nesting is capped before any JSON parser sees
/// it, and so are the number of chunks and of strings looked at.
public enum BatchExecuteAnswer {
    /// The anti-XSSI prefix Google puts before the JSON.
    static let prefix = Array(")]}'".utf8)
    /// The remote procedure Kiosk calls, as named in the envelope.
    static let rpcID = "Fbv4je"
    /// Deeper nesting than any real answer has (about six) is refused before parsing.
    static let maximumDepth = 32
    /// Chunks read at most: a real answer has two or three.
    static let maximumChunks = 16
    /// Strings looked at when falling back to "the first address that is not Google's".
    static let maximumStrings = 256

    /// Why no address came out of an answer.
    public enum Failure: Error, Equatable {
        /// Not the framing described above, or JSON that does not parse: the protocol changed.
        case unreadable(String)
        /// Read fine, but no `Fbv4je` envelope with an address in it.
        case noAddress
        /// The address slot held something Kiosk does not link to (not http(s), or Google's own).
        case unusable(String)
    }

    /// The publisher's address: the payload's second element when it is a usable URL, else the first
    /// usable URL anywhere in the payload (its indices have moved before).
    public static func publisherURL(in body: Data) -> Result<String, Failure> {
        let chunks: [Any]
        switch self.chunks(Array(body)) {
        case .success(let read): chunks = read
        case .failure(let failure): return .failure(failure)
        }
        var unusable: String?
        for chunk in chunks {
            for envelope in envelopes(in: chunk) {
                guard let payloadText = envelope[2] as? String else { continue }
                guard let payload = parse(Array(payloadText.utf8)) else {
                    return .failure(.unreadable("the Fbv4je payload is not JSON"))
                }
                let elements = payload as? [Any] ?? []
                if elements.count > 1, let primary = elements[1] as? String {
                    if let url = usable(primary) { return .success(url) }
                    unusable = primary
                }
                var budget = maximumStrings
                if let url = firstUsable(in: payload, depth: 0, budget: &budget) { return .success(url) }
            }
        }
        if let unusable { return .failure(.unusable(describe(unusable))) }
        return .failure(.noAddress)
    }

    /// `raw` as a link Kiosk may send a reader to: http(s) (as a browser reads it) and not on Google's own hosts.
    public static func usable(_ raw: String) -> String? {
        guard let url = UpstreamURL.web(raw), let host = PublisherURLPolicy.authority(of: url)?.host else { return nil }
        return GoogleHosts.contains(host) ? nil : url
    }

    /// A short, log-safe account of an address that was refused.
    private static func describe(_ raw: String) -> String {
        let scheme = raw.prefix { $0 != ":" }.prefix(16)
        return UpstreamURL.web(raw) == nil ? "not an http(s) address (\(scheme):…)" : "an address on Google's own hosts"
    }

    /// The JSON chunks after the optional prefix; length lines are skipped, not trusted.
    static func chunks(_ bytes: [UInt8]) -> Result<[Any], Failure> {
        var index = 0
        skipWhitespace(bytes, &index)
        if bytes[index...].starts(with: prefix) { index += prefix.count }
        var chunks: [Any] = []
        while true {
            skipWhitespace(bytes, &index)
            guard index < bytes.count else { break }
            let byte = bytes[index]
            if isDigit(byte) {
                let start = index
                while index < bytes.count, isDigit(bytes[index]) { index += 1 }
                guard index - start <= 9 else { return .failure(.unreadable("a length line of \(index - start) digits")) }
                continue
            }
            guard byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") else {
                return .failure(.unreadable("unexpected byte \(byte) at \(index)"))
            }
            guard chunks.count < maximumChunks else { break }
            guard let end = valueEnd(bytes, from: index) else {
                return .failure(.unreadable("a chunk at \(index) does not close, or nests deeper than \(maximumDepth)"))
            }
            guard let value = parse(Array(bytes[index..<end])) else {
                return .failure(.unreadable("the chunk at \(index) is not JSON"))
            }
            chunks.append(value)
            index = end
        }
        return chunks.isEmpty ? .failure(.unreadable("no JSON after the prefix")) : .success(chunks)
    }

    /// The index just past the array or object starting at `start`: brackets counted outside strings,
    /// escapes inside them skipped. Nil when it never closes or nests deeper than `maximumDepth`.
    static func valueEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        var depth = 0
        var index = start
        var inString = false
        while index < bytes.count {
            let byte = bytes[index]
            if inString {
                if byte == UInt8(ascii: "\\") {
                    index += 1
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
            } else {
                switch byte {
                case UInt8(ascii: "\""): inString = true
                case UInt8(ascii: "["), UInt8(ascii: "{"):
                    depth += 1
                    if depth > maximumDepth { return nil }
                case UInt8(ascii: "]"), UInt8(ascii: "}"):
                    depth -= 1
                    if depth == 0 { return index + 1 }
                    if depth < 0 { return nil }
                default: break
                }
            }
            index += 1
        }
        return nil
    }

    /// One JSON value, after checking its nesting (Foundation's parser recurses once per level).
    private static func parse(_ bytes: [UInt8]) -> Any? {
        if let first = bytes.firstIndex(where: { !isWhitespace($0) }),
            bytes[first] == UInt8(ascii: "[") || bytes[first] == UInt8(ascii: "{")
        {
            guard valueEnd(bytes, from: first) != nil else { return nil }
        }
        do {
            return try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
        } catch {
            return nil
        }
    }

    /// Arrays shaped `["wrb.fr", "Fbv4je", payload, …]`: the chunk itself or one of its elements.
    private static func envelopes(in chunk: Any) -> [[Any]] {
        guard let array = chunk as? [Any] else { return [] }
        let candidates = [array] + array.compactMap { $0 as? [Any] }
        return candidates.filter { candidate in
            candidate.count > 2 && candidate[0] as? String == "wrb.fr" && candidate[1] as? String == rpcID
        }
    }

    /// The first usable URL among the payload's strings, depth first, looking at `budget` strings at most.
    private static func firstUsable(in value: Any, depth: Int, budget: inout Int) -> String? {
        guard depth <= maximumDepth, budget > 0 else { return nil }
        if let text = value as? String {
            budget -= 1
            return text.utf8.count <= UpstreamURL.maximumLength ? usable(text) : nil
        }
        guard let array = value as? [Any] else { return nil }
        for element in array {
            if let url = firstUsable(in: element, depth: depth + 1, budget: &budget) { return url }
        }
        return nil
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\t")
    }
    private static func skipWhitespace(_ bytes: [UInt8], _ index: inout Int) {
        while index < bytes.count, isWhitespace(bytes[index]) { index += 1 }
    }
}
