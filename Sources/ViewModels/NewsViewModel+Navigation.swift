import Models

extension NewsViewModel {
    /// `/news`, `/news/world` or `/news/search?q=`, in `edition` (`nil`: the language's own).
    public static func route(
        _ view: NewsView, edition: String?, language: Language, refreshed: Bool = false, format: Route.Format? = nil
    ) -> Route {
        let shown: Route.News.View =
            switch view {
            case .top: .top
            case .topic(let topic): .topic(topic.rawValue)
            case .search(let query): .search(q: query.isEmpty ? nil : query)
            }
        return Route(.news(Route.News(shown, edition: edition, refreshed: refreshed)), language: language, format: format)
    }

    /// The page a request is: its view, its edition and the interface language.
    static func route(_ request: NewsRequest, language: Language, refreshed: Bool = false, format: Route.Format? = nil) -> Route {
        route(request.view, edition: request.edition.id, language: language, refreshed: refreshed, format: format)
    }

    /// The settings every link and form of a news page carries: the search, the interface language, the edition.
    static func settings(_ request: NewsRequest, language: Language) -> [(String, String)] {
        route(request, language: language).query
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
        let keep = route(.top, edition: request.edition.id, language: language).query
        let views: [NewsView] = [.top] + NewsTopic.allCases.map(NewsView.topic)
        let topics = views.map { view in
            Chrome.Link(
                label: viewName(view, language.words), href: route(view, edition: request.edition.id, language: language).href,
                isCurrent: view == request.view)
        }
        let edition = EditionForm(
            action: route(request, language: language).path, label: words.editionLabel, buttonLabel: words.showButton,
            options: NewsEdition.all.map { .init(value: $0.id, label: $0.name(language), isSelected: $0 == request.edition) },
            fields: fields(settings.filter { $0.0 != "edition" }))
        var query = ""
        if case .search(let text) = request.view { query = text }
        let search = SearchForm(
            action: route(.search(""), edition: nil, language: language).path, label: words.searchLabel,
            buttonLabel: words.searchButton, query: query, maxLength: maximumQueryLength, hint: words.searchHint,
            fields: fields(keep))
        let feed = Chrome.Link(
            label: words.atomFeed, href: route(request, language: language, format: .atom).href, isCurrent: false)
        return Navigation(topicsLabel: words.topicsLabel, topics: topics, edition: edition, search: search, feed: feed)
    }
}
