import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import HTTPServer
import Models
import SampleUpstream
import Testing

/// Drives `SampleUpstream.respond` directly (no sockets) and checks what a client of each API would see.
@Suite struct SampleUpstreamTests {
    static let host = "127.0.0.1:8099"
    let upstream: SampleUpstream
    let slept = SleepRecorder()

    init() throws {
        let slept = slept
        upstream = try SampleUpstream(now: { Date(timeIntervalSince1970: 1_784_000_000) }, sleep: { await slept.record($0) })
    }

    func get(_ target: String, headers: [(String, String)] = [], method: String = "GET") async throws -> Response {
        try #require(await answer(target, headers: headers, method: method), "\(target) dropped the connection")
    }

    /// The upstream's answer, nil for a dropped connection.
    func answer(_ target: String, headers: [(String, String)] = [], method: String = "GET") async throws -> Response? {
        let parts = target.split(separator: "?", maxSplits: 1)
        let query = try QueryParameters(decoding: parts.count > 1 ? String(parts[1]) : "")
        var allHeaders = HTTPHeaders([("Host", Self.host)])
        for (name, value) in headers { allHeaders.add(name, value) }
        let request = Request(method: method, target: target, rawPath: String(parts[0]), query: query, headers: allHeaders)
        return await upstream.respond(request)
    }

