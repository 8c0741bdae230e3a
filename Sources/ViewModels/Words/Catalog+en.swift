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
        titleUnreadable: "The article title cannot be read.",
        backToTop: "Back to top",
        largerImage: "Larger image",
        close: "Close",
        scrollsSideways: "Scrolls sideways")
}

// MARK: - news

extension NewsWords {
    static let en = NewsWords(
        topStories: "Top stories",
        world: "World",
        nation: "Nation",
        business: "Business",
        technology: "Technology",
        entertainment: "Entertainment",
        sports: "Sports",
        science: "Science",
        health: "Health",
        searchHeading: { "Search: \($0)" },
        topicsLabel: "Topics",
        loadingTitle: "Loading",
        editionLine: { "Edition: \($0)" },
        noSearchHeadlines: "No headlines match this search.",
        noHeadlines: "No headlines right now.",
        loadingNotice: "Fetching the latest headlines… this page updates itself.",
        viaGoogle: "link via Google News",
        refreshButton: "Refresh headlines",
        refreshNote: { "Kiosk asks Google News for new headlines at most once every \($0) seconds." },
        refreshNotice: { age, wait in
            "Headlines were refreshed \(age < 5 ? "moments ago" : "\(age) seconds ago"); you can refresh again in \(wait) seconds."
        },
        openGoogleNews: "Open Google News",
        googleNews: "Google News",
        atomFeed: "Atom feed of this page",
        joined: { "\($0) · \($1)" },
        updatedBefore: "Updated ",
        updatedAfter: { " (\($0))" },
        secondsAgo: PluralPattern(one: "1 second ago", other: "{n} seconds ago"),
        minutesAgo: PluralPattern(one: "1 minute ago", other: "{n} minutes ago"),
        hoursAgo: PluralPattern(one: "1 hour ago", other: "{n} hours ago"),
        daysAgo: PluralPattern(one: "1 day ago", other: "{n} days ago"),
        clockTime: { NewsWords.twentyFourHour($0, $1) },
        zoneNote: { $0 == .gmt ? "Times are UTC." : "Times are \(NewsWords.city($0)) time." },
        editionLabel: "Edition",
        showButton: "Show",
        searchLabel: "Search news",
        searchPageHeading: "Search news",
        searchButton: "Search",
        searchHint:
            "Google News operators work: \"exact words\", -leave-out, OR, site:example.com, when:7d (last 7 days).",
        unknownEdition: { "“\($0)” is not a Google News edition. Choose one of these:" },
        chooseEdition: "Choose an edition",
        emptyQuery: "Type what to search for in the box above.",
        queryTooLong: { length, maximum in
            "This search is \(length) characters long; Google News takes at most \(maximum). Please shorten it."
        },
        unknownTopic: { "There is no news topic “\($0)”. The topics are: \($1)." },
        unknownRefreshTopic: { "There is no news topic “\($0)” to refresh." },
        unreadableRefreshForm: "The refresh form could not be read.",
        refreshNamesNoFeed: "The refresh form names no news feed: an unknown edition, or an empty or over-long search.",
        linkHeading: "Kiosk could not open this article directly",
        linkChoices: "You can open it through Google News, or go back to the headlines.",
        linkViaGoogle: "Continue via Google News (Google will see this visit)",
        linkBack: "Back to the headlines",
        linkOff: "This Kiosk is set not to look up articles’ own addresses.",
        linkBusy:
            "Kiosk is looking up many article addresses right now and has used its share for the moment. Please try again in a minute.",
        linkRateLimited: "Google News has asked Kiosk to wait before looking up more article addresses.",
        linkUnreachable: "Kiosk asked Google News where this article is, but got no answer in time.",
        linkProtocolChanged:
            "Kiosk could not read Google News’s answer; Google may have changed how its article links work.",
        linkRefused:
            "Google News gave an address Kiosk does not send readers to: it is not a web page, or it points into a private network or at Kiosk itself.",
        linkIDTooLong: { "This article id is too long: ids have at most \($0) characters." },
        linkIDInvalid: "This is not a Google News article id: ids are letters, digits, “-” and “_” only.")
}

// MARK: - comics

private let comicsF = Formats(.en)

