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
    static let ko = SettingsWords(
        heading: "설정",
        intro: "Kiosk는 쿠키를 쓰지 않으므로 선택한 설정은 페이지 주소에 담깁니다. 여기서 고른 다음 아래 링크를 북마크하세요.",
        interfaceLanguage: "인터페이스 언어",
        interfaceLanguageHint: "Kiosk의 메뉴, 버튼, 메시지 언어입니다.",
        wikipediaLanguage: "위키백과 언어",
        wikipediaLanguageHint: "검색하고 문서를 읽을 위키백과입니다.",
        newsEdition: "뉴스 에디션",
        newsEditionHint: "헤드라인의 국가와 언어입니다.",
        movieRegion: "영화 지역",
        movieRegionHint: "이 국가의 시청 방법, 개봉일, 관람 등급을 보여 줍니다.",
        submit: "내 링크 보기",
        bookmarksHeading: "내 링크",
        bookmarksIntro: "각 링크는 이 설정으로 Kiosk의 한 섹션을 엽니다. 자주 쓰는 링크를 북마크하세요.",
        homePage: "첫 페이지",
        unknownEdition: { "‘\($0)’은(는) 뉴스 에디션이 아닙니다. 목록에서 고르세요." })
}

// MARK: - end
