/// The generic cell rate algorithm: a token bucket kept as one number, the theoretical arrival time
/// (TAT) of the next token, so a bucket is one stored value that Redis can update in one script.
/// `SharedLimits.script` is the same arithmetic in Lua: change both together.
enum GCRA {
    /// What one attempt to take a token decided.
    struct Decision: Equatable {
        var allowed: Bool
        /// The bucket's new TAT (unchanged when refused).
        var tat: Double
        /// Seconds until a token would be granted (0 when allowed).
        var wait: Double
        /// Tokens left after the decision (for the budget gauge).
        var tokens: Double
    }

    /// Takes one token at `now` unless that would leave fewer than `reserve` tokens for others.
    /// `tat` nil means an untouched (full) bucket. All times in seconds on one clock.
    static func take(tat: Double?, now: Double, rate: Rate, reserve: Double = 0) -> Decision {
        let interval = rate.interval
        let current = max(tat ?? now, now)
        let next = current + interval
        let allowAt = next - interval * (Double(rate.burst) - reserve)
        if allowAt > now {
            return Decision(allowed: false, tat: current, wait: allowAt - now, tokens: tokens(tat: current, now: now, rate: rate))
        }
        return Decision(allowed: true, tat: next, wait: 0, tokens: tokens(tat: next, now: now, rate: rate))
    }

    /// Tokens a bucket holds at `now`.
    static func tokens(tat: Double?, now: Double, rate: Rate) -> Double {
        max(0, Double(rate.burst) - max(0, (tat ?? now) - now) / rate.interval)
    }
}
