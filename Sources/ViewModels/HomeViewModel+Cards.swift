import Foundation
import Models

extension HomeViewModel {
    /// The whole page from what each source answered (nil: not by the deadline).
    func page(_ language: Language, edition: NewsEdition, day: String, at instant: Date, _ answers: Answers) -> Outputs {
        let words = language.words.home
        let isOwnEdition = edition == .defaultEdition(for: language)
        let home = Route(.home(edition: isOwnEdition ? nil : edition.id), language: language)
        let reload = Chrome.Link(label: words.reload, href: home.href, isCurrent: false)
        let wikipedia = wikipediaCard(answers.feed, language: language, day: day, at: instant, reload: reload)
        let headlines = headlinesCard(answers.headlines, language: language, edition: edition, at: instant, reload: reload)
        let comic = comicCard(answers.comic, language: language, at: instant, reload: reload)
        let movies = moviesCard(answers.films, language: language, at: instant, reload: reload)
        return Outputs(
            chrome: Chrome(language: language, current: nil, route: home),
            title: TabTitle.make(nil, section: nil),
            heading: words.heading,
            dateLine: Self.dateLine(language, at: instant, in: EditionClock.of(edition).timeZone),
            wikipedia: wikipedia, headlines: headlines, comic: comic, movies: movies,
            isComplete: [wikipedia.status, headlines.status, comic.status, movies.status].allSatisfy(\.isFine))
    }

    /// The date line of `instant`'s day in `zone`, written by the catalog once per language, zone and
    /// day: it names the day and the zone only (`dateLineNamesTheDayOnly` holds every language to
    /// that), and Foundation took several microseconds and a new Locale for each front page.
    static func dateLine(_ language: Language, at instant: Date, in zone: TimeZone) -> String {
        let day = CivilTime(instant, offsetSeconds: zone.secondsFromGMT(for: instant))
        let key = DateLineKey(language: language, zone: zone, year: day.year, month: day.month, day: day.day)
        return dateLines.text(for: key) { language.words.home.dateLine(instant, zone) }
    }

    private static let dateLines = WrittenText<DateLineKey>(limit: 1024)

    private struct DateLineKey: Hashable, Sendable {
        var language: Language
        var zone: TimeZone
        var year: Int
        var month: Int
        var day: Int
    }

    /// A card's value and state: fresh, saved (with why and how old), failed, or not ready yet.
    func settle<V>(
        _ answer: Result<Fetched<V>, UpstreamError>?, source: Source, language: Language, at instant: Date,
        reload: Chrome.Link
    ) -> (value: V?, status: CardStatus) {
        guard let answer else {
            let notice = language.words.home.notReady(source.displayName)
            return (nil, CardStatus(notice: notice, isLate: true, problem: nil, retry: reload))
        }
        switch answer {
        case .success(let fetched):
            guard let reason = fetched.staleBecause else { return (fetched.value, .fine) }
            let problem = UpstreamProblem(
                error: reason, source: source, language: language, originalURL: "", cachedAge: fetched.age(at: instant))
            let notice = [problem.message, problem.staleNotice].compactMap { $0 }.joined(separator: " ")
            return (fetched.value, CardStatus(notice: notice, isLate: false, problem: problem.kind, retry: reload))
        case .failure(let error):
            let problem = UpstreamProblem(error: error, source: source, language: language, originalURL: "", cachedAge: nil)
            var status = CardStatus(notice: problem.message, isLate: false, problem: problem.kind, retry: reload)
            if case .overClientShare(let seconds) = error { status.clientRetryAfter = seconds }
            return (nil, status)
        }
    }

