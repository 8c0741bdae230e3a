/// A Wikipedia edition, the language an article or a search is read in: any of the wikis in
/// `WikipediaLanguage.all`, apart from the interface's `Language` (ja or en), so a reader can read
/// German articles in an English page.
public struct WikipediaLanguage: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The wiki's code, its host's first label (`de` → `de.wikipedia.org`, `zh-yue`, `simple`).
    public let code: String
    /// The language's name in its own script (`Deutsch`, `العربية`).
    public let name: String
    /// Written right to left (Arabic, Hebrew, Persian…): the article's `dir`.
    public let isRightToLeft: Bool

    init(_ code: String, _ name: String, rightToLeft: Bool = false) {
        self.code = code
        self.name = name
        self.isRightToLeft = rightToLeft
    }

    /// The wiki with this code, or nil when Wikipedia has no such edition (codes are lowercase ASCII).
    public init?(code: String) {
        guard code.utf8.count <= Self.longestCode, let found = Self.byCode[code] else { return nil }
        self = found
    }

    /// The edition in the interface's own language.
    public init(_ language: Language) {
        self = Self.byLanguage[language] ?? Self(looking: language)
    }

    /// The code of `language`'s own wiki (`WikipediaLanguage(language).code`) without a lookup.
    public static func code(of language: Language) -> String {
        switch language {
        case .pseudo: "en"
        case .ptBR: "pt"
        case .zhHans, .zhHant: "zh"
        default: language.rawValue
        }
    }

    /// Every interface language's own wiki, looked up once (the language picker asks for each on every page).
    private static let byLanguage = Dictionary(uniqueKeysWithValues: Language.allCases.map { ($0, Self(looking: $0)) })

    private init(looking language: Language) {
        self = Self.byCode[Self.code(of: language)] ?? .en
    }

    public static let ja = WikipediaLanguage("ja", "日本語")
    public static let en = WikipediaLanguage("en", "English")

    /// `rtl` or `ltr`, as the `dir` attribute says it.
    public var direction: String { isRightToLeft ? "rtl" : "ltr" }

    /// Written without spaces between words (Japanese, Chinese, Thai…): MediaWiki counts words by
    /// spaces, so a whole article counts as a handful of "words" and the count means nothing.
    public var writesWordsWithoutSpaces: Bool { Self.withoutSpaces.contains(code) }
    static let withoutSpaces: Set<String> = [
        "ja", "zh", "zh-yue", "zh-classical", "zh-min-nan", "wuu", "gan", "cdo", "hak", "th", "lo", "km", "my", "bo", "dz",
    ]

    /// The interface language of the same code, when Kiosk speaks it.
    public var interfaceLanguage: Language? { Language(rawValue: code) }

    public var description: String { code }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.code == rhs.code }
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }

    /// Encoded as its code alone; decoding accepts only a code in the table.
    public init(from decoder: any Decoder) throws {
        let code = try decoder.singleValueContainer().decode(String.self)
        guard let language = WikipediaLanguage(code: code) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "no Wikipedia “\(code)”"))
        }
        self = language
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(code)
    }

    static let byCode: [String: WikipediaLanguage] = Dictionary(
        all.map { ($0.code, $0) }, uniquingKeysWith: { first, _ in first })
    static let longestCode = all.map(\.code.utf8.count).max() ?? 0
}

extension WikipediaLanguage {
    /// The wiki a language link names. MediaWiki's language-links list gives some wikis by their
    /// language's code rather than their host's (`nan` for `zh-min-nan`, `nb` for `no`).
    public init?(linkCode: String) {
        if let language = WikipediaLanguage(code: linkCode) {
            self = language
        } else if let host = Self.linkAliases[linkCode], let language = WikipediaLanguage(code: host) {
            self = language
        } else {
            return nil
        }
    }

    /// The language's BCP 47 tag, for `lang=`: a wiki's code where it is one, else the tag it stands for.
    public var tag: String {
        switch code {
        case "simple": "en"
        case "roa-tara": "it"
        default: Self.linkAliases.first { $0.value == code }?.key ?? code
        }
    }

    static let linkAliases: [String: String] = [
        "nan": "zh-min-nan", "yue": "zh-yue", "lzh": "zh-classical", "be-x-old": "be-tarask", "sgs": "bat-smg",
        "rup": "roa-rup", "vro": "fiu-vro", "nb": "no", "bho": "bh", "gsw": "als", "cbk": "cbk-zam", "egl": "eml",
        "nds-NL": "nds-nl", "jv-x-bms": "map-bms",
    ]
}
