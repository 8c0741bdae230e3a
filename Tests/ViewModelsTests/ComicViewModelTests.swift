import Foundation
import Models
import Locking
import Testing
import TestSupport
@testable import ViewModels

/// A fixed instant: 2026-11-21 12:00:00 UTC.
private let now = Date(timeIntervalSince1970: 1_795_262_400)

private func makeComic(_ number: Int, interactive: Bool = false, image: String? = "default", alt: String = "Hover text") -> Comic
{
    let imageURL = image == "default" ? "https://imgs.xkcd.com/comics/comic_\(number).png" : image
    return Comic(
        number: number, title: "Comic \(number)", altText: alt, imageURL: imageURL, year: 2026, month: 11, day: 20,
        link: nil, isInteractive: interactive, transcript: nil, news: nil)
}

private func archive(latest: Int, _ numbers: [Int]) -> [Int: Comic] {
    Dictionary(uniqueKeysWithValues: (numbers + [latest]).map { ($0, makeComic($0)) })
}

/// The `_2x` probe's deadline passes on a clock nobody advances: a probe that answers is always in
/// time, however busy the runner (the real 500 ms once raced a stub that answers at once).
private func viewModel(_ comics: any ComicsClient, images: (any ImageSource)? = nil) -> ComicViewModel {
    ComicViewModel(comics: comics, images: images, now: { now }, sleep: TestClock(now).sleep)
}

/// Fails its first `failures` calls, then answers like `StubComicsClient`.
private final class FlakyComicsClient: ComicsClient {
    private let remainingFailures: Mutex<Int>
    private let inner: StubComicsClient
    init(failures: Int, inner: StubComicsClient) {
        remainingFailures = Mutex(failures)
        self.inner = inner
    }
    private func failIfScheduled() throws(UpstreamError) {
        let fail = remainingFailures.withLock { count in
            defer { count -= 1 }
            return count > 0
        }
        if fail { throw .timedOut(seconds: 10) }
    }
    func latest(for origin: FetchOrigin) async throws(UpstreamError) -> Fetched<Comic> {
        try failIfScheduled()
        return try await inner.latest()
    }
    func comic(number: Int, for origin: FetchOrigin) async throws(UpstreamError) -> Fetched<Comic> {
        try failIfScheduled()
        return try await inner.comic(number: number)
    }
}

@Test func comic_whenFirst_hasNoPreviousLink() async {
    let comics = StubComicsClient(latest: 3000, comics: archive(latest: 3000, [1]))
    let outputs = await viewModel(comics).outputs(for: .init(number: 1, language: .en))
    #expect(outputs.state == .ready)
    #expect(outputs.navigation.href(.previous) == nil)
    #expect(outputs.navigation.href(.first) == nil)
    #expect(outputs.navigation.href(.next) == "/comics/2?lang=en")
    #expect(outputs.navigation.href(.last) == "/comics?lang=en")
    #expect(comics.requested.all.contains(.latest) && comics.requested.all.contains(.number(1)))
    #expect(comics.requested.all.count == 2)
}

@Test func comic_whenLatest_hasNoNextOrLastLink() async {
    let comics = StubComicsClient(latest: 3000, comics: archive(latest: 3000, []))
    for number in [nil, 3000] as [Int?] {
        let outputs = await viewModel(comics).outputs(for: .init(number: number, language: .en))
        #expect(outputs.state == .ready, "number \(String(describing: number))")
        #expect(outputs.isLatest)
        #expect(outputs.navigation.href(.next) == nil)
        #expect(outputs.navigation.href(.last) == nil)
        #expect(outputs.navigation.href(.previous) == "/comics/2999?lang=en")
        #expect(outputs.navigation.href(.random) == "/comics/random?from=3000&lang=en")
    }
}

