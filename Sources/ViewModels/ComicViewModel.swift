import Foundation
import Models

/// What the comic page shows for one comic number (or the latest). No HTML, no HTTP.
public struct ComicViewModel: Sendable {
    public struct Inputs: Sendable, Equatable {
        /// Nil for the latest comic (`/comics`).
        public var number: Int?
        public var language: Language
        public init(number: Int?, language: Language) {
            self.number = number
            self.language = language
        }
    }

    public struct Outputs: Sendable, Hashable, Encodable {
        public enum State: String, Sendable, Hashable, Encodable {
            /// `comic` is set (possibly from the cache, then `problem` says so).
            case ready
            /// No such comic: #404, or past the latest; the page still has its navigation.
            case notFound
            /// The source failed and nothing was cached: `problem` says what happened.
            case unavailable
        }
        public var chrome: Chrome
        public var state: State
        /// The document title.
        public var title: String
        public var heading: String
        /// The number asked for; nil for the latest.
        public var requestedNumber: Int?
        /// The newest comic's number, when known (its request can fail on its own).
        public var latestNumber: Int?
        public var comic: ComicDisplay?
        /// Why there is no comic (`notFound`), in a sentence.
        public var message: String?
        public var problem: UpstreamProblem?
        public var navigation: ComicNavigation
        /// The comic search box, on every comic page.
        public var searchForm: ComicSearchForm
        /// The comic's transcript from the search index, folded under the image; nil when it has none yet.
        public var transcript: TranscriptDisplay?
        /// The Atom feed of the latest comics (`<link rel="alternate">` and a visible link), so a
        /// reader or their feed reader finds it from any comic page.
        public var feed: Chrome.Link

        /// True when this comic is the newest one known; its page changes when the next comes out.
        public var isLatest: Bool { comic != nil && comic?.number == latestNumber }
    }

    /// From this number on, xkcd usually publishes a `_2x` image next to the normal one.
    public static let firstDoubleImageComic = 1084

    private let comics: any ComicsClient
    /// Where transcripts come from (the search index); nil shows none.
    private let transcripts: (any ComicSearching)?
    /// Probes for the `_2x` image; nil leaves `srcset` out. The live image fetcher caches what it
    /// fetches, so the probe also warms the proxy for the browser's request that follows.
    private let images: (any ImageSource)?
    private let now: @Sendable () -> Date
    private let doubleImageWait: Duration
    private let sleep: Deadline.Sleep

    /// How long the page waits for the `_2x` probe. The probe is a whole image fetch (its own 8 s
    /// timeout) that runs after the comic's own fetch, so waiting for it in full could double the
    /// delay of a slow upstream and push the page past the 8 s a source may take. Past this the page
    /// goes out without `srcset`; the probe keeps running and fills the image cache for next time.
    public static let doubleImageDeadline: Duration = .milliseconds(500)

    public init(
        comics: any ComicsClient, images: (any ImageSource)?, now: @escaping @Sendable () -> Date,
        doubleImageWait: Duration = doubleImageDeadline,
        sleep: @escaping Deadline.Sleep = Deadline.realSleep, transcripts: (any ComicSearching)? = nil
    ) {
        self.comics = comics
        self.transcripts = transcripts
        self.images = images
        self.now = now
        self.doubleImageWait = doubleImageWait
        self.sleep = sleep
    }

    /// More digits than any comic number needs; longer is refused without parsing.
    public static let maximumDigits = 9

    /// A comic number as written in the path: ASCII digits only, from 1 up. What is refused is quoted
    /// back (at most 40 characters of it), in the reader's language.
    public static func number(from raw: String, language: Language) -> Parsed<Int> {
        let words = language.words.comics
        let shown = raw.count > 40 ? String(raw.prefix(40)) + "…" : raw
        guard let integer = Digits.integer(raw) else { return .invalid(words.notANumber(shown)) }
        guard integer >= 1 else { return .invalid(words.startsAtOne(shown)) }
        guard raw.count <= maximumDigits else { return .invalid(words.tooLarge(shown)) }
        return .valid(integer)
    }

