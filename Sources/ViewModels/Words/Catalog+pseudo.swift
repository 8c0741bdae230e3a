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
    static let pseudo = ComicWords(
        altTextLabel: p(en.altTextLabel),
        interactiveNotice: p(en.interactiveNotice),
        publishedLabel: p(en.publishedLabel),
        permalink: p(en.permalink),
        openOnXkcd: p(en.openOnXkcd),
        explanation: p(en.explanation),
        relatedLink: p(en.relatedLink),
        feedLink: p(en.feedLink),
        latest: p(en.latest),
        transcriptSummary: p(en.transcriptSummary),
        transcriptFrom: p(en.transcriptFrom),
        transcriptPage: { p(en.transcriptPage($0)) },
        notFoundHeading: { p(en.notFoundHeading($0)) },
        notFoundTitle: { p(en.notFoundTitle($0)) },
        skipped404: p(en.skipped404),
        notPublishedYet: { p(en.notPublishedYet($0, $1)) },
        noSuchComic: p(en.noSuchComic),
        notANumber: { p(en.notANumber($0)) },
        startsAtOne: { p(en.startsAtOne($0)) },
        tooLarge: { p(en.tooLarge($0)) },
        navigationLabel: p(en.navigationLabel),
        first: p(en.first),
        previousText: p(en.previousText),
        previous: p(en.previous),
        randomText: p(en.randomText),
        random: p(en.random),
        nextText: p(en.nextText),
        next: p(en.next),
        numbered: { p(en.numbered($0, $1)) },
        searchXkcd: p(en.searchXkcd),
        searchButton: p(en.searchButton),
        searchPlaceholder: p(en.searchPlaceholder),
        searchTitle: p(en.searchTitle),
        resultsLabel: p(en.resultsLabel),
        pagerLabel: p(en.pagerLabel),
        previousPage: p(en.previousPage),
        nextPage: p(en.nextPage),
        emptySearch: p(en.emptySearch),
        searchTooLong: { p(en.searchTooLong($0, $1)) },
        noResults: { p(en.noResults($0)) },
        noMoreResults: { p(en.noMoreResults($0)) },
        resultSummary: { p(en.resultSummary($0, $1, $2, $3)) },
        indexProgress: { p(en.indexProgress($0, $1)) },
        indexBuilding: { p(en.indexBuilding($0)) },
        indexName: p(en.indexName),
        indexUnavailable: p(en.indexUnavailable),
        searchElsewhere: p(en.searchElsewhere),
        pageInvalid: { p(en.pageInvalid($0)) })
}

// MARK: - movies

extension MovieWords {
    static let pseudo = MovieWords(
        searchTitle: p(en.searchTitle),
        pagedTitle: { p(en.pagedTitle($0, $1)) },
        searchHeading: p(en.searchHeading),
        searchLabel: p(en.searchLabel),
        searchPlaceholder: p(en.searchPlaceholder),
        searchButton: p(en.searchButton),
        searchHint: p(en.searchHint),
        resultsHeading: p(en.resultsHeading),
        resultSummary: { p(en.resultSummary($0, $1)) },
        noResults: { p(en.noResults($0)) },
        noSuchPage: { p(en.noSuchPage($0, $1)) },
        lastPageLink: { p(en.lastPageLink($0)) },
        pageInvalid: { p(en.pageInvalid($0, $1)) },
        pagerLabel: p(en.pagerLabel),
        pagePosition: { p(en.pagePosition($0, $1)) },
        previousPage: p(en.previousPage),
        nextPage: p(en.nextPage),
        noPoster: p(en.noPoster),
        notRated: p(en.notRated),
        score: { p(en.score($0)) },
        votes: { p(en.votes($0)) },
        ratingSpoken: { p(en.ratingSpoken($0, $1)) },
        cannotShow: { p(en.cannotShow($0)) },
        notFoundHeading: p(en.notFoundHeading),
        notFound: { p(en.notFound($0)) },
        idInvalid: { p(en.idInvalid($0)) },
        backToResults: { p(en.backToResults($0)) },
        backToSearch: p(en.backToSearch),
        originalTitle: p(en.originalTitle),
        releasedIn: { p(en.releasedIn($0)) },
        released: p(en.released),
        ratedIn: { p(en.ratedIn($0)) },
        runtimeTerm: p(en.runtimeTerm),
        runtime: { p(en.runtime($0)) },
        genresTerm: p(en.genresTerm),
        genreList: { en.genreList($0) },
        ratingTerm: p(en.ratingTerm),
        overviewHeading: p(en.overviewHeading),
        recommendationsHeading: p(en.recommendationsHeading),
        viewOnTMDB: p(en.viewOnTMDB),
        castHeading: p(en.castHeading),
        crewHeading: p(en.crewHeading),
        directors: { p(en.directors($0)) },
        writers: { p(en.writers($0)) },
        music: { p(en.music($0)) },
        watchHeading: { p(en.watchHeading($0)) },
        notAvailable: { p(en.notAvailable($0)) },
        allWaysToWatch: p(en.allWaysToWatch),
        justWatchCredit: p(en.justWatchCredit),
        stream: p(en.stream),
        free: p(en.free),
        freeWithAds: p(en.freeWithAds),
        rent: p(en.rent),
        buy: p(en.buy),
        regionLabel: p(en.regionLabel),
        regionsWithOffers: p(en.regionsWithOffers),
        showButton: p(en.showButton),
        regionInvalid: { p(en.regionInvalid($0, $1)) },
        attribution: p(en.attribution),
        setupHeading: p(en.setupHeading),
        setupKey: p(en.setupKey),
        setupWhere: p(en.setupWhere),
        setupOffline: p(en.setupOffline))
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
    static let pseudo = SettingsWords()
}

// MARK: - end
