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

private let comicsF = Formats(.ko)

extension ComicWords {
    static let ko = ComicWords(
        altTextLabel: "마우스오버 텍스트",
        interactiveNotice: "이 만화는 인터랙티브 만화라서 xkcd.com에서만 작동합니다.",
        publishedLabel: "게시일",
        permalink: "고정 링크",
        openOnXkcd: "xkcd.com에서 보기",
        explanation: "explain xkcd에서 해설 보기",
        relatedLink: "관련 링크",
        feedLink: "새 만화 피드(Atom)",
        latest: "최신",
        transcriptSummary: "대본",
        transcriptFrom: "대본 출처:",
        transcriptPage: { "explain xkcd의 #\($0) 페이지" },
        notFoundHeading: { "xkcd #\($0)은(는) 없습니다" },
        notFoundTitle: { "#\($0) 없음" },
        skipped404: "xkcd는 일부러 #404를 건너뛰었습니다. 웹의 ‘404 Not Found’ 오류를 비튼 농담입니다.",
        notPublishedYet: { "#\($0)은(는) 아직 게시되지 않았습니다. 최신 만화는 #\($1)입니다." },
        noSuchComic: "xkcd에는 이 번호의 만화가 없습니다.",
        notANumber: { "\(comicsF.quoted($0))은(는) 만화 번호가 아닙니다. 1이나 2000 같은 정수를 입력하세요." },
        startsAtOne: { "만화 번호는 1부터 시작하므로 \(comicsF.quoted($0))은(는) 만화 번호가 아닙니다." },
        tooLarge: { "\(comicsF.quoted($0))은(는) 만화 번호가 되기에는 너무 큽니다." },
        navigationLabel: "만화 탐색",
        first: "처음",
        previousText: "< 이전",
        previous: "이전",
        randomText: "무작위",
        random: "무작위 만화",
        nextText: "다음 >",
        next: "다음",
        numbered: { "\($0)(#\($1))" },
        searchXkcd: "xkcd 검색",
        searchButton: "검색",
        searchPlaceholder: "단어, 제목 또는 번호",
        searchTitle: "검색",
        resultsLabel: "찾은 만화",
        pagerLabel: "결과 페이지",
        previousPage: "← 이전",
        nextPage: "다음 →",
        emptySearch: "만화의 제목, 마우스오버 텍스트, 대본에서 찾을 단어나 문구를 입력하세요. 번호를 입력하면 그 만화가 열립니다.",
        searchTooLong: {
            "검색어는 최대 \(comicsF.number($0))자까지 입력할 수 있습니다. 지금은 \(comicsF.number($1))자입니다. 줄여 주세요."
        },
        noResults: { "\(comicsF.quoted($0))와(과) 일치하는 만화가 없습니다." },
        noMoreResults: { "\(comicsF.quoted($0))와(과) 일치하는 만화가 더 이상 없습니다." },
        resultSummary: { total, query, first, last in
            "\(comicsF.quoted(query))와(과) 일치하는 만화 \(comicsF.number(total))개(\(comicsF.number(first))–\(comicsF.number(last)))"
        },
        indexProgress: {
            "만화 \(comicsF.number($1))개 중 \(comicsF.number($0))개의 색인을 만들었습니다. 나머지도 곧 추가됩니다."
        },
        indexBuilding: {
            "색인을 만드는 중입니다. 지금까지 만화 \(comicsF.number($0))개이며, 추가되는 대로 검색됩니다."
        },
        indexName: "Kiosk 만화 색인",
        indexUnavailable: "지금은 만화 검색을 사용할 수 없습니다. Kiosk가 색인을 읽을 수 없습니다. 만화 보기는 계속 가능합니다.",
        searchElsewhere: "explain xkcd에서 검색하기",
        pageInvalid: { "page는 1 이상의 정수여야 합니다(\(comicsF.quoted($0))은(는) 사용할 수 없습니다)." })
}

// MARK: - movies

private let moviesF = Formats(.ko)

