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
    static let pseudo = NewsWords(
        topStories: p(en.topStories),
        world: p(en.world),
        nation: p(en.nation),
        business: p(en.business),
        technology: p(en.technology),
        entertainment: p(en.entertainment),
        sports: p(en.sports),
        science: p(en.science),
        health: p(en.health),
        searchHeading: { p(en.searchHeading($0)) },
        topicsLabel: p(en.topicsLabel),
        loadingTitle: p(en.loadingTitle),
        editionLine: { p(en.editionLine($0)) },
        noSearchHeadlines: p(en.noSearchHeadlines),
        noHeadlines: p(en.noHeadlines),
        loadingNotice: p(en.loadingNotice),
        viaGoogle: p(en.viaGoogle),
        refreshButton: p(en.refreshButton),
        refreshNote: { p(en.refreshNote($0)) },
        refreshNotice: { p(en.refreshNotice($0, $1)) },
        openGoogleNews: p(en.openGoogleNews),
        googleNews: p(en.googleNews),
        atomFeed: p(en.atomFeed),
        joined: { en.joined($0, $1) },
        updatedBefore: p(en.updatedBefore),
        updatedAfter: { age in p(en.updatedAfter("\u{1}")).replacingOccurrences(of: "\u{1}", with: age) },
        secondsAgo: en.secondsAgo.map(pn),
        minutesAgo: en.minutesAgo.map(pn),
        hoursAgo: en.hoursAgo.map(pn),
        daysAgo: en.daysAgo.map(pn),
        clockTime: { p(en.clockTime($0, $1)) },
        zoneNote: { p(en.zoneNote($0)) },
        editionLabel: p(en.editionLabel),
        showButton: p(en.showButton),
        searchLabel: p(en.searchLabel),
        searchPageHeading: p(en.searchPageHeading),
        searchButton: p(en.searchButton),
        searchHint: p(en.searchHint),
        unknownEdition: { p(en.unknownEdition($0)) },
        chooseEdition: p(en.chooseEdition),
        emptyQuery: p(en.emptyQuery),
        queryTooLong: { p(en.queryTooLong($0, $1)) },
        unknownTopic: { p(en.unknownTopic($0, $1)) },
        unknownRefreshTopic: { p(en.unknownRefreshTopic($0)) },
        unreadableRefreshForm: p(en.unreadableRefreshForm),
        refreshNamesNoFeed: p(en.refreshNamesNoFeed),
        linkHeading: p(en.linkHeading),
        linkChoices: p(en.linkChoices),
        linkViaGoogle: p(en.linkViaGoogle),
        linkBack: p(en.linkBack),
        linkOff: p(en.linkOff),
        linkBusy: p(en.linkBusy),
        linkRateLimited: p(en.linkRateLimited),
        linkUnreachable: p(en.linkUnreachable),
        linkProtocolChanged: p(en.linkProtocolChanged),
        linkRefused: p(en.linkRefused),
        linkIDTooLong: { p(en.linkIDTooLong($0)) },
        linkIDInvalid: p(en.linkIDInvalid))
}

/// A plural pattern's text through `p`, its `{n}` (which `p` accents to `{ñ}`) kept for the number.
private func pn(_ pattern: String) -> String {
    p(pattern).replacingOccurrences(of: "{ñ}", with: "{n}")
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
    static let pseudo = HomeWords(
        heading: p(en.heading),
        dateLine: { p(en.dateLine($0, $1)) },
        reload: p(en.reload),
        notReady: { p(en.notReady($0)) },
        wikipediaHeading: p(en.wikipediaHeading),
        feedDateNote: { p(en.feedDateNote($0)) },
        featuredLabel: p(en.featuredLabel),
        newsLabel: p(en.newsLabel),
        onThisDayLabel: p(en.onThisDayLabel),
        mostReadLabel: p(en.mostReadLabel),
        pictureLabel: p(en.pictureLabel),
        searchWikipedia: p(en.searchWikipedia),
        atomFeed: p(en.atomFeed),
        noFeed: p(en.noFeed),
        missingParts: { p(en.missingParts($0)) },
        views: { p(en.views($0)) },
        year: { p(en.year($0)) },
        headlinesHeading: p(en.headlinesHeading),
        allHeadlines: p(en.allHeadlines),
        readComics: p(en.readComics),
        moviesHeading: p(en.moviesHeading),
        findMovies: p(en.findMovies))
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