extension ComicWords {
    static let en = ComicWords(
        altTextLabel: "Alt text",
        interactiveNotice: "This comic is interactive: it only works on xkcd.com.",
        publishedLabel: "Published",
        permalink: "Permanent link",
        openOnXkcd: "Open on xkcd.com",
        explanation: "Explanation on explain xkcd",
        relatedLink: "Related link",
        feedLink: "Feed of new comics (Atom)",
        latest: "Latest",
        transcriptSummary: "Transcript",
        transcriptFrom: "Transcript from",
        transcriptPage: { "explain xkcd's page for #\($0)" },
        notFoundHeading: { "There is no xkcd #\($0)" },
        notFoundTitle: { "No #\($0)" },
        skipped404: "xkcd skipped #404 on purpose: a joke on the web's “404 Not Found” error.",
        notPublishedYet: { "#\($0) has not been published yet. The newest comic is #\($1)." },
        noSuchComic: "xkcd has no comic with this number.",
        notANumber: { "\(comicsF.quoted($0)) is not a comic number: use a whole number such as 1 or 2000." },
        startsAtOne: { "Comic numbers start at 1, so \(comicsF.quoted($0)) is not one." },
        tooLarge: { "\(comicsF.quoted($0)) is too large to be a comic number." },
        navigationLabel: "Comic navigation",
        first: "First",
        previousText: "< Prev",
        previous: "Previous",
        randomText: "Random",
        random: "Random comic",
        nextText: "Next >",
        next: "Next",
        numbered: { "\($0) (#\($1))" },
        searchXkcd: "Search xkcd",
        searchButton: "Search",
        searchPlaceholder: "Words, a title or a number",
        searchTitle: "Search",
        resultsLabel: "Comics found",
        pagerLabel: "Result pages",
        previousPage: "← Previous",
        nextPage: "Next →",
        emptySearch:
            "Type a word or phrase to find in comics' titles, alt texts and transcripts, or a number to open that comic.",
        searchTooLong: {
            "A search can be at most \(comicsF.number($0)) characters long; this one has \(comicsF.number($1)). Please shorten it."
        },
        noResults: { "No comics match \(comicsF.quoted($0))." },
        noMoreResults: { "There are no more comics matching \(comicsF.quoted($0))." },
        resultSummary: { total, query, first, last in
            comicsF.plural(
                total, one: "1 comic matches \(comicsF.quoted(query))",
                other:
                    "\(comicsF.number(total)) comics match \(comicsF.quoted(query)) (\(comicsF.number(first))–\(comicsF.number(last)))"
            )
        },
        indexProgress: {
            "\(comicsF.number($0)) of \(comicsF.number($1)) comics indexed so far; the rest are on their way."
        },
        indexBuilding: { "Building the index: \(comicsF.number($0)) comics so far, searched as they arrive." },
        indexName: "Kiosk's comic index",
        indexUnavailable:
            "Comic search is unavailable right now: Kiosk cannot read its index. The comics themselves still work.",
        searchElsewhere: "Search on explain xkcd instead",
        pageInvalid: { "page must be a whole number from 1 up, not \(comicsF.quoted($0))." })
}

// MARK: - movies

private let moviesF = Formats(.en)

