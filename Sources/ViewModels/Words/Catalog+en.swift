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

private let wikiEN = Formats(.en)

extension SearchWords {
    static let en = SearchWords(
        heading: "Search Wikipedia",
        inputLabel: "Search for",
        limitLabel: "Results per page",
        submit: "Search",
        emptyTitle: "Search",
        resultsLabel: "Search results",
        pagerLabel: "Result pages",
        previous: "← Previous",
        next: "Next →",
        editedLabel: "Last edited",
        originalLabel: "On Wikipedia",
        didYouMeanPrefix: "Did you mean",
        didYouMeanSuffix: "?",
        resultCount: { total, text in
            let quoted = wikiEN.quoted(text)
            let number = wikiEN.number(total)
            return wikiEN.plural(total, one: "\(number) result for \(quoted)", other: "\(number) results for \(quoted)")
        },
        resultRange: { "Results \(wikiEN.number($0))–\(wikiEN.number($1)) of \(wikiEN.number($2))" },
        wordCount: { wikiEN.plural($0, one: "\(wikiEN.number($0)) word", other: "\(wikiEN.number($0)) words") },
        noResults: { "No articles match \(wikiEN.quoted($0))." },
        noMoreResults: { "There are no more results for \(wikiEN.quoted($0))." },
        emptySubmit: "Type a word or phrase to search Wikipedia for, then press Enter or Search. Short words work too.",
        tooLong: {
            "A search can be at most \(wikiEN.number($0)) characters long; this one has \(wikiEN.number($1)). Please shorten it."
        },
        badLimit: { "limit must be a whole number from 1 to \(wikiEN.number($0)), not \(wikiEN.quoted($1))." },
        badOffset: { "offset must be a whole number from 0 to \(wikiEN.number($0)), not \(wikiEN.quoted($1))." },
        formWrongType: { "The search form is sent as application/x-www-form-urlencoded, not \($0)." },
        formUnreadable: { "The form could not be read: \($0)." },
        openSearchName: "Kiosk Wikipedia",
        openSearchDescription: "Wikipedia search through Kiosk, in English")
}

// MARK: - article

extension ArticleWords {
    static let en = ArticleWords(
        contents: "Contents",
        noteLink: "See it in the notes",
        backToText: "Back to the text",
        leavesKiosk: "(leaves Kiosk)",
        otherLanguages: "Other languages",
        truncated: "This article is longer than Kiosk shows; the rest is on Wikipedia.",
        redirectedFrom: { "Redirected from \($0)" },
        licenceText: "This article is from Wikipedia, available under",
        originalArticle: "the original article",
        history: "its history and authors",
        notFound: { "Wikipedia has no article titled \(wikiEN.quoted($0))." },
        searchFor: { "Search for \(wikiEN.quoted($0))" },
        titleTooLong: { "An article title is at most \($0) bytes of UTF-8; this one has \(wikiEN.number($1))." },
        titleUnreadable: "The article title cannot be read.")
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
    static let en = ProblemWords(
        badRequest: "Something in the request is wrong",
        notFound: "Not found",
        methodNotAllowed: "Method not allowed",
        tooSlow: "The request took too long",
        tooLarge: "The request is too large",
        addressTooLong: "The address is too long",
        unsupportedSubmission: "This kind of submission is not accepted",
        headersTooLarge: "The request headers are too large",
        notSupported: "Not supported",
        busy: "Busy right now",
        tooManyRequests: "Too many new pages in a short time",
        versionNotSupported: "HTTP version not supported",
        failure: "Something went wrong on our side",
        noPage: "There is no page at this address.",
        methodsAllowed: { "This address answers \($0) only." },
        unexpected: "An unexpected error stopped this page.",
        tooManyRequestsDetail: {
            "This address has asked for more pages that Kiosk must fetch from its sources than one reader needs in a short time. To stay polite to those sources, Kiosk is not fetching more for it for now; pages already fetched still open. "
                + enRetry($0)
        },
        retryAfter: enRetry,
        incident: { "Reference: \($0)" },
        homeLink: "Back to the home page",
        badHost: "The Host header must name this site (a host name and an optional port).",
        unknownWiki: {
            "lang must be the code of a Wikipedia (ja, en, de, fr, ar…), not \(wikiEN.quoted($0)). Search at /search?lang=en."
        },
        unknownLanguage: { "lang must be one of \($0), not \(wikiEN.quoted($1))." },
        sourceName: { $0.displayName },
        timedOut: { "\($0) did not answer in time." },
        coolingDown: { "\($0) asked us to slow down, so Kiosk is waiting before asking again." },
        notConfigured: { "\($0) is not configured: \($1)." },
        unreachable: { "Kiosk could not reach \($0)." },
        httpError: { "\($0) answered with an error (HTTP \($1))." },
        unreadable: { "\($0) sent an answer Kiosk could not read." },
        openOn: { "Open this on \($0)" },
        staleNotice: { "Showing what Kiosk saved \($0)." },
        secondsAgo: { wikiEN.plural($0, one: "1 second ago", other: "\(wikiEN.number($0)) seconds ago") },
        minutesAgo: { wikiEN.plural($0, one: "1 minute ago", other: "\(wikiEN.number($0)) minutes ago") },
        hoursAgo: { wikiEN.plural($0, one: "1 hour ago", other: "\(wikiEN.number($0)) hours ago") },
        daysAgo: { wikiEN.plural($0, one: "1 day ago", other: "\(wikiEN.number($0)) days ago") })
}

private func enRetry(_ seconds: Int) -> String {
    wikiEN.plural(seconds, one: "Try again in 1 second.", other: "Try again in \(wikiEN.number(seconds)) seconds.")
}

// MARK: - settings

extension SettingsWords {
    static let en = SettingsWords()
}

// MARK: - end
