import Foundation
import Locking
import Logging
import Models

/// Resolves Google News article ids to publishers' addresses, one id at a time and only when a
/// reader clicks one: `GET` the article page for its signature and time, then `POST` them to
/// `batchexecute` (`Fbv4je`), whose answer names the address (see `BatchExecuteAnswer`).
///
/// An id always names the same address, so a resolved one is cached for `TimeToLive.newsLink` (30
/// days) in the API cache, on Redis too when the fleet shares one: the cache's one-load-per-key rule
/// makes concurrent clicks on one id (on any instance) cost Google one resolution. A 429 from Google
/// cools Google News down as a whole (the feeds then serve their cached copies): the back-off
/// Google asked for applies to everything Kiosk asks it. Every answer, cached or not, passes
/// `PublisherURLPolicy` before it becomes a redirect.
public final class GoogleNewsLinkClient: NewsLinkResolver {
    /// Counters for `/metrics`.
    public struct Stats: Sendable, Equatable {
        /// Ids this process resolved by asking Google.
        public var resolved = 0
        /// Ids answered from the cache (this process's, or the fleet's on Redis).
        public var cached = 0
        /// Clicks that got the choice page instead, by reason.
        public var fellBack: [NewsLinkFailure: Int] = [:]
        public init() {}
    }

    /// The window `/readyz` looks back over: the protocol counts as failing when every id Kiosk asked
    /// Google about in it came back unreadable.
    public static let protocolWindow: TimeInterval = 10 * 60

    private let requester: APIRequester
    private let cache: UpstreamCache
    private let policy: PublisherURLPolicy
    private let now: @Sendable () -> Date
    private let state = Mutex(LinkState())
    private let logger = Logger(label: "kiosk.upstream.news-links")

    /// - Parameter http: its own client, on the `news-links` budget (see `UpstreamClients.live`).
    public init(
        settings: UpstreamSettings, http: any HTTPFetching, cache: UpstreamCache,
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        requester = APIRequester(http: http, source: .news, settings: settings)
        self.cache = cache
        policy = PublisherURLPolicy(allowedAuthorities: settings.newsLinkHosts)
        self.now = now
    }

    public func publisherURL(
        for id: NewsArticleID, edition: NewsEdition, ownHost: String?, origin: FetchOrigin
    ) async -> Result<NewsLinkResolution, NewsLinkFailure> {
        let asked = AskedFlag()
        let result: Result<Fetched<String>, UpstreamError>
        do throws(UpstreamError) {
            result = .success(
                try await cache.value(
                    key: "newslink " + id.value, source: .news, ttl: requester.settings.timeToLive.newsLink,
                    origin: origin
                ) {
                    [self] (_: String?, runsAs: FetchOrigin) async throws(UpstreamError) -> (value: String, bytes: Int) in
                    asked.set()
                    let url = try await resolve(id, edition: edition, as: runsAs)
                    return (url, url.utf8.count)
                })
        } catch {
            result = .failure(error)
        }
        switch result {
        case .success(let fetched):
            if let why = policy.refusal(of: fetched.value, ownHost: ownHost) {
                logger.notice("article \(id.value.prefix(24))… resolves to an address refused as a redirect: \(why)")
                return fellBack(.refused)
            }
            let fromCache = !asked.isSet
            state.withLock { state in
                if fromCache { state.stats.cached += 1 } else { state.stats.resolved += 1 }
            }
            return .success(NewsLinkResolution(url: PublisherURLPolicy.location(fetched.value), fromCache: fromCache))
        case .failure(let error):
            let reason = failure(for: error)
            logger.info("article \(id.value.prefix(24))… not resolved (\(reason.rawValue)): \(error)")
            return fellBack(reason)
        }
    }

    public var stats: Stats { state.withLock { $0.stats } }

    /// What `/readyz` says while every id asked about in the last `protocolWindow` failed in a way
    /// that means Google changed the protocol; nil otherwise.
    public var protocolProblem: String? {
        let at = now()
        return state.withLock { state in
            guard let failed = state.lastProtocolFailure, at.timeIntervalSince(failed) < Self.protocolWindow else { return nil }
            if let succeeded = state.lastSuccess, at.timeIntervalSince(succeeded) < Self.protocolWindow { return nil }
            return "every article link asked about in the last \(Int(Self.protocolWindow / 60)) minutes failed to resolve; "
                + "readers get the choice page (last failure: \(state.lastProtocolReason))"
        }
    }

