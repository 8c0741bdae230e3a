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

private let wikiKO = Formats(.ko)

extension SearchWords {
    static let ko = SearchWords(
        heading: "위키백과 검색",
        inputLabel: "검색어",
        limitLabel: "페이지당 결과 수",
        submit: "검색",
        emptyTitle: "검색",
        resultsLabel: "검색 결과",
        pagerLabel: "결과 페이지",
        previous: "← 이전",
        next: "다음 →",
        editedLabel: "최종 편집:",
        originalLabel: "위키백과에서 보기",
        didYouMeanPrefix: "추천 검색어:",
        didYouMeanSuffix: "",
        resultCount: { "\(wikiKO.quoted($1)) 검색 결과 \(wikiKO.number($0))건" },
        resultRange: { "\(wikiKO.number($2))건 중 \(wikiKO.number($0))–\(wikiKO.number($1))번째" },
        wordCount: { "\(wikiKO.number($0))단어" },
        noResults: { "\(wikiKO.quoted($0))에 해당하는 문서가 없습니다." },
        noMoreResults: { "\(wikiKO.quoted($0))에 대한 결과가 더 없습니다." },
        emptySubmit: "위키백과에서 찾을 단어나 문구를 입력한 뒤 Enter 키나 ‘검색’을 누르세요. 짧은 단어도 검색할 수 있습니다.",
        tooLong: { "검색어는 최대 \(wikiKO.number($0))자까지 입력할 수 있습니다. 지금은 \(wikiKO.number($1))자입니다. 줄여 주세요." },
        badLimit: { "limit는 1에서 \(wikiKO.number($0)) 사이의 정수여야 합니다. 받은 값: \(wikiKO.quoted($1))" },
        badOffset: { "offset은 0에서 \(wikiKO.number($0)) 사이의 정수여야 합니다. 받은 값: \(wikiKO.quoted($1))" },
        formWrongType: { "검색 양식은 application/x-www-form-urlencoded 형식으로 보내야 합니다. 받은 형식: \($0)" },
        formUnreadable: { "양식을 읽을 수 없습니다: \($0)." },
        openSearchName: "Kiosk 위키백과",
        openSearchDescription: "Kiosk를 통한 위키백과 검색(한국어)")
}

// MARK: - article

extension ArticleWords {
    static let ko = ArticleWords(
        contents: "목차",
        noteLink: "주석 목록에서 보기",
        backToText: "본문으로 돌아가기",
        leavesKiosk: "(Kiosk 밖의 사이트)",
        otherLanguages: "다른 언어",
        truncated: "이 문서는 Kiosk에 표시된 것보다 깁니다. 나머지는 위키백과에서 읽으세요.",
        redirectedFrom: { "\(wikiKO.quoted($0))에서 넘어옴" },
        licenceText: "이 문서는 위키백과에서 가져왔으며 다음 라이선스로 이용할 수 있습니다:",
        originalArticle: "위키백과 원문",
        history: "편집 역사와 기여자",
        notFound: { "위키백과에는 제목이 \(wikiKO.quoted($0))인 문서가 없습니다." },
        searchFor: { "\(wikiKO.quoted($0)) 검색" },
        titleTooLong: { "문서 제목은 UTF-8로 최대 \($0)바이트입니다. 이 제목은 \(wikiKO.number($1))바이트입니다." },
        titleUnreadable: "문서 제목을 읽을 수 없습니다.",
        backToTop: "맨 위로",
        largerImage: "큰 이미지",
        close: "닫기",
        scrollsSideways: "가로로 스크롤됩니다")
}

// MARK: - news

