/// The words of the xkcd pages: a comic, its navigation row, comic search and the comic feed link.
/// Filled by every `Catalog+xx.swift`; closures format their numbers with the language's `Formats`.
public struct ComicWords: Sendable {
    // MARK: A comic's page

    /// The hidden label before the hover text shown as the caption.
    public let altTextLabel: String
    /// Over a comic that only works on xkcd.com.
    public let interactiveNotice: String
    /// Before the publication date.
    public let publishedLabel: String
    /// The link to Kiosk's own page for this comic.
    public let permalink: String
    /// The link to the comic on xkcd.com.
    public let openOnXkcd: String
    /// The link to the comic's page on explain xkcd.
    public let explanation: String
    /// The comic's own extra link (a larger version, an external page).
    public let relatedLink: String
    /// The link to the Atom feed of new comics.
    public let feedLink: String
    /// The tab title of `/comics` and the navigation's name for the newest comic.
    public let latest: String

    // MARK: Transcript

    /// The folded transcript's summary line.
    public let transcriptSummary: String
    /// "Transcript from", before the link to explain xkcd's page.
    public let transcriptFrom: String
    /// "explain xkcd's page for #1234": the credited page's link text.
    public let transcriptPage: @Sendable (Int) -> String

    // MARK: A comic that is not there

    /// "There is no xkcd #5000": the heading.
    public let notFoundHeading: @Sendable (Int) -> String
    /// "No #5000": the tab title.
    public let notFoundTitle: @Sendable (Int) -> String
    /// Why there is no #404.
    public let skipped404: String
    /// "#5000 has not been published yet. The newest comic is #3000." (asked, newest)
    public let notPublishedYet: @Sendable (Int, Int) -> String
    /// A number between #1 and the newest that xkcd does not have.
    public let noSuchComic: String

    // MARK: A comic number in the address

    /// "“abc” is not a comic number…", with the text as typed.
    public let notANumber: @Sendable (String) -> String
    /// "Comic numbers start at 1, so “0” is not one."
    public let startsAtOne: @Sendable (String) -> String
    /// "“9999999999” is too large to be a comic number."
    public let tooLarge: @Sendable (String) -> String

    // MARK: Navigation row

    /// The row's accessible name.
    public let navigationLabel: String
    /// The first comic's accessible name (the visible text is `|<`).
    public let first: String
    /// The visible text of the previous link, with its arrow (`< Prev`).
    public let previousText: String
    /// The previous link's accessible name.
    public let previous: String
    /// The visible text of the random link.
    public let randomText: String
    /// The random link's accessible name.
    public let random: String
    /// The visible text of the next link, with its arrow (`Next >`).
    public let nextText: String
    /// The next link's accessible name.
    public let next: String
    /// "Previous (#1233)": an accessible name with the number it leads to.
    public let numbered: @Sendable (String, Int) -> String

    // MARK: Comic search

    /// The search box's label and the search page's heading.
    public let searchXkcd: String
    /// The search button.
    public let searchButton: String
    /// The search box's placeholder.
    public let searchPlaceholder: String
    /// The search page's tab title before anything is searched.
    public let searchTitle: String
    /// The results list's hidden heading.
    public let resultsLabel: String
    /// The result pages' accessible name.
    public let pagerLabel: String
    /// The link to the previous result page, with its arrow.
    public let previousPage: String
    /// The link to the next result page, with its arrow.
    public let nextPage: String
    /// What the search page says when the form is sent empty.
    public let emptySearch: String
    /// "A search can be at most 200 characters long; this one has 250…" (maximum, length)
    public let searchTooLong: @Sendable (Int, Int) -> String
    /// "No comics match “…”."
    public let noResults: @Sendable (String) -> String
    /// "There are no more comics matching “…”.": a page past the last.
    public let noMoreResults: @Sendable (String) -> String
    /// "3 comics match “password” (1–3)" (total, query, first shown, last shown).
    public let resultSummary: @Sendable (Int, String, Int, Int) -> String
    /// "2,140 of 3,330 comics indexed so far…" (indexed, total).
    public let indexProgress: @Sendable (Int, Int) -> String
    /// "Building the index: 2,140 comics so far…" when the total is not known yet.
    public let indexBuilding: @Sendable (Int) -> String
    /// Who failed, when the index cannot be read.
    public let indexName: String
    /// What happened, when the index cannot be read.
    public let indexUnavailable: String
    /// The link to the same search on explain xkcd.
    public let searchElsewhere: String
    /// A `page` in the address that is not a whole number from 1, as typed.
    public let pageInvalid: @Sendable (String) -> String
}
