import CHiredis
import Foundation

/// One blocking hiredis connection with connect and per-command timeouts. Used by one thread at a time
/// (the pool hands it out); after any I/O error it is closed and never reused, since hiredis leaves a
/// failed context unusable.
final class RedisConnection {
    private let context: UnsafeMutablePointer<redisContext>

    /// Connects, sets the command timeout and selects `database` (Redis starts every connection on 0).
    init(host: String, port: Int, database: Int, connectTimeout: Duration, commandTimeout: Duration) throws(RedisError) {
        guard let context = redisConnectWithTimeout(host, Int32(port), Self.timeval(connectTimeout)) else {
            throw .unreachable("cannot allocate a hiredis context")
        }
        // From here on, a throw runs `deinit`, which frees the context (every stored property is set).
        self.context = context
        if context.pointee.err != 0 {
            throw .unreachable(String(cString: kiosk_redis_errstr(context)))
        }
        // A Redis that stops answering mid-command must cost tens of milliseconds, not a hung thread.
        redisSetTimeout(context, Self.timeval(commandTimeout))
        _ = redisEnableKeepAlive(context)
        if database != 0 {
            if case .error(let message) = try command(["SELECT", String(database)]) {
                throw .unreachable("SELECT \(database): \(message)")  // Redis is unusable as configured
            }
        }
    }

    deinit { redisFree(context) }

    /// Sends one command (binary-safe arguments) and waits for its reply within the command timeout.
    func command(_ arguments: [Data]) throws(RedisError) -> RedisReply {
        // All arguments in one buffer; hiredis copies them into its output buffer before returning, so
        // the pointers only need to live for the call.
        var joined = Data(capacity: arguments.reduce(1) { $0 + $1.count })
        arguments.forEach { joined.append($0) }
        joined.append(0)  // never empty, so it always has a base address (an empty argument points at it)
        let lengths = arguments.map(\.count)
        let reply: UnsafeMutableRawPointer? = joined.withUnsafeBytes { bytes in
            let base = bytes.baseAddress!.assumingMemoryBound(to: CChar.self)
            var offset = 0
            var argv: [UnsafePointer<CChar>?] = lengths.map { length in
                defer { offset += length }
                return base + offset
            }
            return redisCommandArgv(context, Int32(arguments.count), &argv, lengths)
        }
        guard let reply else {
            throw .unreachable(String(cString: kiosk_redis_errstr(context)))
        }
        defer { freeReplyObject(reply) }
        return Self.copy(reply.assumingMemoryBound(to: redisReply.self))
    }

    /// Convenience for textual commands.
    func command(_ arguments: [String]) throws(RedisError) -> RedisReply {
        try command(arguments.map { Data($0.utf8) })
    }

    private static func copy(_ reply: UnsafeMutablePointer<redisReply>) -> RedisReply {
        let value = reply.pointee
        switch value.type {
        case REDIS_REPLY_STRING:
            return .bulk(value.str.map { Data(bytes: $0, count: value.len) } ?? Data())
        case REDIS_REPLY_STATUS:
            return .status(value.str.map { String(decoding: Data(bytes: $0, count: value.len), as: UTF8.self) } ?? "")
        case REDIS_REPLY_ERROR:
            return .error(value.str.map { String(decoding: Data(bytes: $0, count: value.len), as: UTF8.self) } ?? "")
        case REDIS_REPLY_INTEGER:
            return .integer(Int(value.integer))
        case REDIS_REPLY_ARRAY:
            return .array(
                (0..<value.elements).map { index in
                    value.element[index].map(copy) ?? .null
                })
        default:
            return .null
        }
    }

    private static func timeval(_ duration: Duration) -> Glibc.timeval {
        let (seconds, attoseconds) = duration.components
        return Glibc.timeval(tv_sec: Int(seconds), tv_usec: Int(attoseconds / 1_000_000_000_000))
    }
}

// `@unchecked Sendable`, and why that is safe: a connection is used by one pool thread at a time;
// it moves between threads only through `RedisClient`'s mutex (popped to use, appended when done),
// which orders every use after the previous one. As for `EasyHandle`, a `sending` value cannot yet
// be appended inside `Mutex.withLock`, which a checked version would need.
extension RedisConnection: @unchecked Sendable {}
