import CSQLite

/// Single characters and pairs of adjacent characters of Japanese, Chinese and Korean text, for the
/// one- and two-character terms (`猫`, `東京`) that the trigram index cannot look up: without them
/// such a term is a scan of every stored text. The grams of a text are written space-separated into
/// `comics_grams` (its unicode61 tokenizer keeps each gram one token), so a term of one or two of
/// these characters is in a text exactly when the text has that gram, as `LIKE '%term%'` would find.
enum CJKGrams {
    /// The SQL function the index's triggers call to fill `comics_grams`.
    static let functionName = "kiosk_cjk_grams"

    /// A letter of a CJK script: Han, kana (with the prolonged sound mark `ー` and `々`), Hangul.
    /// Letters only, as unicode61 splits tokens on punctuation and symbols (`・`, `゛`).
    static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3005...0x3006, 0x3041...0x30FF, 0x3131...0x318E, 0x31F0...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFF66...0xFF9F, 0x20000...0x3FFFF:
            switch scalar.properties.generalCategory {
            case .otherLetter, .modifierLetter: return true
            default: return false
            }
        default: return false
        }
    }

    /// A short term looked up in `comics_grams`: one or two characters, every one a CJK letter.
    static func isTerm(_ term: String) -> Bool {
        let scalars = term.unicodeScalars
        let count = scalars.count
        return (1...2).contains(count) && scalars.allSatisfy(isCJK)
    }

    /// Every CJK letter of `text` and every pair of adjacent ones, each once, separated by spaces.
    static func grams(_ text: String) -> String {
        var seen = Set<String>()
        var grams = ""
        var previous: Unicode.Scalar?
        func add(_ gram: String) {
            guard seen.insert(gram).inserted else { return }
            if !grams.isEmpty { grams.append(" ") }
            grams.append(gram)
        }
        for scalar in text.unicodeScalars {
            guard isCJK(scalar) else {
                previous = nil
                continue
            }
            add(String(scalar))
            if let previous {
                var pair = String.UnicodeScalarView()
                pair.append(previous)
                pair.append(scalar)
                add(String(pair))
            }
            previous = scalar
        }
        return grams
    }

    /// Registers `kiosk_cjk_grams(text)` on `handle`: deterministic, so the triggers' 'delete' of a
    /// contentless row gives the same grams it inserted.
    static func register(on handle: OpaquePointer) -> Int32 {
        sqlite3_create_function_v2(
            handle, functionName, 1, SQLITE_UTF8 | SQLITE_DETERMINISTIC, nil,
            { context, _, values in
                let text = values?[0].flatMap { sqlite3_value_text($0) }.map { String(cString: $0) } ?? ""
                kiosk_sqlite3_result_text_transient(context, CJKGrams.grams(text), -1)
            }, nil, nil, nil)
    }
}
