/// SipHash-2-4 (Aumasson and Bernstein): a keyed hash that, without the key, cannot be inverted or
/// steered. Client addresses are kept only as this hash under a random key, so neither Redis nor a
/// memory dump holds an address, and a list of all IPv4 addresses does not undo it.
struct SipHash {
    let k0: UInt64
    let k1: UInt64

    init(key: [UInt8]) {
        precondition(key.count == 16, "SipHash takes a 128-bit key")
        k0 = Self.word(key, 0)
        k1 = Self.word(key, 8)
    }

    func hash(_ bytes: [UInt8]) -> UInt64 {
        var v0: UInt64 = 0x736f6d6570736575 ^ k0
        var v1: UInt64 = 0x646f72616e646f6d ^ k1
        var v2: UInt64 = 0x6c7967656e657261 ^ k0
        var v3: UInt64 = 0x7465646279746573 ^ k1
        func round() {
            v0 &+= v1; v1 = v1.rotatedLeft(13); v1 ^= v0; v0 = v0.rotatedLeft(32)
            v2 &+= v3; v3 = v3.rotatedLeft(16); v3 ^= v2
            v0 &+= v3; v3 = v3.rotatedLeft(21); v3 ^= v0
            v2 &+= v1; v1 = v1.rotatedLeft(17); v1 ^= v2; v2 = v2.rotatedLeft(32)
        }
        let whole = bytes.count / 8 * 8
        for offset in stride(from: 0, to: whole, by: 8) {
            let m = Self.word(bytes, offset)
            v3 ^= m; round(); round(); v0 ^= m
        }
        var last = UInt64(truncatingIfNeeded: bytes.count) << 56
        for (shift, byte) in bytes[whole...].enumerated() { last |= UInt64(byte) << (8 * shift) }
        v3 ^= last; round(); round(); v0 ^= last
        v2 ^= 0xff
        round(); round(); round(); round()
        return v0 ^ v1 ^ v2 ^ v3
    }

    /// Little-endian 64-bit word at `offset`.
    private static func word(_ bytes: [UInt8], _ offset: Int) -> UInt64 {
        (0..<8).reduce(0) { $0 | UInt64(bytes[offset + $1]) << (8 * $1) }
    }
}

private extension UInt64 {
    func rotatedLeft(_ bits: UInt64) -> UInt64 { self << bits | self >> (64 - bits) }
}
