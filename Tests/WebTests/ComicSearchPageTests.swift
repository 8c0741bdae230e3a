import ComicIndex
import Foundation
import HTTPServer
import Models
import Testing
import TestSupport
@testable import Web

/// `/comics/search` through the whole site (handler, ViewModel, template) on a real index file.
@Suite struct ComicSearchPageTests {
    static func comic(_ number: Int, _ title: String, _ alt: String) -> Comic {
        Comic(
            number: number, title: title, altText: alt, imageURL: "https://imgs.xkcd.com/comics/c\(number).png",
            year: 2011, month: 8, day: 10, link: nil, isInteractive: false, transcript: nil, news: nil)
    }

    /// A store in a fresh folder with a few comics, and its folder to remove.
    static func index(latest: Int = 3) throws -> (ComicIndexStore, String) {
        let directory = NSTemporaryDirectory() + "kiosk-web-index-\(UUID().uuidString)"
        let store = ComicIndexStore(directory: directory)
        store.open()
        try store.setLatest(latest)
        try store.add(comic(1, "Barrel - Part 1", "Don't we all."), transcript: nil)
        try store.add(comic(2, "Password Strength", "Entropy of correct horse battery staple."), transcript: nil)
        try store.add(comic(3, "Security", "A five dollar wrench beats any password."), transcript: nil)
        try store.add(comic(1700, "New Bug", "It works on my machine."), transcript: nil)
        try store.setExplainedTranscript("[Cueball at a desk.]\nCueball: The bug is a feature.", number: 1700, checkedAt: Date())
        return (store, directory)
    }

    static func get(_ site: Site, _ target: String, headers: [(String, String)] = []) async throws -> Response {
        await site.respond(try TestSite.request("GET", target, headers: headers))
    }

    static func text(_ response: Response) -> String { String(decoding: response.body, as: UTF8.self) }

