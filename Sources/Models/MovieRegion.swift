import Foundation

/// A country or territory whose streaming offers, release dates and certifications TMDB reports
/// (`region=JP` in a movie page's URL).
public struct MovieRegion: Sendable, Hashable, Codable {
    /// ISO 3166-1 alpha-2, upper case ("JP").
    public var code: String
    public var englishName: String
    public var japaneseName: String

    public init(code: String, englishName: String, japaneseName: String) {
        self.code = code
        self.englishName = englishName
        self.japaneseName = japaneseName
    }

    /// The region's name in `language`.
    public func name(_ language: Language) -> String {
        switch language {
        case .ja: japaneseName
        case .en: englishName
        case .pseudo: Pseudo.text(englishName)
        default: Self.localizedNames[language]?[code] ?? englishName
        }
    }

    /// Every region's name in the languages beyond en and ja, from Foundation's locale data (CLDR), once.
    private static let localizedNames: [Language: [String: String]] = LocalizedNames.table { locale in
        Dictionary(
            all.map { ($0.code, locale.localizedString(forRegionCode: $0.code) ?? $0.englishName) },
            uniquingKeysWith: { a, _ in a })
    }

    /// The region `code` names, upper case exactly as ISO writes it; nil for anything else.
    public static func named(_ code: some StringProtocol) -> MovieRegion? {
        guard code.utf8.count == 2 else { return nil }
        return byCode[String(code)]
    }

    /// A reader's region when nothing says otherwise: the interface language's home country.
    public static func home(of language: Language) -> MovieRegion {
        byCode[language.homeRegion] ?? all[0]
    }

    private static let byCode: [String: MovieRegion] = Dictionary(
        all.map { ($0.code, $0) }, uniquingKeysWith: { first, _ in first })
}
