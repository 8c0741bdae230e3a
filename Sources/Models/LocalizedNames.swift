import Foundation

/// Names of countries and languages in the interface languages Kiosk has no hand-written list for,
/// read once from Foundation's locale data (CLDR, through ICU on Linux).
enum LocalizedNames {
    /// `make` run once per language beyond en and ja (which the tables spell by hand) and the pseudo-locale.
    static func table(_ make: (Locale) -> [String: String]) -> [Language: [String: String]] {
        var tables: [Language: [String: String]] = [:]
        for language in Language.allCases where ![.en, .ja, .pseudo].contains(language) {
            tables[language] = make(Locale(identifier: language.localeIdentifier))
        }
        return tables
    }
}
