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
        language == .ja ? japaneseName : englishName
    }

    /// The region `code` names, upper case exactly as ISO writes it; nil for anything else.
    public static func named(_ code: some StringProtocol) -> MovieRegion? {
        guard code.utf8.count == 2 else { return nil }
        return byCode[String(code)]
    }

    /// A reader's region when nothing says otherwise: the interface language's home country.
    public static func home(of language: Language) -> MovieRegion {
        switch language {
        case .ja: byCode["JP"] ?? all[0]
        case .en: byCode["US"] ?? all[0]
        }
    }

    private static let byCode: [String: MovieRegion] = Dictionary(
        all.map { ($0.code, $0) }, uniquingKeysWith: { first, _ in first })
}
