import Foundation
import HTTPServer
import Locking
import Testing
import TestSupport
@testable import Web

@Suite("One-second page micro-cache")
struct PageCacheTests {
    /// A clock the test moves by hand.
    final class ManualClock: Sendable {
        private let instant = Mutex(ContinuousClock.now)
        func now() -> ContinuousClock.Instant { instant.withLock { $0 } }
        func advance(_ duration: Duration) { instant.withLock { $0 = $0 + duration } }
    }

    func page(_ body: String, cacheControl: String = "public, max-age=60") -> Response {
        var response = Response(
            status: 200, headers: ["Cache-Control": cacheControl, "ETag": "\"\(body.count)\""], body: Array(body.utf8))
        response.isCodingSettled = true  // as `Site` stores it
        return response
    }

    @Test func lookup_withinTimeToLive_returnsStoredPage_afterItMisses() throws {
        let clock = ManualClock()
        let cache = PageCache(now: clock.now)
        let request = try TestSite.request("/comics/1?lang=en")
        let key = try #require(PageCache.Key(request))
        cache.store(page("first"), for: key)
        clock.advance(.milliseconds(900))
        #expect(cache.lookup(key)?.body == Array("first".utf8))
        clock.advance(.milliseconds(200))
        #expect(cache.lookup(key) == nil)
    }

    @Test(arguments: ["no-store", "private, max-age=60"])
    func store_whenNotPublic_keepsNothing(cacheControl: String) throws {
        let cache = PageCache()
        let request = try TestSite.request("/news?lang=en")
        let key = try #require(PageCache.Key(request))
        cache.store(page("loading", cacheControl: cacheControl), for: key)
        #expect(cache.lookup(key) == nil, "Cache-Control: \(cacheControl)")
    }

    @Test func key_separatesLanguageJSONAndGzip() throws {
        let plain = try #require(PageCache.Key(try TestSite.request("/")))
        let japanese = try #require(PageCache.Key(try TestSite.request("/", headers: [("Accept-Language", "ja")])))
        let json = try #require(PageCache.Key(try TestSite.request("/", headers: [("Accept", "application/json")])))
        let gzip = try #require(PageCache.Key(try TestSite.request("/", headers: [("Accept-Encoding", "gzip")])))
        #expect(Set([plain, japanese, json, gzip]).count == 4)
        #expect(PageCache.Key(try TestSite.request("POST", "/search")) == nil)
    }

    @Test func site_afterPost_servesFreshPages() async throws {
        // Every front-page card answers, so the page is complete and shared.
        let sources = HomeSources()
        let site = try await TestSite.make(
            news: sources.news, comics: sources.comics, featured: sources.featured, trending: sources.trending)
        _ = await site.respond(try TestSite.request("/?lang=en"))
        #expect(site.pageCache.count == 1)
        _ = await site.respond(try TestSite.request("POST", "/news/refresh", body: "lang=en"))
        #expect(site.pageCache.count == 0)
    }

    @Test func site_sharedPage_answers304ForMatchingETag() async throws {
        let site = try await TestSite.make()
        let first = await site.respond(try TestSite.request("/?lang=en"))
        let etag = try #require(first.headers["ETag"])
        let again = await site.answer(try TestSite.request("/?lang=en", headers: [("If-None-Match", etag)]))
        #expect(again.status == 304)
    }

    /// Each core keeps its own copy of a shared answer; the copies are the same answer,
    /// share no buffers with the stored one, and a POST's `removeAll` reaches every core's copy.
    @Test func lookup_fromManyThreads_givesTheStoredBytes_andRemoveAllEmptiesEveryCoresCopy() async throws {
        let cache = PageCache(now: ManualClock().now)  // a loaded runner may take longer than a second
        let key = try #require(PageCache.Key(try TestSite.request("/comics/1?lang=en")))
        cache.store(page("shared"), for: key)
        let bodies = await withTaskGroup(of: [UInt8]?.self) { group in
            for _ in 0..<64 { group.addTask { cache.lookup(key)?.body } }
            return await group.reduce(into: [[UInt8]?]()) { $0.append($1) }
        }
        #expect(bodies.allSatisfy { $0 == Array("shared".utf8) })
        let hit = try #require(cache.lookup(key))
        #expect(hit.isHeadPrepared)
        cache.removeAll()
        let after = await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<64 { group.addTask { cache.lookup(key) == nil } }
            return await group.reduce(true) { $0 && $1 }
        }
        #expect(after)
    }

    /// A fresh answer for a key replaces every core's older copy at once.
    @Test func store_replacesTheCopiesCoresMade() throws {
        let cache = PageCache()
        let key = try #require(PageCache.Key(try TestSite.request("/news?lang=en")))
        cache.store(page("old"), for: key)
        #expect(cache.lookup(key)?.body == Array("old".utf8))
        cache.store(page("newer"), for: key)
        #expect(cache.lookup(key)?.body == Array("newer".utf8))
    }
}
