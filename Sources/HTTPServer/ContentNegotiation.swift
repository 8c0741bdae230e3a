/// Reads `Accept-Encoding` (RFC 9110 §12.5.3) to decide whether a response may be gzipped.
///
/// Decisions the RFC leaves to the server:
/// - No header: the client stated no preference, but that does not mean it can decode gzip, so
///   the answer is identity. An empty header means "identity only" (RFC 9110 §12.5.3).
/// - A member whose `q` is malformed (`q=abc`, `q=2`, `q=0.1234`) counts as `q=0`, a refusal:
///   identity is always safe to send, a coding the client may not have meant is not.
/// - An explicit preference is honoured: when identity has a weight of its own (an `identity` or
///   `*` member), gzip is chosen only if its weight is at least that, so `gzip;q=0.5, identity`
///   gets identity. Identity's implicit acceptability does not compete, so `gzip;q=0.8, br` still
///   gets gzip, as browsers and servers expect. On a tie gzip wins (smaller on the wire).
public enum AcceptEncoding {
    /// One listed coding and its weight in thousandths (`q=0.5` is 500), so comparisons are exact.
    public struct Member: Sendable, Equatable {
        public var coding: String
        public var weight: Int
        public init(coding: String, weight: Int) {
            self.coding = coding
            self.weight = weight
        }
    }

    /// `q=1`, the weight of a member that gives none.
    public static let fullWeight = 1000

    /// Whether a response may be sent with `Content-Encoding: gzip` to a client that sent `header`.
    public static func acceptsGzip(_ header: String?) -> Bool {
        guard let header else { return false }
        if let plain = acceptsGzipWithoutWeights(header) { return plain }
        let members = parse(header)
        let gzip = weight(of: "gzip", in: members) ?? weight(of: "x-gzip", in: members) ?? weight(of: "*", in: members) ?? 0
        return gzip > 0 && gzip >= (explicitIdentityWeight(members) ?? 0)
    }

    /// The value to negotiate with: all `Accept-Encoding` lines of a request joined into one list
    /// (RFC 9110 §5.3), or nil when the request has none.
    public static func headerValue(of request: Request) -> String? {
        request.headers.joinedValues(for: "Accept-Encoding")
    }

    /// The answer for the usual header, a plain list with no weights and no `*` (`gzip, deflate,
    /// br, zstd`), read in place: every listed coding then has weight 1, so gzip is acceptable
    /// exactly when `gzip` or `x-gzip` is listed. Nil when the header needs the full parse.
    /// Asked for every request (the page micro-cache's key), so it allocates nothing.
    static func acceptsGzipWithoutWeights(_ header: String) -> Bool? {
        header.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
            var listed = false
            var start = 0
            for end in 0...bytes.count {
                guard end == bytes.count || bytes[end] == UInt8(ascii: ",") else {
                    // Weights, wildcards and non-ASCII text (which splits differently as Characters)
                    // are left to the full parse.
                    if bytes[end] == UInt8(ascii: ";") || bytes[end] == UInt8(ascii: "*") || bytes[end] >= 0x80 { return nil }
                    continue
                }
                var from = start
                var to = end
                while from < to, bytes[from] == 32 || bytes[from] == 9 { from += 1 }
                while to > from, bytes[to - 1] == 32 || bytes[to - 1] == 9 { to -= 1 }
                let member = UnsafeBufferPointer(rebasing: bytes[from..<to])
                if isCoding(member, "gzip") || isCoding(member, "x-gzip") { listed = true }
                start = end + 1
            }
            return listed
        } ?? nil
    }

    private static func isCoding(_ member: UnsafeBufferPointer<UInt8>, _ coding: StaticString) -> Bool {
        guard member.count == coding.utf8CodeUnitCount else { return false }
        let expected = UnsafeBufferPointer(start: coding.utf8Start, count: coding.utf8CodeUnitCount)
        for (a, b) in zip(member, expected) where (a >= 65 && a <= 90 ? a | 0x20 : a) != b { return false }
        return true
    }

    /// Parses the comma-separated list; codings are lowercased (they are case-insensitive, §8.4.1).
    public static func parse(_ header: String) -> [Member] {
        header.split(separator: ",").compactMap { element in
            let parts = element.split(separator: ";")
            guard let first = parts.first else { return nil }
            let coding = first.trimmingSpaces().lowercasedASCII()
            guard !coding.isEmpty else { return nil }
            var weight = fullWeight
            for parameter in parts.dropFirst() {
                let pair = parameter.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                guard pair.count == 2, pair[0].trimmingSpaces().lowercasedASCII() == "q" else { continue }
                weight = parseWeight(pair[1].trimmingSpaces()) ?? 0
            }
            return Member(coding: coding, weight: weight)
        }
    }

    /// `qvalue = ( "0" [ "." 0*3DIGIT ] ) / ( "1" [ "." 0*3("0") ] )` (RFC 9110 §12.4.2), in thousandths.
    static func parseWeight(_ text: String) -> Int? {
        let bytes = Array(text.utf8)
        guard let first = bytes.first, first == UInt8(ascii: "0") || first == UInt8(ascii: "1") else { return nil }
        var weight = first == UInt8(ascii: "1") ? fullWeight : 0
        guard bytes.count > 1 else { return weight }
        let decimals = bytes.dropFirst(2)
        guard bytes[1] == UInt8(ascii: "."), decimals.count <= 3 else { return nil }
        var scale = 100
        for digit in decimals {
            guard digit >= UInt8(ascii: "0"), digit <= UInt8(ascii: "9") else { return nil }
            weight += Int(digit - UInt8(ascii: "0")) * scale
            scale /= 10
        }
        return weight <= fullWeight ? weight : nil
    }

    /// The highest weight given to `coding` (a client listing it twice gets the benefit of the doubt).
    static func weight(of coding: String, in members: [Member]) -> Int? {
        members.lazy.filter { $0.coding == coding }.map(\.weight).max()
    }

    /// The weight the client gave identity itself, or through `*` when identity is not listed; nil
    /// when it gave none (identity is then acceptable by default, RFC 9110 §12.5.3).
    static func explicitIdentityWeight(_ members: [Member]) -> Int? {
        weight(of: "identity", in: members) ?? weight(of: "*", in: members)
    }
}
