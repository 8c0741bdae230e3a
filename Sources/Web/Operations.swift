import HTTPServer
import Locking
import Prometheus

/// What an operator and a load balancer see of a running instance: `GET /readyz` (is it serving,
/// starting or draining, and which dependencies are degraded) and `GET /metrics` (Prometheus text
/// format, exposition 0.0.4).
///
/// Requests are counted as they complete (`record`, called by the server for every answer, micro-cache
/// hits and its own error pages included). Everything else (connections, cache sizes, upstream
/// counters, Redis) is read when `/metrics` is scraped, from the counters the other layers already
/// keep, through the collectors `kiosk serve` adds; this type knows none of those layers.
public final class Operations: Sendable {
    public enum Phase: String, Sendable { case starting, serving, draining }

    /// One dependency as `/readyz` reports it; `problem` nil means healthy.
    public struct Check: Sendable, Equatable {
        public var name: String
        public var problem: String?
        public init(name: String, problem: String? = nil) {
            self.name = name
            self.problem = problem
        }
    }

    /// Upper bounds of the latency histogram, in seconds: a micro-cache hit is well under a
    /// millisecond, an upstream fetch tens to hundreds, a timeout 8 s.
    static let latencyBuckets: [Duration] = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]
        .map { Duration.microseconds(Int64($0 * 1_000_000)) }

    private let registry = PrometheusCollectorRegistry()
    private let phase = Mutex(Phase.starting)
    private let series = Mutex(RequestSeries())
    private let checks = Mutex<[@Sendable () async -> [Check]]>([])
    private let collectors = Mutex<[@Sendable (MetricsScrape) -> Void]>([])
    private let scrape: MetricsScrape

    public init() {
        scrape = MetricsScrape(registry: registry)
    }

    /// Where the instance is in its life; `/readyz` answers 503 unless `serving`.
    public var currentPhase: Phase { phase.withLock { $0 } }

    public func enter(_ next: Phase) { phase.withLock { $0 = next } }

    /// Adds dependency checks for `/readyz` (run on each request to it: keep them bounded, tens of ms).
    public func addChecks(_ check: @escaping @Sendable () async -> [Check]) { checks.withLock { $0.append(check) } }

    /// Adds values read at each scrape of `/metrics`.
    public func addCollector(_ collect: @escaping @Sendable (MetricsScrape) -> Void) { collectors.withLock { $0.append(collect) } }

    /// Counts one answered request by route and status and records its latency.
    public func record(_ request: CompletedRequest) {
        let route = request.route.isEmpty ? Self.unroutedLabel : request.route
        let (counter, histogram) = series.withLock { series in
            series.instruments(route: route, status: request.status, registry: registry)
        }
        counter.increment()
        histogram.record(request.duration)
    }

    /// The label of requests no route answered (unknown paths, static files, wrong methods).
    static let unroutedLabel = "(none)"

    /// `GET /readyz`: 200 while serving (degraded dependencies are listed, but the pages still work
    /// without them), 503 while starting or draining, so a balancer sends new work elsewhere.
    func readiness() async -> Response {
        let phase = currentPhase
        var results: [Check] = []
        for check in checks.withLock({ $0 }) { results += await check() }
        let degraded = results.filter { $0.problem != nil }
        var text = phase == .serving ? (degraded.isEmpty ? "ready\n" : "ready, degraded: \(degraded.map(\.name).joined(separator: ", "))\n")
                                     : "not ready: \(phase.rawValue)\n"
        for check in results {
            text += "\(check.name): \(check.problem ?? "ok")\n"
        }
        var response = Response.text(text, status: phase == .serving ? 200 : 503)
        response.headers["Cache-Control"] = "no-store"
        return response
    }

    /// `GET /metrics`: every collector's current values, then the whole registry as text.
    func metrics() -> Response {
        for collect in collectors.withLock({ $0 }) { collect(scrape) }
        scrape.gauge("kiosk_ready", help: "1 while serving, 0 while starting or draining.", value: currentPhase == .serving ? 1 : 0)
        var response = Response(status: 200, headers: ["Content-Type": "text/plain; version=0.0.4; charset=utf-8"],
                                body: registry.emitToBuffer())
        response.headers["Cache-Control"] = "no-store"
        return response
    }

}

/// The per-route request counters and latency histograms, made on first use (routes and statuses
/// are few, so the series stay bounded) and kept so the hot path does one dictionary lookup.
private struct RequestSeries {
    struct Key: Hashable {
        var route: String
        var status: Int
    }
    var counters: [Key: Counter] = [:]
    var histograms: [String: DurationHistogram] = [:]

    mutating func instruments(route: String, status: Int, registry: PrometheusCollectorRegistry) -> (Counter, DurationHistogram) {
        let key = Key(route: route, status: status)
        let counter = counters[key] ?? {
            let made = registry.makeCounter(descriptor: .named("kiosk_http_requests_total", help: "Answered HTTP requests by route pattern and status."),
                                            labels: [("route", route), ("status", String(status))])
            counters[key] = made
            return made
        }()
        let histogram = histograms[route] ?? {
            let made = registry.makeDurationHistogram(
                descriptor: .named("kiosk_http_request_duration_seconds", help: "Time from a request's last byte to its answer, by route pattern."),
                labels: [("route", route)], buckets: Operations.latencyBuckets)
            histograms[route] = made
            return made
        }()
        return (counter, histogram)
    }
}

/// What a collector writes into at each scrape: gauges are set; counters kept by other layers as
/// running totals are turned into the registry's counters by adding what grew since the last scrape.
public final class MetricsScrape: Sendable {
    private struct SeriesKey: Hashable {
        var name: String
        var labels: [String]
    }
    private let registry: PrometheusCollectorRegistry
    private let counted = Mutex<[SeriesKey: (counter: Counter, total: Int)]>([:])

    init(registry: PrometheusCollectorRegistry) {
        self.registry = registry
    }

    public func gauge(_ name: String, help: String, labels: [(String, String)] = [], value: Double) {
        registry.makeGauge(descriptor: .named(name, help: help), labels: labels).set(value)
    }

    /// `total` is a running count since the process started (it never goes down).
    public func counter(_ name: String, help: String, labels: [(String, String)] = [], total: Int) {
        let key = SeriesKey(name: name, labels: labels.flatMap { [$0.0, $0.1] })
        counted.withLock { counted in
            let entry = counted[key] ?? (registry.makeCounter(descriptor: .named(name, help: help), labels: labels), 0)
            if total > entry.total { entry.counter.increment(by: Int64(total - entry.total)) }
            counted[key] = (entry.counter, max(total, entry.total))
        }
    }
}

extension MetricNameDescriptor {
    /// A metric whose whole name is given (`kiosk_http_requests_total`), with its `# HELP` text.
    static func named(_ name: String, help: String) -> MetricNameDescriptor {
        MetricNameDescriptor(metricName: name, unitName: "", helpText: help)
    }
}