    /// Maps the request's inputs to display-ready outputs; upstream failures become `state` and `problem`.
    public func outputs(for inputs: Inputs, origin: FetchOrigin) async -> Outputs {
        guard let number = inputs.number else {
            switch await fetchLatest(origin) {
            case .success(let latest): return await ready(latest, latestNumber: latest.value.number, inputs, origin: origin)
            case .failure(let error): return unavailable(error, latestNumber: nil, inputs)
            }
        }
        guard number >= 1, number != ComicNavigation.missingNumber else {
            let latest = await fetchLatest(origin)
            return notFound(latestNumber: Self.number(of: latest), inputs)
        }
        // The latest comic and comic `number`: each straight from the client's cache when it holds it
        // (no child task, no thread hop, and a hit counted once), the others fetched — both at once
        // when neither is cached (the latest is only needed for the navigation and is usually cached).
        let latest: Result<Fetched<Comic>, UpstreamError>
        let comic: Result<Fetched<Comic>, UpstreamError>
        switch (comics.cachedLatest(), comics.cachedComic(number: number)) {
        case let (cachedLatest?, cachedComic?): (latest, comic) = (cachedLatest, cachedComic)
        case let (cachedLatest?, nil): (latest, comic) = (cachedLatest, await fetchComic(number, origin))
        case let (nil, cachedComic?): (latest, comic) = (await fetchLatest(origin), cachedComic)
        case (nil, nil):
            async let latestResult = fetchLatest(origin)
            async let comicResult = fetchComic(number, origin)
            (latest, comic) = await (latestResult, comicResult)
        }
        // A fetch the reader's client was refused for its share makes the page a 429, whichever it was.
        if case .failure(.overClientShare(let seconds)) = latest {
            return unavailable(.overClientShare(retryAfter: seconds), latestNumber: nil, inputs)
        }
        let latestNumber = Self.number(of: latest)
        switch comic {
        case .success(let fetched):
            // A comic newer than a cached "latest" proves the latest has moved on.
            return await ready(fetched, latestNumber: latestNumber.map { max($0, number) }, inputs, origin: origin)
        case .failure(.notFound):
            return notFound(latestNumber: latestNumber, inputs)
        case .failure(let error):
            return unavailable(error, latestNumber: latestNumber, inputs)
        }
    }

    private func ready(_ fetched: Fetched<Comic>, latestNumber: Int?, _ inputs: Inputs, origin: FetchOrigin) async -> Outputs {
        let comic = fetched.value
        let doubleImageURL: String?
        switch await doubleImage(for: comic, origin: origin) {
        case .success(let url): doubleImageURL = url
        case .failure(let refusal): return unavailable(refusal, latestNumber: latestNumber, inputs)
        }
        let display = ComicDisplay(comic, language: inputs.language, doubleImageURL: doubleImageURL)
        var outputs = base(inputs, state: .ready, current: comic.number, latestNumber: latestNumber)
        outputs.title = TabTitle.make("\(comic.title) (#\(comic.number))", section: Section.comics.titleName(inputs.language))
        outputs.heading = comic.title
        outputs.comic = display
        outputs.transcript = transcript(of: comic.number, language: inputs.language)
        outputs.problem = fetched.staleBecause.map {
            UpstreamProblem(
                error: $0, source: .xkcd, language: inputs.language,
                originalURL: display.original.href, cachedAge: fetched.age(at: now()))
        }
        return outputs
    }

    private func notFound(latestNumber: Int?, _ inputs: Inputs) -> Outputs {
        let words = inputs.language.words.comics
        let number = inputs.number ?? 0
        var outputs = base(inputs, state: .notFound, current: inputs.number, latestNumber: latestNumber)
        outputs.heading = words.notFoundHeading(number)
        outputs.title = TabTitle.make(words.notFoundTitle(number), section: Section.comics.titleName(inputs.language))
        if number == ComicNavigation.missingNumber {
            outputs.message = words.skipped404
        } else if let latestNumber, number > latestNumber {
            outputs.message = words.notPublishedYet(number, latestNumber)
        } else {
            outputs.message = words.noSuchComic
        }
        return outputs
    }

