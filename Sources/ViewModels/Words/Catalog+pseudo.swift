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
    static let pseudo = SearchWords(
        heading: p(en.heading),
        inputLabel: p(en.inputLabel),
        limitLabel: p(en.limitLabel),
        submit: p(en.submit),
        emptyTitle: p(en.emptyTitle),
        resultsLabel: p(en.resultsLabel),
        pagerLabel: p(en.pagerLabel),
        previous: p(en.previous),
        next: p(en.next),
        editedLabel: p(en.editedLabel),
        originalLabel: p(en.originalLabel),
        didYouMeanPrefix: p(en.didYouMeanPrefix),
        didYouMeanSuffix: p(en.didYouMeanSuffix),
        resultCount: { p(en.resultCount($0, $1)) },
        resultRange: { p(en.resultRange($0, $1, $2)) },
        wordCount: { p(en.wordCount($0)) },
        noResults: { p(en.noResults($0)) },
        noMoreResults: { p(en.noMoreResults($0)) },
        emptySubmit: p(en.emptySubmit),
        tooLong: { p(en.tooLong($0, $1)) },
        badLimit: { p(en.badLimit($0, $1)) },
        badOffset: { p(en.badOffset($0, $1)) },
        formWrongType: { p(en.formWrongType($0)) },
        formUnreadable: { p(en.formUnreadable($0)) },
        openSearchName: p(en.openSearchName),
        openSearchDescription: p(en.openSearchDescription))
}

// MARK: - article

extension ArticleWords {
    static let pseudo = ArticleWords(
        contents: p(en.contents),
        noteLink: p(en.noteLink),
        backToText: p(en.backToText),
        leavesKiosk: p(en.leavesKiosk),
        otherLanguages: p(en.otherLanguages),
        truncated: p(en.truncated),
        redirectedFrom: { p(en.redirectedFrom($0)) },
        licenceText: p(en.licenceText),
        originalArticle: p(en.originalArticle),
        history: p(en.history),
        notFound: { p(en.notFound($0)) },
        searchFor: { p(en.searchFor($0)) },
        titleTooLong: { p(en.titleTooLong($0, $1)) },
        titleUnreadable: p(en.titleUnreadable),
        backToTop: p(en.backToTop),
        largerImage: p(en.largerImage),
        close: p(en.close),
        scrollsSideways: p(en.scrollsSideways))
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
    static let pseudo = ProblemWords(
        badRequest: p(en.badRequest),
        notFound: p(en.notFound),
        methodNotAllowed: p(en.methodNotAllowed),
        tooSlow: p(en.tooSlow),
        tooLarge: p(en.tooLarge),
        addressTooLong: p(en.addressTooLong),
        unsupportedSubmission: p(en.unsupportedSubmission),
        headersTooLarge: p(en.headersTooLarge),
        notSupported: p(en.notSupported),
        busy: p(en.busy),
        tooManyRequests: p(en.tooManyRequests),
        versionNotSupported: p(en.versionNotSupported),
        failure: p(en.failure),
        noPage: p(en.noPage),
        methodsAllowed: { p(en.methodsAllowed($0)) },
        unexpected: p(en.unexpected),
        tooManyRequestsDetail: { p(en.tooManyRequestsDetail($0)) },
        retryAfter: { p(en.retryAfter($0)) },
        incident: { p(en.incident($0)) },
        homeLink: p(en.homeLink),
        badHost: p(en.badHost),
        unknownWiki: { p(en.unknownWiki($0, $1)) },
        unknownLanguage: { p(en.unknownLanguage($0, $1)) },
        sourceName: { p(en.sourceName($0)) },
        timedOut: { p(en.timedOut($0)) },
        coolingDown: { p(en.coolingDown($0)) },
        notConfigured: { p(en.notConfigured($0, $1)) },
        unreachable: { p(en.unreachable($0)) },
        httpError: { p(en.httpError($0, $1)) },
        unreadable: { p(en.unreadable($0)) },
        openOn: { p(en.openOn($0)) },
        staleNotice: { p(en.staleNotice($0)) },
        secondsAgo: { p(en.secondsAgo($0)) },
        minutesAgo: { p(en.minutesAgo($0)) },
        hoursAgo: { p(en.hoursAgo($0)) },
        daysAgo: { p(en.daysAgo($0)) })
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
