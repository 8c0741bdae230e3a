import ComicIndex
import Foundation
import Locking
import Models
import Testing
import TestSupport

/// Comics answered from a table, with refusals (a budget out of reserved tokens) queued per number.
final class ScriptedComics: ComicsClient {
    let latestNumber: Mutex<Int>
    let refusals = Mutex<[Int: Int]>([:])
    let asked = Mutex<[Int]>([])

    init(latest: Int) { latestNumber = Mutex(latest) }

    static func comic(_ number: Int) -> Comic {
        Comic(
            number: number, title: "Comic \(number)", altText: "Alt text of \(number)", imageURL: nil, year: 2016,
            month: 1, day: 1, link: nil, isInteractive: false, transcript: "[[Scene \(number)]]\nHi.\n{{Title text: x}}",
            news: nil)
    }

    func latest(for origin: FetchOrigin) async throws(UpstreamError) -> Fetched<Comic> {
        Fetched(value: Self.comic(latestNumber.withLock { $0 }), fetchedAt: Date())
    }

    func comic(number: Int, for origin: FetchOrigin) async throws(UpstreamError) -> Fetched<Comic> {
        asked.withLock { $0.append(number) }
        let refused = refusals.withLock { refusals -> Int? in
            guard let seconds = refusals[number] else { return nil }
            refusals[number] = nil
            return seconds
        }
        if let refused { throw .coolingDown(retryAfter: refused) }
        guard number != 404, number <= latestNumber.withLock({ $0 }) else { throw .notFound }
        return Fetched(value: Self.comic(number), fetchedAt: Date())
    }
}

final class ScriptedTranscripts: TranscriptsClient {
    let asked = Mutex<[Int]>([])
    func transcript(number: Int, for origin: FetchOrigin) async throws(UpstreamError) -> Fetched<String?> {
        asked.withLock { $0.append(number) }
        return Fetched(value: "[Cueball speaks.]\nCueball: Explained \(number).", fetchedAt: Date())
    }
}

@Suite final class ComicCrawlerTests: Sendable {
    let slept = Mutex<[Double]>([])

    func crawler(_ index: TemporaryIndex, _ comics: ScriptedComics, transcripts: ScriptedTranscripts? = nil) -> ComicCrawler {
        var configuration = ComicCrawler.Configuration()
        configuration.transcriptPause = 0
        return ComicCrawler(
            store: index.store, comics: comics, transcripts: transcripts, configuration: configuration,
            now: index.clock.now, sleep: { [self] seconds in self.slept.withLock { $0.append(seconds) } })
    }

    @Test func crawlComics_fetchesEachComicOnceAndRecordsTheMissingOne() async throws {
        let index = TemporaryIndex()
        defer { index.remove() }
        index.store.open()
        let comics = ScriptedComics(latest: 410)
        #expect(await crawler(index, comics).crawlComics() == .complete)
        #expect(comics.asked.withLock { $0 } == Array(1...409))
        #expect(try index.store.progress() == IndexProgress(indexed: 409, total: 409))
        // xkcd's own transcript, its alt-text repeat dropped.
        #expect(try index.store.transcript(number: 12) == Transcript(text: "[Scene 12]\nHi.", origin: .xkcd))
    }

    @Test func crawlComics_afterRestart_asksOnlyForWhatTheFileLacks() async throws {
        let index = TemporaryIndex()
        defer { index.remove() }
        index.store.open()
        #expect(await crawler(index, ScriptedComics(latest: 30)).crawlComics() == .complete)
        // A new process on the same file, and a new comic out since.
        let restarted = ComicIndexStore(directory: index.directory, now: index.clock.now)
        let comics = ScriptedComics(latest: 32)
        let crawler = ComicCrawler(
            store: restarted, comics: comics, transcripts: nil, now: index.clock.now, sleep: { _ in })
        #expect(await crawler.crawlComics() == .complete)
        #expect(comics.asked.withLock { $0 } == [31])  // 32 came with the latest
        #expect(try restarted.progress() == IndexProgress(indexed: 32, total: 32))
    }

    @Test func crawlComics_whenBudgetRefuses_waitsItOutAndGoesOn() async throws {
        let index = TemporaryIndex()
        defer { index.remove() }
        index.store.open()
        let comics = ScriptedComics(latest: 5)
        comics.refusals.withLock { $0 = [2: 3] }
        #expect(await crawler(index, comics).crawlComics() == .complete)
        #expect(slept.withLock { $0 } == [3])
        #expect(comics.asked.withLock { $0 } == [1, 2, 2, 3, 4])
        #expect(try index.store.progress().indexed == 5)
    }

    @Test func crawlTranscripts_fetchesExplainedOnesFromTheFirstShiftedComicOnly() async throws {
        let index = TemporaryIndex()
        defer { index.remove() }
        index.store.open()
        let comics = ScriptedComics(latest: 1612)
        let transcripts = ScriptedTranscripts()
        let crawler = crawler(index, comics, transcripts: transcripts)
        #expect(await crawler.crawlComics() == .complete)
        // A pass that changed the index leaves each of its indexes in one segment (none when no text
        // had a term of its kind: no CJK here), for searches to look terms up in.
        let added = try ComicSearchSpeedTests.segments(index.store.path)
        #expect(added.allSatisfy { $0 <= 1 }, "\(added)")
        #expect(await crawler.crawlTranscripts() == .complete)
        let explained = try ComicSearchSpeedTests.segments(index.store.path)
        #expect(explained.allSatisfy { $0 <= 1 }, "\(explained)")
        #expect(transcripts.asked.withLock { $0 } == [1612, 1611, 1610, 1609])
        #expect(try index.store.transcript(number: 1610)?.origin == .explainXkcd)
        #expect(try index.store.transcript(number: 1608)?.origin == .xkcd)
        // Old comics are checked once, never again.
        index.clock.advance(by: 365 * 86_400)
        #expect(await crawler.crawlTranscripts() == .complete)
        #expect(transcripts.asked.withLock { $0 }.count == 4)
    }

    @Test func crawlComics_whenIndexUnavailable_stopsThePassAndLeavesComicsForLater() async throws {
        let index = TemporaryIndex()
        defer { index.remove() }
        try Data("in the way".utf8).write(to: URL(fileURLWithPath: index.directory))
        index.store.open()
        let comics = ScriptedComics(latest: 10)
        #expect(await crawler(index, comics).crawlComics() == .interrupted)
        #expect(comics.asked.withLock { $0 }.isEmpty)
    }
}