    /// The page for a failed source with nothing cached; also used by the random redirect.
    func unavailable(_ error: UpstreamError, latestNumber: Int?, _ inputs: Inputs) -> Outputs {
        var outputs = base(inputs, state: .unavailable, current: inputs.number, latestNumber: latestNumber)
        outputs.heading = inputs.number.map { "xkcd #\($0)" } ?? "xkcd"
        outputs.title = TabTitle.make(inputs.number.map { "#\($0)" }, section: Section.comics.titleName(inputs.language))
        outputs.problem = UpstreamProblem(
            error: error, source: .xkcd, language: inputs.language,
            originalURL: inputs.number.map { "https://xkcd.com/\($0)/" } ?? "https://xkcd.com/",
            cachedAge: nil)
        return outputs
    }

    private func base(_ inputs: Inputs, state: Outputs.State, current: Int?, latestNumber: Int?) -> Outputs {
        let page = inputs.number.map { Route.Page.comic(number: String($0)) } ?? .latestComic
        return Outputs(
            chrome: Chrome(language: inputs.language, current: .comics, route: Route(page, language: inputs.language)),
            state: state,
            title: TabTitle.make(inputs.language.words.comics.latest, section: Section.comics.titleName(inputs.language)),
            heading: "xkcd", requestedNumber: inputs.number, latestNumber: latestNumber,
            comic: nil, message: nil, problem: nil,
            navigation: ComicNavigation(current: current, latest: latestNumber, language: inputs.language),
            searchForm: ComicSearchForm(query: "", language: inputs.language), transcript: nil,
            feed: Chrome.Link(
                label: inputs.language.words.comics.feedLink,
                href: Route(.latestComic, language: inputs.language, format: .atom).href, isCurrent: false))
    }

    /// The index's transcript of comic `number`; an index that cannot be read just means none on this page.
    private func transcript(of number: Int, language: Language) -> TranscriptDisplay? {
        guard let transcripts else { return nil }
        do throws(ComicSearchError) {
            return try transcripts.transcript(number: number).map { TranscriptDisplay($0, number: number, language: language) }
        } catch {
            return nil
        }
    }

    /// The `_2x` image URL when the image source fetches it within `doubleImageWait`; a failure or
    /// a slow answer just means "no 2x" on this page.
    /// Fails only with `.overClientShare`: the probe's fetch counts against the reader's share too.
    private func doubleImage(for comic: Comic, origin: FetchOrigin) async -> Result<String?, UpstreamError> {
        guard let images, let double = Self.doubleImageProbeURL(for: comic) else { return .success(nil) }
        // Already known (the usual case after the first view): no probe task and no deadline timer.
        if let exists = images.cachedImageExists(url: double) { return .success(exists ? double : nil) }
        let probe = Task { () -> Result<String?, UpstreamError> in
            switch await Self.result({ () async throws(UpstreamError) in try await images.image(url: double, for: origin) }) {
            case .success: return .success(double)
            case .failure(.overClientShare(let seconds)): return .failure(.overClientShare(retryAfter: seconds))
            case .failure: return .success(nil)
            }
        }
        return await Deadline.value(of: probe, within: doubleImageWait, sleep: sleep) ?? .success(nil)
    }

    /// The upstream `_2x` image the page probes before it answers, or nil when it does not probe.
    public static func doubleImageProbeURL(for comic: Comic) -> String? {
        guard comic.number >= firstDoubleImageComic, let imageURL = comic.imageURL else { return nil }
        return ComicDisplay.doubleImageURL(for: imageURL)
    }

    // The two fetches as results, each one call (no closure around the client's), so a cold page's
    // path down to the upstream stays short.
    private func fetchLatest(_ origin: FetchOrigin) async -> Result<Fetched<Comic>, UpstreamError> {
        do throws(UpstreamError) { return .success(try await comics.latest(for: origin)) } catch { return .failure(error) }
    }

    private func fetchComic(_ number: Int, _ origin: FetchOrigin) async -> Result<Fetched<Comic>, UpstreamError> {
        do throws(UpstreamError) {
            return .success(try await comics.comic(number: number, for: origin))
        } catch {
            return .failure(error)
        }
    }

    private static func number(of latest: Result<Fetched<Comic>, UpstreamError>) -> Int? {
        if case .success(let fetched) = latest { return fetched.value.number }
        return nil
    }

    static func result<Value>(_ body: () async throws(UpstreamError) -> Value) async -> Result<Value, UpstreamError> {
        do { return .success(try await body()) } catch { return .failure(error) }
    }
}
