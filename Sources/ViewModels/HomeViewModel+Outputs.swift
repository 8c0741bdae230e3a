import Models

extension HomeViewModel {
    /// The front page: today's four cards, each with its own source's state.
    public struct Outputs: Sendable, Hashable, Encodable {
        public var chrome: Chrome
        public var title: String
        public var heading: String
        /// Today in the edition's time zone: "Saturday 21 November 2026 · Tokyo time".
        public var dateLine: String
        public var wikipedia: WikipediaCard
        public var headlines: HeadlinesCard
        public var comic: ComicCard
        public var movies: MoviesCard
        /// False when a card was late or showed a problem: the page is then not kept by caches, so the
        /// next reader gets the cards the late fetches have filled in since.
        public var isComplete: Bool
    }

    /// How one card's source did: nothing to say, or a sentence (a failure, with the age of the saved
    /// data shown; or "not ready yet") and the link into Kiosk where the reader can look again.
    public struct CardStatus: Sendable, Hashable, Encodable {
        /// Nil when the card shows fresh data.
        public var notice: String?
        /// The source did not answer before the page's deadline.
        public var isLate: Bool
        /// What went wrong, when something did (`timedOut`, `coolingDown`, …).
        public var problem: UpstreamProblem.Kind?
        /// Where to try again inside Kiosk; set with `notice`.
        public var retry: Chrome.Link?
        /// Seconds until the reader's client may cause a fetch again, when its share refused this
        /// card's (`problem` is then `overClientShare`, and the page is a 429, never shown).
        public var clientRetryAfter: Int? = nil

        static let fine = CardStatus(notice: nil, isLate: false, problem: nil, retry: nil)
        var isFine: Bool { notice == nil }
    }

    /// A link with a line of text beside it (a story and the articles it names, a most-read title).
    public struct Item: Sendable, Hashable, Encodable {
        public var text: String
        /// "1969" for an event, "412,345 views" for a most-read page; nil otherwise.
        public var meta: String?
        public var links: [Chrome.Link]
    }

    /// An image through Kiosk's `/img/` proxy, with the size to lay it out at.
    public struct Picture: Sendable, Hashable, Encodable {
        public var src: String
        /// Nil when the source does not say (xkcd): the browser lays the image out when it arrives.
        public var width: Int?
        public var height: Int?
        public var alt: String
    }

    /// Wikipedia's featured content of the day.
    public struct WikipediaCard: Sendable, Hashable, Encodable {
        public struct Article: Sendable, Hashable, Encodable {
            public var label: String
            public var title: String
            public var href: String
            public var extract: String
            public var image: Picture?
        }
        public struct Part: Sendable, Hashable, Encodable {
            public var label: String
            public var items: [Item]
        }
        public struct PictureOfTheDay: Sendable, Hashable, Encodable {
            public var label: String
            public var image: Picture?
            public var description: String
            /// "A. Photographer · Own work · CC BY-SA 4.0", what the licence asks to be said.
            public var credit: String
        }
        public var heading: String
        /// "Wikipedia's featured content for 21 November 2026 (UTC)."
        public var dateNote: String
        public var featured: Article?
        public var news: Part?
        public var onThisDay: Part?
        public var mostRead: Part?
        public var picture: PictureOfTheDay?
        /// One line when this language's feed has no such part, or no feed at all.
        public var missingNote: String?
        public var status: CardStatus
        public var more: Chrome.Link
        /// The card as an Atom feed.
        public var feed: Chrome.Link
    }

    /// The top stories of the reader's edition.
    public struct HeadlinesCard: Sendable, Hashable, Encodable {
        public struct Headline: Sendable, Hashable, Encodable {
            public var title: String
            public var publisher: String?
            /// The story through Kiosk's `/news/go/{id}`, or more on it in Kiosk's news search.
            public var href: String
            /// A `/news/go/` link: crawlers are asked not to follow it (each click costs Google requests).
            public var isResolvedLink: Bool
        }
        public var heading: String
        public var editionName: String
        public var headlines: [Headline]
        public var status: CardStatus
        public var more: Chrome.Link
        /// The edition's language and direction: its headlines are in it.
        public var headlinesLanguage: String
        public var headlinesDirection: String
    }

    /// The latest xkcd.
    public struct ComicCard: Sendable, Hashable, Encodable {
        public var heading: String
        public var title: String?
        /// "#3001"
        public var number: String?
        public var href: String?
        public var image: Picture?
        public var status: CardStatus
        public var more: Chrome.Link
    }

    /// TMDB's trending films of the day.
    public struct MoviesCard: Sendable, Hashable, Encodable {
        public struct Poster: Sendable, Hashable, Encodable {
            public var title: String
            /// The language TMDB wrote the title in: its `lang`.
            public var titleLang: String
            public var href: String
            /// Nil when the film has no poster (the title stands alone).
            public var src: String?
        }
        public var heading: String
        public var posters: [Poster]
        public var attribution: String
        public var status: CardStatus
        public var more: Chrome.Link
    }
}

extension HomeViewModel.Outputs: PageOutputs {
    /// Shown: each card says what went wrong with its own source, and the page still stands; unless
    /// the reader's client used its share of fetches for a card (not the source's doing).
    public var outcome: PageOutcome {
        let statuses = [wikipedia.status, headlines.status, comic.status, movies.status]
        if let retryAfter = statuses.compactMap(\.clientRetryAfter).max() { return .overClientShare(retryAfter: retryAfter) }
        return .shown
    }
}
