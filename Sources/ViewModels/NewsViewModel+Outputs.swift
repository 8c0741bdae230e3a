import Models

extension NewsViewModel {
    public struct Outputs: Sendable, Hashable, Encodable {
        /// `unknownEdition` and `queryTooLong` refuse the request as written; `emptyQuery` is the search
        /// page before anything was typed. None of the three asked Google News for anything.
        public enum State: String, Sendable, Hashable, Encodable {
            case loaded, loading, error, emptyQuery, queryTooLong, unknownEdition
        }
        public var chrome: Chrome
        public var state: State
        /// The same as `state == .loading`, for the template's sections.
        public var isLoading: Bool
        public var title: String
        /// What the list is: "Top stories", "Technology", "Search: “swift”".
        public var heading: String
        /// "United Kingdom (English) edition": whose headlines these are.
        public var editionLine: String
        public var headlines: [Headline]
        /// The edition's language and direction (`de`, `ltr`): headlines are in it, whatever the page's.
        public var headlinesLanguage: String
        public var headlinesDirection: String
        /// Said once per page beside each headline's link: it goes to Google News, which redirects to the publisher.
        public var viaGoogle: String
        /// True when headline links go to Google News (`--resolve-news-links off`): each one then says
        /// `viaGoogle`. False when they go to Kiosk's `/news/go/`, which Google does not see.
        public var linksViaGoogle: Bool
        /// "No headlines right now." when the feed answered with nothing to show.
        public var emptyNotice: String?
        /// "Fetching the latest headlines…" while the page waits for its first copy.
        public var loadingNotice: String?
        /// Why there is no list: an empty or over-long search, an unknown edition.
        public var inputNotice: String?
        /// Every edition, as links, when the one asked for does not exist.
        public var editionChoices: EditionChoices?
        /// When Kiosk fetched the headlines shown, and how long ago.
        public var updated: Updated?
        /// After the refresh button: the headlines are at most `refreshIntervalSeconds` old, and when
        /// the next refresh can ask Google News again. A click within the interval is not silent.
        public var refreshNotice: String?
        public var timeZoneNote: String
        public var problem: UpstreamProblem?
        /// Nil when there is no feed to refresh.
        public var refresh: RefreshForm?
        /// The same view on news.google.com.
        public var source: Chrome.Link
        public var navigation: Navigation

        /// Hashes what tells one news page from another: its state, wording, headlines and their
        /// age. The chrome, navigation, refresh form and source link follow from the language,
        /// edition and view, which `title`, `heading` and `editionLine` already tell apart, yet they
        /// were most of the strings hashed; the render cache hashes the Outputs of every request.
        /// Equality still compares every field, so pages that hash alike are never confused. Strings
        /// by their bytes (`combineUTF8`): a Japanese page's title hashed as Unicode text was
        /// normalized first.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(state)
            hasher.combineUTF8(title)
            hasher.combineUTF8(heading)
            hasher.combineUTF8(editionLine)
            hasher.combine(headlines.count)
            for headline in headlines { hasher.combine(headline.id) }
            hasher.combineUTF8(emptyNotice ?? "")
            hasher.combineUTF8(loadingNotice ?? "")
            hasher.combineUTF8(inputNotice ?? "")
            // The updated line's age words follow from the language.
            hasher.combine(updated?.ageSeconds)
            hasher.combineUTF8(updated?.time.datetime ?? "")
            hasher.combineUTF8(updated?.after ?? "")
            hasher.combineUTF8(refreshNotice ?? "")
            hasher.combine(problem)
        }
    }

    /// "Updated 11:58 (2 minutes ago)" / "11:58 更新（2分前）", split around the `<time>`.
    public struct Updated: Sendable, Hashable, Encodable {
        public var before: String
        public var time: Stamp
        public var after: String
        public var ageSeconds: Int
        /// `after` and the age's words as JSON, for news.js to keep the line true in the same words.
        public var ageWords: String
        public init(before: String, time: Stamp, after: String, ageSeconds: Int, ageWords: String) {
            self.before = before
            self.time = time
            self.after = after
            self.ageSeconds = ageSeconds
            self.ageWords = ageWords
        }
    }

    /// The editions a reader can pick instead of one that does not exist.
    public struct EditionChoices: Sendable, Hashable, Encodable {
        public var links: [Chrome.Link]
    }

    /// A hidden form field: the settings a form carries so its answer keeps them.
    public struct Field: Sendable, Hashable, Encodable {
        public var name: String
        public var value: String
        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    /// The refresh button's form: POST `action` with the view's settings in `fields`.
    public struct RefreshForm: Sendable, Hashable, Encodable {
        public var action: String
        public var fields: [Field]
        public var buttonLabel: String
        /// Says how often Kiosk asks anew, so the button promises no more than the client does.
        public var note: String
    }

    /// What every news page offers besides its list: the topics, the edition, a search, the feed.
    public struct Navigation: Sendable, Hashable, Encodable {
        public var topicsLabel: String
        /// Top stories first, then the eight topics; `isCurrent` marks the one shown.
        public var topics: [Chrome.Link]
        public var edition: EditionForm
        public var search: SearchForm
        /// This view as an Atom feed (`<link rel="alternate">` and a visible link).
        public var feed: Chrome.Link
    }

    /// A GET form choosing the edition; it keeps the view and the interface language.
    public struct EditionForm: Sendable, Hashable, Encodable {
        public struct Option: Sendable, Hashable, Encodable {
            public var value: String
            public var label: String
            public var isSelected: Bool
        }
        public var action: String
        public var label: String
        public var buttonLabel: String
        public var options: [Option]
        public var fields: [Field]
    }

    /// The news search box: GET `action` with `q`; operators are passed to Google News as typed.
    public struct SearchForm: Sendable, Hashable, Encodable {
        public var action: String
        public var label: String
        public var buttonLabel: String
        public var query: String
        public var maxLength: Int
        /// Which Google News operators work ("when:7d", "site:", quotes, "-word", "OR").
        public var hint: String
        public var fields: [Field]
    }
}
