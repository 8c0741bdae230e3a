import Foundation
import Models
import Testing
@testable import Upstream

/// The answer to `Fbv4je` in its framings, and what the reader of it refuses.
@Suite struct BatchExecuteAnswerTests {
    /// The envelope Google answers with, naming `url`.
    static func envelope(_ url: String, rpc: String = "Fbv4je") -> String {
        let payload = #"["garturlres",\#(json(url)),1]"#
        return #"[["wrb.fr","\#(rpc)",\#(json(payload)),null,null,null,"generic"]]"#
    }

    static func json(_ text: String) -> String {
        String(
            decoding: try! JSONSerialization.data(withJSONObject: text, options: [.fragmentsAllowed, .withoutEscapingSlashes]),
            as: UTF8.self)
    }

    static func chunked(_ chunks: [String]) -> Data {
        Data((")]}'\n\n" + chunks.map { "\($0.utf8.count)\n\($0)\n" }.joined()).utf8)
    }

    @Test func answer_whenChunkedFraming_readsTheURLFromTheFirstChunk() {
        let body = Self.chunked([Self.envelope("https://www.example.com/2026/11/story"), #"[["di",42],["af.httprm",41,"x",1]]"#])
        #expect(BatchExecuteAnswer.publisherURL(in: body) == .success("https://www.example.com/2026/11/story"))
    }

    @Test func answer_whenSingleFramingWithoutLengths_readsTheURL() {
        let body = Data((")]}'\n" + Self.envelope("https://news.example/a?b=1&c=%20")).utf8)
        #expect(BatchExecuteAnswer.publisherURL(in: body) == .success("https://news.example/a?b=1&c=%20"))
    }

    @Test func answer_whenNoPrefix_stillReadsTheURL() {
        #expect(
            BatchExecuteAnswer.publisherURL(in: Data(Self.envelope("http://a.example/x").utf8)) == .success("http://a.example/x"))
    }

    @Test func answer_whenLengthsAreWrong_readsByBrackets() {
        let chunk = Self.envelope("https://a.example/ünïcödé")
        let body = Data((")]}'\n\n3\n" + chunk + "\n999999\n[[\"di\",1]]").utf8)
        #expect(BatchExecuteAnswer.publisherURL(in: body) == .success("https://a.example/ünïcödé"))
    }

    @Test func answer_whenPayloadIndicesMoved_fallsBackToTheFirstURLThatIsNotGoogles() {
        let payload = #"["garturlres",null,["https://news.google.com/x","https://publisher.example/moved"]]"#
        let chunk = #"[["wrb.fr","Fbv4je",\#(Self.json(payload)),null,null,null,"generic"]]"#
        #expect(BatchExecuteAnswer.publisherURL(in: Self.chunked([chunk])) == .success("https://publisher.example/moved"))
    }

    @Test(arguments: [
        "https://news.google.com/articles/x", "https://www.google.co.jp/url?q=x", "https://lh3.googleusercontent.com/a",
    ])
    func answer_whenTheOnlyURLIsGoogles_isUnusable(url: String) {
        guard case .failure(.unusable) = BatchExecuteAnswer.publisherURL(in: Self.chunked([Self.envelope(url)])) else {
            Issue.record("\(url) was accepted")
            return
        }
    }

    @Test(arguments: [
        "javascript:alert(1)", "JaVa\tScRiPt:alert(1)", "data:text/html,x", "file:///etc/passwd", "ftp://a.example/",
    ])
    func answer_whenURLIsNotHTTP_isUnusable(url: String) {
        guard case .failure(.unusable) = BatchExecuteAnswer.publisherURL(in: Self.chunked([Self.envelope(url)])) else {
            Issue.record("\(url.debugDescription) was accepted")
            return
        }
    }

    @Test(arguments: [
        "", ")]}'", ")]}'\n\n", "<html>Sorry…</html>", ")]}'\n\n12\n[[\"wrb.fr\"",
        ")]}'\n\n[[\"wrb.fr\",\"Fbv4je\",\"not json\"]]",
        ")]}'\n\n" + String(repeating: "[", count: 100_000), ")]}'\n\n1234567890123\n[]", "\u{0}\u{1}\u{2}",
    ])
    func answer_whenGarbage_isUnreadable(text: String) {
        guard case .failure(.unreadable) = BatchExecuteAnswer.publisherURL(in: Data(text.utf8)) else {
            Issue.record("\(text.prefix(40).debugDescription) was read")
            return
        }
    }

    @Test(arguments: [#"[["wrb.fr","OtherRpc","[1]"]]"#, #"[["er",null,null,null,null,400]]"#, #"{"url":"https://a.example/"}"#])
    func answer_whenNoFbv4jeEnvelope_hasNoAddress(chunk: String) {
        #expect(BatchExecuteAnswer.publisherURL(in: Self.chunked([chunk])) == .failure(.noAddress), "\(chunk)")
    }

    /// 4 MiB of the shapes that make a bracket scanner or a JSON parser work hardest: one pass each.
    @Test(arguments: [
        "[", "[\"", "\\\"", "[1,", "\"\\u00", "{\"a\":", "9\n",
        "[[\"wrb.fr\",\"Fbv4je\",\"[\\\"garturlres\\\",\\\"https://a.example/\\\"]\"]]\n",
    ])
    func answer_whenFourMebibytesHostile_finishesInBoundedTime(unit: String) {
        let body = Data((")]}'\n\n" + String(repeating: unit, count: (4 << 20) / unit.utf8.count)).utf8)
        let started = ContinuousClock.now
        _ = BatchExecuteAnswer.publisherURL(in: body)
        #expect(ContinuousClock.now - started < .seconds(5), "\(unit.debugDescription)")
    }
}

@Suite struct ArticlePageSignatureTests {
    @Test func page_whenBothAttributesPresent_readsThem() {
        let page =
            #"<c-wiz><div jscontroller="aLI87" data-n-a-id="CBMi" data-n-a-ts="1764000000" data-n-a-sg="AU_yqLx+/="></div>"#
        #expect(ArticlePageSignature(page: Array(page.utf8)) == .init(page: Array(page.utf8)))
        let read = ArticlePageSignature(page: Array(page.utf8))
        #expect(read?.signature == "AU_yqLx+/=")
        #expect(read?.timestamp == 1_764_000_000)
    }

    @Test(arguments: [
        #"<div data-n-a-ts="1764000000"></div>"#, #"<div data-n-a-sg="AU_yqL"></div>"#,
        #"<div data-n-a-sg="AU_yqL" data-n-a-ts="soon"></div>"#, #"<div data-n-a-sg="a\"b" data-n-a-ts="1"></div>"#,
        #"<div data-n-a-sg=AU_yqL data-n-a-ts=1></div>"#, #"<div data-n-a-sg="AU_yqL" data-n-a-ts="1"#,
    ])
    func page_whenAttributesMissingOrMisshapen_readsNothing(page: String) {
        #expect(ArticlePageSignature(page: Array(page.utf8)) == nil, "\(page)")
    }

    @Test(arguments: ["d", "data-n-a-sg=\"", "<div data-n-a-sg=\"" + "A"])
    func page_whenFourMebibytesHostile_finishesInBoundedTime(unit: String) {
        let page = Array(String(repeating: unit, count: (4 << 20) / unit.utf8.count).utf8)
        let started = ContinuousClock.now
        #expect(ArticlePageSignature(page: page) == nil)
        #expect(ContinuousClock.now - started < .seconds(5), "\(unit)")
    }
}

@Suite struct NewsArticleIDTests {
    @Test func id_whenBase64URLUpToTheLimit_isAccepted() {
        #expect(NewsArticleID("CBMiSWh0dHBzOi8vd3d3_-09") != nil)
        #expect(NewsArticleID(String(repeating: "A", count: NewsArticleID.maximumLength)) != nil)
    }

    @Test(arguments: [
        "", String(repeating: "A", count: NewsArticleID.maximumLength + 1), "CBMi+abc", "CBMi/abc", "CBMi=", "CBMi%41",
        "CBMi abc", "CBMi.abc", "ＣＢＭｉ", "CBMi\u{0}", "..", "CBMi?url=https://evil.example",
    ])
    func id_whenAnythingElse_isRefused(text: String) {
        #expect(NewsArticleID(text) == nil, "\(text.prefix(30).debugDescription)")
    }

    @Test func id_inLink_onlyFromTheFeedsArticleHost() {
        #expect(
            NewsArticleID.inLink("https://news.google.com/rss/articles/CBMiAb_c?oc=5", host: "news.google.com")?.value
                == "CBMiAb_c")
        #expect(NewsArticleID.inLink("https://news.google.com/articles/CBMiXy#x", host: "news.google.com")?.value == "CBMiXy")
        #expect(NewsArticleID.inLink("http://127.0.0.1:9/rss/articles/CBMi1?oc=5", host: "127.0.0.1:9")?.value == "CBMi1")
        #expect(NewsArticleID.inLink("https://evil.example/rss/articles/CBMi1", host: "news.google.com") == nil)
        #expect(NewsArticleID.inLink("https://news.google.com.evil.example/rss/articles/CBMi1", host: "news.google.com") == nil)
        #expect(NewsArticleID.inLink("https://news.google.com/stories/CAAq", host: "news.google.com") == nil)
        #expect(NewsArticleID.inLink("https://news.google.com/rss/articles/a.b", host: "news.google.com") == nil)
    }
}

@Suite struct PublisherURLPolicyTests {
    let policy = PublisherURLPolicy(allowedAuthorities: ["127.0.0.1:4000"])

    @Test(arguments: [
        "https://www.example.com/story", "http://example.com:8080/x", "https://example.com:443/", "http://example.com:80/",
        "https://93.184.215.14/x", "https://[2606:2800:21f:cb07:6820:80da:af6b:8b2c]/", "http://127.0.0.1:4000/publisher/x",
        "https://xn--wgv71a119e.jp/",
    ])
    func policy_whenPublicWebAddress_accepts(url: String) {
        #expect(policy.refusal(of: url, ownHost: "kiosk.example") == nil, "\(url)")
    }

    @Test(arguments: [
        ("javascript:alert(1)", "scheme"), ("data:text/html,x", "scheme"), ("ftp://example.com/", "scheme"),
        ("https://kiosk.example/news", "own host"), ("https://KIOSK.example./x", "own host"),
        ("http://127.0.0.1/", "loopback"), ("http://127.1/", "loopback"), ("http://2130706433/", "loopback"),
        ("http://0x7f.1/", "loopback"), ("http://[::1]/", "loopback"), ("http://localhost:8080/", "loopback name"),
        ("http://a.localhost/", "loopback name"), ("http://10.1.2.3/", "private"), ("http://192.168.1.1/admin", "private"),
        ("http://172.16.0.1/", "private"), ("http://[fc00::1]/", "private"), ("http://[::ffff:10.0.0.1]/", "private"),
        ("http://169.254.169.254/latest/meta-data", "link-local"), ("http://[fe80::1]/", "link-local"),
        ("https://example.com:22/", "port"), ("https://example.com:25/", "port"), ("http://example.com:0/", "port"),
        ("http://example.com:99999/", "port"), ("https://news.example@10.0.0.1/", "user info"),
        ("http://%31%32%37.0.0.1/", "escaped host"), ("http://１２７.0.0.1/", "non-ASCII host"),
        ("http://intranet/", "single label"),
        ("http://127.0.0.1:4001/", "loopback, other port"), ("http://0.0.0.0/", "unspecified"),
    ])
    func policy_whenRuleApplies_refuses(url: String, rule: String) {
        #expect(policy.refusal(of: url, ownHost: "kiosk.example:8080") != nil, "\(url) (\(rule))")
    }

    @Test(arguments: [
        ("https://a.example/ünï?q=東京", "https://a.example/%C3%BCn%C3%AF?q=%E6%9D%B1%E4%BA%AC"),
        ("https://a.example/a\"b<c>{d}|e^`f", "https://a.example/a%22b%3Cc%3E%7Bd%7D%7Ce%5E%60f"),
        ("https://a.example\\@10.0.0.1/", "https://a.example\\@10.0.0.1/"),
        ("https://a.example/already%20fine?x=1#y", "https://a.example/already%20fine?x=1#y"),
    ])
    func location_whenNotPlainASCII_isPercentEncoded(url: String, expected: String) {
        #expect(PublisherURLPolicy.location(url) == expected)
    }
}
