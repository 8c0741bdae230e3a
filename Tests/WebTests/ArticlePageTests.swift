import Foundation
import Models
import HTTPServer
import Testing
import TestSupport
@testable import Web

/// `/wiki/…` end to end on the offline site: sample upstream (Parsoid's HTML shape), libcurl,
/// gumbo, the ViewModel and the templates.
@Suite struct ArticlePageTests {
    /// No article's title is longer than MediaWiki's 255 bytes: a longer one is a short 400 page,
    /// not a "no such article" page that echoes thousands of characters.
    @Test func article_whenTitleLongerThanAnyArticles_isA400ThatDoesNotEchoIt() async throws {
        try await OfflineSite.with { site in
            let response = try await site.get("/wiki/\(String(repeating: "A", count: 3_000))?lang=en")
            #expect(response.status == 400)
            #expect(response.text.contains("An article title is at most 255 bytes of UTF-8; this one has 3,000."))
            // Only the language switch's link (an attribute, not shown) carries the path.
            let shown = response.text.replacingOccurrences(of: #"href="[^"]*""#, with: "", options: .regularExpression)
            #expect(!shown.contains(String(repeating: "A", count: 256)))
        }
    }

    @Test func article_whenSampleArticle_showsItInKioskWithTheLicence() async throws {
        try await OfflineSite.with { site in
            let response = try await site.get("/wiki/Tokyo?lang=en")
            #expect(response.status == 200)
            #expect(response.headers["Cache-Control"] == "public, max-age=600")
            let body = response.text
            #expect(body.contains("<h1 id=\"article-title\" lang=\"en\" dir=\"ltr\">Tokyo</h1>"))
            #expect(body.contains("<h2 id=\"History\">History</h2>"))
            #expect(body.contains("<a href=\"#History\">History</a>"), "table of contents")
            #expect(body.contains("href=\"/wiki/Swift_(programming_language)?lang=en\""), "links stay in Kiosk")
            #expect(body.contains("A page that does not exist") && !body.contains("redlink"), "missing pages are text")
            #expect(
                body.contains(
                    "<a href=\"https://example.org/Tokyo\" rel=\"noopener noreferrer nofollow\" class=\"article__external\">"))
            #expect(body.contains("src=\"/img/http/127.0.0.1:"), "images through the proxy")
            #expect(
                body.contains(
                    #"<math alttext="A=\pi r^{2}"><mi>A</mi><mo>=</mo><mi>π</mi><msup><mi>r</mi><mrow><mn>2</mn></mrow></msup></math>"#
                ), "an inline formula, as MathML")
            #expect(
                body.contains(#"<div class="article__display-math"><math display="block""#)
                    && body.contains("<mfrac><mi>N</mi><mi>A</mi></mfrac>") && body.contains(#"<mi mathvariant="normal">d</mi>"#),
                "a display formula on its own line")
            #expect(!body.contains("annotation") && !body.contains("mstyle"), "only the MathML the model names")
            #expect(body.contains("<sup class=\"article__ref\" id=\"cite_ref-1\"><a href=\"#cite_note-1\">[1]</a></sup>"))
            #expect(body.contains("<li id=\"cite_note-1\"><a href=\"#cite_ref-1\" class=\"article__backlink\">"))
            #expect(
                body.contains("CC BY-SA 4.0")
                    && body.contains("https://en.wikipedia.org/w/index.php?title=Tokyo&amp;action=history"))
            #expect(
                body.contains(
                    "href=\"/wiki/%E6%9D%B1%E4%BA%AC%E9%83%BD?lang=en&amp;wiki=ja\" lang=\"ja\" hreflang=\"ja\" dir=\"ltr\">日本語</a>"
                ),
                "language links change the wiki, not the interface")
            #expect(
                body.contains("<a href=\"/wiki/Tokyo?lang=ja&amp;wiki=en\" lang=\"ja\">日本語</a>"),
                "the footer's language picker keeps the article and its Wikipedia")
            #expect(
                body.contains("<a href=\"/wiki/Tokyo?lang=en&amp;wiki=fr\" lang=\"fr\" hreflang=\"fr\" dir=\"ltr\">français</a>"),
                "every Wikipedia is read in Kiosk")
            #expect(
                body.components(separatedBy: "<script").count == 3 && body.contains(#"<script src="/js/article.js" defer>"#)
                    && body.contains(#"<script src="/js/suggestions.js" defer>"#),
                "only Kiosk's own footnote and search-suggestion scripts")
            for forbidden in ["style=", "data-mw", "navbox", "Navigation box", "mw:", "onerror"] {
                #expect(!body.contains(forbidden), "\(forbidden) reached the page")
            }
        }
    }

    @Test func article_whenRedirectPage_is302ToTheTargetKeepingItsSection() async throws {
        try await OfflineSite.with { site in
            let response = try await site.get("/wiki/Tokio?lang=en")
            #expect(response.status == 302)
            #expect(response.headers["Location"] == "/wiki/Tokyo?redirectedfrom=Tokio&lang=en#History")
            let target = try await site.get("/wiki/Tokyo?redirectedfrom=Tokio&lang=en")
            #expect(target.text.contains("Redirected from Tokio"))
        }
    }

    @Test(arguments: ["/wiki/No_such_page?lang=en", "/wiki/%23?lang=en"])
    func article_whenMissing_is404OfferingASearch(target: String) async throws {
        try await OfflineSite.with { site in
            let response = try await site.get(target)
            #expect(response.status == 404, "\(target)")
            #expect(response.text.contains("href=\"/search?q="), "\(target)")
        }
    }

    @Test(arguments: ["xx", "EN", "de-x", "klingon"])
    func article_whenLangIsNoWikipedia_is400PointingToSearch(code: String) async throws {
        try await OfflineSite.with { site in
            let response = try await site.get("/wiki/Tokyo?lang=\(code)")
            #expect(response.status == 400, "lang \(code)")
            #expect(response.text.contains("/search?lang=en"), "lang \(code)")
        }
    }

    @Test func lang_onPagesThatDoNotReadWikipedia_isAnInterfaceLanguage() async throws {
        try await OfflineSite.with { site in
            let persian = try await site.get("/comics?lang=fa")
            #expect(persian.status == 400, "a Wikipedia with no interface of Kiosk's")
            let german = try await site.get("/comics?lang=de")
            #expect(german.status == 200)
        }
    }

    @Test func wiki_whenSetApartFromLang_readsThatWikipediaInTheInterfaceLanguage() async throws {
        try await OfflineSite.with { site in
            let response = try await site.get("/wiki/Tokyo?lang=ja&wiki=en")
            #expect(response.status == 200)
            #expect(response.text.contains("<html lang=\"ja\" dir=\"ltr\">"))
            #expect(response.text.contains("lang=\"en\""), "the article is the English one")
            let unknown = try await site.get("/wiki/Tokyo?lang=ja&wiki=klingon")
            #expect(unknown.status == 400)
        }
    }

    @Test func article_onTheArabicWikipedia_isRightToLeftWithItsFormulas() async throws {
        try await OfflineSite.with { site in
            let response = try await site.get(
                "/wiki/\(ArticleTitle.pathSegment("ألديريا"))?lang=en&wiki=ar", headers: [("Accept-Language", "ja")])
            #expect(response.status == 200)
            let body = response.text
            #expect(body.contains("<html lang=\"en\""), "the interface stays English")
            #expect(body.contains("<h1 id=\"article-title\" lang=\"ar\" dir=\"rtl\">ألديريا</h1>"))
            #expect(body.contains("<div class=\"article__lead\" lang=\"ar\" dir=\"rtl\">"))
            #expect(body.contains("<math display=\"block\""), "a display formula")
            #expect(
                body.contains(
                    "<a href=\"/wiki/Alderien?lang=en&amp;wiki=de\" lang=\"de\" hreflang=\"de\" dir=\"ltr\">Deutsch</a>"),
                "other wikis in Kiosk")
            #expect(body.contains("https://ar.wikipedia.org/wiki/"), "the original on the Arabic Wikipedia")
        }
    }

    @Test func article_withGroupedNotes_countsEachGroupAndLinksBothWays() async throws {
        try await OfflineSite.with { site in
            let body = try await site.get("/wiki/Alderien?lang=de").text
            #expect(body.contains("<ol class=\"article__references article__references--lower-alpha\"><li id=\"cite_note-3\">"))
            #expect(
                body.contains(
                    "<ol class=\"article__references article__references--lower-roman\"><li id=\"cite_note-flaeche-1\">"))
            #expect(body.contains("<sup class=\"article__ref\" id=\"cite_ref-3\"><a href=\"#cite_note-3\">[a]</a></sup>"))
            #expect(body.contains("<a href=\"#cite_ref-3\" class=\"article__backlink\">"), "the note's way back")
            #expect(body.contains("<a href=\"#cite_ref-atlas_4-1\" class=\"article__backlink\">"), "a reference used twice")
            #expect(body.contains("<li id=\"cite_note-amt-7\">"), "a list-defined reference cited in a table")
        }
    }

    @Test func article_withGalleriesAndIcons_showsEveryAllowedPicture() async throws {
        try await OfflineSite.with { site in
            let body = try await site.get("/wiki/Flags_of_Alderia?lang=en").text
            #expect(body.components(separatedBy: "<ul class=\"article__gallery\">").count == 3, "two galleries")
            #expect(body.components(separatedBy: "class=\"article__inline-image\"").count - 1 == 7, "icons in lines")
            #expect(body.contains("The lost banner of 1848") && !body.contains("images.example.net"), "off the list: words only")
            #expect(body.contains("Wikimedia Commons would hold media"), "the sister box")
        }
    }

    @Test func article_whenTitleIsNotCanonical_isNormalisedAsMediaWikiDoes() async throws {
        try await OfflineSite.with { site in
            let response = try await site.get("/wiki/mount_Fuji?lang=en")
            #expect(response.status == 200)
            #expect(response.text.contains("<h1 id=\"article-title\" lang=\"en\" dir=\"ltr\">Mount Fuji</h1>"))
        }
    }

    @Test func article_whenJSONAsked_isTheTypedTwin() async throws {
        try await OfflineSite.with { site in
            let response = try await site.get("/wiki/Moon?lang=en&format=json")
            #expect(response.status == 200)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
            #expect(object["title"] as? String == "Moon")
            #expect(object["revision"] is Int)
            #expect((object["sections"] as? [Any])?.isEmpty == false)
            #expect((object["contents"] as? [Any])?.isEmpty == false)
            #expect((object["languages"] as? [Any])?.count == 2)
        }
    }
}
