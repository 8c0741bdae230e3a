import Foundation
import Models
import SampleUpstream
import Testing
import TestSupport
@testable import Upstream

/// Each sample-upstream fault mode, reached through a `/_fault/<mode>/` base URL, turns into the typed
/// error a page can explain, and the sample server still answers a normal request afterwards.
@Suite(.serialized) struct UpstreamClientsFaultTests {
    /// After a fault: a fresh client (fresh cache, no cooldown) on the normal base URL still gets data.
    func expectHealthy(_ sample: LiveSample, after fault: String) async {
        let result = await LiveSample.call(.xkcd, sample.clients())
        #expect(throws: Never.self, "server unhealthy after \(fault)") { try result.get() }
    }

    @Test(arguments: Source.allCases)
    func slowUpstream_beyondTotalTimeout_throwsTimedOut(source: Source) async throws {
        // The slow fault's answer waits until the test lets it go, once the call is over, so `timedOut`
        // can only come from libcurl's 0.4 s total timeout (it once raced a real 2 s delay). No wall-clock
        // bound on top: on a busy 2-core runner the call once waited 7 s for a thread before curl even
        // started, which says nothing about the timeout.
        let release = Latch()
        let held = try SampleUpstream(now: Date.init, sleep: { _ in await release.wait() })
        try await LiveSample.with(upstream: held) { sample in
            defer { release.open() }  // before the server's shutdown, which waits for its handlers
            var settings = sample.settings(fault: "slow=2")
            settings.timeouts[source] = .init(connect: 1, total: 0.4)
            let result = await LiveSample.call(source, sample.clients(settings))
            release.open()
            #expect(throws: UpstreamError.timedOut(seconds: 0.4), "\(source)") { try result.get() }
            await expectHealthy(sample, after: "slow (\(source))")
        }
    }

    @Test(arguments: Source.allCases)
    func status500_throwsHTTPStatus500(source: Source) async throws {
        try await LiveSample.with { sample in
            let result = await LiveSample.call(source, sample.clients(sample.settings(fault: "status=500")))
            #expect(throws: UpstreamError.httpStatus(500, retryAfter: nil), "\(source)") { try result.get() }
            await expectHealthy(sample, after: "500 (\(source))")
        }
    }

    @Test(arguments: Source.allCases)
    func status429_coolsTheSourceDownWithoutRequestsUntilRetryAfterPasses(source: Source) async throws {
        try await LiveSample.with { sample in
            let clients = sample.clients(sample.settings(fault: "429=30"))
            let first = await LiveSample.call(source, clients)
            #expect(throws: UpstreamError.httpStatus(429, retryAfter: 30), "\(source)") { try first.get() }
            let sent = sample.requests.count
            sample.clock.advance(by: 10)
            let second = await LiveSample.call(source, clients)
            #expect(throws: UpstreamError.coolingDown(retryAfter: 20), "\(source)") { try second.get() }
            #expect(sample.requests.count == sent, "\(source): no request during the cooldown")
            sample.clock.advance(by: 21)
            _ = await LiveSample.call(source, clients)
            #expect(sample.requests.count == sent + 1, "\(source): asks again once the cooldown is over")
            await expectHealthy(sample, after: "429 (\(source))")
        }
    }

    @Test(arguments: Source.allCases)
    func malformedBody_throwsUndecodable(source: Source) async throws {
        try await LiveSample.with { sample in
            let result = await LiveSample.call(source, sample.clients(sample.settings(fault: "malformed")))
            guard case .failure(.undecodable) = result else {
                Issue.record("\(source): expected .undecodable, got \(result)")
                return
            }
            await expectHealthy(sample, after: "malformed (\(source))")
        }
    }

    @Test(arguments: Source.allCases)
    func oversizedBody_throwsTooLargeAtTheCap(source: Source) async throws {
        try await LiveSample.with { sample in
            let result = await LiveSample.call(source, sample.clients(sample.settings(fault: "oversized")))
            #expect(throws: UpstreamError.tooLarge(limit: UpstreamSettings.defaultMaxResponseBytes), "\(source)") {
                try result.get()
            }
            await expectHealthy(sample, after: "oversized (\(source))")
        }
    }

    @Test(arguments: Source.allCases)
    func droppedConnection_throwsCannotConnect(source: Source) async throws {
        try await LiveSample.with { sample in
            let result = await LiveSample.call(source, sample.clients(sample.settings(fault: "drop")))
            #expect(throws: UpstreamError.cannotConnect(host: "127.0.0.1"), "\(source)") { try result.get() }
            await expectHealthy(sample, after: "drop (\(source))")
        }
    }

    @Test func staleIfError_afterTTLWithUpstreamFailing_servesLastGoodValueWithReason() async throws {
        try await LiveSample.with { sample in
            let comics = sample.clients().comics
            let fresh = try await comics.latest()
            sample.upstream.faults.mode = .status(500)
            sample.clock.advance(by: UpstreamSettings.TimeToLive().latestComic + 1)
            let stale = try await comics.latest()
            #expect(stale.value == fresh.value)
            #expect(stale.fetchedAt == fresh.fetchedAt)
            #expect(stale.staleBecause == .httpStatus(500, retryAfter: nil))
            #expect(sample.requests.count == 2, "the expired entry was asked for again")
            sample.upstream.faults.mode = .none
            let recovered = try await comics.latest()
            #expect(recovered.staleBecause == nil && sample.requests.count == 3)
        }
    }
}
