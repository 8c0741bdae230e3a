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

extension ComicWords {
    static let en = ComicWords()
}

// MARK: - movies

extension MovieWords {
    static let en = MovieWords()
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