extension MovieWords {
    static let en = MovieWords(
        searchTitle: "Search",
        pagedTitle: { "\($0) (page \(moviesF.number($1)))" },
        searchHeading: "Search movies",
        searchLabel: "Movie title",
        searchPlaceholder: "e.g. Inception",
        searchButton: "Search",
        searchHint: "Type a movie title to search, for example “Inception”.",
        resultsHeading: "Results",
        resultSummary: { total, query in
            moviesF.plural(
                total, one: "1 movie matches \(moviesF.quoted(query))",
                other: "\(moviesF.number(total)) movies match \(moviesF.quoted(query))")
        },
        noResults: { "No movies match \(moviesF.quoted($0))." },
        noSuchPage: { page, last in
            "There is no page \(moviesF.number(page)): this search has "
                + moviesF.plural(last, one: "1 page.", other: "\(moviesF.number(last)) pages.")
        },
        lastPageLink: { "Go to the last page (\(moviesF.number($0)))" },
        pageInvalid: { "page must be a whole number from 1 to \($0), not \(moviesF.quoted($1))." },
        pagerLabel: "Result pages",
        pagePosition: { "Page \(moviesF.number($0)) of \(moviesF.number($1))" },
        previousPage: "← Previous",
        nextPage: "Next →",
        noPoster: "No poster",
        notRated: "Not rated",
        score: { "★ \($0)" },
        votes: { moviesF.plural($0, one: "1 vote", other: "\(moviesF.number($0)) votes") },
        ratingSpoken: { score, votes in
            "Rated \(score) out of 10 from "
                + moviesF.plural(votes, one: "1 vote", other: "\(moviesF.number(votes)) votes")
        },
        cannotShow: { "Movie \($0) cannot be shown" },
        notFoundHeading: "Movie not found",
        notFound: { "TMDB has no movie with the id \($0)." },
        idInvalid: { "A movie id is a whole number, not \(moviesF.quoted($0))." },
        backToResults: { "← Results for \(moviesF.quoted($0))" },
        backToSearch: "← Search movies",
        originalTitle: "Original title",
        releasedIn: { "Released in \($0)" },
        released: "Released",
        ratedIn: { "Rated in \($0)" },
        runtimeTerm: "Runtime",
        runtime: { MovieWords.duration($0, hours: { "\($0)h" }, minutes: { "\($0)m" }) },
        genresTerm: "Genres",
        genreList: { $0.joined(separator: ", ") },
        ratingTerm: "Rating",
        overviewHeading: "Overview",
        recommendationsHeading: "Recommendations",
        viewOnTMDB: "View on TMDB",
        castHeading: "Top-billed cast",
        crewHeading: "Crew",
        directors: { $0 > 1 ? "Directors" : "Director" },
        writers: { $0 > 1 ? "Writers" : "Writer" },
        music: { _ in "Music" },
        watchHeading: { "Where to watch in \($0)" },
        notAvailable: { "Not available to stream in \($0)." },
        allWaysToWatch: "All ways to watch on TMDB",
        justWatchCredit: "Streaming data provided by JustWatch.",
        stream: "Stream",
        free: "Free",
        freeWithAds: "Free with ads",
        rent: "Rent",
        buy: "Buy",
        regionLabel: "Region",
        regionsWithOffers: "Regions with offers",
        showButton: "Show",
        regionInvalid: { "region must be a two-letter country code, not \(moviesF.quoted($0)). The regions are: \($1)." },
        attribution: "This product uses the TMDB API but is not endorsed or certified by TMDB.",
        setupHeading: "How to turn on TMDB",
        setupKey:
            "Set the TMDB_API_KEY environment variable to a TMDB v3 API key or an API Read Access Token, then restart Kiosk.",
        setupWhere: "Keys come from the API section of your account settings on themoviedb.org.",
        setupOffline: "kiosk serve --offline needs no key: it shows sample data.")
}

// MARK: - home

extension HomeWords {
    static let en = HomeWords(
        heading: "Today on Kiosk",
        dateLine: { date, zone in
            date.formatted(
                Date.VerbatimFormatStyle(
                    format: "\(weekday: .wide) \(day: .defaultDigits) \(month: .wide) \(year: .defaultDigits)",
                    locale: Locale(identifier: "en_GB"), timeZone: zone, calendar: Calendar(identifier: .gregorian)))
                + " · \(NewsWords.city(zone)) time"
        },
        reload: "Reload",
        notReady: { "Still waiting for \($0)." },
        wikipediaHeading: "Wikipedia today",
        feedDateNote: { "Featured content of \(enDay($0)), Wikipedia’s day (UTC)." },
        featuredLabel: "Today’s featured article",
        newsLabel: "In the news",
        onThisDayLabel: "On this day",
        mostReadLabel: "Most read yesterday",
        pictureLabel: "Picture of the day",
        searchWikipedia: "Search Wikipedia",
        atomFeed: "Atom feed",
        noFeed: "This language’s Wikipedia has no featured content for this day.",
        missingParts: { "This language’s Wikipedia has no " + $0.map { "“\($0)”" }.joined(separator: " or ") + " for this day." },
        views: { $0 == 1 ? "1 view" : "\(enFormats.number($0)) views" },
        year: { $0 < 0 ? "\(-$0) BC" : String($0) },
        headlinesHeading: "Top headlines",
        allHeadlines: "All headlines",
        readComics: "Read xkcd",
        moviesHeading: "Trending films today",
        findMovies: "Find films")
}

private let enFormats = Formats(.en)

/// "21 November 2026" (Wikipedia's day is UTC).
private func enDay(_ date: Date) -> String {
    date.formatted(
        Date.FormatStyle(date: .long, time: .omitted, locale: Locale(identifier: "en_GB"), timeZone: .gmt))
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
            "\($0) must be the code of a Wikipedia (ja, en, de, fr, ar…), not \(wikiEN.quoted($1))."
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
