import Foundation
import HTTPServer
import Locking
import Models
import Testing
import TestSupport
@testable import Web

/// /readyz for balancers, /metrics for operators.
@Suite struct OperationsTests {
    @Test func readyz_answers503UntilServing_200WhileServing_503WhileDraining() async throws {
        let operations = Operations()
        let site = try await TestSite.make(operations: operations)
        let starting = await site.respond(try TestSite.request("/readyz"))
        #expect(starting.status == 503)
        #expect(starting.text == "not ready: starting\n")
        #expect(starting.headers["Cache-Control"] == "no-store")
        operations.enter(.serving)
        let serving = await site.respond(try TestSite.request("/readyz"))
        #expect(serving.status == 200)
        #expect(serving.text == "ready\n")
        operations.enter(.draining)
        #expect(await site.respond(try TestSite.request("/readyz")).status == 503)
    }

    @Test func readyz_whenADependencyIsDegraded_staysReadyAndNamesIt() async throws {
        let operations = Operations()
        operations.addChecks {
            [
                .init(
                    name: "redis", problem: "unreachable at 127.0.0.1:6379; serving from this process's memory and the upstreams"),
                .init(name: "xkcd"),
            ]
        }
        operations.enter(.serving)
        let site = try await TestSite.make(operations: operations)
        let response = await site.respond(try TestSite.request("/readyz"))
        #expect(response.status == 200)
        #expect(
            response.text == """
                ready, degraded: redis
                redis: unreachable at 127.0.0.1:6379; serving from this process's memory and the upstreams
                xkcd: ok

                """)
    }

    @Test func metrics_countRequestsByRoutePatternAndStatus_withLatencyHistogram() async throws {
        let operations = Operations()
        let comics = [1, 2].map {
            Comic(
                number: $0, title: "Comic \($0)", altText: "Alt", imageURL: "https://imgs.xkcd.com/comics/c\($0).png",
                year: 2026, month: 11, day: 20, link: nil, isInteractive: false, transcript: nil, news: nil)
        }
        let site = try await TestSite.make(
            comics: StubComicsClient(latest: 2, comics: [1: comics[0], 2: comics[1]]), operations: operations)
        for target in ["/comics/1", "/comics/2", "/comics/2", "/nowhere", "/css/site.css"] {
            let response = await site.respond(try TestSite.request(target))
            operations.record(
                CompletedRequest(method: "GET", route: response.route, status: response.status, duration: .milliseconds(3)))
        }
        let text = await site.respond(try TestSite.request("/metrics")).text
        // Two of the three comic views are one micro-cache hit: it keeps the route it was made by.
        #expect(text.contains(#"kiosk_http_requests_total{route="/comics/:number",status="200"} 3"#), "\(text)")
        #expect(text.contains(#"kiosk_http_requests_total{route="(none)",status="404"} 1"#))
        #expect(text.contains(#"kiosk_http_requests_total{route="(static)",status="200"} 1"#))
        #expect(text.contains(#"kiosk_http_request_duration_seconds_bucket{route="/comics/:number",le="0.0025"} 0"#))
        #expect(text.contains(#"kiosk_http_request_duration_seconds_bucket{route="/comics/:number",le="0.005"} 3"#))
        #expect(text.contains("# HELP kiosk_http_requests_total Answered HTTP requests by route pattern and status."))
        #expect(text.contains("kiosk_ready 0"))
        #expect(!text.contains("/comics/1"), "paths never become labels")
    }

    @Test func metrics_scrapedRunningTotals_becomeCountersThatOnlyGrowByWhatGrew() async throws {
        let operations = Operations()
        let total = TestCounter()
        operations.addCollector { scrape in
            scrape.counter(
                "kiosk_test_total", help: "A running total kept elsewhere.", labels: [("source", "xkcd")], total: total.value)
            scrape.gauge("kiosk_test_entries", help: "A size.", value: Double(total.value * 10))
        }
        total.value = 5
        _ = operations.metrics()
        total.value = 7
        let text = operations.metrics().text
        #expect(text.contains(#"kiosk_test_total{source="xkcd"} 7"#), "\(text)")
        #expect(text.contains("kiosk_test_entries 70"))
        #expect(text.contains("# TYPE kiosk_test_total counter"))
        #expect(operations.metrics().headers["Content-Type"] == "text/plain; version=0.0.4; charset=utf-8")
    }
}

extension OperationsTests {
    @Test func metrics_whenCollectorsInterleaveFamilies_writeEachFamilyOnce_withItsSamplesAndEscapedLabels() async throws {
        let operations = Operations()
        operations.addCollector { scrape in
            for source in ["xkcd", "tmdb"] {
                scrape.gauge("kiosk_test_seconds", help: "Seconds.", labels: [("source", source)], value: 0.25)
                scrape.counter("kiosk_test_total", help: "Counted.", labels: [("source", source)], total: 3)
            }
            scrape.gauge("kiosk_test_label", help: "Odd label.", labels: [("name", "a\"b\\c\nd")], value: -2)
        }
        let text = operations.metrics().text
        #expect(text.components(separatedBy: "# HELP kiosk_test_seconds Seconds.\n# TYPE kiosk_test_seconds gauge\n").count == 2)
        #expect(text.contains("kiosk_test_seconds{source=\"xkcd\"} 0.25\nkiosk_test_seconds{source=\"tmdb\"} 0.25\n"), "\(text)")
        #expect(text.contains("kiosk_test_total{source=\"tmdb\"} 3"))
        #expect(text.contains(#"kiosk_test_label{name="a\"b\\c\nd"} -2"#))
        #expect(text.contains(#"kiosk_http_request_duration_seconds"#) == false, "no requests, no empty family")
    }
}

/// A running total a collector reads, as the upstream cache's counters are.
final class TestCounter: Sendable {
    private let total = Mutex(0)
    var value: Int {
        get { total.withLock { $0 } }
        set { total.withLock { $0 = newValue } }
    }
}
