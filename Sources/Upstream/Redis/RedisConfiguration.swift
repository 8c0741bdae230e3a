import Foundation

/// Where the shared cache's Redis lives and how patiently Kiosk talks to it.
///
/// The timeouts are tens of milliseconds on purpose: Redis on a LAN answers in well under one, so a
/// Redis that takes longer is unwell, and a page must not wait on it (docs/ARCHITECTURE.md, "Scaling out").
public struct RedisConfiguration: Sendable, Equatable {
    /// Opening a TCP connection on a LAN or loopback takes under a millisecond; 50 ms leaves room for
    /// a busy host without letting a dead one hold a page.
    public static let defaultConnectTimeout: Duration = .milliseconds(50)
    /// GET/SET of a value up to `SharedCache.maxValueBytes` (1 MiB) is a few ms even over a LAN.
    public static let defaultCommandTimeout: Duration = .milliseconds(50)
    /// After a failure, commands fail at once (no connect attempt) for this long, so a Redis that is
    /// down costs a page nothing; then the next command tries to reconnect by itself.
    public static let defaultReconnectDelay: Duration = .seconds(1)
    /// Connections (and threads) per process: commands are sub-millisecond, so four carry thousands
    /// per second, and a stuck Redis can hold at most four blocking-pool threads.
    public static let defaultConnections = 4
    /// The port Redis listens on unless told otherwise.
    public static let defaultPort = 6379

    public var host: String
    public var port: Int
    public var database: Int
    public var connectTimeout: Duration = Self.defaultConnectTimeout
    public var commandTimeout: Duration = Self.defaultCommandTimeout
    public var reconnectDelay: Duration = Self.defaultReconnectDelay
    public var connections: Int = Self.defaultConnections

    public init(host: String, port: Int = Self.defaultPort, database: Int = 0) {
        self.host = host
        self.port = port
        self.database = database
    }

    /// Parses `redis://HOST[:PORT][/DB]` (an IPv6 host in brackets: `redis://[::1]:6379/2`).
    /// No user, password or query: those would need AUTH/TLS, which this client does not speak.
    public init(url: String) throws(RedisError) {
        let prefix = "redis://"
        guard url.lowercased().hasPrefix(prefix) else { throw .invalidURL("\(url): must start with \(prefix)") }
        var rest = Substring(url.dropFirst(prefix.count))
        var database = 0
        if let slash = rest.firstIndex(of: "/") {
            let path = rest[rest.index(after: slash)...]
            if !path.isEmpty {
                guard let number = Int(path), (0...15).contains(number) else {
                    throw .invalidURL("\(url): the database is a number from 0 to 15 (Redis's default count)")
                }
                database = number
            }
            rest = rest[..<slash]
        }
        var host = rest
        var port = Self.defaultPort
        if rest.hasPrefix("["), let close = rest.firstIndex(of: "]") {
            host = rest[rest.index(after: rest.startIndex)..<close]
            let after = rest[rest.index(after: close)...]
            if !after.isEmpty {
                guard after.hasPrefix(":"), let number = Int(after.dropFirst()) else { throw .invalidURL("\(url): bad port") }
                port = number
            }
        } else if let colon = rest.lastIndex(of: ":") {
            host = rest[..<colon]
            guard let number = Int(rest[rest.index(after: colon)...]) else { throw .invalidURL("\(url): bad port") }
            port = number
        }
        guard !host.isEmpty, !host.contains("@"), !host.contains("?") else {
            throw .invalidURL("\(url): expected redis://HOST:PORT[/DB] (no credentials or options)")
        }
        guard (1...65535).contains(port) else { throw .invalidURL("\(url): port \(port) is outside 1–65535") }
        self.init(host: String(host), port: port, database: database)
    }

    /// `host:port/db`, for logs and the readiness page.
    public var address: String {
        (host.contains(":") ? "[\(host)]" : host) + ":\(port)/\(database)"
    }
}
