import Models

/// `/news/go/{id}`: the publisher's address for a Google News article id, or, when Kiosk cannot get
/// one it may send the reader to, a short page that says why and offers the two ways on: through
/// Google News (which then sees the visit) or back to the headlines.
public struct NewsLinkViewModel: Sendable {
    public struct Inputs: Sendable, Equatable {
        public var id: NewsArticleID
        public var language: Language
        /// `edition=` as written; the edition's country and language go into the request to Google,
        /// and the way back leads to its headlines. Unknown or absent: the language's own edition.
        public var edition: String?
        /// The `Host` the reader reached Kiosk by: a resolved address there is refused.
        public var ownHost: String?
        public init(id: NewsArticleID, language: Language, edition: String? = nil, ownHost: String? = nil) {
            self.id = id
            self.language = language
            self.edition = edition
            self.ownHost = ownHost
        }
    }

    /// Why the reader sees the choice page rather than the publisher's page.
    public enum Reason: String, Sendable, Hashable, Encodable {
        /// This Kiosk does not resolve links (`--resolve-news-links off`).
        case off
        case busy
        case rateLimited = "rate_limited"
        case unreachable
        case protocolChanged = "protocol"
        case refused

        init(_ failure: NewsLinkFailure) {
            switch failure {
            case .busy: self = .busy
            case .rateLimited: self = .rateLimited
            case .unreachable: self = .unreachable
            case .protocolChanged: self = .protocolChanged
            case .refused: self = .refused
            }
        }
    }

    /// The choice page.
    public struct Outputs: Sendable, Hashable, Encodable {
        public var chrome: Chrome
        public var title: String
        public var heading: String
        public var reason: Reason
        /// Why, in the reader's language.
        public var explanation: String
        /// "You can open it through Google News, or go back to the headlines."
        public var choices: String
        /// The article on Google News; its label says Google will see the visit.
        public var google: Chrome.Link
        /// The edition's headlines.
        public var back: Chrome.Link
    }

    /// A redirect to the publisher, or the choice page.
    public enum Answer: Sendable, Equatable {
        case publisher(String)
        case choice(Outputs)
    }

    private let links: NewsLinks

    public init(links: NewsLinks) {
        self.links = links
    }

    /// The id as the path gives it, checked before anything else: at most 1,024 characters of the
    /// base64url alphabet, as every Google News id is. Anything else is not an id to look up.
    public static func parseID(_ text: String, language: Language) -> Parsed<NewsArticleID> {
        if let id = NewsArticleID(text) { return .valid(id) }
        let words = language.words.news
        if text.utf8.count > NewsArticleID.maximumLength {
            return .invalid(words.linkIDTooLong(NewsArticleID.maximumLength))
        }
        return .invalid(words.linkIDInvalid)
    }

    public func answer(for inputs: Inputs, origin: FetchOrigin) async -> Answer {
        let edition = inputs.edition.flatMap(NewsEdition.named) ?? .defaultEdition(for: inputs.language)
        guard let resolver = links.resolver else { return .choice(choice(inputs, edition: edition, reason: .off)) }
        switch await resolver.publisherURL(for: inputs.id, edition: edition, ownHost: inputs.ownHost, origin: origin) {
        case .success(let resolution): return .publisher(resolution.url)
        case .failure(let failure): return .choice(choice(inputs, edition: edition, reason: Reason(failure)))
        }
    }

    private func choice(_ inputs: Inputs, edition: NewsEdition, reason: Reason) -> Outputs {
        let language = inputs.language
        let words = language.words.news
        let editionID = inputs.edition.flatMap(NewsEdition.named)?.id
        return Outputs(
            chrome: Chrome(
                language: language, current: .news,
                route: Route(.newsLink(id: inputs.id.value, edition: editionID), language: language)),
            title: TabTitle.make(words.linkHeading, section: Section.news.titleName(language)),
            heading: words.linkHeading, reason: reason, explanation: Self.explanation(reason, words),
            choices: words.linkChoices,
            google: Chrome.Link(
                label: words.linkViaGoogle, href: links.articlePage + "/" + inputs.id.value, isCurrent: false),
            back: Chrome.Link(
                label: words.linkBack,
                href: Route(.news(Route.News(edition: editionID)), language: language).href, isCurrent: false))
    }
}

extension NewsLinkViewModel {
    /// Why Kiosk did not send the reader straight to the publisher.
    static func explanation(_ reason: Reason, _ words: NewsWords) -> String {
        switch reason {
        case .off: words.linkOff
        case .busy: words.linkBusy
        case .rateLimited: words.linkRateLimited
        case .unreachable: words.linkUnreachable
        case .protocolChanged: words.linkProtocolChanged
        case .refused: words.linkRefused
        }
    }
}

extension NewsLinkViewModel.Outputs: PageOutputs {
    /// The page shows what Kiosk can offer; it is never stored (the handler says `no-store`).
    public var outcome: PageOutcome { .shown }
}
