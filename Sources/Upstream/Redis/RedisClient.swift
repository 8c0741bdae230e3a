import Foundation
import Locking
import Logging

/// A small pool of blocking hiredis connections to one Redis, run on their own threads, that degrades
/// instead of failing: after an I/O failure Redis counts as down, commands fail at once (no connect
/// attempt) for `reconnectDelay`, then the next command reconnects by itself. Each change between
/// reachable and unreachable is logged once.
public final class RedisClient: Sendable {
    public let configuration: RedisConfiguration
    private let pool: BlockingThreadPool
    private let state = Mutex(PoolState())
    private let logger: Logger

    public init(_ configuration: RedisConfiguration, logger: Logger = Logger(label: "kiosk.redis")) {
        precondition(configuration.connections > 0, "a Redis pool needs at least one connection")
        self.configuration = configuration
        self.logger = logger
        // One thread per connection: a command holds both for its whole (bounded) duration.
        self.pool = BlockingThreadPool(maxThreads: configuration.connections, name: "redis")
    }

    /// False from a failed command until a later one succeeds (for `/readyz` and the cache's fallback).
    public var isReachable: Bool { state.withLock { $0.downSince == nil } }

    /// Runs one command on the pool. Fails fast with `.unreachable` while Redis counts as down, and
    /// with `.busy` when every connection stayed busy longer than a command timeout (a slow Redis).
    func command(_ arguments: [Data]) async throws(RedisError) -> RedisReply {
        if let failure = failFastWhileDown() { throw failure }
        // Only a command that found every connection taken by commands before it waits for one, and
        // gives up as `.busy` after a command timeout. Any other wait is its pool thread starting, slow
        // on a loaded host and no sign of a slow Redis: with a deadline on that too, a fresh process's
        // first PING could fail as "busy" and log neither "connected" nor "unreachable".
        let connections = configuration.connections
        let mustWaitForAConnection = state.withLock { state in
            defer { state.inFlight += 1 }
            return state.inFlight >= connections
        }
        let queuedUntil = mustWaitForAConnection ? ContinuousClock.now + configuration.commandTimeout : nil
        let result: Result<RedisReply, RedisError> = await withCheckedContinuation { continuation in
            pool.submit { [self] in
                let result = run(arguments, queuedUntil: queuedUntil)
                state.withLock { $0.inFlight -= 1 }
                continuation.resume(returning: result)
            }
        }
        return try result.get()
    }

    func command(_ arguments: String...) async throws(RedisError) -> RedisReply {
        try await command(arguments.map { Data($0.utf8) })
    }

    /// True when Redis answers PING now (used by tests and readiness checks to see a recovery).
    public func ping() async -> Bool {
        do { return try await command("PING") == .status("PONG") } catch { return false }
    }

    /// On a pool thread: take (or open) a connection, send, and keep the connection only if it is healthy.
    private func run(_ arguments: [Data], queuedUntil: ContinuousClock.Instant?) -> Result<RedisReply, RedisError> {
        if let queuedUntil, ContinuousClock.now > queuedUntil { return .failure(.busy) }
        if let failure = failFastWhileDown() { return .failure(failure) }
        do throws(RedisError) {
            if let idle = state.withLock({ $0.idle.popLast() }) {
                do throws(RedisError) {
                    return .success(try send(arguments, on: idle))
                } catch .unreachable {
                    // A pooled connection Redis closed meanwhile (a restart, an idle timeout): try once on a
                    // fresh one before calling Redis down. (If the lost command did run, the worst case is a
                    // SET NX answered "taken" by our own lock, which costs one lock-wait, not a wrong value.)
                }
            }
            let fresh = try RedisConnection(
                host: configuration.host, port: configuration.port, database: configuration.database,
                connectTimeout: configuration.connectTimeout, commandTimeout: configuration.commandTimeout)
            return .success(try send(arguments, on: fresh))
        } catch {
            if case .unreachable(let why) = error { markUnreachable(why) }
            return .failure(error)
        }
    }

    /// Sends on `connection` and returns it to the pool if it is still usable.
    private func send(_ arguments: [Data], on connection: RedisConnection) throws(RedisError) -> RedisReply {
        let reply = try connection.command(arguments)
        state.withLock { $0.idle.append(connection) }
        markReachable()
        return reply
    }

    private func failFastWhileDown() -> RedisError? {
        let now = ContinuousClock.now
        return state.withLock { state in
            guard let retryAt = state.retryAt, now < retryAt else { return nil }
            return .unreachable(state.lastFailure)
        }
    }

    private func markUnreachable(_ why: String) {
        let retryAt = ContinuousClock.now + configuration.reconnectDelay
        let (wasReachable, stale): (Bool, [RedisConnection]) = state.withLock { state in
            let wasReachable = state.downSince == nil
            if wasReachable { state.downSince = ContinuousClock.now }
            state.retryAt = retryAt
            state.lastFailure = why
            // Connections opened before the failure are most likely dead too (a restarted Redis).
            defer { state.idle.removeAll() }
            return (wasReachable, state.idle)
        }
        _ = stale  // closed here, outside the lock
        if wasReachable {
            logger.error(
                "Redis \(configuration.address) unreachable (\(why)): serving from the in-process cache and asking upstreams directly until it is back"
            )
        }
    }

    private func markReachable() {
        let (wasDown, firstTime) = state.withLock { state in
            defer { state.downSince = nil; state.retryAt = nil; state.everConnected = true }
            return (state.downSince != nil, !state.everConnected)
        }
        if wasDown {
            logger.notice("Redis \(configuration.address) reachable again: the shared cache is back")
        } else if firstTime {
            logger.info("Redis \(configuration.address) connected: the cache is shared")
        }
    }
}

/// What the client's mutex guards.
private struct PoolState {
    var idle: [RedisConnection] = []
    var downSince: ContinuousClock.Instant?
    var retryAt: ContinuousClock.Instant?
    var lastFailure = ""
    var everConnected = false
    /// Commands submitted to the pool and not yet finished.
    var inFlight = 0
}