extension NewsWords {
    static let ko = NewsWords(
        topStories: "주요 뉴스",
        world: "세계",
        nation: "국내",
        business: "비즈니스",
        technology: "기술",
        entertainment: "엔터테인먼트",
        sports: "스포츠",
        science: "과학",
        health: "건강",
        searchHeading: { "검색: \($0)" },
        topicsLabel: "주제",
        loadingTitle: "불러오는 중",
        editionLine: { "에디션: \($0)" },
        noSearchHeadlines: "이 검색과 일치하는 헤드라인이 없습니다.",
        noHeadlines: "지금은 헤드라인이 없습니다.",
        loadingNotice: "최신 헤드라인을 가져오는 중입니다… 이 페이지는 자동으로 업데이트됩니다.",
        viaGoogle: "Google 뉴스를 거치는 링크",
        refreshButton: "헤드라인 새로고침",
        refreshNote: { "Kiosk는 Google 뉴스에 새 헤드라인을 최대 \($0)초에 한 번 요청합니다." },
        refreshNotice: { age, wait in
            (age < 5 ? "헤드라인이 방금 새로고침되었습니다." : "헤드라인이 \(age)초 전에 새로고침되었습니다.") + " \(wait)초 후에 다시 새로고침할 수 있습니다."
        },
        openGoogleNews: "Google 뉴스에서 열기",
        googleNews: "Google 뉴스",
        atomFeed: "이 페이지의 Atom 피드",
        joined: { "\($0) · \($1)" },
        updatedBefore: "업데이트: ",
        updatedAfter: { " (\($0))" },
        secondsAgo: PluralPattern(other: "{n}초 전"),
        minutesAgo: PluralPattern(other: "{n}분 전"),
        hoursAgo: PluralPattern(other: "{n}시간 전"),
        daysAgo: PluralPattern(other: "{n}일 전"),
        clockTime: { koFormats.time($0, timeZone: $1) },
        zoneNote: { "시간대: \(NewsWords.zoneName($0, .ko))" },
        editionLabel: "에디션",
        showButton: "표시",
        searchLabel: "뉴스 검색",
        searchPageHeading: "뉴스 검색",
        searchButton: "검색",
        searchHint: "Google 뉴스 연산자를 쓸 수 있습니다: \"정확한 문구\", -제외할 단어, OR, site:example.com, when:7d(최근 7일)",
        unknownEdition: { "\(koFormats.quoted($0))은(는) Google 뉴스 에디션이 아닙니다. 다음 중에서 선택하세요." },
        chooseEdition: "에디션 선택",
        emptyQuery: "위 입력란에 검색할 내용을 입력하세요.",
        queryTooLong: { length, maximum in
            "이 검색어는 \(koFormats.number(length))자입니다. Google 뉴스는 최대 \(koFormats.number(maximum))자까지 받으니 줄여 주세요."
        },
        unknownTopic: { "\(koFormats.quoted($0)) 뉴스 주제는 없습니다. 주제: \($1)" },
        unknownRefreshTopic: { "새로고침할 뉴스 주제 \(koFormats.quoted($0))이(가) 없습니다." },
        unreadableRefreshForm: "새로고침 양식을 읽을 수 없습니다.",
        refreshNamesNoFeed: "새로고침 양식이 뉴스 피드를 가리키지 않습니다. 알 수 없는 에디션이거나 검색어가 비어 있거나 너무 깁니다.",
        linkHeading: "Kiosk가 이 기사를 바로 열 수 없었습니다",
        linkChoices: "Google 뉴스를 거쳐 열거나 헤드라인으로 돌아갈 수 있습니다.",
        linkViaGoogle: "Google 뉴스를 거쳐 계속하기(Google에 이 방문이 전달됩니다)",
        linkBack: "헤드라인으로 돌아가기",
        linkOff: "이 Kiosk는 기사의 원래 주소를 조회하지 않도록 설정되어 있습니다.",
        linkBusy: "Kiosk가 지금 많은 기사 주소를 조회하고 있어 당분간 조회 한도를 모두 썼습니다. 1분 후에 다시 시도하세요.",
        linkRateLimited: "Google 뉴스가 Kiosk에 기사 주소 조회를 잠시 멈춰 달라고 요청했습니다.",
        linkUnreachable: "Kiosk가 Google 뉴스에 이 기사의 위치를 물었지만 제시간에 답을 받지 못했습니다.",
        linkProtocolChanged: "Kiosk가 Google 뉴스의 응답을 읽을 수 없었습니다. Google이 기사 링크 방식을 바꿨을 수 있습니다.",
        linkRefused: "Google 뉴스가 알려 준 주소는 Kiosk가 독자를 보내지 않는 곳입니다. 웹 페이지가 아니거나 사설 네트워크나 Kiosk 자신을 가리킵니다.",
        linkIDTooLong: { "이 기사 ID가 너무 깁니다. ID는 최대 \(koFormats.number($0))자입니다." },
        linkIDInvalid: "Google 뉴스 기사 ID가 아닙니다. ID는 영문자, 숫자, ‘-’, ‘_’로만 이루어집니다.")
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
    static let ko = HomeWords(
        heading: "오늘의 Kiosk",
        dateLine: { HomeWords.fullDate($0, $1, localeIdentifier: "ko") + " · " + NewsWords.zoneName($1, .ko) },
        reload: "다시 불러오기",
        notReady: { "\($0)의 응답을 기다리는 중입니다." },
        wikipediaHeading: "오늘의 위키백과",
        feedDateNote: { "위키백과의 \(koFormats.date($0))(협정 세계시) 추천 콘텐츠입니다." },
        featuredLabel: "오늘의 알찬 글",
        newsLabel: "새 소식",
        onThisDayLabel: "오늘의 역사",
        mostReadLabel: "어제 많이 읽은 문서",
        pictureLabel: "오늘의 사진",
        searchWikipedia: "위키백과 검색",
        atomFeed: "Atom 피드",
        noFeed: "이 언어의 위키백과에는 이날의 추천 콘텐츠가 없습니다.",
        missingParts: { "이 언어의 위키백과에는 이날의 " + $0.map(koFormats.quoted).joined(separator: ", ") + "이(가) 없습니다." },
        views: { "조회수 \(koFormats.number($0))회" },
        year: { $0 < 0 ? "기원전 \(-$0)년" : "\($0)년" },
        headlinesHeading: "주요 헤드라인",
        allHeadlines: "모든 헤드라인",
        readComics: "xkcd 읽기",
        moviesHeading: "오늘의 인기 영화",
        findMovies: "영화 찾기")
}