    func wikipediaCard(
        _ answer: Result<Fetched<FeaturedFeed>, UpstreamError>?, language: Language, day: String, at instant: Date,
        reload: Chrome.Link
    ) -> WikipediaCard {
        let words = language.words.home
        var card = WikipediaCard(
            heading: words.wikipediaHeading,
            dateNote: words.feedDateNote(instant),
            featured: nil, news: nil, onThisDay: nil, mostRead: nil, picture: nil, missingNote: nil, status: .fine,
            more: Chrome.Link(
                label: words.searchWikipedia, href: Route(.search(Route.WikiSearch()), language: language).href, isCurrent: false),
            feed: Chrome.Link(
                label: words.atomFeed, href: Route(.home(edition: nil), language: language, format: .atom).href, isCurrent: false)
        )
        // A wiki without a feed for the day is an answer, said in one line.
        if case .failure(.notFound) = answer {
            card.missingNote = words.noFeed
            return card
        }
        let (feed, status) = settle(answer, source: .wikipedia, language: language, at: instant, reload: reload)
        card.status = status
        guard let feed else { return card }
        func link(_ page: FeaturedFeed.Page) -> Chrome.Link {
            Chrome.Link(
                label: page.title,
                href: ArticleViewModel.href(title: page.key, wiki: WikipediaLanguage(language), interface: language),
                isCurrent: false)
        }
        card.featured = feed.featuredArticle.map { page in
            .init(
                label: words.featuredLabel, title: page.title, href: link(page).href, extract: page.extract,
                image: page.thumbnail.flatMap { Self.picture($0, alt: page.title) })
        }
        let news = feed.news.prefix(Self.newsCount).map { Item(text: $0.text, meta: nil, links: $0.pages.map(link)) }
        card.news = news.isEmpty ? nil : .init(label: words.newsLabel, items: Array(news))
        let events = feed.onThisDay.prefix(Self.eventCount).map {
            Item(text: $0.text, meta: words.year($0.year), links: $0.pages.map(link))
        }
        card.onThisDay = events.isEmpty ? nil : .init(label: words.onThisDayLabel, items: Array(events))
        let mostRead = feed.mostRead.prefix(Self.mostReadCount).map {
            Item(text: $0.description, meta: $0.views.map(words.views), links: [link($0)])
        }
        card.mostRead = mostRead.isEmpty ? nil : .init(label: words.mostReadLabel, items: Array(mostRead))
        card.picture = feed.picture.map { picture in
            .init(
                label: words.pictureLabel,
                image: picture.thumbnail.flatMap {
                    Self.picture($0, alt: picture.description.isEmpty ? picture.title : picture.description)
                },
                description: picture.description,
                credit: [picture.artist, picture.credit, picture.license].filter { !$0.isEmpty }.joined(separator: " · "))
        }
        var missing: [String] = []
        if card.featured == nil { missing.append(words.featuredLabel) }
        if card.news == nil { missing.append(words.newsLabel) }
        if card.onThisDay == nil { missing.append(words.onThisDayLabel) }
        card.missingNote = missing.isEmpty ? nil : words.missingParts(missing)
        return card
    }

    func headlinesCard(
        _ answer: Result<Fetched<NewsFeed>, UpstreamError>?, language: Language, edition: NewsEdition, at instant: Date,
        reload: Chrome.Link
    ) -> HeadlinesCard {
        let words = language.words.home
        let (feed, status) = settle(answer, source: .news, language: language, at: instant, reload: reload)
        let rows = NewsViewModel.headlines(
            from: feed?.articles ?? [], format: EditionClock.of(edition).format,
            links: .init(links: links, language: language, edition: edition.id))
        return HeadlinesCard(
            heading: words.headlinesHeading, editionName: edition.name(language),
            headlines: rows.prefix(Self.headlineCount).map { row in
                // The story itself through Kiosk's `/news/go/{id}` when links are resolved; otherwise
                // (the link would lead to Google) more on the story in Kiosk's news search.
                if let href = row.href, href.hasPrefix("/") {
                    return .init(title: row.title, publisher: row.publisher, href: href, isResolvedLink: true)
                }
                let search = String(row.title.prefix(NewsViewModel.maximumQueryLength))
                return .init(
                    title: row.title, publisher: row.publisher,
                    href: Route(.news(Route.News(.search(q: search), edition: edition.id)), language: language).href,
                    isResolvedLink: false)
            },
            status: status,
            more: Chrome.Link(
                label: words.allHeadlines, href: Route(.news(Route.News(edition: edition.id)), language: language).href,
                isCurrent: false),
            headlinesLanguage: edition.textLanguage, headlinesDirection: edition.textDirection)
    }

    func comicCard(
        _ answer: Result<Fetched<Comic>, UpstreamError>?, language: Language, at instant: Date, reload: Chrome.Link
    ) -> ComicCard {
        let words = language.words.home
        let (comic, status) = settle(answer, source: .xkcd, language: language, at: instant, reload: reload)
        return ComicCard(
            heading: "xkcd", title: comic?.title, number: comic.map { "#\($0.number)" },
            href: comic.map { Route.comic($0.number, language: language).href },
            image: comic.flatMap { comic in
                comic.imageURL.flatMap(ImageLink.proxied).map { Picture(src: $0, width: nil, height: nil, alt: comic.title) }
            },
            status: status,
            more: Chrome.Link(label: words.readComics, href: Route(.latestComic, language: language).href, isCurrent: false))
    }

    func moviesCard(
        _ answer: Result<Fetched<[MovieSummary]>, UpstreamError>?, language: Language, at instant: Date,
        reload: Chrome.Link
    ) -> MoviesCard {
        let words = language.words.home
        let (films, status) = settle(answer, source: .tmdb, language: language, at: instant, reload: reload)
        return MoviesCard(
            heading: words.moviesHeading,
            posters: (films ?? []).prefix(Self.posterCount).map { film in
                .init(
                    title: film.title, titleLang: language.tmdbLocale,
                    href: Route(.movie(id: String(film.id), Route.MovieSearch()), language: language).href,
                    src: images.url(film.posterPath, size: .poster))
            },
            attribution: TMDBAttribution(language: language).text,
            status: status,
            more: Chrome.Link(
                label: words.findMovies, href: Route(.movies(Route.MovieSearch()), language: language).href, isCurrent: false))
    }

    /// A feed image through `/img/`; nil for a URL the proxy would not take.
    static func picture(_ picture: FeaturedFeed.Picture, alt: String) -> Picture? {
        ImageLink.proxied(picture.url).map { Picture(src: $0, width: picture.width, height: picture.height, alt: alt) }
    }
}
