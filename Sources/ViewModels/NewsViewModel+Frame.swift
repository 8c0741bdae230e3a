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
        let headlinesLanguage: String
        let headlinesDirection: String
        /// "Times are New York time." (CLDR's zone names take ICU lookups: once per frame, not per page).
        let zoneNote: String
        /// The age patterns news.js uses to keep the updated line true.
        let ageWords: AgeWords

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
            let words = language.words.news
            let edition = request.edition
            let settings = NewsViewModel.settings(request, language: language)
            chrome = Chrome(language: language, current: .news, route: NewsViewModel.route(request, language: language))
            let section = Section.news.titleName(language)
            heading = NewsViewModel.viewName(request.view, language.words)
            let isOwnEdition = edition == .defaultEdition(for: language)
            title = TabTitle.make(isOwnEdition ? heading : heading + " · " + edition.name(language), section: section)
            loadingTitle = TabTitle.make(words.loadingTitle, section: section)
            editionLine = words.editionLine(edition.name(language))
            if case .search = request.view {
                emptyNotice = words.noSearchHeadlines
            } else {
                emptyNotice = words.noHeadlines
            }
            loadingNotice = words.loadingNotice
            viaGoogle = words.viaGoogle
            var topic: [(String, String)] = []
            if case .topic(let shown) = request.view { topic = [("topic", shown.rawValue)] }
            refresh = RefreshForm(
                action: Route(.newsRefreshForm).path, fields: NewsViewModel.fields(topic + settings),
                buttonLabel: words.refreshButton, note: words.refreshNote(NewsViewModel.refreshIntervalSeconds))
            source = Chrome.Link(
                label: words.openGoogleNews, href: NewsViewModel.googleNewsURL(request), isCurrent: false)
            navigation = NewsViewModel.navigation(request, language: language, settings: settings)
            clock = EditionClock.of(edition)
            headlinesLanguage = edition.textLanguage
            headlinesDirection = edition.textDirection
            zoneNote = words.zoneNote(clock.timeZone)
            ageWords = AgeWords(language.words)
        }
    }
}
