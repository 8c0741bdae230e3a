/// The interface languages Kiosk speaks: every word of a page comes from this language's catalog.
/// It is apart from the content a reader picks (the Wikipedia read, the news edition, the movie
/// region), each of which defaults from it.
///
/// `pseudo` is for tests only: English made longer and accented, so text that is hard-coded or
/// clipped stands out. It is never chosen from `Accept-Language` and not offered to readers.
public enum Language: String, Sendable, Equatable, Hashable, Codable, CaseIterable {
    case en, ja, de, fr, es
    case ptBR = "pt-BR"
    case it
    case zhHans = "zh-Hans"
    case zhHant = "zh-Hant"
    case ko, ar
    case pseudo = "en-XA"

    /// The languages a reader can choose, in the order the language picker lists them.
    public static let offered: [Language] = allCases.filter { $0 != .pseudo }

    /// Written right to left: the page's `dir`.
    public var isRightToLeft: Bool { self == .ar }

    /// `rtl` or `ltr`, as the `dir` attribute says it.
    public var direction: String { isRightToLeft ? "rtl" : "ltr" }

    /// The language's name in its own script, as the language picker shows it.
    public var nativeName: String {
        switch self {
        case .en: "English"
        case .ja: "日本語"
        case .de: "Deutsch"
        case .fr: "Français"
        case .es: "Español"
        case .ptBR: "Português (Brasil)"
        case .it: "Italiano"
        case .zhHans: "简体中文"
        case .zhHant: "繁體中文"
        case .ko: "한국어"
        case .ar: "العربية"
        case .pseudo: "Ƥšéûðö"
        }
    }

    /// The BCP 47 locale Foundation formats dates in (`de`, `zh-Hant`); the pseudo-locale formats as English.
    public var localeIdentifier: String { self == .pseudo ? "en" : rawValue }

    /// The country whose edition, region and TMDB language a reader of this language gets by default.
    public var homeRegion: String {
        switch self {
        case .en, .pseudo: "US"
        case .ja: "JP"
        case .de: "DE"
        case .fr: "FR"
        case .es: "ES"
        case .ptBR: "BR"
        case .it: "IT"
        case .zhHans: "CN"
        case .zhHant: "TW"
        case .ko: "KR"
        case .ar: "EG"
        }
    }

    /// The language an `Accept-Language` tag names (RFC 4647 lookup over Kiosk's languages): `de-AT` → de,
    /// `pt` and `pt-PT` → pt-BR (the one Portuguese Kiosk speaks), `zh-TW`, `zh-HK`, `zh-MO` and
    /// `zh-Hant-*` → zh-Hant, any other `zh` → zh-Hans; nil for a language Kiosk does not speak.
    public init?(acceptLanguageTag tag: some StringProtocol) {
        let subtags = tag.lowercased().split(separator: "-")
        guard let primary = subtags.first else { return nil }
        switch primary {
        case "en": self = .en
        case "ja": self = .ja
        case "de": self = .de
        case "fr": self = .fr
        case "es": self = .es
        case "pt": self = .ptBR
        case "it": self = .it
        case "ko": self = .ko
        case "ar": self = .ar
        case "zh":
            let rest = Set(subtags.dropFirst())
            if rest.contains("hant") || !rest.isDisjoint(with: ["tw", "hk", "mo"]) && !rest.contains("hans") {
                self = .zhHant
            } else {
                self = .zhHans
            }
        default: return nil
        }
    }
}
