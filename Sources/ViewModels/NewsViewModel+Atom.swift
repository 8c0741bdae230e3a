import Foundation
import Models

extension NewsViewModel {
    /// The view as an Atom feed: the page's headlines (newest first, duplicates removed), each entry
    /// linking where the page's headline does, and naming its publisher. Built from the same Outputs
    /// as the page, so the feed never says anything the page does not.
    public func atom(for inputs: Inputs, origin: FetchOrigin) async -> AtomFeed {
        let page = await outputs(for: inputs, origin: origin)
        let feedID: String
        switch Self.request(for: inputs) {
        case .success(let request): feedID = Self.feedID(request)
        case .failure: feedID = "urn:kiosk:news:refused"
        }
        let fallback = page.updated.map(\.time.datetime) ?? NewsTimeFormat.iso8601(now())
        let words = inputs.language.words.news
        let entries = page.headlines.map { headline in
            let via = page.viaGoogle
            return AtomFeed.Entry(
                id: "urn:kiosk:news:item:" + PageURL.encode(headline.id),
                title: headline.title, href: headline.feedHref,
                updated: headline.published.map { AtomFeed.dateTime($0.datetime) } ?? fallback,
                authorName: headline.publisher, authorURI: headline.siteHref,
                summary: Self.summary(publisher: headline.publisher, via: headline.feedHref == nil ? nil : via, words))
        }
        // The feed's address is the page's plus `format=atom`, always last (see `navigation`).
        let selfHref = page.navigation.feed.href
        let suffix = "&format=atom"
        let pageHref = selfHref.hasSuffix(suffix) ? String(selfHref.dropLast(suffix.count)) : selfHref
        return AtomFeed(
            id: feedID, lang: inputs.language.rawValue, title: page.title, updated: fallback,
            alternateHref: pageHref, selfHref: selfHref, authorName: words.googleNews, entries: entries,
            problem: page.problem, isRefused: page.outcome == .invalidInput, isIncomplete: page.state == .loading)
    }

    /// "Kiosk Times · link via Google News", either part alone, or nothing.
    static func summary(publisher: String?, via: String?, _ words: NewsWords) -> String {
        switch (publisher, via) {
        case let (publisher?, via?): words.joined(publisher, via)
        case let (publisher?, nil): publisher
        case let (nil, via?): via
        case (nil, nil): ""
        }
    }

    /// `urn:kiosk:news:de-DE:top`, `…:topic:world`, `…:search:%22lamp%22`: one per edition and view, for good.
    static func feedID(_ request: NewsRequest) -> String {
        let base = "urn:kiosk:news:" + request.edition.id + ":"
        return switch request.view {
        case .top: base + "top"
        case .topic(let topic): base + "topic:" + topic.rawValue
        case .search(let query): base + "search:" + PageURL.encode(query)
        }
    }
}