    @Test func search_whenWordsMatch_listsComicsWithMarkedSnippetsAndThumbnails() async throws {
        let (store, directory) = try Self.index()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let site = try await TestSite.make(comicSearch: store)
        let response = try await Self.get(site, "/comics/search?q=password&lang=en")
        let html = Self.text(response)
        #expect(response.status == 200)
        #expect(
            html.contains("<span class=\"comic-result__number\">#2</span> <span lang=\"en\" dir=\"ltr\">Password Strength</span>")
        )
        #expect(html.contains("beats any <mark>password</mark>."))
        #expect(html.contains("src=\"/img/https/imgs.xkcd.com/comics/c3.png\""))
        #expect(html.contains("2 comics match “password” (1–2)"))
        #expect(!html.contains("comics indexed so far"))  // all 3 (and more) are in
    }

    @Test func search_whenIndexIsStillBuilding_saysHowFarItIs() async throws {
        let (store, directory) = try Self.index(latest: 3330)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let site = try await TestSite.make(comicSearch: store)
        let en = Self.text(try await Self.get(site, "/comics/search?q=password&lang=en"))
        #expect(en.contains("4 of 3,330 comics indexed so far"))
        let ja = Self.text(try await Self.get(site, "/comics/search?q=password&lang=ja"))
        #expect(ja.contains("3,330件中 4件のコミックを索引に入れました"))
    }

    @Test func search_whenBareNumber_jumpsToThatComic() async throws {
        let site = try await TestSite.make()
        let response = try await Self.get(site, "/comics/search?q=%23936&lang=ja")
        #expect(response.status == 302)
        #expect(response.headers["Location"] == "/comics/936?lang=ja")
    }

    @Test func search_whenTooLong_is400AndEmptyIsExplained() async throws {
        let (store, directory) = try Self.index()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let site = try await TestSite.make(comicSearch: store)
        let long = String(repeating: "a", count: 201)
        #expect(try await Self.get(site, "/comics/search?q=\(long)&lang=en").status == 400)
        let empty = try await Self.get(site, "/comics/search?q=&lang=en")
        #expect(empty.status == 200)
        #expect(Self.text(empty).contains("Type a word or phrase"))
    }

    @Test func search_whenIndexUnavailable_is503WithRetryAfterAndComicsStillWork() async throws {
        let directory = NSTemporaryDirectory() + "kiosk-web-index-\(UUID().uuidString)"
        try Data("in the way".utf8).write(to: URL(fileURLWithPath: directory))
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let store = ComicIndexStore(directory: directory)
        store.open()
        let comics = StubComicsClient(latest: 2, comics: [2: Self.comic(2, "Password Strength", "x")])
        let site = try await TestSite.make(comics: comics, comicSearch: store)
        let search = try await Self.get(site, "/comics/search?q=password&lang=en")
        #expect(search.status == 503)
        #expect(search.headers["Retry-After"] == "30")
        #expect(Self.text(search).contains("Comic search is unavailable right now"))
        #expect(try await Self.get(site, "/comics/2?lang=en").status == 200)
    }

    @Test func search_asJSONAtomAndSuggestions_answersEachFormat() async throws {
        let (store, directory) = try Self.index()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let site = try await TestSite.make(comicSearch: store)
        let json = try await Self.get(site, "/comics/search?q=password&lang=en&format=json")
        #expect(json.headers["Content-Type"]?.hasPrefix("application/json") == true)
        #expect(Self.text(json).contains("\"numberLabel\":\"#2\""))
        let atom = try await Self.get(site, "/comics/search?q=password&lang=en&format=atom")
        #expect(atom.headers["Content-Type"]?.hasPrefix("application/atom+xml") == true)
        #expect(Self.text(atom).contains("2: Password Strength"))
        let suggestions = try await Self.get(site, "/comics/search/suggestions?q=pass&lang=en")
        #expect(Self.text(suggestions) == #"["pass",["Password Strength"]]"#)
    }

    @Test func comicPage_whenTranscriptFromExplainXkcd_foldsItUnderTheImageWithCredit() async throws {
        let (store, directory) = try Self.index()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let comics = StubComicsClient(latest: 1700, comics: [1700: Self.comic(1700, "New Bug", "It works on my machine.")])
        let site = try await TestSite.make(comics: comics, comicSearch: store)
        let html = Self.text(try await Self.get(site, "/comics/1700?lang=en"))
        #expect(html.contains("<details class=\"comic__transcript\">"))
        #expect(html.contains("Cueball: The bug is a feature."))
        #expect(html.contains("href=\"https://www.explainxkcd.com/wiki/index.php/1700\""))
        #expect(html.contains("CC BY-SA 3.0"))
        #expect(html.contains("action=\"/comics/search\""))
    }

    /// A browser or proxy keeps a comic page a day; one still waiting for its transcript is kept a
    /// minute, so a reader who came early sees the transcript once the crawler has added it.
    @Test func comicPage_whenTheIndexHasNoTranscriptYet_isCachedAMinute_thenADayOnceItHasOne() async throws {
        let (store, directory) = try Self.index(latest: 1701)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let comics = StubComicsClient(
            latest: 1701,
            comics: [
                1700: Self.comic(1700, "New Bug", "It works."), 1701: Self.comic(1701, "Newest", "N."),
                2: Self.comic(2, "Password Strength", "E."),
            ])
        let site = try await TestSite.make(comics: comics, comicSearch: store)
        #expect(try await Self.get(site, "/comics/2?lang=en").headers["Cache-Control"] == "public, max-age=60")
        #expect(try await Self.get(site, "/comics/1700?lang=en").headers["Cache-Control"] == "public, max-age=86400")
        // Without an index, no transcript is coming: the page is kept a day.
        let plain = try await TestSite.make(comics: comics)
        #expect(try await Self.get(plain, "/comics/2?lang=en").headers["Cache-Control"] == "public, max-age=86400")
    }
}
