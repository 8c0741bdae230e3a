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
        titleUnreadable: "문서 제목을 읽을 수 없습니다.")
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
            "lang에는 위키백과 언어 코드(ja, en, de, fr, ar 등)를 써야 합니다. \(wikiKO.quoted($0))은(는) 쓸 수 없습니다. /search?lang=ko에서 검색할 수 있습니다."
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
    static let ko = SettingsWords()
}

// MARK: - end
