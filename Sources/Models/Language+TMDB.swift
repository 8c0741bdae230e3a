extension Language {
    /// TMDB's `language=`: the interface language in its home country (`de-DE`, `pt-BR`, `zh-TW`), the
    /// same for Kiosk's API requests and its links to themoviedb.org, so both read alike.
    public var tmdbLocale: String {
        switch self {
        case .en, .pseudo: "en-US"
        case .ptBR: "pt-BR"
        case .zhHans: "zh-CN"
        case .zhHant: "zh-TW"
        default: "\(rawValue)-\(homeRegion)"
        }
    }
}
