/// Every field name a program's templates read, each numbered once at start-up: a `TemplateTree`
/// stores a field's number, so a lookup while rendering compares two integers, never two strings.
///
/// Encoding a page asks for the number of each field's name (`id(of:)`) through a small open-address
/// table on the name's 64-bit FNV-1a key, then compares the strings once: `Hasher` (seeded, SipHash)
/// costs more than a short name's lookup should, and comparing strings at every lookup more still.
struct FieldNames: Sendable {
    /// The names by number.
    private(set) var strings: [String] = []
    private var keys: [UInt64] = []
    /// Slot → name number + 1, 0 for a free slot; a power of two, kept at most half full.
    private var slots: [Int32] = Array(repeating: 0, count: 64)

    /// The number of `name`, nil when no template reads a field of that name.
    func id(of name: String) -> Int32? {
        let key = Self.key(name)
        var slot = Int(truncatingIfNeeded: key) & (slots.count - 1)
        while slots[slot] != 0 {
            let id = slots[slot] - 1
            if keys[Int(id)] == key, strings[Int(id)] == name { return id }
            slot = (slot + 1) & (slots.count - 1)
        }
        return nil
    }

    /// `name`'s number, numbering it if it is new.
    mutating func add(_ name: String) -> Int32 {
        if let id = id(of: name) { return id }
        strings.append(name)
        keys.append(Self.key(name))
        if strings.count * 2 > slots.count {
            slots = Array(repeating: 0, count: slots.count * 2)
            for id in strings.indices { insert(Int32(id)) }
        } else {
            insert(Int32(strings.count - 1))
        }
        return Int32(strings.count - 1)
    }

    private mutating func insert(_ id: Int32) {
        var slot = Int(truncatingIfNeeded: keys[Int(id)]) & (slots.count - 1)
        while slots[slot] != 0 { slot = (slot + 1) & (slots.count - 1) }
        slots[slot] = id + 1
    }

    private static func key(_ name: String) -> UInt64 {
        // Over the contiguous bytes, which every native String has: iterating `utf8` is several times slower.
        name.utf8.withContiguousStorageIfAvailable(key) ?? key(name.utf8)
    }

    private static func key(_ bytes: some Sequence<UInt8>) -> UInt64 {
        var key: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { key = (key ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return key
    }
}
