/// Every field name a program's templates read, each numbered once at start-up: a `TemplateTree`
/// stores a field's number, so a lookup while rendering compares two integers, never two strings.
///
/// Encoding a page asks for the number of each field's name (`id(of:)`) through a small open-address
/// table on the name's 64-bit FNV-1a key, then compares the strings once: `Hasher` (seeded, SipHash)
/// costs more than a short name's lookup should, and comparing strings at every lookup more still.
///
/// Before that, a second table is asked by the name's `String` value itself, its two machine words:
/// a name of up to 15 UTF-8 bytes is held inside those words, so the literal `"title"` a
/// `TemplateFields` conformance passes is the same two constants at every call, and one multiply and
/// one comparison find it without reading its bytes (callgrind: the bytes' key was about 140
/// instructions of each of the news page's 700 fields). Two equal words are always the same string,
/// so a hit is never wrong; a name held any other way misses and takes the bytes' key.
struct FieldNames: Sendable {
    /// The names by number.
    private(set) var strings: [String] = []
    private var keys: [UInt64] = []
    /// Slot → name number + 1, 0 for a free slot; a power of two, kept at most half full.
    private var slots: [Int32] = Array(repeating: 0, count: 64)
    /// The same numbers by the words of the names as `strings` holds them; a power of two, at most half full.
    private var wordSlots: [WordSlot] = Array(repeating: WordSlot(), count: 64)

    /// A `String` value's two machine words, read without retaining what they may point to.
    private struct Words: Equatable {
        var first: UInt64 = 0
        var second: UInt64 = 0

        init() {}

        init(_ string: String) {
            // The layout is String's own (two words on every 64-bit platform Swift runs on); reading it
            // is only ever compared with another string's, never used to reach the bytes.
            self = unsafeBitCast(string, to: Words.self)
        }

        var slot: Int { Int(truncatingIfNeeded: ((first ^ (second &* 0x9E37_79B9_7F4A_7C15)) &* 0xFF51_AFD7_ED55_8CCD) >> 32) }
    }

    private struct WordSlot {
        var words = Words()
        /// Name number + 1; 0 for a free slot.
        var id: Int32 = 0
    }

    /// The number of `name`, nil when no template reads a field of that name.
    func id(of name: String) -> Int32? { idByWords(of: name) ?? idByKey(of: name) }

    /// Whether `name` is found by its words alone (for tests: a literal name must be).
    func findsByWords(_ name: String) -> Bool { idByWords(of: name) != nil }

    private func idByWords(of name: String) -> Int32? {
        let words = Words(name)
        var slot = words.slot & (wordSlots.count - 1)
        while wordSlots[slot].id != 0 {
            if wordSlots[slot].words == words { return wordSlots[slot].id - 1 }
            slot = (slot + 1) & (wordSlots.count - 1)
        }
        return nil
    }

    private func idByKey(of name: String) -> Int32? {
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
            wordSlots = Array(repeating: WordSlot(), count: wordSlots.count * 2)
            for id in strings.indices {
                insert(Int32(id))
                insertWords(Int32(id))
            }
        } else {
            insert(Int32(strings.count - 1))
            insertWords(Int32(strings.count - 1))
        }
        return Int32(strings.count - 1)
    }

    private mutating func insertWords(_ id: Int32) {
        // The words of the copy `strings` keeps: a long name's words point at its storage, which lives as long as this.
        let words = Words(strings[Int(id)])
        var slot = words.slot & (wordSlots.count - 1)
        while wordSlots[slot].id != 0 { slot = (slot + 1) & (wordSlots.count - 1) }
        wordSlots[slot] = WordSlot(words: words, id: id + 1)
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
