import Foundation
import Locking
import Logging
import Models

/// Fills the search index in the background: every comic from #1 to the latest, once, then each
/// new one when the latest changes; and explainxkcd's transcripts for the comics whose xkcd field
/// cannot be trusted, serially, new comics a few times in their first week.
///
/// It asks nothing of its own accord beyond what the budgets allow: comic fetches run as background
/// work (`FetchOrigin.background`), which the limiter admits only from the budget's reserved share,
/// so readers always come first; a refusal (`.coolingDown`) is waited out. Comics come through the
/// xkcd client and its cache, so with a shared cache on Redis a fleet asks xkcd once per comic.
/// Where it stands is read from the index file itself, so a restart (or `kill -9`) resumes there.
public final class ComicCrawler: Sendable {
    public struct Configuration: Sendable {
        /// How often the latest comic is looked for once the archive is indexed (xkcd: Mon/Wed/Fri).
        public var latestCheckInterval: TimeInterval = 15 * 60
        /// After a failure (upstream or index file), how long before trying again.
        public var retryDelay: TimeInterval = 60
        /// A pause between comic fetches, for when no budget paces them (limits off against a real upstream).
        public var comicPause: TimeInterval = 0
        /// explainxkcd's own budget when no limiter paces it: one request at a time, this far apart.
        public var transcriptPause: TimeInterval = 1
        /// From this comic on, xkcd's own transcript field is shifted or empty; explainxkcd's is used.
        public var firstExplainedComic = 1609
        /// When, after publication, a transcript is fetched (again): a new comic's explainxkcd page
        /// is edited heavily in its first week; afterwards it is left alone.
        public var transcriptAges: [TimeInterval] = [0, 86_400, 3 * 86_400, 7 * 86_400]
        /// Transcripts looked up per round before the list of due ones is read again.
        public var transcriptBatch = 50

        public init() {}
    }

    private let store: ComicIndexStore
    private let comics: any ComicsClient
    private let transcripts: (any TranscriptsClient)?
    private let configuration: Configuration
    /// Seconds left of a 429/503 cooldown the pages' own cache is in for xkcd (nil: none): the crawler
    /// keeps out of it too.
    private let xkcdCooldown: @Sendable () -> Int?
    private let now: @Sendable () -> Date
    private let sleep: @Sendable (Double) async -> Void
    private let logger: Logger
    private let tasks = Mutex<[Task<Void, Never>]>([])
    /// Set when comics were added, so the transcript loop looks for due ones without waiting out its interval.
    private let comicsAdded = Mutex(false)

    public init(
        store: ComicIndexStore, comics: any ComicsClient, transcripts: (any TranscriptsClient)?,
        configuration: Configuration = .init(), xkcdCooldown: @escaping @Sendable () -> Int? = { nil },
        now: @escaping @Sendable () -> Date = Date.init, sleep: @escaping @Sendable (Double) async -> Void,
        logger: Logger = Logger(label: "kiosk.crawler")
    ) {
        self.store = store
        self.comics = comics
        self.transcripts = transcripts
        self.configuration = configuration
        self.xkcdCooldown = xkcdCooldown
        self.now = now
        self.sleep = sleep
        self.logger = logger
    }

    /// Starts both loops in the background; they run until `stop()`.
    public func start() {
        let comicLoop = Task(priority: .background) {
            while !Task.isCancelled {
                let outcome = await crawlComics()
                await sleep(outcome == .complete ? configuration.latestCheckInterval : configuration.retryDelay)
            }
        }
        let transcriptLoop = Task(priority: .background) {
            guard transcripts != nil else { return }
            while !Task.isCancelled {
                let outcome = await crawlTranscripts()
                let interval = outcome == .complete ? configuration.latestCheckInterval : configuration.retryDelay
                var waited = 0.0
                // A second at a time, so comics the other loop adds get their transcripts soon.
                while waited < interval, !comicsAdded.withLock({ $0 }), !Task.isCancelled {
                    await sleep(1)
                    waited += 1
                }
            }
        }
        tasks.withLock { $0 = [comicLoop, transcriptLoop] }
    }

    public func stop() {
        tasks.withLock { tasks in
            tasks.forEach { $0.cancel() }
            tasks = []
        }
    }

    /// Comics indexed between two nudges to the transcript loop.
    static let transcriptNudge = 100

    /// How a pass ended.
    public enum Outcome: Sendable, Equatable {
        /// Everything that was due is done.
        case complete
        /// It stopped early (upstream or index file failing, or cancelled); the next pass goes on from there.
        case interrupted
    }

