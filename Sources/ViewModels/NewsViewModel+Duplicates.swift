import Foundation
import Models

extension NewsViewModel {
    /// The keys of the articles seen so far, one table per kind (id, link, title with publisher),
    /// compared exactly as Swift compares Strings: by canonical equivalence ("é" precomposed equals
    /// "e" + U+0301, the Kelvin sign equals "K").
    ///
    /// Swift hashes a String by normalizing it to NFC first unless it is ASCII; for a Japanese title
    /// that was a third of the page's Outputs (PageBenchmark, news ja). When every key of a kind is
    /// certainly NFC already (`isCertainlyNFC`), two keys are canonically equivalent exactly when
    /// their UTF-8 bytes are equal (NFC is unique), so that kind is hashed and compared by its bytes.
    /// Otherwise the kind keeps Swift's own hashing and `==`: a table never mixes the two.
    struct SeenKeys {
        private var ids: KeyTable
        private var links: KeyTable
        private var titles: KeyTable
        private let (idsByBytes, linksByBytes, titlesByBytes): (Bool, Bool, Bool)

        init(_ articles: [Article]) {
            var (idsNFC, linksNFC, titlesNFC) = (true, true, true)
            for index in articles.indices {
                idsNFC = idsNFC && isCertainlyNFC(articles[index].id)
                linksNFC = linksNFC && isCertainlyNFC(articles[index].link)
                titlesNFC = titlesNFC && isCertainlyNFC(articles[index].title) && isCertainlyNFC(articles[index].publisher ?? "")
            }
            (idsByBytes, linksByBytes, titlesByBytes) = (idsNFC, linksNFC, titlesNFC)
            ids = KeyTable(capacity: articles.count)
            links = KeyTable(capacity: articles.count)
            titles = KeyTable(capacity: articles.count)
        }

        /// Records the article's keys; true when none of them was seen before. Every key is recorded
        /// whether or not the article is new, so a chain of partial matches is removed as a whole.
        mutating func insert(_ index: Int, of articles: [Article]) -> Bool {
            let (idsByBytes, linksByBytes, titlesByBytes) = (idsByBytes, linksByBytes, titlesByBytes)
            let id = articles[index].id, link = articles[index].link
            let title = articles[index].title, publisher = articles[index].publisher ?? ""
            let newID =
                id.isEmpty
                || ids.insert(index, hash: hash(id, byBytes: idsByBytes)) {
                    same(articles[$0].id, id, byBytes: idsByBytes)
                }
            let newLink =
                link.isEmpty
                || links.insert(index, hash: hash(link, byBytes: linksByBytes)) {
                    same(articles[$0].link, link, byBytes: linksByBytes)
                }
            let titleHash = hash(title, byBytes: titlesByBytes) &* 31 &+ hash(publisher, byBytes: titlesByBytes)
            let newTitle = titles.insert(index, hash: titleHash) {
                same(articles[$0].title, title, byBytes: titlesByBytes)
                    && same(articles[$0].publisher ?? "", publisher, byBytes: titlesByBytes)
            }
            return newID && newLink && newTitle
        }
    }

    /// A set of article indices keyed by a hash of one kind of key: open addressing, sized once for
    /// every article (no growth), no Hasher per key and no String retained. A feed holds at most
    /// `RSSItemCollector.maximumItems` (200) articles, which bounds the probing a hostile feed's
    /// colliding keys could cause.
    private struct KeyTable {
        /// `index` is the article's index + 1; 0 marks an empty slot.
        private var slots: [(index: Int, hash: Int)]
        private let mask: Int

        init(capacity: Int) {
            var size = 8
            while size < capacity * 2 { size *= 2 }
            slots = Array(repeating: (0, 0), count: size)
            mask = size - 1
        }

        /// Adds `index` unless a key `isSame` (given the index holding it) is there; true when added.
        mutating func insert(_ index: Int, hash: Int, isSame: (Int) -> Bool) -> Bool {
            var slot = hash & mask
            while slots[slot].index != 0 {
                if slots[slot].hash == hash && isSame(slots[slot].index - 1) { return false }
                slot = (slot + 1) & mask
            }
            slots[slot] = (index + 1, hash)
            return true
        }
    }

