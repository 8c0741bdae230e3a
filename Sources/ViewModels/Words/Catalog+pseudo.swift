import Foundation
import Models

// The pseudo-locale: English through `Pseudo.text`, for tests that look for hard-coded or clipped text.

extension Catalog {
    static let pseudo = Catalog(
        .pseudo, chrome: .pseudo, search: .pseudo, article: .pseudo, news: .pseudo, comics: .pseudo, movies: .pseudo,
        home: .pseudo, problems: .pseudo, settings: .pseudo)
}

private let p = Pseudo.text

// MARK: - chrome

extension ChromeWords {
    static let pseudo = ChromeWords(
        skipToContent: p(en.skipToContent),
        sectionsLabel: p(en.sectionsLabel),
        wikipedia: p(en.wikipedia),
        wikipediaSearch: p(en.wikipediaSearch),
        news: p(en.news),
        movies: p(en.movies),
        footer: p(en.footer),
        searchLabel: p(en.searchLabel),
        searchButton: p(en.searchButton),
        languageLabel: p(en.languageLabel),
        settings: p(en.settings),
        sampleDataNotice: p(en.sampleDataNotice))
}

// MARK: - search

extension SearchWords {
    static let pseudo = SearchWords()
}

// MARK: - article

extension ArticleWords {
    static let pseudo = ArticleWords()
}

// MARK: - news

extension NewsWords {
    static let pseudo = NewsWords()
}

// MARK: - comics

extension ComicWords {
    static let pseudo = ComicWords()
}

// MARK: - movies

extension MovieWords {
    static let pseudo = MovieWords()
}

// MARK: - home

extension HomeWords {
    static let pseudo = HomeWords()
}

// MARK: - problems

extension ProblemWords {
    static let pseudo = ProblemWords()
}

// MARK: - settings

extension SettingsWords {
    static let pseudo = SettingsWords(
        heading: p(en.heading),
        intro: p(en.intro),
        interfaceLanguage: p(en.interfaceLanguage),
        interfaceLanguageHint: p(en.interfaceLanguageHint),
        wikipediaLanguage: p(en.wikipediaLanguage),
        wikipediaLanguageHint: p(en.wikipediaLanguageHint),
        newsEdition: p(en.newsEdition),
        newsEditionHint: p(en.newsEditionHint),
        movieRegion: p(en.movieRegion),
        movieRegionHint: p(en.movieRegionHint),
        submit: p(en.submit),
        bookmarksHeading: p(en.bookmarksHeading),
        bookmarksIntro: p(en.bookmarksIntro),
        homePage: p(en.homePage),
        unknownEdition: { p(en.unknownEdition($0)) })
}

// MARK: - end
