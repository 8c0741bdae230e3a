import CAllocationCounter
import Foundation
import HTTPServer
import Models
import TestSupport
import ViewModels
import Web

// Cold pages: for every page type, the time and heap allocations of one request whose
// upstream data is already in the upstream cache but whose page was never rendered: handler,
// ViewModel Outputs, Mustache render, ETag and gzip. Build and run in release:
//   swift build -c release --product PageBenchmark && .build/release/PageBenchmark [--runs N] [--phases] [--levels] [page name…]
// The whole site runs in process against the sample upstream on loopback (as `kiosk serve --offline`),
// with the clock frozen so every run renders the same Outputs.
//
// `--phases` adds, per page, where the time goes, each phase timed on its own (medians):
// - outputs: the page's ViewModel `outputs(for:)` alone, upstream data already cached;
// - render: the page's template on those Outputs alone (`Site.renderedHTML`, no cache);
// - gzip: `Gzip.compress` of the rendered page at `ResponseCompression.level`.
// The whole request is more than their sum by routing, the PageRequest, the render cache's hash of
// the Outputs, the ETag and the headers.
//
// `--levels` adds, per page, the gzip size and median µs of its HTML at libdeflate levels 1, 2, 3, 4,
// 6, 9 and 12 (`Gzip.compress`, the compressor the server uses), the figures for choosing
// `ResponseCompression.level` (pages, compressed on first demand) and `StaticFile.gzipLevel`.

/// One page type: its URL and how to build its Outputs on their own, as its handler does.
struct Page {
    var name: String
    var target: String
    var template: String
    var language: Language
    var outputs: @Sendable (Dependencies) async -> any Encodable & Hashable & Sendable
}

let pages: [Page] = [
    home(.en), home(.ja), comic(.en), comic(.ja),
    Page(name: "news", target: "/news?lang=en", template: "pages/news", language: .en) { dependencies in
        await news(dependencies).outputs(for: .init(language: .en))
    },
    Page(name: "news (ja)", target: "/news?lang=ja", template: "pages/news", language: .ja) { dependencies in
        await news(dependencies).outputs(for: .init(language: .ja))
    },
    search(.en), search(.ja),
    Page(name: "movies", target: "/movies?q=crimson&lang=en", template: "pages/movies", language: .en) { dependencies in
        await MovieSearchViewModel(movies: dependencies.movies, imageBase: dependencies.tmdbImageBase, now: dependencies.now)
            .outputs(for: .init(query: "crimson", page: 1, language: .en))
    },
    Page(name: "movie detail", target: "/movies/1025?lang=en&region=US", template: "pages/movie", language: .en) {
        dependencies in
        await MovieDetailViewModel(movies: dependencies.movies, imageBase: dependencies.tmdbImageBase, now: dependencies.now)
            .outputs(
                for: .init(
                    id: 1025, language: .en, search: MovieSearchContext(query: nil, page: nil), region: MovieRegion.named("US")))
    },
    Page(name: "article", target: "/wiki/Alderia?lang=en", template: "pages/article", language: .en) { dependencies in
        await ArticleViewModel(articles: dependencies.articles).outputs(for: .init(title: "Alderia", language: .en))
    },
    Page(name: "not found", target: "/nowhere?lang=en", template: "pages/error", language: .en) { _ in
        ErrorPageViewModel().outputs(
            for: .init(
                problem: .notFound, code: 404, detail: "There is no page at this address.", language: .en,
                path: "/nowhere"))
    },
]

/// A page's name in the table: `comic`, or `comic (ja)` for a language besides English.
func name(_ page: String, _ language: Language) -> String {
    language == .en ? page : "\(page) (\(language.rawValue))"
}

func home(_ language: Language) -> Page {
    Page(name: name("home", language), target: "/?lang=\(language.rawValue)", template: "pages/home", language: language) {
        dependencies in
        await HomeViewModel(
            featured: dependencies.featured, news: dependencies.news, comics: dependencies.comics,
            trending: dependencies.trending, tmdbImageBase: dependencies.tmdbImageBase, now: dependencies.now,
            deadline: dependencies.homeDeadline, sleep: dependencies.sleep
        ).outputs(for: .init(language: language))
    }
}

func comic(_ language: Language) -> Page {
    Page(
        name: name("comic", language), target: "/comics/2950?lang=\(language.rawValue)", template: "pages/comic",
        language: language
    ) { dependencies in
        await ComicViewModel(
            comics: dependencies.comics, images: dependencies.images, now: dependencies.now,
            sleep: dependencies.sleep
        ).outputs(for: .init(number: 2950, language: language))
    }
}

func search(_ language: Language) -> Page {
    Page(
        name: name("search", language), target: "/search?q=lighthouse&lang=\(language.rawValue)", template: "pages/search",
        language: language
    ) { dependencies in
        guard case .valid(let inputs) = SearchViewModel.parse(text: "lighthouse", limit: nil, offset: nil, language: language)
        else {
            preconditionFailure("the benchmark's search is valid")
        }
        return await SearchViewModel(wikipedia: dependencies.wikipedia, now: dependencies.now).outputs(for: inputs)
    }
}

func news(_ dependencies: Dependencies) -> NewsViewModel {
    NewsViewModel(
        news: dependencies.news, now: dependencies.now, loadingDeadline: dependencies.newsLoadingDeadline,
        sleep: dependencies.sleep)
}