    /// One pass: the latest number, then every comic up to it that the index lacks, lowest first.
    public func crawlComics() async -> Outcome {
        let latest: Comic
        switch await fetch({ () async throws(UpstreamError) in try await self.comics.latest(for: .background) }) {
        case .success(let fetched): latest = fetched.value
        case .failure(let error):
            logger.warning("comic index: the latest comic could not be fetched (\(error)); trying again later")
            return .interrupted
        }
        let missing: [Int]
        do {
            try store.setLatest(latest.number)
            missing = try store.missingNumbers(upTo: latest.number)
        } catch {
            return .interrupted  // the store logged why
        }
        if !missing.isEmpty { logger.info("comic index: \(missing.count) of \(latest.number) comics to fetch") }
        for (position, number) in missing.enumerated() {
            if Task.isCancelled { return .interrupted }
            guard await index(number, latest: latest) else { return .interrupted }
            if position % Self.transcriptNudge == Self.transcriptNudge - 1 || position == missing.count - 1 {
                comicsAdded.withLock { $0 = true }
            }
            if configuration.comicPause > 0 { await sleep(configuration.comicPause) }
        }
        if !missing.isEmpty {
            logger.info("comic index: all comics up to #\(latest.number) indexed")
            do {
                try store.optimize()
            } catch {
                return .interrupted  // the store logged why
            }
        }
        return .complete
    }

    /// Fetches and indexes comic `number`, waiting out budget refusals; false when the pass should stop.
    private func index(_ number: Int, latest: Comic) async -> Bool {
        while true {
            if let seconds = xkcdCooldown() {
                await sleep(Double(seconds))
                if Task.isCancelled { return false }
                continue
            }
            let result: Result<Fetched<Comic>, UpstreamError> =
                number == latest.number
                ? .success(Fetched(value: latest, fetchedAt: now()))
                : await fetch({ () async throws(UpstreamError) in try await self.comics.comic(number: number, for: .background) })
            do {
                switch result {
                case .success(let fetched):
                    let comic = fetched.value
                    let own = comic.number < configuration.firstExplainedComic ? comic.transcript : nil
                    try store.add(comic, transcript: own.map { Transcript(text: Self.cleaned($0), origin: .xkcd) })
                    return true
                case .failure(.notFound):
                    try store.markAbsent(number)
                    return true
                case .failure(.coolingDown(let retryAfter)):
                    // The budget's reserved share is spent (or xkcd asked us to wait): readers first.
                    await sleep(Double(max(1, retryAfter)))
                    if Task.isCancelled { return false }
                case .failure(let error):
                    logger.warning("comic index: comic \(number) could not be fetched (\(error)); trying again later")
                    return false
                }
            } catch {
                return false  // the store logged why
            }
        }
    }

    /// One round of explainxkcd transcripts that are due, newest comics first, one request at a time.
    public func crawlTranscripts() async -> Outcome {
        guard let transcripts else { return .complete }
        comicsAdded.withLock { $0 = false }
        var changed = false
        while !Task.isCancelled {
            let due: [Int]
            do {
                due = try store.transcriptsDue(
                    from: configuration.firstExplainedComic, ages: configuration.transcriptAges, at: now(),
                    limit: configuration.transcriptBatch)
            } catch {
                return .interrupted
            }
            if due.isEmpty {
                guard changed else { return .complete }
                do {
                    try store.optimize()
                } catch {
                    return .interrupted
                }
                return .complete
            }
            for number in due {
                if Task.isCancelled { return .interrupted }
                let result = await fetch({ () async throws(UpstreamError) in
                    try await transcripts.transcript(number: number, for: .background)
                })
                do {
                    switch result {
                    case .success(let fetched):
                        try store.setExplainedTranscript(fetched.value, number: number, checkedAt: now())
                        changed = true
                    case .failure(.notFound):
                        // Its full-text rows are written again too (the update names the transcript).
                        try store.setExplainedTranscript(nil, number: number, checkedAt: now())
                        changed = true
                    case .failure(.coolingDown(let retryAfter)):
                        await sleep(Double(max(1, retryAfter)))
                        continue
                    case .failure(let error):
                        logger.warning(
                            "comic index: explainxkcd's transcript of \(number) could not be fetched (\(error)); trying again later"
                        )
                        return .interrupted
                    }
                } catch {
                    return .interrupted
                }
                if configuration.transcriptPause > 0 { await sleep(configuration.transcriptPause) }
            }
        }
        return .interrupted
    }

    /// Runs `body`, a fetch made as background work (`FetchOrigin.background`: the limiter gives it
    /// only the budget's reserved share), as a result.
    private func fetch<Value>(
        _ body: () async throws(UpstreamError) -> Value
    ) async -> Result<Value, UpstreamError> {
        do throws(UpstreamError) { return .success(try await body()) } catch { return .failure(error) }
    }

    /// xkcd's transcripts end with the alt text again (`{{Title text: …}}`), and mark scenes with
    /// `[[…]]`: the repeat is dropped and the brackets made single, as explainxkcd writes them.
    static func cleaned(_ transcript: String) -> String {
        var text = transcript
        if let range = text.range(of: "{{", options: .backwards), text.hasSuffix("}}") {
            text.removeSubrange(range.lowerBound..<text.endIndex)
        }
        return text.replacingOccurrences(of: "[[", with: "[").replacingOccurrences(of: "]]", with: "]")
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
