import Foundation
import Models

// English: every word Kiosk shows, by area. Terms as in docs/glossary.md.

extension Catalog {
    static let en = Catalog(
        .en, chrome: .en, search: .en, article: .en, news: .en, comics: .en, movies: .en,
        home: .en, problems: .en, settings: .en)
}

// MARK: - chrome

extension ChromeWords {
    static let en = ChromeWords(
        skipToContent: "Skip to content",
        sectionsLabel: "Sections",
        wikipedia: "Wikipedia",
        wikipediaSearch: "Wikipedia search",
        news: "News",
        movies: "Movies",
        footer: "Kiosk shows Wikipedia, Google News, xkcd and TMDB without letting any third party see you.",
        searchLabel: "Search Wikipedia",
        searchButton: "Search",
        languageLabel: "Language",
        settings: "Settings",
        sampleDataNotice: "Offline mode: everything shown here is sample data.")
}

// MARK: - search

extension SearchWords {
    static let en = SearchWords()
}

// MARK: - article

extension ArticleWords {
    static let en = ArticleWords()
}

// MARK: - news

extension NewsWords {
    static let en = NewsWords()
}

// MARK: - comics

extension ComicWords {
    static let en = ComicWords()
}

// MARK: - movies

extension MovieWords {
    static let en = MovieWords()
}

// MARK: - home

extension HomeWords {
    static let en = HomeWords()
}

// MARK: - problems

extension ProblemWords {
    static let en = ProblemWords()
}

// MARK: - settings

extension SettingsWords {
    static let en = SettingsWords(
        heading: "Settings",
        intro: "Kiosk keeps no cookies, so your choices live in the page address. Pick them here, then bookmark the links below.",
        interfaceLanguage: "Interface language",
        interfaceLanguageHint: "The language of Kiosk's menus, buttons and messages.",
        wikipediaLanguage: "Wikipedia language",
        wikipediaLanguageHint: "The Wikipedia you search and read articles from.",
        newsEdition: "News edition",
        newsEditionHint: "The country and language of the headlines.",
        movieRegion: "Movie region",
        movieRegionHint: "Where-to-watch offers, release dates and age ratings for this country.",
        submit: "Show my links",
        bookmarksHeading: "Your links",
        bookmarksIntro: "Each link opens a section of Kiosk with these settings. Bookmark the ones you use.",
        homePage: "Front page",
        unknownEdition: { "“\($0)” is not a news edition. Pick one from the list." })
}

// MARK: - end
