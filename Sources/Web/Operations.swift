import HTTPServer
import Locking

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

    private let phase = Mutex(Phase.starting)
    /// Request counts and latencies, one table per core, summed when `/metrics` is read: a
    /// process-wide lock, a shared atomic counter and a histogram lock per request would be three
    /// cache lines every core fights over; a scrape is rare, a request is not.
    private let series = PerCore { RequestSeries() }
    private let checks = Mutex<[@Sendable () async -> [Check]]>([])
    private let collectors = Mutex<[@Sendable (MetricsScrape) -> Void]>([])

    public init() {}

    /// Where the instance is in its life; `/readyz` answers 503 unless `serving`.
    public var currentPhase: Phase { phase.withLock { $0 } }

    public func enter(_ next: Phase) { phase.withLock { $0 = next } }

    /// Adds dependency checks for `/readyz` (run on each request to it: keep them bounded, tens of ms).
    public func addChecks(_ check: @escaping @Sendable () async -> [Check]) { checks.withLock { $0.append(check) } }

    /// Adds values read at each scrape of `/metrics`.
    public func addCollector(_ collect: @escaping @Sendable (MetricsScrape) -> Void) {
        collectors.withLock { $0.append(collect) }
    }

    /// Counts one answered request by route and status and records its latency.
    public func record(_ request: CompletedRequest) {
        let route = request.route.isEmpty ? Self.unroutedLabel : request.route
        let bucket = Self.bucketIndex(request.duration)
        series.withLocal { $0.record(route: route, status: request.status.code, bucket: bucket, duration: request.duration) }
    }

    /// The first bucket whose bound holds `duration`; `latencyBuckets.count` for none (+Inf).
    static func bucketIndex(_ duration: Duration) -> Int {
        latencyBuckets.firstIndex { duration <= $0 } ?? latencyBuckets.count
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
        var text =
            phase == .serving
            ? (degraded.isEmpty ? "ready\n" : "ready, degraded: \(degraded.map(\.name).joined(separator: ", "))\n")
            : "not ready: \(phase.rawValue)\n"
        for check in results {
            text += "\(check.name): \(check.problem ?? "ok")\n"
        }
        var response = Response.text(text, status: phase == .serving ? 200 : 503)
        response.headers["Cache-Control"] = "no-store"
        return response
    }

    /// `GET /metrics`: every collector's current values, then the request series, as one text.
    func metrics() -> Response {
        let scrape = MetricsScrape()
        for collect in collectors.withLock({ $0 }) { collect(scrape) }
        scrape.gauge(
            "kiosk_ready", help: "1 while serving, 0 while starting or draining.", value: currentPhase == .serving ? 1 : 0)
        var total = RequestSeries()
        series.forEach { total.add($0) }
        var body = Array(scrape.text.utf8)
        total.emit(into: &body)
        var response = Response(status: 200, headers: ["Content-Type": "text/plain; version=0.0.4; charset=utf-8"], body: body)
        response.headers["Cache-Control"] = "no-store"
        return response
    }

}

/// Request counters by route and status and latency histograms by route, as one core keeps them
/// (routes and statuses are few, so the tables stay small); `add` sums cores and `emit` writes the
/// Prometheus text the registry would.
private struct RequestSeries {
    struct Key: Hashable {
        var route: String
        var status: Int
    }
    struct Histogram {
        /// Observations per bucket (not cumulative); the last is +Inf.
        var buckets = [Int](repeating: 0, count: Operations.latencyBuckets.count + 1)
        var sum = Duration.zero
        var count = 0
    }
    var counters: [Key: Int] = [:]
    var histograms: [String: Histogram] = [:]

    mutating func record(route: String, status: Int, bucket: Int, duration: Duration) {
        counters[Key(route: route, status: status), default: 0] += 1
        histograms[route, default: Histogram()].record(bucket: bucket, duration: duration)
    }

    mutating func add(_ other: RequestSeries) {
        counters.merge(other.counters, uniquingKeysWith: +)
        for (route, histogram) in other.histograms {
            histograms[route, default: Histogram()].add(histogram)
        }
    }

    static let requestsName = "kiosk_http_requests_total"
    static let requestsHelp = "Answered HTTP requests by route pattern and status."
    static let durationName = "kiosk_http_request_duration_seconds"
    static let durationHelp = "Time from a request's last byte to its answer, by route pattern."

