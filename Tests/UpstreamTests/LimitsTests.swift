import Foundation
import Models
import Testing
import TestSupport
@testable import Upstream

/// The arithmetic under every budget and share: GCRA buckets, their in-memory store, the keyed hash
/// and the `--upstream-rate` syntax. No clock but the numbers passed in.
@Suite struct LimitsTests {
    let rate = Rate(perSecond: 10, burst: 20)

    @Test func gcra_whenBurstIsSpent_refusesWithTheWaitForOneToken() {
        var tat: Double?
        for index in 0..<20 {
            let decision = GCRA.take(tat: tat, now: 100, rate: rate)
            #expect(decision.allowed, "token \(index) of a burst of 20")
            tat = decision.tat
        }
        let refused = GCRA.take(tat: tat, now: 100, rate: rate)
        #expect(!refused.allowed)
        #expect(abs(refused.wait - 0.1) < 1e-9)
        #expect(GCRA.take(tat: tat, now: 100.1, rate: rate).allowed)
    }

    @Test func gcra_whenIdleForLong_holdsNoMoreThanItsBurst() {
        let decision = GCRA.take(tat: 50, now: 1_000, rate: rate)
        #expect(decision.allowed)
        #expect(abs(decision.tokens - 19) < 1e-9)
    }

    @Test func gcra_withAReserve_refusesOnceOnlyTheReserveIsLeft() {
        var tat: Double?
        var granted = 0
        while true {
            let decision = GCRA.take(tat: tat, now: 0, rate: rate, reserve: 15)
            guard decision.allowed else { break }
            tat = decision.tat
            granted += 1
        }
        #expect(granted == 5)
        #expect(GCRA.take(tat: tat, now: 0, rate: rate).allowed, "pages still have the other 15")
    }

    @Test func localBuckets_whenAMillionClientsAsk_neverHoldMoreThanTheirCapacity() {
        var buckets = LocalBuckets(capacity: 1_000)
        let share = Rate(perSecond: 0.5, burst: 10)
        for client in 0..<1_000_000 {
            _ = buckets.take(String(client, radix: 16), now: 10, rate: share)
        }
        #expect(buckets.count == 1_000)
    }

    @Test func localBuckets_whenABucketHasRefilled_forgetIt() {
        var buckets = LocalBuckets(capacity: 10)
        _ = buckets.take("a", now: 0, rate: rate)
        _ = buckets.take("b", now: 1, rate: rate)
        #expect(buckets.count == 1, "a's one token came back after 0.1 s")
    }

    @Test func sipHash_matchesTheReferenceVectors() {
        let hash = SipHash(key: Array(0..<16))
        #expect(hash.hash([]) == 0x726fdb47dd0e0e31)
        #expect(hash.hash(Array(0..<15)) == 0xa129ca6149be45e5)
    }

    @Test func rate_parsesPerSecondPerMinuteAndBurst() throws {
        #expect(try Rate(parsing: "10/s:20") == Rate(perSecond: 10, burst: 20))
        #expect(try Rate(parsing: "30/min:10") == Rate(perSecond: 0.5, burst: 10))
        #expect(try Rate(parsing: "5/s") == Rate(perSecond: 5, burst: 5))
        for bad in ["10", "10/day", "0/s", "10/s:0", "x/s"] {
            #expect(throws: RateError.self, "\(bad)") { try Rate(parsing: bad) }
        }
    }

    @Test func configuration_whenASourceIsNamed_setsItsBudget_andRefusesUnknownOnes() throws {
        var configuration = LimitsConfiguration()
        try configuration.setBudget("wikipedia=2/s:4")
        #expect(configuration.rate(forBudget: "wikipedia") == Rate(perSecond: 2, burst: 4))
        #expect(configuration.rate(forBudget: "images:image.tmdb.org") == LimitsConfiguration.defaultBudgets["images"])
        #expect(throws: RateError.self) { try configuration.setBudget("wikimedia=2/s") }
    }

    @Test func defaultBudgets_coverEverySource() {
        for source in Source.allCases {
            #expect(LimitsConfiguration.defaultBudgets[source.rawValue] != nil, "no default budget for \(source)")
        }
    }
}
