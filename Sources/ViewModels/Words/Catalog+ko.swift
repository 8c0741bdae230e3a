import Foundation
import Models

// Korean: every word Kiosk shows, by area. Terms as in docs/glossary.md.

extension Catalog {
    static let ko = Catalog(
        .ko, chrome: .ko, search: .ko, article: .ko, news: .ko, comics: .ko, movies: .ko,
        home: .ko, problems: .ko, settings: .ko)
}

// MARK: - chrome

extension ChromeWords {
    static let ko = ChromeWords(
        skipToContent: "본문으로 건너뛰기",
        sectionsLabel: "섹션",
        wikipedia: "위키백과",
        wikipediaSearch: "위키백과 검색",
        news: "뉴스",
        movies: "영화",
        footer: "Kiosk는 위키백과, Google 뉴스, xkcd, TMDB를 보여 주며 제3자에게 여러분을 드러내지 않습니다.",
        searchLabel: "위키백과에서 검색",
        searchButton: "검색",
        languageLabel: "언어",
        settings: "설정",
        sampleDataNotice: "오프라인 모드: 여기 보이는 것은 모두 샘플 데이터입니다.")
}

// MARK: - search

extension SearchWords {
    static let ko = SearchWords()
}

// MARK: - article

extension ArticleWords {
    static let ko = ArticleWords()
}

// MARK: - news

extension NewsWords {
    static let ko = NewsWords()
}

// MARK: - comics

extension ComicWords {
    static let ko = ComicWords()
}

// MARK: - movies

extension MovieWords {
    static let ko = MovieWords()
}

// MARK: - home

extension HomeWords {
    static let ko = HomeWords()
}

// MARK: - problems

extension ProblemWords {
    static let ko = ProblemWords()
}

// MARK: - settings

extension SettingsWords {
    static let ko = SettingsWords()
}

// MARK: - end
