import Foundation
import Locking
import Logging
import Models
import ViewModels

/// Warms the upstream cache for the page a reader is likely to open next, in the background, so a
/// Prev/Next click is answered from the cache instead of waiting on the upstream: after a comic page,
/// its next and previous comics with the image each of their pages waits for; after a search page,
/// the next page of results.
///
/// Bounded so that it never costs more than it saves:
/// - one job per page view, at most `requestsPerJob` upstream requests each, next before previous
///   (people read forward, and the page they came from is cached already, so clicking through costs
///   one comic and one image per view);
/// - only misses are fetched (`CacheWarming` looks first), never from a source in a 429/503 cooldown,
///   and nothing after a page that shows an upstream problem;
/// - one job at a time, at background priority, from a queue of `queueCapacity`: a view that finds
///   the queue full drops its job (counted, and a warning at most once a minute).
public final class Prefetcher: Sendable {
    /// Operator and test counters (for `/metrics`).
    public struct Stats: Sendable, Equatable {
        /// Jobs accepted: one per page view that had a neighbour to warm.
        public var enqueued: Int
        /// Jobs finished.
        public var done: Int
        /// Jobs refused because the queue was full.
        public var dropped: Int
        /// Warmings not done because the source was cooling down after a 429/503.
        public var skippedCooling: Int
        /// Warmings not needed: already cached, or being fetched.
        public var skippedCached: Int
        /// Upstream requests made by warmings that succeeded ("not found" included).
        public var fetched: Int
        /// Warmings that failed (timeouts, bad data).
        public var failed: Int

        public init(
            enqueued: Int = 0, done: Int = 0, dropped: Int = 0, skippedCooling: Int = 0, skippedCached: Int = 0,
            fetched: Int = 0, failed: Int = 0
        ) {
            self.enqueued = enqueued
            self.done = done
            self.dropped = dropped
            self.skippedCooling = skippedCooling
            self.skippedCached = skippedCached
            self.fetched = fetched
            self.failed = failed
        }
    }

    /// Jobs that may wait behind the running one. Each takes one or two upstream answers (hundreds of
    /// milliseconds); more waiting than this means views come faster than the upstream answers, and a
    /// reader who clicks that fast has moved past the pages those jobs would warm.
    public static let queueCapacity = 4
    /// Upstream requests one page view may cause: the next comic and its image.
    public static let requestsPerJob = 2
    /// Under load every view would log a drop; one line a minute says the same.
    public static let dropWarningInterval: TimeInterval = 60

    /// What one page view asks to warm.
    enum Job: Sendable, Equatable, CustomStringConvertible {
        case comics(next: Int?, previous: Int?)
        case search(WikiSearchQuery)

        /// For the log: never the search text (queries are never logged).
        var description: String {
            switch self {
            case .comics(let next, let previous):
                "comics next \(next.map(String.init) ?? "-") previous \(previous.map(String.init) ?? "-")"
            case .search(let query):
                "search \(query.language.code) limit \(query.limit) offset \(query.offset)"
            }
        }
    }

    private struct State {
        var queue: [Job] = []
        var isRunning = false
        var stats = Stats()
        var lastDropWarning: Date?
        var idleWaiters: [CheckedContinuation<Void, Never>] = []
    }

    private let warmer: any CacheWarming
    private let capacity: Int
    private let logger: Logger
    private let now: @Sendable () -> Date
    private let state = Mutex(State())

    public init(
        warmer: any CacheWarming, capacity: Int = queueCapacity, logger: Logger = Logger(label: "kiosk.prefetch"),
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        precondition(capacity > 0, "a prefetcher that may queue nothing is `--prefetch off`")
        self.warmer = warmer
        self.capacity = capacity
        self.logger = logger
        self.now = now
    }

    /// A snapshot of the counters.
    public var stats: Stats { state.withLock { $0.stats } }

    /// After a comic page: its next and previous comics (no #404, nothing past the latest known).
    public func comicViewed(_ outputs: ComicViewModel.Outputs) {
        guard outputs.state == .ready, outputs.problem == nil, let number = outputs.comic?.number else { return }
        let latest = outputs.latestNumber
        // Without a known latest, next may not exist yet: not worth a request.
        let next = latest.flatMap { ComicNavigation.after(number) <= $0 ? ComicNavigation.after(number) : nil }
        let previous = ComicNavigation.before(number)
        guard next != nil || previous != nil else { return }
        enqueue(.comics(next: next, previous: previous))
    }

