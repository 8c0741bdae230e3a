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
        titleUnreadable: p(en.titleUnreadable))
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
        unknownWiki: { p(en.unknownWiki($0)) },
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
    static let pseudo = SettingsWords()
}

// MARK: - end
