import Foundation
import Models

extension NewsViewModel {
    /// "Headlines were refreshed 12 seconds ago; you can refresh again in 18 seconds." Only right after
    /// the button, and only while a new refresh would be declined (within `refreshIntervalSeconds`).
    static func refreshNotice(after refresh: Bool, age: Int?, ja: Bool) -> String? {
        guard refresh, let age, age < refreshIntervalSeconds else { return nil }
        let wait = refreshIntervalSeconds - age
        if ja {
            return (age < 5 ? "見出しはたった今更新されました。" : "見出しは \(age) 秒前に更新されました。") + "次に更新できるのは \(wait) 秒後です。"
        }
        return
            "Headlines were refreshed \(age < 5 ? "moments ago" : "\(age) seconds ago"); you can refresh again in \(wait) seconds."
    }

    /// The page for a feed: loading (nil result), loaded, or its failure (with the cached copy, if any).
    func page(_ inputs: Inputs, request: NewsRequest, result: Result<Fetched<NewsFeed>, UpstreamError>?) -> Outputs {
        switch result {
        case nil: page(inputs, request: request, state: .loading, fetched: nil, error: nil)
        case .success(let fetched)?:
            page(
                inputs, request: request, state: fetched.staleBecause == nil ? .loaded : .error, fetched: fetched,
                error: fetched.staleBecause)
        case .failure(let error)?: page(inputs, request: request, state: .error, fetched: nil, error: error)
        }
    }

    /// Assembles the outputs for one state; the wording that does not depend on the headlines is the `Frame`'s.
    private func page(
        _ inputs: Inputs, request: NewsRequest, state: Outputs.State, fetched: Fetched<NewsFeed>?,
        error: UpstreamError?
    ) -> Outputs {
        let language = inputs.language
        let ja = language == .ja
        let frame = Frame.of(request, language: language)
        let format = frame.clock.format
        let at = now()
        let age = fetched?.age(at: at)
        let headlineLinks = HeadlineLinks(
            links: links, language: language, edition: inputs.edition.flatMap { $0.isEmpty ? nil : $0 })
        let headlines = fetched.map { Self.headlines(from: $0.value.articles, format: format, links: headlineLinks) } ?? []
        let problem = error.map {
            UpstreamProblem(error: $0, source: .news, language: language, originalURL: frame.source.href, cachedAge: age)
        }
        let updated = fetched.map { fetched -> Updated in
            let time = Stamp(
                text: format.isSameDay(fetched.fetchedAt, at)
                    ? format.hourMinute(fetched.fetchedAt) : format.dateTime(fetched.fetchedAt),
                datetime: NewsTimeFormat.iso8601(fetched.fetchedAt))
            let ago = UpstreamProblem.ageText(age ?? 0, ja: ja)
            return ja
                ? Updated(before: "", time: time, after: " 更新（\(ago)）", ageSeconds: age ?? 0)
                : Updated(before: "Updated ", time: time, after: " (\(ago))", ageSeconds: age ?? 0)
        }
        var outputs = Self.outputs(frame, state: state, language: language)
        outputs.headlines = headlines
        outputs.linksViaGoogle = !links.resolves
        outputs.emptyNotice = state == .loaded && headlines.isEmpty ? frame.emptyNotice : nil
        outputs.updated = updated
        outputs.refreshNotice = Self.refreshNotice(after: inputs.afterRefresh, age: age, ja: ja)
        outputs.problem = problem
        outputs.refresh = frame.refresh
        return outputs
    }

    /// The page for a request that names no feed: it says why, and asks Google News for nothing.
    func page(_ inputs: Inputs, refused refusal: Refusal) -> Outputs {
        let language = inputs.language
        let ja = language == .ja
        switch refusal {
        case .unknownEdition(let id):
            var outputs = Self.outputs(Frame.of(.top(language), language: language), state: .unknownEdition, language: language)
            outputs.inputNotice =
                ja
                ? "「\(id)」は Google ニュースのエディションではありません。次から選んでください。"
                : "“\(id)” is not a Google News edition. Choose one of these:"
            outputs.heading = ja ? "エディションを選ぶ" : "Choose an edition"
            outputs.title = TabTitle.make(outputs.heading, section: Section.news.titleName(language))
            outputs.editionLine = ""
            outputs.editionChoices = EditionChoices(
                links: NewsEdition.all.map { edition in
                    Chrome.Link(
                        label: edition.name(language) + " — " + edition.id,
                        href: Self.route(inputs.view, edition: edition.id, language: language).href,
                        isCurrent: false)
                })
            return outputs
        case .emptyQuery(let edition):
            var outputs = Self.outputs(
                Frame.of(NewsRequest(edition: edition, view: .search("")), language: language),
                state: .emptyQuery, language: language)
            outputs.heading = ja ? "ニュース検索" : "Search news"
            outputs.inputNotice = ja ? "検索する語を入力してください。" : "Type what to search for in the box above."
            return outputs
        case .queryTooLong(let edition, let query):
            var outputs = Self.outputs(
                Frame.of(NewsRequest(edition: edition, view: .search(query)), language: language),
                state: .queryTooLong, language: language)
            outputs.heading = ja ? "ニュース検索" : "Search news"
            outputs.inputNotice =
                ja
                ? "この検索は \(query.count) 文字です。Google ニュースの検索は \(Self.maximumQueryLength) 文字までなので、短くしてください。"
                : "This search is \(query.count) characters long; Google News takes at most \(Self.maximumQueryLength). Please shorten it."
            return outputs
        }
    }

    /// A page with the frame's parts and nothing fetched.
    private static func outputs(_ frame: Frame, state: Outputs.State, language: Language) -> Outputs {
        Outputs(
            chrome: frame.chrome, state: state, isLoading: state == .loading,
            title: state == .loading ? frame.loadingTitle : frame.title,
            heading: frame.heading, editionLine: frame.editionLine, headlines: [], viaGoogle: frame.viaGoogle,
            linksViaGoogle: true,
            emptyNotice: nil, loadingNotice: state == .loading ? frame.loadingNotice : nil,
            inputNotice: nil, editionChoices: nil, updated: nil, refreshNotice: nil,
            timeZoneNote: frame.clock.zoneNote(language), problem: nil, refresh: nil,
            source: frame.source, navigation: frame.navigation)
    }
}
