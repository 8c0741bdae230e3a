import Models

extension NewsViewModel {
    /// `/news`, `/news/world`, `/news/search`.
    public static func path(_ view: NewsView) -> String {
        switch view {
        case .top: "/news"
        case .topic(let topic): "/news/" + topic.rawValue
        case .search: "/news/search"
        }
    }

    /// The settings every link and form of a news page carries: the search, the edition, the interface language.
    static func settings(_ request: NewsRequest, language: Language) -> [(String, String)] {
        var pairs: [(String, String)] = []
        if case .search(let query) = request.view { pairs.append(("q", query)) }
        pairs.append(("edition", request.edition.id))
        pairs.append(("lang", language.rawValue))
        return pairs
    }

    /// The page's own address, with `extra` pairs after its settings.
    static func address(_ request: NewsRequest, language: Language, extra: [(String, String)] = []) -> String {
        PageURL.make(path(request.view), settings(request, language: language) + extra)
    }

    static func fields(_ pairs: [(String, String)]) -> [Field] {
        pairs.map { Field(name: $0.0, value: $0.1) }
    }

    /// The same view on news.google.com (its web pages take the RSS feeds' edition parameters).
    static func googleNewsURL(_ request: NewsRequest) -> String {
        let edition = request.edition.parameters
        return switch request.view {
        case .top: "https://news.google.com/?" + edition
        case .topic(let topic): "https://news.google.com/headlines/section/topic/" + topic.upstreamName + "?" + edition
        case .search(let query): "https://news.google.com/search?q=" + PageURL.encode(query) + "&" + edition
        }
    }

    /// "Top stories", "Technology", "Search: “swift”" in the interface language.
    static func viewName(_ view: NewsView, _ words: Catalog) -> String {
        switch view {
        case .top: words.news.topStories
        case .topic(let topic): words.news.topic(topic)
        case .search(let query): words.news.searchHeading(words.formats.quoted(query))
        }
    }

    static func navigation(_ request: NewsRequest, language: Language, settings: [(String, String)]) -> Navigation {
        let words = language.words.news
        let keep = [("edition", request.edition.id), ("lang", language.rawValue)]
        let views: [NewsView] = [.top] + NewsTopic.allCases.map(NewsView.topic)
        let topics = views.map { view in
            Chrome.Link(
                label: viewName(view, language.words), href: PageURL.make(path(view), keep), isCurrent: view == request.view)
        }
        let edition = EditionForm(
            action: path(request.view), label: words.editionLabel, buttonLabel: words.showButton,
            options: NewsEdition.all.map { .init(value: $0.id, label: $0.name(language), isSelected: $0 == request.edition) },
            fields: fields(settings.filter { $0.0 != "edition" }))
        var query = ""
        if case .search(let text) = request.view { query = text }
        let search = SearchForm(
            action: path(.search("")), label: words.searchLabel, buttonLabel: words.searchButton,
            query: query, maxLength: maximumQueryLength, hint: words.searchHint,
            fields: fields(keep))
        let feed = Chrome.Link(
            label: words.atomFeed,
            href: PageURL.make(path(request.view), settings + [("format", "atom")]), isCurrent: false)
        return Navigation(topicsLabel: words.topicsLabel, topics: topics, edition: edition, search: search, feed: feed)
    }
}