@Test(arguments: [(403, nil as Int?, 405 as Int?), (405, 403, nil)])
func comic_whenNextTo404_skipsIt(number: Int, previous: Int?, next: Int?) async {
    let comics = StubComicsClient(latest: 3000, comics: archive(latest: 3000, [403, 405]))
    let navigation = await viewModel(comics).outputs(for: .init(number: number, language: .en)).navigation
    if let next { #expect(navigation.href(.next) == "/comics/\(next)?lang=en", "next of \(number)") }
    if let previous { #expect(navigation.href(.previous) == "/comics/\(previous)?lang=en", "previous of \(number)") }
}

@Test func comic_when404_isNotFoundWithNavigationAndNoComicRequest() async {
    let comics = StubComicsClient(latest: 3000, comics: archive(latest: 3000, []))
    let outputs = await viewModel(comics).outputs(for: .init(number: 404, language: .en))
    #expect(outputs.state == .notFound)
    #expect(outputs.comic == nil)
    #expect(outputs.message?.contains("404") == true)
    #expect(outputs.navigation.href(.previous) == "/comics/403?lang=en")
    #expect(outputs.navigation.href(.next) == "/comics/405?lang=en")
    #expect(comics.requested.all == [.latest])
}

@Test func comic_whenPastLatest_isNotFoundPointingBackToLatest() async {
    let comics = StubComicsClient(latest: 3000, comics: archive(latest: 3000, []))
    let outputs = await viewModel(comics).outputs(for: .init(number: 5000, language: .en))
    #expect(outputs.state == .notFound)
    #expect(outputs.message == "#5000 has not been published yet. The newest comic is #3000.")
    #expect(outputs.navigation.href(.previous) == "/comics/3000?lang=en")
    #expect(outputs.navigation.href(.next) == nil)
    #expect(outputs.problem == nil)
}

@Test func comic_whenRequestFails_isUnavailableAndTheNextRequestWorks() async {
    let flaky = FlakyComicsClient(failures: 1, inner: StubComicsClient(latest: 3000, comics: archive(latest: 3000, [])))
    let model = viewModel(flaky)
    let failed = await model.outputs(for: .init(number: nil, language: .en))
    #expect(failed.state == .unavailable)
    #expect(failed.problem?.kind == .timedOut)
    #expect(failed.problem?.originalURL == "https://xkcd.com/")
    #expect(failed.comic == nil)
    let recovered = await model.outputs(for: .init(number: nil, language: .en))
    #expect(recovered.state == .ready)
    #expect(recovered.problem == nil)
    #expect(recovered.comic?.number == 3000)
}

@Test func comic_whenNumberedRequestFails_linksTheSameComicOnXkcd() async {
    let comics = StubComicsClient(latest: 3000, comics: [:], failure: .httpStatus(500, retryAfter: nil))
    let outputs = await viewModel(comics).outputs(for: .init(number: 1234, language: .en))
    #expect(outputs.state == .unavailable)
    #expect(outputs.problem?.kind == .badData)
    #expect(outputs.problem?.originalURL == "https://xkcd.com/1234/")
    #expect(outputs.navigation.href(.previous) == "/comics/1233?lang=en")
}

@Test func comic_whenServedFromCacheAfterFailure_showsComicWithItsAge() async {
    struct StaleClient: ComicsClient {
        func latest(for origin: FetchOrigin) async throws(UpstreamError) -> Fetched<Comic> { try await comic(number: 3000) }
        func comic(number: Int, for origin: FetchOrigin) async throws(UpstreamError) -> Fetched<Comic> {
            Fetched(value: makeComic(number), fetchedAt: now.addingTimeInterval(-300), staleBecause: .timedOut(seconds: 10))
        }
    }
    let outputs = await viewModel(StaleClient()).outputs(for: .init(number: 100, language: .en))
    #expect(outputs.state == .ready)
    #expect(outputs.comic?.number == 100)
    #expect(outputs.problem?.staleNotice == "Showing what Kiosk saved 5 minutes ago.")
}

@Test func comic_whenInteractive_saysSoAndLinksXkcd() async {
    let comics = StubComicsClient(
        latest: 3000, comics: [3000: makeComic(3000), 1608: makeComic(1608, interactive: true, image: nil)])
    let outputs = await viewModel(comics).outputs(for: .init(number: 1608, language: .en))
    #expect(outputs.comic?.image == nil)
    #expect(outputs.comic?.interactiveNotice == "This comic is interactive: it only works on xkcd.com.")
    #expect(outputs.comic?.original.href == "https://xkcd.com/1608/")
    #expect(outputs.comic?.explanation.href == "https://www.explainxkcd.com/wiki/index.php/1608")
}

@Test(arguments: [(Language.ja, "2026年11月20日"), (.en, "November 20, 2026")])
func comic_date_isFormattedPerLanguage(language: Language, expected: String) async {
    let comics = StubComicsClient(latest: 3000, comics: archive(latest: 3000, [1]))
    let outputs = await viewModel(comics).outputs(for: .init(number: 1, language: language))
    #expect(outputs.comic?.published == expected, "\(language)")
    #expect(outputs.comic?.publishedISO == "2026-11-20")
    #expect(outputs.comic?.permalink.href == "/comics/1?lang=\(language.rawValue)")
    #expect(outputs.chrome.lang == language.rawValue)
}

@Test func comic_image_isProxiedWithCaption() async {
    let comics = StubComicsClient(latest: 3000, comics: archive(latest: 3000, [1]))
    let display = await viewModel(comics).outputs(for: .init(number: 1, language: .en)).comic
    #expect(display?.image?.src == "/img/https/imgs.xkcd.com/comics/comic_1.png")
    #expect(display?.image?.srcset == nil)
    #expect(display?.altText == "Hover text")
}

@Test func comic_whenDoubleImageExists_offersItInSrcset() async {
    let double = "https://imgs.xkcd.com/comics/comic_2000_2x.png"
    let images = StubImageSource(images: [double: ("image/png", Data([1]))])
    let comics = StubComicsClient(latest: 3000, comics: archive(latest: 3000, [2000, 1000]))
    let outputs = await viewModel(comics, images: images).outputs(for: .init(number: 2000, language: .en))
    #expect(
        outputs.comic?.image?.srcset
            == "/img/https/imgs.xkcd.com/comics/comic_2000.png 1x, /img/https/imgs.xkcd.com/comics/comic_2000_2x.png 2x")
    let old = await viewModel(comics, images: images).outputs(for: .init(number: 1000, language: .en))
    #expect(old.comic?.image?.srcset == nil)
    #expect(images.requested.all == [double], "comics before #1084 are not probed")
}

/// An image source that refuses every fetch for the reader's share, as the limiter does.
private struct RefusingImageSource: ImageSource {
    func image(url: String, for origin: FetchOrigin) async throws(UpstreamError) -> (contentType: String, body: Data) {
        throw .overClientShare(retryAfter: 4)
    }
}

@Test func comic_whenTheDoubleImageProbeIsRefusedForTheClientsShare_isOverClientShare() async {
    let comics = StubComicsClient(latest: 3000, comics: archive(latest: 3000, [2000]))
    let outputs = await viewModel(comics, images: RefusingImageSource()).outputs(for: .init(number: 2000, language: .en))
    #expect(outputs.outcome == .overClientShare(retryAfter: 4), "a refused fetch is a 429, not a page without its 2x image")
}

@Test func comic_whenDoubleImageMissing_hasNoSrcset() async {
    let comics = StubComicsClient(latest: 3000, comics: archive(latest: 3000, [2000]))
    let outputs = await viewModel(comics, images: StubImageSource()).outputs(for: .init(number: 2000, language: .en))
    #expect(outputs.comic?.image?.srcset == nil)
    #expect(outputs.comic?.image?.src == "/img/https/imgs.xkcd.com/comics/comic_2000.png")
}

@Test(arguments: [
    ("https://imgs.xkcd.com/comics/a.png", "https://imgs.xkcd.com/comics/a_2x.png"),
    ("https://imgs.xkcd.com/comics/barrel_cropped_(1).jpg", "https://imgs.xkcd.com/comics/barrel_cropped_(1)_2x.jpg"),
    ("https://imgs.xkcd.com/comics/", nil), ("https://imgs.xkcd.com/comics/noext", nil),
])
func doubleImageURL_followsXkcdNaming(image: String, expected: String?) {
    #expect(ComicDisplay.doubleImageURL(for: image) == expected, "\(image)")
}

/// An image source whose answers wait until the test opens `answer` (a slow image host).
private struct SlowImageSource: ImageSource {
    let answer: Latch
    func image(url: String, for origin: FetchOrigin) async throws(UpstreamError) -> (contentType: String, body: Data) {
        await answer.wait()
        return ("image/png", Data([1]))
    }
}

/// Found by Benchmarks/load_faults.py: with the upstream slowed to 6 s, /comics/N took 12 s (comic
/// fetch, then the whole `_2x` probe), past the 8 s a page may wait for one source. The probe here
/// never answers until the page is out, and the test clock passes the deadline: no wall clock.
@Test func comic_whenDoubleImageProbeIsSlow_answersWithoutWaitingForIt() async {
    let comics = StubComicsClient(latest: 3000, comics: archive(latest: 3000, [2000]))
    let answer = Latch()
    defer { answer.open() }
    let clock = TestClock(now)
    let viewModel = ComicViewModel(comics: comics, images: SlowImageSource(answer: answer), now: { now }, sleep: clock.sleep)
    let showing = Task { await viewModel.outputs(for: .init(number: 2000, language: .en)) }
    await clock.waitForSleeps(1)
    clock.advance(by: ComicViewModel.doubleImageDeadline)
    let outputs = await showing.value
    #expect(outputs.state == .ready)
    #expect(outputs.comic?.image?.srcset == nil, "an unconfirmed 2x image is left out")
}

/// Comic number parsing and its wording live in the ViewModel, not the handler.
@Test(arguments: [
    ("1", Parsed<Int>.valid(1)), ("2950", .valid(2950)), ("000000009", .valid(9)),
    ("0", .invalid("Comic numbers start at 1, so “0” is not one.")),
    ("-3", .invalid("Comic numbers start at 1, so “-3” is not one.")),
    ("abc", .invalid("“abc” is not a comic number: use a whole number such as 1 or 2000.")),
    ("+5", .invalid("“+5” is not a comic number: use a whole number such as 1 or 2000.")),
    ("-", .invalid("“-” is not a comic number: use a whole number such as 1 or 2000.")),
    ("1234567890", .invalid("“1234567890” is too large to be a comic number.")),
])
func comicNumber_fromPath_isANumberFrom1OrSaysWhyNot(raw: String, expected: Parsed<Int>) {
    #expect(ComicViewModel.number(from: raw, language: .en) == expected, "\(raw)")
}

@Test func comicNumber_whenRefusedInJapanese_explainsInJapanese() {
    #expect(ComicViewModel.number(from: "0", language: .ja) == .invalid("コミックの番号は 1 から始まります（「0」は使えません）。"))
}

/// Answers only from its "cache": any real fetch (a task, a probe under a deadline) is a failure.
private struct CachedOnlyComicsClient: ComicsClient, ImageSource {
    let comics: [Int: Comic]
    let latestNumber: Int
    func latest(for origin: FetchOrigin) async throws(UpstreamError) -> Fetched<Comic> {
        throw .notConfigured("fetched although cached")
    }
    func comic(number: Int, for origin: FetchOrigin) async throws(UpstreamError) -> Fetched<Comic> {
        throw .notConfigured("fetched although cached")
    }
    func cachedLatest() -> Result<Fetched<Comic>, UpstreamError>? { cachedComic(number: latestNumber) }
    func cachedComic(number: Int) -> Result<Fetched<Comic>, UpstreamError>? {
        comics[number].map { .success(Fetched(value: $0, fetchedAt: now)) } ?? .failure(.notFound)
    }
    func image(url: String, for origin: FetchOrigin) async throws(UpstreamError) -> (contentType: String, body: Data) {
        throw .notConfigured("probed although cached")
    }
    func cachedImageExists(url: String) -> Bool? { true }
}

/// With everything cached the page is made from the cache alone (no child tasks, no
/// probe task or deadline timer), and says the same as when fetched.
@Test func comic_whenAllCached_isMadeFromTheCacheWithoutFetching() async {
    let cached = CachedOnlyComicsClient(comics: archive(latest: 3000, [2000]), latestNumber: 3000)
    let outputs = await viewModel(cached, images: cached).outputs(for: .init(number: 2000, language: .en))
    let fetched = await viewModel(
        StubComicsClient(latest: 3000, comics: archive(latest: 3000, [2000]), fetchedAt: now),
        images: StubImageSource(images: [
            ComicViewModel.doubleImageProbeURL(for: makeComic(2000)) ?? "":
                ("image/png", Data([1]))
        ])
    ).outputs(for: .init(number: 2000, language: .en))
    #expect(outputs.state == .ready && outputs.problem == nil)
    #expect(outputs.comic?.image?.srcset != nil, "the cached probe answer is used")
    #expect(outputs == fetched)
    let missing = await viewModel(cached, images: cached).outputs(for: .init(number: 2999, language: .en))
    #expect(missing.state == .notFound && missing.latestNumber == 3000)
}

/// The latest comic is cached but this one is not (a first visit to an old comic): only the comic is
/// fetched; the cached latest is used, not asked for again (it counted as a hit already).
private struct LatestCachedComicsClient: ComicsClient {
    let comics: [Int: Comic]
    let latestNumber: Int
    func latest(for origin: FetchOrigin) async throws(UpstreamError) -> Fetched<Comic> {
        throw .notConfigured("latest fetched although cached")
    }
    func comic(number: Int, for origin: FetchOrigin) async throws(UpstreamError) -> Fetched<Comic> {
        guard let comic = comics[number] else { throw .notFound }
        return Fetched(value: comic, fetchedAt: now)
    }
    func cachedLatest() -> Result<Fetched<Comic>, UpstreamError>? {
        comics[latestNumber].map { .success(Fetched(value: $0, fetchedAt: now)) }
    }
}

@Test func comic_whenOnlyTheLatestIsCached_fetchesOnlyTheComic() async {
    let client = LatestCachedComicsClient(comics: archive(latest: 3000, [2000]), latestNumber: 3000)
    let outputs = await viewModel(client, images: nil).outputs(for: .init(number: 2000, language: .en))
    #expect(outputs.state == .ready && outputs.problem == nil)
    #expect(outputs.latestNumber == 3000, "the navigation still knows the latest")
}
