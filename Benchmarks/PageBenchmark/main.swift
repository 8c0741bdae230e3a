import CAllocationCounter
import Foundation
import HTTPServer
import TestSupport
import Web

// Cold pages (issue 10): for every page type, the time and heap allocations of one request whose
// upstream data is already in the upstream cache but whose page was never rendered: handler,
// ViewModel Outputs, Mustache render, ETag and gzip. Build and run in release:
//   swift build -c release --product PageBenchmark && .build/release/PageBenchmark [--runs N] [page name…]
// The whole site runs in process against the sample upstream on loopback (as `kiosk serve --offline`),
// with the clock frozen so every run renders the same Outputs.

let pages: [(name: String, target: String)] = [
    ("home", "/?lang=en"),
    ("comic", "/comics/2950?lang=en"),
    ("news", "/news?lang=en"),
    ("news (ja)", "/news?lang=ja"),
    ("search", "/search?q=lighthouse&lang=en"),
    ("movies", "/movies?q=crimson&lang=en"),
    ("movie detail", "/movies/1025?lang=en"),
    ("not found", "/nowhere?lang=en"),
]

var runs = 200
var filters: [String] = []
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    if argument == "--runs", let value = arguments.popFirst().flatMap(Int.init) { runs = value } else { filters.append(argument) }
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

let frozen = Date(timeIntervalSince1970: 1_795_262_400)
try await OfflineSite.with(now: { frozen }, newsLoadingDeadline: .seconds(60)) { offline in
    print("page | status |  bytes (gzip) | median µs |  p90 µs | allocations")
    for page in pages where filters.isEmpty || filters.contains(page.name) {
        // Once to fill the upstream cache (and check the page works); then measured runs.
        let first = try await offline.get(page.target, headers: [("Accept-Encoding", "gzip")])
        var micros: [Double] = []
        var allocations: [Double] = []
        for _ in 0..<runs {
            offline.site.forgetRenderedPages()
            let request = try TestSite.request(page.target, headers: [("Accept-Encoding", "gzip")])
            let allocatedBefore = kiosk_allocation_count()
            let started = ContinuousClock.now
            _ = await offline.site.respond(request)
            let elapsed = ContinuousClock.now - started
            allocations.append(Double(kiosk_allocation_count() - allocatedBefore))
            micros.append(Double(elapsed.components.attoseconds) / 1e12 + Double(elapsed.components.seconds) * 1e6)
        }
        let p90 = micros.sorted()[micros.count * 9 / 10]
        print(String(format: "%@ | %7d | %13d | %9.1f | %7.1f | %11.0f", page.name, first.status, first.body.count,
                     median(micros), p90, median(allocations)))
    }
}
