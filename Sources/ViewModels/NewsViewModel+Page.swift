import Foundation
import Models

extension NewsViewModel {
    /// "Headlines were refreshed 12 seconds ago; you can refresh again in 18 seconds." Only right after
    /// the button, and only while a new refresh would be declined (within `refreshIntervalSeconds`).
    static func refreshNotice(after refresh: Bool, age: Int?, words: NewsWords) -> String? {
        guard refresh, let age, age < refreshIntervalSeconds else { return nil }
        return words.refreshNotice(age, refreshIntervalSeconds - age)
    }

    /// The updated line's words as news.js reads them (`data-age-words`), one a line: `after= ({ago})`,
    /// the text after the time with `{ago}` for the age, then each unit's plural forms
    /// (`minutes.one=1 minute ago`, `minutes.other={n} minutes ago`). Lines rather than JSON: in an
    /// attribute each of JSON's forty quotes went out as six bytes, half of the attribute. A word
    /// holds no newline, and a line's first `=` ends its key. Built once per `Frame`.
    struct AgeWords: Sendable {
        let text: String

        init(_ catalog: Catalog) {
            let news = catalog.news
            var lines = ["after=" + news.updatedAfter("{ago}")]
            let units = [
                ("seconds", news.secondsAgo), ("minutes", news.minutesAgo), ("hours", news.hoursAgo), ("days", news.daysAgo),
            ]
            for (unit, pattern) in units {
                let forms = [
                    ("zero", pattern.zero), ("one", pattern.one), ("two", pattern.two), ("few", pattern.few),
                    ("many", pattern.many), ("other", pattern.other),
                ]
                for case (let category, let form?) in forms {
                    lines.append("\(unit).\(category)=\(form.replacingOccurrences(of: "\n", with: " "))")
                }
            }
            text = lines.joined(separator: "\n")
        }
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
        let catalog = language.words
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
            let (fetchedAt, zone) = (fetched.fetchedAt, frame.clock.timeZone)
            let clock = catalog.news.clockTime(fetchedAt, zone)
            let time = Stamp(
                text: format.isSameDay(fetchedAt, at)
                    ? clock : catalog.formats.shortDate(fetchedAt, timeZone: zone) + " " + clock,
                datetime: NewsTimeFormat.iso8601(fetchedAt))
            let ago = catalog.news.ago(age ?? 0, catalog.formats)
            return Updated(
                before: catalog.news.updatedBefore, time: time, after: catalog.news.updatedAfter(ago),
                ageSeconds: age ?? 0, ageWords: frame.ageWords.text)
        }
        var outputs = Self.outputs(frame, state: state, language: language)
        outputs.headlines = headlines
        outputs.linksViaGoogle = !links.resolves
        outputs.emptyNotice = state == .loaded && headlines.isEmpty ? frame.emptyNotice : nil
        outputs.updated = updated
        outputs.refreshNotice = Self.refreshNotice(after: inputs.afterRefresh, age: age, words: catalog.news)
        outputs.problem = problem
        outputs.refresh = frame.refresh
        return outputs
    }

    /// The page for a request that names no feed: it says why, and asks Google News for nothing.
    func page(_ inputs: Inputs, refused refusal: Refusal) -> Outputs {
        let language = inputs.language
        let words = language.words.news
        switch refusal {
        case .unknownEdition(let id):
            var outputs = Self.outputs(Frame.of(.top(language), language: language), state: .unknownEdition, language: language)
            outputs.inputNotice = words.unknownEdition(id)
            outputs.heading = words.chooseEdition
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
            outputs.heading = words.searchPageHeading
            outputs.inputNotice = words.emptyQuery
            return outputs
        case .queryTooLong(let edition, let query):
            var outputs = Self.outputs(
                Frame.of(NewsRequest(edition: edition, view: .search(query)), language: language),
                state: .queryTooLong, language: language)
            outputs.heading = words.searchPageHeading
            outputs.inputNotice = words.queryTooLong(query.count, Self.maximumQueryLength)
            return outputs
        }
    }

    /// A page with the frame's parts and nothing fetched.
    private static func outputs(_ frame: Frame, state: Outputs.State, language: Language) -> Outputs {
        Outputs(
            chrome: frame.chrome, state: state, isLoading: state == .loading,
            title: state == .loading ? frame.loadingTitle : frame.title,
            heading: frame.heading, editionLine: frame.editionLine, headlines: [],
            headlinesLanguage: frame.headlinesLanguage, headlinesDirection: frame.headlinesDirection, viaGoogle: frame.viaGoogle,
            linksViaGoogle: true,
            emptyNotice: nil, loadingNotice: state == .loading ? frame.loadingNotice : nil,
            inputNotice: nil, editionChoices: nil, updated: nil, refreshNotice: nil,
            timeZoneNote: frame.zoneNote, problem: nil, refresh: nil,
            source: frame.source, navigation: frame.navigation)
    }
}
