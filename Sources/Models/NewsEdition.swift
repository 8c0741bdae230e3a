import Foundation

/// One Google News edition: a language as read in one country (`de-DE`, `es-419`, `zh-TW`).
///
/// `hl`, `gl` and `ceid` go together: Google News answers a triple it does not offer with a redirect
/// to `/rss/unsupported` or an odd, nearly empty feed, so only the rows of `all` are ever asked for.
public struct NewsEdition: Sendable, Hashable, Codable {
    /// Kiosk's name for the edition in URLs (`edition=de-DE`); stable, case-sensitive.
    public var id: String
    /// The interface language Google News is asked for (`hl=de`).
    public var hl: String
    /// The country (`gl=DE`).
    public var gl: String
    /// The content edition (`ceid=DE:de`).
    public var ceid: String
    /// The zone its readers live in (IANA name): times on the page are shown there, as a newspaper prints local time.
    public var timeZoneID: String
    /// How a reader picking an edition knows it, in each interface language.
    public var englishName: String
    public var japaneseName: String

    public init(id: String, hl: String, gl: String, ceid: String, timeZoneID: String, englishName: String, japaneseName: String) {
        self.id = id
        self.hl = hl
        self.gl = gl
        self.ceid = ceid
        self.timeZoneID = timeZoneID
        self.englishName = englishName
        self.japaneseName = japaneseName
    }

    /// `hl=de&gl=DE&ceid=DE:de`, the query every Google News URL of this edition carries.
    /// The language its headlines are written in, as `lang` says it (`hl`: `de`, `en-GB`, `zh-TW`).
    public var textLanguage: String { hl }
    /// `rtl` for an edition written right to left (Arabic, Hebrew), as `dir` says it.
    public var textDirection: String {
        WikipediaLanguage(code: String(hl.prefix { $0 != "-" }))?.direction ?? "ltr"
    }

    public var parameters: String { "hl=\(hl)&gl=\(gl)&ceid=\(ceid)" }

    /// The edition's name in `language`.
    public func name(_ language: Language) -> String {
        switch language {
        case .ja: japaneseName
        case .en: englishName
        case .pseudo: Pseudo.text(englishName)
        default: Self.localizedNames[language]?[id] ?? englishName
        }
    }

    /// "Kanada (Französisch)": the country and the edition's language from Foundation's locale data
    /// (CLDR), in the languages beyond en and ja, once.
    private static let localizedNames: [Language: [String: String]] = LocalizedNames.table { locale in
        let wide = ["zh", "ja"].contains(locale.language.languageCode?.identifier ?? "")
        return Dictionary(
            all.map { edition in
                let country = locale.localizedString(forRegionCode: edition.gl) ?? edition.gl
                let language = locale.localizedString(forIdentifier: edition.contentLanguage) ?? edition.contentLanguage
                return (edition.id, wide ? "\(country)（\(language)）" : "\(country) (\(language))")
            }, uniquingKeysWith: { a, _ in a })
    }

    /// The language of the edition's stories, from its `ceid` (`CA:fr` → `fr`, `MX:es-419` → `es-419`).
    public var contentLanguage: String {
        ceid.split(separator: ":").last.map(String.init) ?? hl
    }

    /// The edition `id` names; nil for anything not in `all` (ids are matched exactly).
    public static func named(_ id: String) -> NewsEdition? { byID[id] }

    /// The edition a reader gets without choosing one: the one of the interface language's home country.
    public static func defaultEdition(for language: Language) -> NewsEdition {
        defaults[language] ?? findDefault(for: language)
    }

    /// Each language's default edition, found once (the news page asks on every rendering).
    private static let defaults = Dictionary(uniqueKeysWithValues: Language.allCases.map { ($0, findDefault(for: $0)) })

    private static func findDefault(for language: Language) -> NewsEdition {
        let region = language.homeRegion
        let primary = language == .pseudo ? "en" : String(language.rawValue.prefix(2))
        return all.first { $0.gl == region && $0.contentLanguage.hasPrefix(primary) } ?? all[0]
    }

    private static let byID: [String: NewsEdition] = Dictionary(all.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
}
