import HTTPServer
import Models
import Upstream
import Web

/// What `/readyz` and `/metrics` read from the running instance: the server's connections, the
/// upstream caches' counters, Redis and the access log. Web's `Operations` knows none of these
/// layers; this is where they meet.
enum OperationsWiring {
    static func attach(
        to operations: Operations, server: Server, clients: UpstreamClients, shared: SharedCache?,
        prefetcher: Prefetcher?, logBuffer: LogBuffer
    ) {
        let apiCache = clients.apiCache
        operations.addChecks {
            var checks: [Operations.Check] = []
            if let shared {
                // Bounded by the client's 50 ms timeouts; while Redis is marked down it fails at once.
                let reachable = await shared.redis.ping()
                checks.append(
                    .init(
                        name: "redis",
                        problem: reachable
                            ? nil
                            : "unreachable at \(shared.redis.configuration.address); serving from this process's memory and the upstreams"
                    ))
            }
            for source in Source.allCases {
                let remaining = apiCache.cooldownRemaining(for: source)
                checks.append(
                    .init(name: source.rawValue, problem: remaining.map { "cooling down: asked to wait, \($0) s left" }))
            }
            checks.append(.init(name: "news-links", problem: clients.newsLinks.protocolProblem))
            return checks
        }
        operations.addCollector { scrape in
            scrape.gauge(
                "kiosk_http_connections_open", help: "Client connections open now.", value: Double(server.connectionCount))
            scrape.counter(
                "kiosk_log_lines_dropped_total", help: "Log lines dropped because the log buffer was full.",
                total: logBuffer.droppedLines)
            for (name, cache) in [("api", clients.apiCache), ("images", clients.imageCache)] {
                record(cache.stats, cache: name, into: scrape)
            }
            for source in Source.allCases {
                scrape.gauge(
                    "kiosk_upstream_cooldown_seconds", help: "Seconds left in a source's 429/503 cooldown (0: none).",
                    labels: [("source", source.rawValue)], value: Double(apiCache.cooldownRemaining(for: source) ?? 0))
            }
            if let prefetcher {
                record(prefetcher.stats, into: scrape)
            }
            record(clients.newsLinks.stats, into: scrape)
            if let shared {
                let stats = shared.stats
                scrape.gauge(
                    "kiosk_redis_up", help: "1 while the shared cache on Redis answers, 0 while this instance runs without it.",
                    value: shared.redis.isReachable ? 1 : 0)
                scrape.counter(
                    "kiosk_shared_cache_hits_total", help: "Misses here answered by a value another instance stored in Redis.",
                    total: stats.hits)
                scrape.counter(
                    "kiosk_shared_cache_lock_waits_total",
                    help: "Misses that waited for another instance's fetch of the same key.",
                    total: stats.lockWaits)
                scrape.counter(
                    "kiosk_shared_cache_fallbacks_total", help: "Misses fetched without the fleet because Redis failed.",
                    total: stats.fallbacks)
            }
        }
    }

    private static func record(_ stats: GoogleNewsLinkClient.Stats, into scrape: MetricsScrape) {
        let help =
            "Headline clicks (/news/go/): resolved by asking Google, answered from the cache, or fell back to the choice page (by reason)."
        scrape.counter("kiosk_news_links_total", help: help, labels: [("outcome", "resolved")], total: stats.resolved)
        scrape.counter("kiosk_news_links_total", help: help, labels: [("outcome", "cached")], total: stats.cached)
        for reason in NewsLinkFailure.allCases {
            scrape.counter(
                "kiosk_news_links_total", help: help, labels: [("outcome", "fell_back"), ("reason", reason.rawValue)],
                total: stats.fellBack[reason] ?? 0)
        }
    }

    private static func record(_ stats: Prefetcher.Stats, into scrape: MetricsScrape) {
        let outcomes = [
            ("enqueued", stats.enqueued), ("done", stats.done), ("dropped", stats.dropped),
            ("skipped_cooling", stats.skippedCooling), ("skipped_cached", stats.skippedCached),
            ("fetched", stats.fetched), ("failed", stats.failed),
        ]
        for (outcome, total) in outcomes {
            scrape.counter(
                "kiosk_prefetch_total",
                help:
                    "Prev/next prefetch: jobs enqueued, done and dropped (queue full); warmings skipped (cooling down, cached), fetched and failed.",
                labels: [("outcome", outcome)], total: total)
        }
    }

    private static func record(_ stats: UpstreamCache.Stats, cache: String, into scrape: MetricsScrape) {
        scrape.gauge(
            "kiosk_cache_entries", help: "Entries in a cache of this process.", labels: [("cache", cache)],
            value: Double(stats.entries))
        scrape.gauge(
            "kiosk_cache_bytes", help: "Bytes held by a cache of this process.", labels: [("cache", cache)],
            value: Double(stats.bytes))
        for source in Source.allCases {
            let counts = stats.sources[source] ?? .init()
            let labels = [("source", source.rawValue), ("cache", cache)]
            scrape.counter(
                "kiosk_upstream_cache_hits_total", help: "Calls answered fresh from this process's cache.",
                labels: labels, total: counts.hits)
            scrape.counter(
                "kiosk_upstream_requests_total", help: "Requests sent to an upstream.", labels: labels,
                total: counts.upstreamRequests)
            scrape.counter(
                "kiosk_upstream_errors_total", help: "Upstream requests that failed (not counting \"not found\" answers).",
                labels: labels, total: counts.upstreamErrors)
        }
    }
}

extension OperationsWiring {
    /// `/metrics` for the upstream limits: refusals by reason and source, and each budget's tokens.
    static func attach(_ limiter: UpstreamLimiter, to operations: Operations) {
        operations.addCollector { scrape in
            let refusals = limiter.refusals
            for reason in UpstreamLimiter.Reason.allCases {
                for source in Source.allCases {
                    scrape.counter(
                        "kiosk_limited_total",
                        help:
                            "Upstream fetches refused: the client's share was used up (client), or the source's budget had no token in time (budget).",
                        labels: [("reason", reason.rawValue), ("source", source.rawValue)], total: refusals[reason]?[source] ?? 0)
                }
            }
            for (budget, tokens) in limiter.tokens().sorted(by: { $0.key < $1.key }) {
                scrape.gauge(
                    "kiosk_budget_tokens",
                    help:
                        "Tokens in a source's budget when this instance last asked, refilled since (the fleet's bucket with Redis).",
                    labels: [("budget", budget)], value: tokens)
            }
            scrape.gauge(
                "kiosk_limit_buckets", help: "Client and budget buckets held in this process's memory (capped).",
                value: Double(limiter.localBucketCount))
        }
    }
}