extension MovieWords {
    static let ko = MovieWords(
        searchTitle: "검색",
        pagedTitle: { "\($0)(\(moviesF.number($1))페이지)" },
        searchHeading: "영화 검색",
        searchLabel: "영화 제목",
        searchPlaceholder: "예: 인셉션",
        searchButton: "검색",
        searchHint: "영화 제목을 입력하세요(예: 인셉션).",
        resultsHeading: "결과",
        resultSummary: { "\(moviesF.quoted($1))와(과) 일치하는 영화 \(moviesF.number($0))편" },
        noResults: { "\(moviesF.quoted($0))와(과) 일치하는 영화가 없습니다." },
        noSuchPage: { "\(moviesF.number($0))페이지는 없습니다. 이 검색 결과는 \(moviesF.number($1))페이지까지입니다." },
        lastPageLink: { "마지막 페이지(\(moviesF.number($0)))로 이동" },
        pageInvalid: { "page는 1부터 \($0)까지의 정수여야 합니다(\(moviesF.quoted($1))은(는) 사용할 수 없습니다)." },
        pagerLabel: "결과 페이지",
        pagePosition: { "\(moviesF.number($1))페이지 중 \(moviesF.number($0))페이지" },
        previousPage: "← 이전",
        nextPage: "다음 →",
        noPoster: "포스터 없음",
        notRated: "평점 없음",
        score: { "★ \($0)" },
        votes: { "\(moviesF.number($0))표" },
        ratingSpoken: { "10점 만점에 \($0)점(\(moviesF.number($1))표)" },
        cannotShow: { "영화 \($0)을(를) 표시할 수 없습니다" },
        notFoundHeading: "영화를 찾을 수 없습니다",
        notFound: { "TMDB에 ID가 \($0)인 영화가 없습니다." },
        idInvalid: { "영화 ID는 정수여야 합니다(\(moviesF.quoted($0))은(는) 사용할 수 없습니다)." },
        backToResults: { "← \(moviesF.quoted($0)) 검색 결과" },
        backToSearch: "← 영화 검색",
        originalTitle: "원제",
        releasedIn: { "개봉일(\($0))" },
        released: "개봉일",
        ratedIn: { "관람 등급(\($0))" },
        runtimeTerm: "상영 시간",
        runtime: { MovieWords.duration($0, hours: { "\($0)시간" }, minutes: { "\($0)분" }) },
        genresTerm: "장르",
        genreList: { $0.joined(separator: ", ") },
        ratingTerm: "평점",
        overviewHeading: "줄거리",
        recommendationsHeading: "추천 영화",
        viewOnTMDB: "TMDB에서 보기",
        castHeading: "주요 출연진",
        crewHeading: "제작진",
        directors: { _ in "감독" },
        writers: { _ in "각본" },
        music: { _ in "음악" },
        watchHeading: { "시청 방법(\($0))" },
        notAvailable: { "\($0)에서는 스트리밍으로 볼 수 없습니다." },
        allWaysToWatch: "TMDB에서 모든 시청 방법 보기",
        justWatchCredit: "스트리밍 정보 제공: JustWatch",
        stream: "구독",
        free: "무료",
        freeWithAds: "광고 포함 무료",
        rent: "대여",
        buy: "구매",
        regionLabel: "지역",
        regionsWithOffers: "시청 가능한 지역",
        showButton: "표시",
        regionInvalid: {
            "region에는 두 글자 국가 코드를 입력해야 합니다(\(moviesF.quoted($0))은(는) 사용할 수 없습니다). 사용 가능한 지역: \($1)."
        },
        attribution: "이 제품은 TMDB API를 사용하지만 TMDB의 보증이나 인증을 받지 않았습니다.",
        setupHeading: "TMDB를 켜는 방법",
        setupKey: "환경 변수 TMDB_API_KEY에 TMDB v3 API 키나 API 읽기 액세스 토큰을 설정한 다음 Kiosk를 다시 시작하세요.",
        setupWhere: "키는 themoviedb.org 계정 설정의 API 항목에서 받을 수 있습니다.",
        setupOffline: "kiosk serve --offline은 키가 필요 없으며 샘플 데이터를 보여 줍니다.")
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
