/// Full-text search over the comics indexed so far, and the transcripts the comic page shows.
/// `ComicIndex` implements it over an embedded SQLite file; tests pass a stub.
public protocol ComicSearching: Sendable {
    /// One page of comics matching `text`, best first, with how far the index has got.
    func search(_ text: String, offset: Int, limit: Int) throws(ComicSearchError) -> ComicSearchPage
    /// Titles of indexed comics that begin with, or contain, `prefix`, best first.
    func titleSuggestions(for prefix: String, limit: Int) throws(ComicSearchError) -> [String]
    /// The transcript the index holds for comic `number`, if any.
    func transcript(number: Int) throws(ComicSearchError) -> Transcript?
    /// How many comics are indexed, out of how many exist.
    func progress() throws(ComicSearchError) -> IndexProgress
}

/// Limits every implementation and page shares.
public enum ComicSearchLimits {
    /// A reader's search longer than this (in characters) is refused: no comic's text needs more.
    public static let maximumQueryLength = 200
}

/// Why the index could not answer. Searching stops; comic pages go on without it.
public enum ComicSearchError: Error, Sendable, Equatable, Hashable {
    /// The file cannot be read or written now (full disk, read-only folder, locked, being rebuilt).
    case unavailable(reason: String)
}

/// How far the crawl has got: `indexed` of `total` comics (`total` nil until the latest is known).
public struct IndexProgress: Sendable, Equatable, Hashable, Codable {
    public var indexed: Int
    public var total: Int?

    public init(indexed: Int, total: Int?) {
        self.indexed = indexed
        self.total = total
    }

    /// Every comic that exists is in the index.
    public var isComplete: Bool { total.map { indexed >= $0 } ?? false }
}

/// One page of search results.
public struct ComicSearchPage: Sendable, Equatable, Hashable {
    public var hits: [ComicSearchHit]
    /// Every comic that matches, on all pages.
    public var total: Int
    public var progress: IndexProgress

    public init(hits: [ComicSearchHit], total: Int, progress: IndexProgress) {
        self.hits = hits
        self.total = total
        self.progress = progress
    }
}

/// A comic that matched, with the words that matched marked in a short snippet.
public struct ComicSearchHit: Sendable, Equatable, Hashable {
    public var number: Int
    public var title: String
    /// The comic's image upstream (shown through the image proxy); nil for interactive comics.
    public var imageURL: String?
    public var year: Int
    public var month: Int
    public var day: Int
    /// A few words around the first match, in the field that matched best.
    public var snippet: [TextRun]
    /// Set when the snippet comes from explainxkcd's transcript, which must be credited where it shows.
    public var snippetFromExplainXkcd: Bool

    public init(
        number: Int, title: String, imageURL: String?, year: Int, month: Int, day: Int, snippet: [TextRun],
        snippetFromExplainXkcd: Bool
    ) {
        self.number = number
        self.title = title
        self.imageURL = imageURL
        self.year = year
        self.month = month
        self.day = day
        self.snippet = snippet
        self.snippetFromExplainXkcd = snippetFromExplainXkcd
    }
}

/// A comic's transcript as plain text, and where it came from.
public struct Transcript: Sendable, Equatable, Hashable, Codable {
    public enum Origin: Int, Sendable, Equatable, Hashable, Codable {
        /// xkcd's own `transcript` field (trustworthy up to #1608).
        case xkcd = 1
        /// explainxkcd's wiki, CC BY-SA 3.0: credited and linked wherever it shows.
        case explainXkcd = 2
    }

    public var text: String
    public var origin: Origin

    public init(text: String, origin: Origin) {
        self.text = text
        self.origin = origin
    }
}

/// Transcripts written by explainxkcd's editors, for comics whose xkcd field is empty or wrong.
public protocol TranscriptsClient: Sendable {
    /// The `==Transcript==` section of comic `number`'s page as plain text; nil when the page has
    /// none (yet). Throws `.notFound` when there is no page for the comic.
    func transcript(number: Int, for origin: FetchOrigin) async throws(UpstreamError) -> Fetched<String?>
}
