import Foundation
import Models

extension HomeViewModel {
    /// The front page's Wikipedia card as an Atom feed: today's featured article, the news, the
    /// events and the most read, each entry linking to the article in Kiosk.
    public func wikipediaAtom(language: Language, origin: FetchOrigin) async -> AtomFeed {
        let instant = now()
        let day = Self.feedDay(instant)
        let date = day.replacingOccurrences(of: "/", with: "-")
        let home = Route(.home(edition: nil), language: language)
        let words = language.words.home
        var feed = AtomFeed(
            id: "urn:kiosk:wikipedia:featured:\(language.rawValue)", lang: language.rawValue,
            title: TabTitle.make(words.wikipediaHeading, section: nil), updated: date + "T00:00:00Z",
            alternateHref: home.href, selfHref: home.with(format: .atom).href,
            authorName: "Wikipedia", entries: [], problem: nil, isRefused: false, isIncomplete: false)
        let fetched: FeaturedFeed
        switch await featuredOnly(language: language, day: day, origin: origin) {
        case nil:
            feed.isIncomplete = true
            return feed
        case .failure(.notFound):
            return feed
        case .failure(let error):
            feed.problem = UpstreamProblem(
                error: error, source: .wikipedia, language: language,
                originalURL: "https://\(language.rawValue).wikipedia.org/", cachedAge: nil)
            return feed
        case .success(let value):
            fetched = value.value
        }
        func entry(_ kind: String, _ index: Int, title: String, page: FeaturedFeed.Page?, summary: String) -> AtomFeed.Entry {
            AtomFeed.Entry(
                id: "urn:kiosk:wikipedia:featured:\(language.rawValue):\(date):\(kind):\(index)", title: title,
                href: page.map { ArticleViewModel.href(title: $0.key, wiki: WikipediaLanguage(language), interface: language) },
                updated: date + "T00:00:00Z",
                authorName: nil, authorURI: nil, summary: summary)
        }
        var entries: [AtomFeed.Entry] = []
        if let article = fetched.featuredArticle {
            entries.append(
                entry("tfa", 0, title: words.featuredLabel + ": " + article.title, page: article, summary: article.extract))
        }
        for (index, story) in fetched.news.prefix(Self.newsCount).enumerated() {
            entries.append(
                entry(
                    "news", index, title: words.newsLabel + ": " + (story.pages.first?.title ?? ""), page: story.pages.first,
                    summary: story.text))
        }
        for (index, event) in fetched.onThisDay.prefix(Self.eventCount).enumerated() {
            entries.append(
                entry(
                    "onthisday", index, title: words.onThisDayLabel + ": " + words.year(event.year), page: event.pages.first,
                    summary: event.text))
        }
        for (index, page) in fetched.mostRead.prefix(Self.mostReadCount).enumerated() {
            entries.append(
                entry("mostread", index, title: words.mostReadLabel + ": " + page.title, page: page, summary: page.description))
        }
        feed.entries = entries
        return feed
    }

    /// The feed alone, from the cache at once or fetched within the page's deadline (nil: late).
    private func featuredOnly(
        language: Language, day: String, origin: FetchOrigin
    ) async -> Result<Fetched<FeaturedFeed>, UpstreamError>? {
        if let cached = featured.cachedFeatured(language: language, day: day) { return cached }
        let featured = self.featured
        let work = Task { () -> Result<Fetched<FeaturedFeed>, UpstreamError> in
            do throws(UpstreamError) {
                return .success(try await featured.featured(language: language, day: day, for: origin))
            } catch {
                return .failure(error)
            }
        }
        return await Deadline.value(of: work, within: deadline, sleep: sleep)
    }
}