    private func fellBack(_ reason: NewsLinkFailure) -> Result<NewsLinkResolution, NewsLinkFailure> {
        state.withLock { $0.stats.fellBack[reason, default: 0] += 1 }
        return .failure(reason)
    }

    /// The reader's reason for an upstream error: a cooldown Google asked for is `rateLimited`; one
    /// from Kiosk's own budget (no request was sent) is `busy`.
    private func failure(for error: UpstreamError) -> NewsLinkFailure {
        switch error {
        case .coolingDown: cache.cooldownRemaining(for: .news) == nil ? .busy : .rateLimited
        case .overClientShare: .busy
        case .httpStatus(let status, _) where UpstreamError.asksToBackOff(status: status): .rateLimited
        case .undecodable, .tooLarge, .apiError, .notFound: .protocolChanged
        case .refused: .refused
        case .httpStatus, .timedOut, .cannotConnect, .cannotResolve, .notConfigured: .unreachable
        }
    }

    /// The two requests. Records whether the protocol worked, for `protocolProblem`.
    private func resolve(_ id: NewsArticleID, edition: NewsEdition, as origin: FetchOrigin) async throws(UpstreamError) -> String
    {
        let settings = requester.settings
        do throws(UpstreamError) {
            let page = try await requester.get(
                settings.newsArticlePage + "/" + id.value, headers: [HeaderField("Accept", "text/html")],
                maxBytes: settings.maxNewsArticlePageBytes, as: origin)
            try APIRequester.checkStatus(page)
            guard let signature = ArticlePageSignature(page: Array(page.body)) else {
                throw recordProtocolFailure(.undecodable("the article page has no data-n-a-sg and data-n-a-ts"))
            }
            let answer = try await requester.post(
                settings.newsBatchExecute + "?rpcids=" + BatchExecuteAnswer.rpcID,
                body: Self.requestBody(id: id, signature: signature, edition: edition),
                headers: [HeaderField("Content-Type", "application/x-www-form-urlencoded;charset=UTF-8")],
                maxBytes: settings.maxBatchExecuteBytes, as: origin)
            try APIRequester.checkStatus(answer)
            switch BatchExecuteAnswer.publisherURL(in: answer.body) {
            case .success(let url):
                recordSuccess()
                return url
            case .failure(.unusable(let why)):
                // The protocol worked; the address it gave is not one to send a reader to.
                recordSuccess()
                throw UpstreamError.refused(why)
            case .failure(let failure):
                throw recordProtocolFailure(.undecodable("batchexecute answer: \(failure)"))
            }
        } catch {
            if case .tooLarge = error { throw recordProtocolFailure(error) }
            throw error
        }
    }

    /// `f.req=[[["Fbv4je","[\"garturlreq\",[…,\"US:en\",…],\"ID\",TS,\"SIG\"]",null,"generic"]]]`,
    /// form-encoded. Every part is checked ASCII (id, signature) or from the edition table, so the
    /// JSON is written directly.
    static func requestBody(id: NewsArticleID, signature: ArticlePageSignature, edition: NewsEdition) -> Data {
        let inner =
            #"[\"garturlreq\",[[\"X\",\"X\",[\"X\",\"X\"],null,null,1,1,\"\#(edition.ceid)\",null,1,null,null,null,null,null,0,1],\"X\",\"X\",1,[1,1,1],1,1,null,0,0,null,0],\"\#(id.value)\",\#(signature.timestamp),\"\#(signature.signature)\"]"#
        let request = #"[[["Fbv4je",""# + inner + #"",null,"generic"]]]"#
        return Data(("f.req=" + QueryString.encode(request)).utf8)
    }

    private func recordSuccess() {
        let at = now()
        state.withLock { $0.lastSuccess = at }
    }

    private func recordProtocolFailure(_ error: UpstreamError) -> UpstreamError {
        let at = now()
        state.withLock {
            $0.lastProtocolFailure = at
            $0.lastProtocolReason = error.description
        }
        return error
    }
}

/// What the client's mutex guards.
private struct LinkState {
    var stats = GoogleNewsLinkClient.Stats()
    var lastSuccess: Date?
    var lastProtocolFailure: Date?
    var lastProtocolReason = ""
}

/// Set by the load when this call (not another's, nor the cache) asked Google.
private final class AskedFlag: Sendable {
    private let flag = Mutex(false)
    func set() { flag.withLock { $0 = true } }
    var isSet: Bool { flag.withLock { $0 } }
}
