import Locking
import Models

extension NewsViewModel {
    /// The parts of a page that depend on the interface language, the edition and the view but not on
    /// the headlines: built once per such triple for top stories and topics (at most 2 × 48 × 9, and
    /// the navigation alone is dozens of links), afresh for each search (its query is the reader's).
    struct Frame: Sendable {
        let chrome: Chrome
        let title: String
        let loadingTitle: String
        let heading: String
        let editionLine: String
        let emptyNotice: String
        let loadingNotice: String
        let viaGoogle: String
        let refresh: RefreshForm
        let source: Chrome.Link
        let navigation: Navigation
        let clock: EditionClock

        private struct Key: Hashable {
            var language: Language
            var edition: String
            var view: NewsView
        }

        private static let built = Mutex<[Key: Frame]>([:])

        static func of(_ request: NewsRequest, language: Language) -> Frame {
            if case .search = request.view { return Frame(request, language: language) }
            let key = Key(language: language, edition: request.edition.id, view: request.view)
            if let frame = built.withLock({ $0[key] }) { return frame }
            // Built outside the lock: two first readers may both build it, and either copy is the same.
            let frame = Frame(request, language: language)
            built.withLock { $0[key] = frame }
            return frame
        }

        private init(_ request: NewsRequest, language: Language) {
            let ja = language == .ja
            let edition = request.edition
            let settings = NewsViewModel.settings(request, language: language)
            chrome = Chrome(language: language, current: .news, route: NewsViewModel.route(request, language: language))
            let section = Section.news.titleName(language)
            heading = NewsViewModel.viewName(request.view, ja: ja)
            let isOwnEdition = edition == .defaultEdition(for: language)
            title = TabTitle.make(isOwnEdition ? heading : heading + " · " + edition.name(language), section: section)
            loadingTitle = TabTitle.make(ja ? "読み込み中" : "Loading", section: section)
            editionLine = ja ? "エディション: \(edition.name(language))" : "Edition: \(edition.name(language))"
            if case .search = request.view {
                emptyNotice = ja ? "この検索に合う見出しはありません。" : "No headlines match this search."
            } else {
                emptyNotice = ja ? "いまは見出しがありません。" : "No headlines right now."
            }
            loadingNotice = ja ? "最新の見出しを取得しています…このページは自動で更新されます。" : "Fetching the latest headlines… this page updates itself."
            viaGoogle = ja ? "リンク先は Google ニュース経由" : "link via Google News"
            var topic: [(String, String)] = []
            if case .topic(let shown) = request.view { topic = [("topic", shown.rawValue)] }
            refresh = RefreshForm(
                action: Route(.newsRefreshForm).path, fields: NewsViewModel.fields(topic + settings),
                buttonLabel: ja ? "見出しを更新" : "Refresh headlines",
                note: ja
                    ? "Google ニュースへの問い合わせは \(NewsViewModel.refreshIntervalSeconds) 秒に 1 回までです。"
                    : "Kiosk asks Google News for new headlines at most once every \(NewsViewModel.refreshIntervalSeconds) seconds."
            )
            source = Chrome.Link(
                label: ja ? "Google ニュースで見る" : "Open Google News",
                href: NewsViewModel.googleNewsURL(request), isCurrent: false)
            navigation = NewsViewModel.navigation(request, language: language, settings: settings)
            clock = EditionClock.of(edition)
        }
    }
}
