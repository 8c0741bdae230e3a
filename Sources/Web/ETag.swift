/// Strong entity tags from content: the same bytes always give the same tag, on every process
/// behind a load balancer (RFC 9110 §8.8.3).
enum ETag {
    /// `"<16 hex digits of FNV-1a 64>-<length in hex>"`.
    static func strong(for bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return "\"" + String(repeating: "0", count: 16 - hex.count) + hex + "-" + String(bytes.count, radix: 16) + "\""
    }
}
