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
        return "Headlines were refreshed \(age < 5 ? "moments ago" : "\(age) seconds ago"); you can refresh again in \(wait) seconds."
    }

    /// Assembles the outputs for one state; all wording for both languages lives here and in `Wording`.
    func page(_ inputs: Inputs, state: Outputs.State, fetched: Fetched<NewsFeed>?, error: UpstreamError?) -> Outputs {
        let language = inputs.language
        let ja = language == .ja
        let edition = NewsEdition.of(language)
        let wording = edition.wording
        let format = edition.format
        let at = now()
        let age = fetched?.age(at: at)
        let headlines = fetched.map { Self.headlines(from: $0.value.articles, format: format) } ?? []
        let problem = error.map {
            UpstreamProblem(error: $0, source: .news, language: language, originalURL: edition.googleNewsURL, cachedAge: age)
        }
        let updated = fetched.map { fetched -> Updated in
            let time = Stamp(
                text: format.isSameDay(fetched.fetchedAt, at) ? format.hourMinute(fetched.fetchedAt) : format.dateTime(fetched.fetchedAt),
                datetime: NewsTimeFormat.iso8601(fetched.fetchedAt))
            let ago = UpstreamProblem.ageText(age ?? 0, ja: ja)
            return ja
                ? Updated(before: "", time: time, after: " 更新（\(ago)）", ageSeconds: age ?? 0)
                : Updated(before: "Updated ", time: time, after: " (\(ago))", ageSeconds: age ?? 0)
        }
        return Outputs(
            chrome: wording.chrome,
            state: state,
            isLoading: state == .loading,
            title: state == .loading ? wording.loadingTitle : wording.title,
            heading: wording.heading,
            listLabel: wording.heading,
            headlines: headlines,
            emptyNotice: state == .loaded && headlines.isEmpty ? wording.emptyNotice : nil,
            loadingNotice: state == .loading ? wording.loadingNotice : nil,
            updated: updated,
            refreshNotice: Self.refreshNotice(after: inputs.afterRefresh, age: age, ja: ja),
            timeZoneNote: edition.zoneNote,
            problem: problem,
            refresh: wording.refresh,
            source: wording.source)
    }

    /// The parts of the page that depend on nothing but the language, built once per language
    /// rather than on every request.
    struct Wording: Sendable {
        let chrome: Chrome
        let title: String
        let loadingTitle: String
        let heading: String
        let emptyNotice: String
        let loadingNotice: String
        let refresh: RefreshForm
        let source: Chrome.Link

        /// Built by `NewsEdition`, once per language.
        init(_ language: Language, googleNewsURL: String) {
            let ja = language == .ja
            chrome = Chrome(language: language, current: .news, path: "/news", query: [("lang", language.rawValue)])
            let section = Section.news.titleName(language)
            title = TabTitle.make(ja ? "トップニュース" : "Top stories", section: section)
            loadingTitle = TabTitle.make(ja ? "読み込み中" : "Loading", section: section)
            heading = ja ? "ニュースの見出し" : "News headlines"
            emptyNotice = ja ? "いまは見出しがありません。" : "No headlines right now."
            loadingNotice = ja ? "最新の見出しを取得しています…このページは自動で更新されます。" : "Fetching the latest headlines… this page updates itself."
            refresh = RefreshForm(
                action: "/news/refresh", lang: language.rawValue,
                buttonLabel: ja ? "見出しを更新" : "Refresh headlines",
                note: ja
                    ? "Google ニュースへの問い合わせは \(NewsViewModel.refreshIntervalSeconds) 秒に 1 回までです。"
                    : "Kiosk asks Google News for new headlines at most once every \(NewsViewModel.refreshIntervalSeconds) seconds.")
            source = Chrome.Link(label: ja ? "Google ニュースで見る" : "Open Google News", href: googleNewsURL,
                                 isCurrent: false)
        }
    }
}
