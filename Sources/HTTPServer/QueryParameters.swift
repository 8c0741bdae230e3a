/// Decoded `application/x-www-form-urlencoded` pairs, from a query string or a form body
/// (WHATWG URL §5.1: `+` is a space, `%XX` a byte, the bytes UTF-8).
public struct QueryParameters: Sendable, Equatable, Sequence {
    public struct Pair: Sendable, Equatable {
        public var name: String
        public var value: String
    }

    public private(set) var pairs: [Pair] = []

    public init() {}

    public init(_ pairs: [(String, String)]) {
        self.pairs = pairs.map { Pair(name: $0.0, value: $0.1) }
    }

    /// Decodes `a=1&b=two+words&c=%E6%97%A5`. Throws on a malformed escape or bytes that are not UTF-8,
    /// so a handler answers 400 instead of guessing what the person meant.
    public init(decoding encoded: some Collection<UInt8>) throws(FormDecodingError) {
        for part in encoded.split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: true) {
            let pieces = part.split(separator: UInt8(ascii: "="), maxSplits: 1, omittingEmptySubsequences: false)
            let name = try Self.decodeComponent(pieces[0])
            let value = pieces.count > 1 ? try Self.decodeComponent(pieces[1]) : ""
            pairs.append(Pair(name: name, value: value))
        }
    }

    public init(decoding encoded: String) throws(FormDecodingError) {
        try self.init(decoding: Array(encoded.utf8))
    }

    /// The first value for `name`.
    public subscript(name: String) -> String? {
        pairs.first { $0.name == name }?.value
    }

    public func values(for name: String) -> [String] {
        pairs.filter { $0.name == name }.map(\.value)
    }

    public var isEmpty: Bool { pairs.isEmpty }

    public func makeIterator() -> IndexingIterator<[Pair]> { pairs.makeIterator() }

    /// Percent-decodes one component; `+` means space in this media type.
    public static func decodeComponent(
        _ bytes: some Collection<UInt8>, plusIsSpace: Bool = true
    ) throws(FormDecodingError) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index != bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%") {
                let first = bytes.index(after: index)
                guard first != bytes.endIndex else { throw .malformedEscape }
                let second = bytes.index(after: first)
                guard second != bytes.endIndex,
                    let high = hexValue(bytes[first]), let low = hexValue(bytes[second])
                else { throw .malformedEscape }
                out.append(high << 4 | low)
                index = bytes.index(after: second)
                continue
            }
            out.append(plusIsSpace && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
            index = bytes.index(after: index)
        }
        guard let string = String(validating: out, as: UTF8.self) else { throw .invalidUTF8 }
        // NUL, escape sequences and other controls are never text a person typed, and no page could show
        // them back: HTML has no valid way to write them (WHATWG HTML §13.2.2, "control-character-in-input-stream").
        guard !out.contains(where: isForbiddenControl) else { throw .controlCharacter }
        return string
    }

    /// C0 controls and DEL, except the TAB, LF and CR a text area may send.
    private static func isForbiddenControl(_ byte: UInt8) -> Bool {
        (byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D) || byte == 0x7F
    }

    /// Encodes a component so that `decodeComponent` gives it back (unreserved characters kept).
    public static func encodeComponent(_ string: String) -> String {
        var out = ""
        out.reserveCapacity(string.utf8.count)
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                UInt8(ascii: "_"), UInt8(ascii: "~"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                out += "%" + String(byte >> 4, radix: 16, uppercase: true) + String(byte & 0xF, radix: 16, uppercase: true)
            }
        }
        return out
    }

    /// The value of one hex digit (either case), or nil.
    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

/// Why a query string or form body could not be decoded.
public enum FormDecodingError: Error, Sendable, Equatable, CustomStringConvertible {
    case malformedEscape
    case invalidUTF8
    case controlCharacter
    case unsupportedContentType(String)

    public var description: String {
        switch self {
        case .malformedEscape: "a percent escape is not followed by two hexadecimal digits"
        case .invalidUTF8: "the decoded text is not valid UTF-8"
        case .controlCharacter: "the decoded text contains a control character"
        case .unsupportedContentType(let type): "a form must be application/x-www-form-urlencoded, not \(type)"
        }
    }
}

extension Request {
    /// The form fields of a POST body (`application/x-www-form-urlencoded`).
    public func formParameters() throws(FormDecodingError) -> QueryParameters {
        let type = (headers["Content-Type"] ?? "").split(separator: ";").first.map { $0.trimmingSpaces().lowercasedASCII() } ?? ""
        guard type == "application/x-www-form-urlencoded" || (type.isEmpty && body.isEmpty) else {
            throw .unsupportedContentType(type.isEmpty ? "no content type" : type)
        }
        return try QueryParameters(decoding: body)
    }
}