    /// After a search page with a next page: that page (`offset + limit`, as its Next link).
    public func searchViewed(_ inputs: SearchViewModel.Inputs, _ outputs: SearchViewModel.Outputs) {
        guard outputs.state == .results, outputs.problem == nil, outputs.pager?.next != nil else { return }
        enqueue(
            .search(
                WikiSearchQuery(
                    text: inputs.searchText, language: inputs.wiki, limit: inputs.limit,
                    offset: inputs.offset + inputs.limit)))
    }

    /// Suspends until no job is queued or running.
    public func idle() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let isIdle = state.withLock { state in
                if !state.isRunning { return true }
                state.idleWaiters.append(continuation)
                return false
            }
            if isIdle { continuation.resume() }
        }
    }

    /// Queues `job`, or drops it when the queue is full; starts the worker when none runs.
    func enqueue(_ job: Job) {
        let at = now()
        let (startWorker, warnAfterDrops): (Bool, Int?) = state.withLock { state in
            guard state.queue.count < capacity else {
                state.stats.dropped += 1
                if let last = state.lastDropWarning, at.timeIntervalSince(last) < Self.dropWarningInterval { return (false, nil) }
                state.lastDropWarning = at
                return (false, state.stats.dropped)
            }
            state.queue.append(job)
            state.stats.enqueued += 1
            guard !state.isRunning else { return (false, nil) }
            state.isRunning = true
            return (true, nil)
        }
        if let warnAfterDrops {
            logger.warning(
                "prefetch queue full: dropping jobs (\(warnAfterDrops) so far); pages still work, Prev/Next may wait on the upstream"
            )
        }
        if startWorker {
            // Not the reader's fetches: the warmer makes them as `FetchOrigin.background`, so they draw
            // on the budgets' reserved part and on no client's share.
            Task(priority: .background) { await self.drain() }
        }
    }

    /// Runs queued jobs one at a time until the queue is empty.
    private func drain() async {
        while let job = nextJob() {
            await run(job)
        }
    }

    private func nextJob() -> Job? {
        let (job, waiters): (Job?, [CheckedContinuation<Void, Never>]) = state.withLock { state in
            guard state.queue.isEmpty else { return (state.queue.removeFirst(), []) }
            state.isRunning = false
            defer { state.idleWaiters = [] }
            return (nil, state.idleWaiters)
        }
        waiters.forEach { $0.resume() }
        return job
    }

    private func run(_ job: Job) async {
        var tally = Tally()
        switch job {
        case .comics(let next, let previous):
            for number in [next, previous].compactMap({ $0 }) where tally.mayRequest {
                let (outcome, comic) = await warmer.warmComic(number: number)
                guard tally.record(outcome) else { break }
                // The image the page waits for (its `_2x` probe), else the one the browser asks for next.
                guard let comic, tally.mayRequest,
                    let image = ComicViewModel.doubleImageProbeURL(for: comic) ?? comic.imageURL
                else { continue }
                guard tally.record(await warmer.warmImage(url: image)) else { break }
            }
        case .search(let query):
            tally.record(await warmer.warmSearch(query))
        }
        state.withLock { state in
            state.stats.done += 1
            state.stats.fetched += tally.count(.fetched)
            state.stats.skippedCached += tally.count(.alreadyCached)
            state.stats.skippedCooling += tally.count(.coolingDown)
            state.stats.failed += tally.count(.failed)
        }
        logger.debug("prefetch \(job): \(tally)")
    }
}

/// What one job's warmings did, and whether it may still ask the upstream.
private struct Tally: CustomStringConvertible {
    private(set) var outcomes: [WarmOutcome] = []

    var requests: Int { outcomes.filter(\.mayHaveRequested).count }
    var mayRequest: Bool { requests < Prefetcher.requestsPerJob }

    func count(_ outcome: WarmOutcome) -> Int { outcomes.filter { $0 == outcome }.count }

    /// Records `outcome`; false when the source is cooling down, so the job asks it nothing more.
    @discardableResult
    mutating func record(_ outcome: WarmOutcome) -> Bool {
        outcomes.append(outcome)
        return outcome != .coolingDown
    }

    var description: String {
        outcomes.isEmpty ? "nothing to do" : outcomes.map(\.rawValue).joined(separator: ", ")
    }
}
