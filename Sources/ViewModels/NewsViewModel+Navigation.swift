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

    /// "Top stories", "Technology", "Search: “swift”" and their Japanese.
    static func viewName(_ view: NewsView, ja: Bool) -> String {
        switch view {
        case .top: ja ? "トップニュース" : "Top stories"
        case .topic(let topic): topicName(topic, ja: ja)
        case .search(let query): ja ? "検索:「\(query)」" : "Search: “\(query)”"
        }
    }

    static func topicName(_ topic: NewsTopic, ja: Bool) -> String {
        switch topic {
        case .world: ja ? "国際" : "World"
        case .nation: ja ? "国内" : "Nation"
        case .business: ja ? "ビジネス" : "Business"
        case .technology: ja ? "テクノロジー" : "Technology"
        case .entertainment: ja ? "エンタメ" : "Entertainment"
        case .sports: ja ? "スポーツ" : "Sports"
        case .science: ja ? "科学" : "Science"
        case .health: ja ? "健康" : "Health"
        }
    }

    static func navigation(_ request: NewsRequest, language: Language, settings: [(String, String)]) -> Navigation {
        let ja = language == .ja
        let keep = route(.top, edition: request.edition.id, language: language).query
        let views: [NewsView] = [.top] + NewsTopic.allCases.map(NewsView.topic)
        let topics = views.map { view in
            Chrome.Link(
                label: viewName(view, ja: ja), href: route(view, edition: request.edition.id, language: language).href,
                isCurrent: view == request.view)
        }
        let edition = EditionForm(
            action: route(request, language: language).path, label: ja ? "エディション" : "Edition", buttonLabel: ja ? "表示" : "Show",
            options: NewsEdition.all.map { .init(value: $0.id, label: $0.name(language), isSelected: $0 == request.edition) },
            fields: fields(settings.filter { $0.0 != "edition" }))
        var query = ""
        if case .search(let text) = request.view { query = text }
        let search = SearchForm(
            action: route(.search(""), edition: nil, language: language).path, label: ja ? "ニュースを検索" : "Search news",
            buttonLabel: ja ? "検索" : "Search",
            query: query, maxLength: maximumQueryLength,
            hint: ja
                ? "Google ニュースの演算子が使えます: \"語句\"（完全一致）、-語（除外）、OR、site:example.com、when:7d（7日以内）"
                : "Google News operators work: \"exact words\", -leave-out, OR, site:example.com, when:7d (last 7 days).",
            fields: fields(keep))
        let feed = Chrome.Link(
            label: ja ? "このページの Atom フィード" : "Atom feed of this page",
            href: route(request, language: language, format: .atom).href, isCurrent: false)
        return Navigation(topicsLabel: ja ? "トピック" : "Topics", topics: topics, edition: edition, search: search, feed: feed)
    }
}