    /// Fleet tests count what reached the one upstream the instances share.
    @Test func controlRequests_countsAPIRequestsPerTarget_andPOSTResets() async throws {
        _ = try await get("/5/info.0.json")
        _ = try await get("/5/info.0.json")
        _ = try await get("/_fault/status=500/info.0.json")
        _ = try await get("/_control/fault")
        #expect(upstream.requestsSeen.total == 3)
        #expect(upstream.requestsSeen.targets == ["/5/info.0.json": 2, "/_fault/status=500/info.0.json": 1])
        let seen = try await get("/_control/requests")
        #expect(
            seen.text.hasPrefix(
                #"{"total":3,"targets":{"/5/info.0.json":2,"/_fault/status=500/info.0.json":1},"perSecond":{"xkcd":{"#))
        // Per source per second, so a flood benchmark can check every second against a budget.
        let perSecond = try #require(json(seen)["perSecond"] as? [String: [String: Int]])
        #expect(perSecond["xkcd"]?.values.reduce(0, +) == 3)
        #expect(seen.headers["Cache-Control"] == "no-store")
        _ = try await get("/_control/requests", method: "POST")
        #expect(upstream.requestsSeen.total == 0)
    }

    func json(_ response: Response) throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(response.body))
        return try #require(object as? [String: Any])
    }

    static func search(_ language: String, _ query: String, extra: String = "") -> String {
        "/\(language)/w/api.php?action=query&list=search&srsearch=\(QueryParameters.encodeComponent(query))&format=json&utf8=1\(extra)"
    }

    // MARK: Wikipedia

    @Test(arguments: ["en", "ja"])
    func wikipedia_whenSearchingSwift_findsSeveralWithHighlightedSnippets(language: String) async throws {
        let response = try await get(Self.search(language, "Swift"))
        let body = try json(response)
        let hits = try #require((body["query"] as? [String: Any])?["search"] as? [[String: Any]])
        #expect(response.status == 200)
        #expect(hits.count >= 4, "language \(language)")
        let snippets = hits.compactMap { $0["snippet"] as? String }
        #expect(snippets.allSatisfy { $0.contains("<span class=\"searchmatch\">Swift</span>") }, "\(snippets)")
        #expect(hits.allSatisfy { $0["ns"] as? Int == 0 && $0["pageid"] is Int && $0["timestamp"] is String })
    }

    @Test(arguments: ["Swfit", "Swiftt"])
    func wikipedia_whenMisspelt_suggestsTheWord(query: String) async throws {
        let body = try json(try await get(Self.search("en", query)))
        let info = try #require((body["query"] as? [String: Any])?["searchinfo"] as? [String: Any])
        #expect(info["suggestion"] as? String == "swift", "query \(query)")
    }

    @Test func wikipedia_whenMorePagesRemain_hasContinueUntilTheLastPage() async throws {
        let first = try json(try await get(Self.search("en", "Swift", extra: "&srlimit=3")))
        let total = try #require(((first["query"] as? [String: Any])?["searchinfo"] as? [String: Any])?["totalhits"] as? Int)
        let next = try #require(first["continue"] as? [String: Any])
        #expect(next["sroffset"] as? Int == 3)
        #expect(next["continue"] as? String == "-||")
        let last = try json(try await get(Self.search("en", "Swift", extra: "&srlimit=3&sroffset=\(total - 1)")))
        #expect(last["continue"] == nil)
        #expect(((last["query"] as? [String: Any])?["search"] as? [Any])?.count == 1)
    }

    @Test(arguments: [("", "missingparam"), (String(repeating: "a", count: 301), "cirrussearch-query-too-long")])
    func wikipedia_whenQueryInvalid_answersErrorObjectWith200(query: String, code: String) async throws {
        let response = try await get(Self.search("en", query))
        let error = try #require(try json(response)["error"] as? [String: Any])
        #expect(response.status == 200)
        #expect(error["code"] as? String == code)
        #expect(response.headers["MediaWiki-API-Error"] == code)
    }

    @Test func wikipedia_whenFormatVersion1WithoutUTF8_escapesNonASCII() async throws {
        let response = try await get("/ja/w/api.php?action=query&list=search&srsearch=Swift&format=json")
        #expect(response.body.allSatisfy { $0 < 0x80 })
        #expect(String(decoding: response.body, as: UTF8.self).contains("\"batchcomplete\":\"\""))
    }

    /// `action=opensearch` in MediaWiki's real shape: [search, titles, descriptions (all ""), URLs].
    @Test(arguments: [("en", "swi", "Swift"), ("ja", "アマ", "アマツバメ")])
    func wikipedia_openSearch_answersTheFourArraysOfTitlesBeginningWithTheSearch(
        language: String, search: String, word: String
    ) async throws {
        let response = try await get(
            "/\(language)/w/api.php?action=opensearch&search=\(QueryParameters.encodeComponent(search))&limit=10&namespace=0&format=json"
        )
        #expect(response.status == 200)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [Any])
        #expect(array.count == 4)
        #expect(array[0] as? String == search)
        let titles = try #require(array[1] as? [String])
        #expect(!titles.isEmpty, "language \(language)")
        #expect(titles.allSatisfy { $0.lowercased().hasPrefix(search.lowercased()) }, "\(titles)")
        #expect(titles.contains { $0.contains(word) }, "\(titles)")
        #expect(array[2] as? [String] == Array(repeating: "", count: titles.count))
        let urls = try #require(array[3] as? [String])
        #expect(urls.count == titles.count)
        #expect(urls.allSatisfy { $0.hasPrefix("https://\(language).wikipedia.org/wiki/") }, "\(urls)")
    }

    @Test func wikipedia_openSearch_honoursTheLimit() async throws {
        let array = try #require(
            try JSONSerialization.jsonObject(with: Data(try await get("/en/w/api.php?action=opensearch&search=S&limit=2").body))
                as? [Any])
        #expect((array[1] as? [String])?.count == 2)
    }

    @Test func wikipedia_openSearch_withoutSearch_isTheErrorObject() async throws {
        let response = try await get("/en/w/api.php?action=opensearch&format=json")
        let error = try #require(try json(response)["error"] as? [String: Any])
        #expect(error["code"] as? String == "missingparam")
        #expect(error["info"] as? String == "The \"search\" parameter must be set.")
        #expect(response.headers["MediaWiki-API-Error"] == "missingparam")
    }

    // MARK: Google News

    @Test(arguments: ["/rss?hl=en-US&gl=US&ceid=US:en", "/rss?hl=ja&gl=JP&ceid=JP:ja"])
    func news_topStories_isRSSWithEnoughItems(target: String) async throws {
        let response = try await get(target)
        let xml = String(decoding: response.body, as: UTF8.self)
        let items = xml.components(separatedBy: "<item>").count - 1
        #expect(response.status == 200)
        #expect(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?><rss version=\"2.0\""))
        #expect((25...40).contains(items), "\(target): \(items) items")
        #expect(xml.contains(" 07:00:00 GMT</pubDate>"))
        #expect(xml.contains("<source url=\""))
        let parser = XMLParser(data: Data(response.body))
        #expect(parser.parse(), "\(target) is not well-formed XML")
    }

    // MARK: xkcd

    @Test func xkcd_latest_hasTheRealFieldOrder() async throws {
        let response = try await get("/info.0.json")
        let text = String(decoding: response.body, as: UTF8.self)
        let keys = [
            "\"month\"", "\"num\"", "\"link\"", "\"year\"", "\"news\"", "\"safe_title\"", "\"transcript\"", "\"alt\"", "\"img\"",
            "\"title\"", "\"day\"",
        ]
        let positions = keys.compactMap { text.range(of: $0)?.lowerBound }
        #expect(response.status == 200)
        #expect(positions.count == keys.count && positions == positions.sorted(), "\(text)")
        #expect(try json(response)["num"] as? Int == 3200)
        #expect(try json(response)["month"] is String)
    }

    @Test(arguments: ["/404/info.0.json", "/3201/info.0.json", "/0/info.0.json"])
    func xkcd_whenComicMissing_answersHTML404(target: String) async throws {
        let response = try await get(target)
        #expect(response.status == 404, "\(target)")
        #expect(response.headers["Content-Type"] == "text/html")
        #expect(String(decoding: response.body, as: UTF8.self).hasPrefix("<html>"))
    }

    @Test(arguments: [1608, 1663])
    func xkcd_interactiveComic_hasEmptyImageNameAndExtraParts(number: Int) async throws {
        let body = try json(try await get("/\(number)/info.0.json"))
        #expect(body["img"] as? String == "http://\(Self.host)/comics/")
        #expect(body["extra_parts"] is [String: Any])
    }

    /// Transcripts worth searching: a scene and several lines of dialogue per comic, different from
    /// comic to comic; the comic's own up to #1608, two comics off from #1609 to #1677 (as upstream),
    /// then none. explainxkcd's page holds the same script in its own markup.
    @Test func xkcd_transcripts_areVariedScriptsShiftedAfter1608AndMatchExplainXkcd() async throws {
        var seen = Set<String>()
        for number in [3, 17, 149, 303, 500, 936, 1200, 1500] {
            let body = try json(try await get("/\(number)/info.0.json"))
            let transcript = try #require(body["transcript"] as? String)
            let lines = transcript.split(separator: "\n").map(String.init)
            #expect(lines.count >= 5, "#\(number): \(transcript)")
            #expect(lines.contains { $0.hasPrefix("[[") && $0.hasSuffix("]]") }, "#\(number): a scene")
            #expect(lines.filter { $0.contains(": ") && !$0.hasPrefix("[[") && !$0.hasPrefix("{{") }.count >= 3)
            if let alt = body["alt"] as? String, !alt.isEmpty { #expect(lines.last == "{{Title text: \(alt)}}") }
            seen.insert(lines.dropFirst().prefix(3).joined())
            let wikitext = try await explained(number)
            for line in Self.speech(transcript) { #expect(wikitext.contains("\n:\(line)\n"), "#\(number): \(line)") }
        }
        #expect(seen.count == 8, "each comic its own dialogue")
        let shifted = try #require(try json(try await get("/1650/info.0.json"))["transcript"] as? String)
        let twoBefore = try await explained(1648)
        #expect(!Self.speech(shifted).isEmpty)
        for line in Self.speech(shifted) { #expect(twoBefore.contains("\n:\(line)\n"), "#1650 holds #1648's: \(line)") }
        #expect(try json(try await get("/1700/info.0.json"))["transcript"] as? String == "")
    }

    /// The dialogue lines of an xkcd transcript (not its scenes or title text).
    static func speech(_ transcript: String) -> [String] {
        transcript.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("[[") && !$0.hasPrefix("{{") }
    }

    /// explainxkcd's wikitext for comic `number`.
    func explained(_ number: Int) async throws -> String {
        let page = try json(
            try await get("/explainxkcd/api.php?action=parse&page=\(number)&prop=wikitext&format=json&formatversion=2"))
        return try #require((page["parse"] as? [String: Any])?["wikitext"] as? String)
    }

    @Test func xkcd_comicImage_isAPNGServedFromTheHostInTheRequest() async throws {
        let body = try json(try await get("/1200/info.0.json"))
        let img = try #require(body["img"] as? String)
        #expect(img.hasPrefix("http://\(Self.host)/comics/") && img.hasSuffix(".png"))
        let image = try await get(String(img.dropFirst("http://\(Self.host)".count)))
        #expect(image.status == 200)
        #expect(Array(image.body.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    }

    // MARK: TMDB

    @Test func tmdb_withoutKey_answers401Code7() async throws {
        let response = try await get("/3/search/movie?query=star")
        #expect(response.status == 401)
        #expect(try json(response)["status_code"] as? Int == 7)
    }

    @Test func tmdb_withBearerToken_isAccepted() async throws {
        let response = try await get("/3/search/movie?query=star", headers: [("Authorization", "Bearer eyJsample")])
        #expect(response.status == 200)
    }

    @Test func tmdb_whenQueryEmpty_answers422WithErrorsList() async throws {
        let response = try await get("/3/search/movie?query=&api_key=k")
        #expect(response.status == 422)
        #expect(try json(response)["errors"] as? [String] == ["query must be provided"])
    }

    @Test func tmdb_whenMovieUnknown_answers404Code34() async throws {
        let response = try await get("/3/movie/999999?api_key=k")
        #expect(response.status == 404)
        #expect(try json(response)["status_code"] as? Int == 34)
    }

    @Test func tmdb_whenPageAbove500_answers400Code22() async throws {
        let response = try await get("/3/search/movie?query=the&page=501&api_key=k")
        #expect(response.status == 400)
        #expect(try json(response)["status_code"] as? Int == 22)
    }

    @Test func tmdb_searchThe_hasSeveralPagesAndDetailsWithAppends() async throws {
        let body = try json(try await get("/3/search/movie?query=the&api_key=k"))
        let results = try #require(body["results"] as? [[String: Any]])
        #expect((body["total_pages"] as? Int ?? 0) >= 2)
        #expect(results.count == 20)
        let id = try #require(results.first?["id"] as? Int)
        let details = try json(
            try await get("/3/movie/\(id)?append_to_response=credits,recommendations,images&language=ja-JP&api_key=k"))
        #expect(
            details["credits"] is [String: Any] && details["recommendations"] is [String: Any]
                && details["images"] is [String: Any])
        #expect(
            (details["title"] as? String)?.unicodeScalars.contains { $0.value > 0x3000 } == true,
            "ja-JP title: \(details["title"] ?? "")")
    }

    @Test func tmdb_whenAskedInArabic_answersTheTranslatedFieldsInTheSameShape() async throws {
        let english = try json(try await get("/3/movie/1025?append_to_response=credits&language=en-US&api_key=k"))
        let arabic = try json(try await get("/3/movie/1025?append_to_response=credits&language=ar-EG&api_key=k"))
        #expect(Set(arabic.keys) == Set(english.keys))
        #expect(arabic["title"] as? String == "الرسالة القرمزية")
        #expect(arabic["original_title"] as? String == "The Crimson Letter")
        let overview = try #require(arabic["overview"] as? String)
        #expect(overview.hasPrefix("حين تصمت الرسالة، تبدأ رحلة "), "ar-EG overview: \(overview)")
        #expect(!overview.contains { $0.isASCII && $0.isLetter }, "ar-EG overview: \(overview)")
        let genres = try #require(arabic["genres"] as? [[String: Any]]).compactMap { $0["name"] as? String }
        #expect(!genres.isEmpty && genres.allSatisfy { !$0.contains { $0.isASCII && $0.isLetter } }, "ar-EG genres: \(genres)")
        // Searching finds a film by its Arabic title, and answers in Arabic.
        let query = "الرسالة".addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
        let found = try json(try await get("/3/search/movie?query=\(query)&language=ar-EG&api_key=k"))
        let titles = try #require(found["results"] as? [[String: Any]]).compactMap { $0["title"] as? String }
        #expect(titles.contains("الرسالة القرمزية"), "\(titles)")
    }

    @Test func tmdb_whenAFilmHasNoOverview_isEmptyInArabicToo() async throws {
        let english = try json(try await get("/3/movie/2095?language=en-US&api_key=k"))
        let arabic = try json(try await get("/3/movie/2095?language=ar-EG&api_key=k"))
        #expect(english["overview"] as? String == "")
        #expect(arabic["overview"] as? String == "")
        #expect(arabic["title"] as? String == "جبل بعيد")
    }

    /// "The Crimson Letter" in each interface language Kiosk asks TMDB for: its title, and how its overview begins.
    static let crimsonLetter: [Language: (title: String, overview: String)] = [
        .de: ("Der purpurrote Brief", "Als ein Brief verstummt, folgt Esther Blackwood einer Spur purpurroter Hinweise "),
        .fr: ("La lettre pourpre", "Quand une lettre se tait, Esther Blackwood suit une piste d’indices pourpres "),
        .es: ("La carta carmesí", "Cuando una carta enmudece, Esther Blackwood sigue un rastro de pistas carmesíes "),
        .ptBR: ("A carta carmesim", "Quando uma carta fica em silêncio, Esther Blackwood segue um rastro de pistas carmesins "),
        .it: ("La lettera cremisi", "Quando una lettera tace, Esther Blackwood segue una traccia di indizi cremisi "),
        .zhHans: ("深红的书信", "当书信沉寂下来，Esther Blackwood追寻着深红的线索，"),
        .zhHant: ("深紅的書信", "當書信沉寂下來，Esther Blackwood追尋著深紅的線索，"),
        .ko: ("진홍빛 편지", "편지가 침묵하자, 진홍빛 단서를 따라 "),
    ]

    @Test(arguments: Language.allCases.filter { ![.en, .pseudo, .ja, .ar].contains($0) })
    func tmdb_whenAskedInAnotherInterfaceLanguage_answersItsTranslationInTheSameShape(language: Language) async throws {
        let locale = language.tmdbLocale
        let expected = try #require(Self.crimsonLetter[language], "no expectation for \(locale)")
        let english = try json(try await get("/3/movie/1025?append_to_response=credits&language=en-US&api_key=k"))
        let translated = try json(try await get("/3/movie/1025?append_to_response=credits&language=\(locale)&api_key=k"))
        #expect(Set(translated.keys) == Set(english.keys), "\(locale)")
        #expect(translated["title"] as? String == expected.title, "\(locale)")
        #expect(translated["title"] as? String != english["title"] as? String, "\(locale)")
        #expect(translated["original_title"] as? String == "The Crimson Letter", "\(locale)")
        let overview = try #require(translated["overview"] as? String)
        #expect(overview.hasPrefix(expected.overview), "\(locale) overview: \(overview)")
        #expect(overview != english["overview"] as? String, "\(locale)")
        // A film without an overview has none in any language; its title is still translated.
        let bare = try json(try await get("/3/movie/2095?language=\(locale)&api_key=k"))
        #expect(bare["overview"] as? String == "", "\(locale)")
        #expect(bare["title"] as? String != "Distant Mountain", "\(locale)")
        // Searching finds the film by its translated title, and answers in that language.
        let query = expected.title.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
        let found = try json(try await get("/3/search/movie?query=\(query)&language=\(locale)&api_key=k"))
        let titles = try #require(found["results"] as? [[String: Any]]).compactMap { $0["title"] as? String }
        #expect(titles.contains(expected.title), "\(locale): \(titles)")
    }

    // MARK: Faults

    @Test func fault_slowPrefix_waitsThenAnswers() async throws {
        let response = try await get("/_fault/slow=3/info.0.json")
        #expect(response.status == 200)
        #expect(await slept.calls == [3])
    }

    @Test func fault_statusPrefix_answersThatStatus() async throws {
        #expect(try await get("/_fault/status=500/info.0.json").status == 500)
    }

    @Test func fault_429Prefix_carriesRetryAfter() async throws {
        let response = try await get("/_fault/429=7/rss?hl=en-US&gl=US&ceid=US:en")
        #expect(response.status == 429)
        #expect(response.headers["Retry-After"] == "7")
    }

    @Test func fault_malformedPrefix_keepsStatusButBreaksJSON() async throws {
        let response = try await get("/_fault/malformed/info.0.json")
        #expect(response.status == 200)
        #expect(throws: (any Error).self) { try JSONSerialization.jsonObject(with: Data(response.body)) }
    }

    @Test func fault_oversizedPrefix_sendsMoreThan20MiB() async throws {
        let response = try await get("/_fault/oversized/info.0.json")
        #expect(response.body.count > SampleUpstream.oversizedBodyBytes)
    }

    @Test func fault_dropPrefix_asksTheConnectionToClose() async throws {
        #expect(try await answer("/_fault/drop/info.0.json") == nil)
    }

    @Test func fault_globalSwitch_appliesUntilCleared() async throws {
        #expect(try await get("/_control/fault?mode=status&status=503", method: "POST").status == 200)
        #expect(try await get("/info.0.json").status == 503)
        upstream.faults.mode = .none
        #expect(try await get("/info.0.json").status == 200)
    }
}

/// Records the delays the `slow` fault asked for, instead of sleeping.
actor SleepRecorder {
    private(set) var calls: [Double] = []
    func record(_ seconds: Double) { calls.append(seconds) }
}