    /// Swift's own hash, or (`byBytes`) a hash of the UTF-8 bytes eight at a time, seeded per process.
    private static func hash(_ text: String, byBytes: Bool) -> Int {
        guard byBytes else { return text.hashValue }
        // Native and small Strings are contiguous; the copy is for any other kind, hashed the same way.
        let hashed = text.utf8.withContiguousStorageIfAvailable(hashBytes) ?? Array(text.utf8).withUnsafeBufferPointer(hashBytes)
        return Int(truncatingIfNeeded: hashed)
    }

    private static func hashBytes(_ buffer: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash = byteHashSeed ^ UInt64(buffer.count)
        guard let bytes = buffer.baseAddress else { return hash }
        var index = 0
        while index + 8 <= buffer.count {
            hash = mix(hash ^ UnsafeRawPointer(bytes).loadUnaligned(fromByteOffset: index, as: UInt64.self))
            index += 8
        }
        var tail: UInt64 = 0
        for offset in 0..<(buffer.count - index) { tail |= UInt64(bytes[index + offset]) << (8 * UInt64(offset)) }
        return mix(hash ^ tail)
    }

    /// A multiply and fold (as in wyhash's mum): every input bit reaches the high and low halves.
    private static func mix(_ value: UInt64) -> UInt64 {
        let product = value.multipliedFullWidth(by: 0x9E37_79B9_7F4A_7C15)
        return product.high ^ product.low
    }

    /// Random per process, so which keys collide cannot be planned from outside.
    private static let byteHashSeed = UInt64.random(in: .min ... .max)

    private static func same(_ a: String, _ b: String, byBytes: Bool) -> Bool {
        guard byBytes else { return a == b }
        guard a.utf8.count == b.utf8.count else { return false }
        let same = a.utf8.withContiguousStorageIfAvailable { x in
            b.utf8.withContiguousStorageIfAvailable { y in x.count == 0 || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0 }
        }
        return (same ?? nil) ?? a.utf8.elementsEqual(b.utf8)
    }

    /// True when `text` is certainly in NFC: every scalar is in a block whose assigned characters all
    /// have NFC_Quick_Check = Yes and canonical combining class 0 (UAX #15 §9: such a string is NFC).
    /// The blocks are those of English and Japanese headlines: ASCII and Latin-1, general punctuation,
    /// CJK symbols, kana, CJK ideographs, Hangul syllables, full- and half-width forms. Left out on
    /// purpose: U+3099/U+309A (combining voiced marks) and U+302A–U+302F (combining), which compose
    /// with what precedes them, and U+3040/U+3097/U+3098 (unassigned). False means "maybe not", and
    /// the slower exact comparison is used.
    static func isCertainlyNFC(_ text: String) -> Bool {
        let certain = text.utf8.withContiguousStorageIfAvailable { buffer -> Bool in
            guard let bytes = buffer.baseAddress else { return true }
            let count = buffer.count
            // ASCII runs eight bytes at a time: most keys are ASCII (ids, links, English titles).
            var index = 0
            while index + 8 <= count,
                UnsafeRawPointer(bytes).loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0
            {
                index += 8
            }
            // Swift Strings hold valid UTF-8, so a lead byte's continuation bytes are there.
            while index < count {
                let lead = UInt32(bytes[index])
                if lead < 0x80 {
                    index += 1
                } else if lead < 0xE0 {
                    guard isCertainlyNFC((lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F)) else { return false }
                    index += 2
                } else if lead < 0xF0 {
                    let scalar = (lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
                    guard isCertainlyNFC(scalar) else { return false }
                    index += 3
                } else {
                    return false  // beyond the BMP: none of the blocks below
                }
            }
            return true
        }
        return certain ?? text.unicodeScalars.allSatisfy { isCertainlyNFC($0.value) }
    }

    private static func isCertainlyNFC(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0...0xFF, 0x2010...0x2027, 0x2030...0x205E, 0x3000...0x3029, 0x3030...0x303F, 0x3041...0x3096, 0x309B...0x30FF,
            0x4E00...0x9FFF, 0xAC00...0xD7A3, 0xFF01...0xFF9F:
            true
        default:
            false
        }
    }
}