    func emit(into text: inout [UInt8]) {
        var out = ""
        if !counters.isEmpty {
            out += "# HELP \(Self.requestsName) \(Self.requestsHelp)\n# TYPE \(Self.requestsName) counter\n"
            for key in counters.keys.sorted(by: { ($0.route, $0.status) < ($1.route, $1.status) }) {
                out += "\(Self.requestsName){route=\"\(Self.escaped(key.route))\",status=\"\(key.status)\"} \(counters[key]!)\n"
            }
        }
        if !histograms.isEmpty {
            out += "# HELP \(Self.durationName) \(Self.durationHelp)\n# TYPE \(Self.durationName) histogram\n"
            for route in histograms.keys.sorted() {
                let histogram = histograms[route]!
                let label = "route=\"\(Self.escaped(route))\""
                var cumulative = 0
                for (index, bound) in Operations.latencyBuckets.enumerated() {
                    cumulative += histogram.buckets[index]
                    out += "\(Self.durationName)_bucket{\(label),le=\"\(Self.seconds(bound))\"} \(cumulative)\n"
                }
                out += "\(Self.durationName)_bucket{\(label),le=\"+Inf\"} \(histogram.count)\n"
                out += "\(Self.durationName)_sum{\(label)} \(Self.seconds(histogram.sum))\n"
                out += "\(Self.durationName)_count{\(label)} \(histogram.count)\n"
            }
        }
        text.append(contentsOf: out.utf8)
    }

    /// A duration as the exposition format writes seconds (`0.0025`, `1`).
    static func seconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        return MetricsScrape.number(Double(seconds) + Double(attoseconds) / 1e18)
    }

    /// A label value as the exposition format writes it: backslash, quote and newline escaped.
    static func escaped(_ value: String) -> String {
        var out = ""
        for character in value {
            switch character {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            default: out.append(character)
            }
        }
        return out
    }
}

private extension RequestSeries.Histogram {
    mutating func record(bucket: Int, duration: Duration) {
        buckets[bucket] += 1
        sum += duration
        count += 1
    }

    mutating func add(_ other: Self) {
        for index in buckets.indices { buckets[index] += other.buckets[index] }
        sum += other.sum
        count += other.count
    }
}

/// What the collectors write into at one scrape of `/metrics`: the values other layers keep, as
/// gauges (a size or a state now) and counters (running totals since the process started, which
/// only grow), written in the Prometheus text format as families in the order first written.
public final class MetricsScrape: Sendable {
    private struct Family {
        var help: String
        var type: String
        var samples: [String] = []
    }
    private struct Families {
        var order: [String] = []
        var byName: [String: Family] = [:]
    }
    private let families = Mutex(Families())

    init() {}

    public func gauge(_ name: String, help: String, labels: [(String, String)] = [], value: Double) {
        add(name, help: help, type: "gauge", labels: labels, value: Self.number(value))
    }

    /// `total` is a running count since the process started (it never goes down).
    public func counter(_ name: String, help: String, labels: [(String, String)] = [], total: Int) {
        add(name, help: help, type: "counter", labels: labels, value: String(total))
    }

    private func add(_ name: String, help: String, type: String, labels: [(String, String)], value: String) {
        let labelText =
            labels.isEmpty
            ? "" : "{" + labels.map { "\($0.0)=\"\(RequestSeries.escaped($0.1))\"" }.joined(separator: ",") + "}"
        families.withLock { families in
            if families.byName[name] == nil {
                families.order.append(name)
                families.byName[name] = Family(help: help, type: type)
            }
            families.byName[name]?.samples.append(name + labelText + " " + value)
        }
    }

    /// The exposition text (format 0.0.4) of everything written so far.
    var text: String {
        families.withLock { families in
            var out = ""
            for name in families.order {
                guard let family = families.byName[name] else { continue }
                out += "# HELP \(name) \(family.help)\n# TYPE \(name) \(family.type)\n"
                for sample in family.samples { out += sample + "\n" }
            }
            return out
        }
    }

    /// Whole values without a fraction (`5`, not `5.0`); others as Swift's shortest form.
    static func number(_ value: Double) -> String {
        if value.isNaN { return "NaN" }
        if value.isInfinite { return value > 0 ? "+Inf" : "-Inf" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }
}