/// What the command line asks for; read once, before measuring starts.
struct Options: Sendable {
    var runs = 200
    var showPhases = false
    var showLevels = false
    var filters: [String] = []
}

let levels: [Int32] = [1, 2, 3, 4, 6, 9, 12]
let options: Options = {
    var options = Options()
    var arguments = CommandLine.arguments.dropFirst()
    while let argument = arguments.popFirst() {
        if argument == "--runs", let value = arguments.popFirst().flatMap(Int.init) {
            options.runs = value
        } else if argument == "--phases" {
            options.showPhases = true
        } else if argument == "--levels" {
            options.showLevels = true
        } else {
            options.filters.append(argument)
        }
    }
    return options
}()
let runs = options.runs

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

/// Microseconds and heap allocations of each of `runs` calls of `body` (after `prepare`, untimed).
struct Sample {
    var micros: [Double] = []
    var allocations: [Double] = []

    static func of(
        isolation: isolated (any Actor)? = #isolation, runs: Int, prepare: () -> Void = {},
        _ body: () async -> Void
    ) async -> Sample {
        var sample = Sample()
        for _ in 0..<runs {
            prepare()
            let allocatedBefore = kiosk_allocation_count()
            let started = ContinuousClock.now
            await body()
            let elapsed = ContinuousClock.now - started
            sample.allocations.append(Double(kiosk_allocation_count() - allocatedBefore))
            sample.micros.append(Double(elapsed.components.attoseconds) / 1e12 + Double(elapsed.components.seconds) * 1e6)
        }
        return sample
    }

    var medianMicros: Double { median(micros) }
    var p90Micros: Double { micros.sorted()[micros.count * 9 / 10] }
    var medianAllocations: Double { median(allocations) }
}

/// The render phase for `outputs`, opened from its existential so `Site.renderedHTML` sees the concrete type.
func render<Outputs: Encodable & Hashable & Sendable>(_ outputs: Outputs, page: Page, site: Site) -> [UInt8] {
    site.renderedHTML(outputs, template: page.template, language: page.language)
}

let frozen = Date(timeIntervalSince1970: 1_795_262_400)
// Measured off the main actor, where a server's request task runs: from top-level code every
// `await` of the site hopped to the global executor and back, two thread wake-ups per request that
// were 25-45 µs of each "whole" and "outputs" median (perf: futex wakes from swift_task_switch).
try await Task.detached {
    try await OfflineSite.with(now: { frozen }, newsLoadingDeadline: .seconds(60)) { offline in
        var header = "page | status |  bytes (gzip) | median µs |  p90 µs | allocations"
        if options.showPhases { header += " | outputs µs (allocs) | render µs (allocs) | gzip µs (allocs) | html bytes" }
        if options.showLevels { header += levels.map { " | gzip -\($0) bytes, µs" }.joined() }
        print(header)
        for page in pages where options.filters.isEmpty || options.filters.contains(page.name) {
            // Once to fill the upstream cache (and check the page works); then measured runs.
            let first = try await offline.get(page.target, headers: [("Accept-Encoding", "gzip")])
            let whole = await Sample.of(runs: runs, prepare: { offline.site.forgetRenderedPages() }) {
                do {
                    let request = try TestSite.request(page.target, headers: [("Accept-Encoding", "gzip")])
                    _ = await offline.site.respond(request)
                } catch {
                    preconditionFailure("\(page.target) is a valid request target: \(error)")
                }
            }
            var line = String(
                format: "%@ | %7d | %13d | %9.1f | %7.1f | %11.0f", page.name, first.status.code, first.body.count,
                whole.medianMicros, whole.p90Micros, whole.medianAllocations)
            if options.showPhases {
                let dependencies = offline.dependencies
                let outputs = await Sample.of(runs: runs) { _ = await page.outputs(dependencies) }
                let sample = await page.outputs(dependencies)
                var html: [UInt8] = []
                let rendering = await Sample.of(runs: runs) { html = render(sample, page: page, site: offline.site) }
                let gzip = await Sample.of(runs: runs) {
                    do {
                        _ = try Gzip.compress(html, level: ResponseCompression.level)
                    } catch {
                        preconditionFailure("gzip of \(page.name) failed: \(error)")
                    }
                }
                for phase in [outputs, rendering, gzip] {
                    line += String(format: " | %8.1f (%5.0f)", phase.medianMicros, phase.medianAllocations)
                }
                line += String(format: " | %10d", html.count)
            }
            if options.showLevels {
                let sample = await page.outputs(offline.dependencies)
                let html = render(sample, page: page, site: offline.site)
                for level in levels {
                    var size = 0
                    let gzip = await Sample.of(runs: runs) {
                        do {
                            size = try Gzip.compress(html, level: level).count
                        } catch {
                            preconditionFailure("gzip -\(level) of \(page.name) failed: \(error)")
                        }
                    }
                    line += String(format: " | %6d, %5.1f", size, gzip.medianMicros)
                }
            }
            print(line)
        }
        if options.filters.isEmpty || options.filters.contains(ArticleCold.name) {
            try await ArticleCold.measure(offline, runs: max(runs / 10, 5))
        }
    }
}.value
