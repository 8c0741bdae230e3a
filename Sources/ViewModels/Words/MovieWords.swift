/// The words of the TMDB pages: movie search, a movie's page, where to watch it, and TMDB's credit.
/// Filled by every `Catalog+xx.swift`; closures format their numbers with the language's `Formats`.
public struct MovieWords: Sendable {
    // MARK: Search page

    /// The tab title before anything is searched.
    public let searchTitle: String
    /// "inception (page 2)": the tab title of a result page past the first (query, page).
    public let pagedTitle: @Sendable (String, Int) -> String
    /// The search page's heading.
    public let searchHeading: String
    /// The search box's hidden label.
    public let searchLabel: String
    /// The search box's placeholder.
    public let searchPlaceholder: String
    /// The search button.
    public let searchButton: String
    /// What to do when nothing has been typed yet.
    public let searchHint: String
    /// The results' hidden heading.
    public let resultsHeading: String
    /// "273 movies match “Star”" (total, query).
    public let resultSummary: @Sendable (Int, String) -> String
    /// "No movies match “…”."
    public let noResults: @Sendable (String) -> String
    /// "There is no page 9: this search has 3 pages." (page asked, last page)
    public let noSuchPage: @Sendable (Int, Int) -> String
    /// "Go to the last page (3)".
    public let lastPageLink: @Sendable (Int) -> String
    /// A `page` in the address outside 1…maximum, as typed (maximum, text).
    public let pageInvalid: @Sendable (Int, String) -> String

    // MARK: Result pages

    /// The result pages' accessible name.
    public let pagerLabel: String
    /// "Page 2 of 14" (page, last page).
    public let pagePosition: @Sendable (Int, Int) -> String
    /// The link to the previous result page, with its arrow.
    public let previousPage: String
    /// The link to the next result page, with its arrow.
    public let nextPage: String

    // MARK: Posters and ratings

    /// In place of a missing poster.
    public let noPoster: String
    /// When nobody has voted.
    public let notRated: String
    /// "★ 8.4", from the score written with a point (`8.4`).
    public let score: @Sendable (String) -> String
    /// "37,812 votes".
    public let votes: @Sendable (Int) -> String
    /// "Rated 8.4 out of 10 from 37,812 votes": what a screen reader says (score with a point, votes).
    public let ratingSpoken: @Sendable (String, Int) -> String

    // MARK: A movie's page

    /// "Movie 550 cannot be shown": the heading when the source failed.
    public let cannotShow: @Sendable (Int) -> String
    /// The heading of an id TMDB does not know.
    public let notFoundHeading: String
    /// "TMDB has no movie with the id 999999."
    public let notFound: @Sendable (Int) -> String
    /// An id in the address that is not a whole number, as typed.
    public let idInvalid: @Sendable (String) -> String
    /// "← Results for “…”": back to the search the reader came from.
    public let backToResults: @Sendable (String) -> String
    /// "← Search movies": back to an empty search.
    public let backToSearch: String
    /// Facts list: the original title's term.
    public let originalTitle: String
    /// Facts list: "Released in Japan" (the region's name).
    public let releasedIn: @Sendable (String) -> String
    /// Facts list: the release date's term when the region has none of its own.
    public let released: String
    /// Facts list: "Rated in Japan", the certification's term (the region's name).
    public let ratedIn: @Sendable (String) -> String
    /// Facts list: the runtime's term.
    public let runtimeTerm: String
    /// "2h 19m" from minutes (at least 1): whole hours drop the minutes, short films the hours.
    public let runtime: @Sendable (Int) -> String
    /// Facts list: the genres' term.
    public let genresTerm: String
    /// The genres as one list ("Drama, Thriller").
    public let genreList: @Sendable ([String]) -> String
    /// Facts list: the rating's term.
    public let ratingTerm: String
    /// The overview's heading.
    public let overviewHeading: String
    /// The recommendations' heading.
    public let recommendationsHeading: String
    /// The link to the movie on themoviedb.org.
    public let viewOnTMDB: String

    // MARK: Cast and crew

    /// The cast's heading.
    public let castHeading: String
    /// The crew's heading.
    public let crewHeading: String
    /// "Director" / "Directors", by how many there are.
    public let directors: @Sendable (Int) -> String
    /// "Writer" / "Writers", by how many there are.
    public let writers: @Sendable (Int) -> String
    /// The composers, however many there are.
    public let music: @Sendable (Int) -> String

    // MARK: Where to watch

    /// "Where to watch in Japan" (the region's name).
    public let watchHeading: @Sendable (String) -> String
    /// "Not available to stream in Japan." (the region's name).
    public let notAvailable: @Sendable (String) -> String
    /// The link to TMDB's watch page.
    public let allWaysToWatch: String
    /// The JustWatch credit TMDB's terms ask for.
    public let justWatchCredit: String
    /// Subscription streaming.
    public let stream: String
    /// Free to watch.
    public let free: String
    /// Free with advertising.
    public let freeWithAds: String
    /// Rent.
    public let rent: String
    /// Buy.
    public let buy: String
    /// The region picker's label when this region has offers.
    public let regionLabel: String
    /// The region picker's label when this region has none (the others do).
    public let regionsWithOffers: String
    /// The region picker's button.
    public let showButton: String
    /// A `region` in the address that is no region (the text as typed, the codes there are).
    public let regionInvalid: @Sendable (String, String) -> String

    // MARK: TMDB

    /// The notice TMDB's terms require, before the link to TMDB.
    public let attribution: String
    /// The heading of the help when no TMDB key is configured.
    public let setupHeading: String
    /// Setup help: which variable to set.
    public let setupKey: String
    /// Setup help: where keys come from.
    public let setupWhere: String
    /// Setup help: offline mode needs no key.
    public let setupOffline: String
}

extension MovieWords {
    /// A runtime from `hours` and `minutes` words: "2h 19m", "2h" or "45m" (`total` is at least 1).
    static func duration(
        _ total: Int, separator: String = " ", hours: (Int) -> String, minutes: (Int) -> String
    ) -> String {
        let (whole, rest) = total.quotientAndRemainder(dividingBy: 60)
        var parts: [String] = []
        if whole > 0 { parts.append(hours(whole)) }
        if rest > 0 || whole == 0 { parts.append(minutes(rest)) }
        return parts.joined(separator: separator)
    }

    /// `8.4` → `8,4`, for the languages that write a decimal comma.
    static func decimalComma(_ score: String) -> String {
        String(score.map { $0 == "." ? "," : $0 })
    }
}