private let koFormats = Formats(.ko)

// MARK: - problems

extension ProblemWords {
    static let ko = ProblemWords(
        badRequest: "요청에 잘못된 부분이 있습니다",
        notFound: "페이지를 찾을 수 없습니다",
        methodNotAllowed: "허용되지 않는 요청 방식입니다",
        tooSlow: "요청 시간이 초과되었습니다",
        tooLarge: "요청이 너무 큽니다",
        addressTooLong: "주소가 너무 깁니다",
        unsupportedSubmission: "이 형식의 전송은 받지 않습니다",
        headersTooLarge: "요청 헤더가 너무 큽니다",
        notSupported: "지원하지 않는 기능입니다",
        busy: "지금은 서버가 혼잡합니다",
        tooManyRequests: "짧은 시간에 새 페이지를 너무 많이 요청했습니다",
        versionNotSupported: "지원하지 않는 HTTP 버전입니다",
        failure: "서버에서 문제가 발생했습니다",
        noPage: "이 주소에는 페이지가 없습니다.",
        methodsAllowed: { "이 주소는 \($0) 요청만 받습니다." },
        unexpected: "예기치 않은 오류로 이 페이지를 표시하지 못했습니다.",
        tooManyRequestsDetail: {
            "이 주소에서 짧은 시간 동안 독자 한 명에게 필요한 것보다 많은 새 페이지를 요청했습니다. Kiosk는 이 페이지를 하나하나 출처에서 가져와야 합니다. 출처에 부담을 주지 않도록 Kiosk는 당분간 이 주소를 위해 새로 가져오지 않습니다. 이미 가져온 페이지는 계속 열 수 있습니다. "
                + koRetry($0)
        },
        retryAfter: koRetry,
        incident: { "참조 번호: \($0)" },
        homeLink: "홈으로 돌아가기",
        badHost: "Host 헤더에는 이 사이트의 이름(호스트 이름과 선택적인 포트)이 있어야 합니다.",
        unknownWiki: {
            "\($0)에는 위키백과 언어 코드(ja, en, de, fr, ar 등)를 써야 합니다. \(wikiKO.quoted($1))은(는) 쓸 수 없습니다."
        },
        unknownLanguage: { "lang은 \($0) 중 하나여야 합니다. \(wikiKO.quoted($1))은(는) 쓸 수 없습니다." },
        sourceName: { source in
            switch source {
            case .wikipedia: "위키백과"
            case .news: "Google 뉴스"
            default: source.displayName
            }
        },
        timedOut: { "\($0)에서 제때 응답이 오지 않았습니다." },
        coolingDown: { "\($0)에서 요청 속도를 줄여 달라고 해서, Kiosk가 잠시 기다렸다가 다시 요청합니다." },
        notConfigured: { "\($0) 설정이 되어 있지 않습니다: \($1)." },
        unreachable: { "Kiosk가 \($0)에 연결하지 못했습니다." },
        httpError: { "\($0)에서 오류를 보냈습니다(HTTP \($1))." },
        unreadable: { "\($0)에서 Kiosk가 읽을 수 없는 응답을 보냈습니다." },
        openOn: { "\($0)에서 직접 보기" },
        staleNotice: { "Kiosk가 \($0)에 저장한 내용을 보여 드립니다." },
        secondsAgo: { "\(wikiKO.number($0))초 전" },
        minutesAgo: { "\(wikiKO.number($0))분 전" },
        hoursAgo: { "\(wikiKO.number($0))시간 전" },
        daysAgo: { "\(wikiKO.number($0))일 전" })
}

private func koRetry(_ seconds: Int) -> String {
    "\(wikiKO.number(seconds))초 후에 다시 시도하세요."
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
