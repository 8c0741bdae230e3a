import ArgumentParser
import Upstream
import Web

/// `kiosk serve`'s flags for upstream budgets, per-client shares and the proxies trusted to name the client.
struct LimitOptions: ParsableArguments {
    @Option(
        help:
            "A source's request budget, SOURCE=N/s[:BURST] (wikipedia, news, xkcd, tmdb, images: each image host); repeatable. Shared by the fleet with --cache redis://. Env: KIOSK_UPSTREAM_RATE (comma-separated)."
    )
    var upstreamRate: [String] = []

    @Option(
        help:
            "Upstream fetches one client may cause, N/min[:BURST] (cache hits are free). Env: KIOSK_CLIENT_RATE. Default: 30/min:10."
    )
    var clientRate: String?

    @Option(help: "Title suggestions one client may cause, N/min[:BURST]. Env: KIOSK_SUGGESTIONS_RATE. Default: 60/min:20.")
    var suggestionsRate: String?

    @Option(
        help:
            "Proxies whose X-Forwarded-For names the client, CIDR,… (only the local proxy in deploy/). Env: KIOSK_TRUSTED_PROXY. Default: none."
    )
    var trustedProxy: String?

    @Option(
        help:
            "Upstream budgets and client shares: on or off. Env: KIOSK_LIMITS. Default: on, but off with --offline (the sample upstream is no one's to protect, and test tools open many pages from one address)."
    )
    var limits: Switch?

    /// The limiter the flags describe, or nil when limits are off.
    func limiter(redis: RedisClient?, environment: [String: String], offline: Bool) throws -> UpstreamLimiter? {
        let state =
            try limits ?? environment["KIOSK_LIMITS"].map { text in try Switch.parse(text, name: "KIOSK_LIMITS") }
            ?? (offline ? .off : .on)
        guard state == .on else { return nil }
        var configuration = LimitsConfiguration()
        let budgets = upstreamRate + (environment["KIOSK_UPSTREAM_RATE"]?.split(separator: ",").map(String.init) ?? [])
        do {
            // The environment's first, so a flag given on the command line wins.
            for budget in budgets.reversed() { try configuration.setBudget(budget) }
            if let text = clientRate ?? environment["KIOSK_CLIENT_RATE"] { configuration.clientShare = try Rate(parsing: text) }
            if let text = suggestionsRate ?? environment["KIOSK_SUGGESTIONS_RATE"] {
                configuration.suggestionsShare = try Rate(parsing: text)
            }
        } catch {
            throw ValidationError("--upstream-rate / --client-rate / --suggestions-rate: \(error)")
        }
        return UpstreamLimiter(configuration: configuration, redis: redis)
    }

    func trustedProxies(environment: [String: String]) throws -> TrustedProxies {
        guard let list = trustedProxy ?? environment["KIOSK_TRUSTED_PROXY"] else { return .none }
        do {
            return try TrustedProxies(parsing: list)
        } catch {
            throw ValidationError("--trusted-proxy / KIOSK_TRUSTED_PROXY: \(error)")
        }
    }
}
