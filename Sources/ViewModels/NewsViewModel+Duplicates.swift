import Foundation
import Models

extension NewsViewModel {
    /// The keys of the articles seen so far, one set per kind (id, link, title with publisher),
    /// compared exactly as Swift compares Strings: by canonical equivalence ("é" precomposed equals
    /// "e" + U+0301, the Kelvin sign equals "K").
    ///
    /// Swift hashes a String by normalizing it to NFC first unless it is ASCII; for a Japanese title
    /// that was a third of the page's Outputs (PageBenchmark, news ja). When every key of a kind is
    /// certainly NFC already (`isCertainlyNFC`), two keys are canonically equivalent exactly when
    /// their UTF-8 bytes are equal (NFC is unique), so that kind is hashed and compared by its bytes.
    /// Otherwise the kind keeps Swift's own hashing and `==`: a set never mixes the two.
    struct SeenKeys {
        private var ids: Set<Key>
        private var links: Set<Key>
        private var titles: Set<Key>
        private let (idsByBytes, linksByBytes, titlesByBytes): (Bool, Bool, Bool)

        init(_ articles: [Article]) {
            var (idsNFC, linksNFC, titlesNFC) = (true, true, true)
            for index in articles.indices {
                idsNFC = idsNFC && isCertainlyNFC(articles[index].id)
                linksNFC = linksNFC && isCertainlyNFC(articles[index].link)
                titlesNFC = titlesNFC && isCertainlyNFC(articles[index].title) && isCertainlyNFC(articles[index].publisher ?? "")
            }
            (idsByBytes, linksByBytes, titlesByBytes) = (idsNFC, linksNFC, titlesNFC)
            // Sized once: growing a set hashes every key again.
            ids = Set(minimumCapacity: articles.count)
            links = Set(minimumCapacity: articles.count)
            titles = Set(minimumCapacity: articles.count)
        }

        /// Records the article's keys; true when none of them was seen before. Every key is recorded
        /// whether or not the article is new, so a chain of partial matches is removed as a whole.
        mutating func insert(_ index: Int, of articles: [Article]) -> Bool {
            let id = articles[index].id, link = articles[index].link
            let newID = id.isEmpty || ids.insert(Key(id, byBytes: idsByBytes)).inserted
            let newLink = link.isEmpty || links.insert(Key(link, byBytes: linksByBytes)).inserted
            let newTitle = titles.insert(Key(articles[index].title, articles[index].publisher ?? "", byBytes: titlesByBytes)).inserted
            return newID && newLink && newTitle
        }
    }

    /// One key of one or two strings (a title and its publisher).
    private struct Key: Hashable {
        let first: String
        let second: String
        let byBytes: Bool

        init(_ first: String, _ second: String = "", byBytes: Bool) {
            self.first = first
            self.second = second
            self.byBytes = byBytes
        }

        func hash(into hasher: inout Hasher) {
            guard byBytes else {
                hasher.combine(first)
                hasher.combine(second)
                return
            }
            Self.combineBytes(of: first, into: &hasher)
            Self.combineBytes(of: second, into: &hasher)
        }

        static func == (a: Key, b: Key) -> Bool {
            guard a.byBytes, b.byBytes else { return a.first == b.first && a.second == b.second }
            return sameBytes(a.first, b.first) && sameBytes(a.second, b.second)
        }

        /// The bytes and their count, so ("ab", "c") and ("a", "bc") hash apart.
        private static func combineBytes(of text: String, into hasher: inout Hasher) {
            hasher.combine(text.utf8.count)
            let hashed: Void? = text.utf8.withContiguousStorageIfAvailable { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
            if hashed == nil {
                for byte in text.utf8 { hasher.combine(byte) }
            }
        }

        private static func sameBytes(_ a: String, _ b: String) -> Bool {
            guard a.utf8.count == b.utf8.count else { return false }
            let same = a.utf8.withContiguousStorageIfAvailable { x in
                b.utf8.withContiguousStorageIfAvailable { y in x.count == 0 || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0 }
            }
            return (same ?? nil) ?? a.utf8.elementsEqual(b.utf8)
        }
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
                  UnsafeRawPointer(bytes).loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
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
