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
    static let en = HomeWords()
}

// MARK: - problems

extension ProblemWords {
    static let en = ProblemWords()
}

// MARK: - settings

extension SettingsWords {
    static let en = SettingsWords()
}

// MARK: - end
