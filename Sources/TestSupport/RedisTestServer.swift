import Foundation
import Glibc
import Locking

/// A real `redis-server` on a free loopback port, with no persistence, killed by its pid. Tests of
/// the shared cache run against it; `restart()` brings it back on the same port (recovery tests).
public final class RedisTestServer: Sendable {
    /// How long a starting server may take to accept connections: it is ready in ~10 ms, but a busy
    /// two-core CI runner building in parallel can stall a fresh process for seconds.
    static let startTimeout: TimeInterval = 15

    /// The `redis-server` binary on PATH, or nil when it is not installed (`.ci/install` installs it).
    public static let binary: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/redis-server" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// Shared-cache tests run when redis-server is installed, and always under `.ci/test`
    /// (`KIOSK_REQUIRE_REDIS=1`) or a CI runner (`CI`), where a missing binary must fail, not skip.
    public static let shouldRun =
        binary != nil
        || ["KIOSK_REQUIRE_REDIS", "CI"].contains {
            ProcessInfo.processInfo.environment[$0] != nil
        }

    public let port: Int
    private let process = Mutex<Process?>(nil)

    /// Starts a server on a port the kernel just handed out (and that nothing else took since).
    public init() throws {
        port = try Self.freeLoopbackPort()
        try start()
    }

    deinit { stop() }

    /// `redis://127.0.0.1:PORT/0`.
    public var url: String { "redis://127.0.0.1:\(port)/0" }

    /// Stops the server (SIGKILL to its pid: it saves nothing, and a child spawned by the test runner
    /// inherits a signal mask that blocks SIGTERM) and waits until it has exited and closed its port.
    public func stop() {
        guard
            let running = process.withLock({ current -> Process? in
                defer { current = nil }; return current
            })
        else { return }
        kill(running.processIdentifier, SIGKILL)
        running.waitUntilExit()
    }

    /// Starts the server again on the same port, with an empty dataset (nothing is saved).
    public func restart() throws {
        stop()
        try start()
    }

    private func start() throws {
        guard let binary = Self.binary else { throw RedisTestServerError.notInstalled }
        let server = Process()
        server.executableURL = URL(fileURLWithPath: binary)
        server.arguments = [
            "--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no",
            "--logfile", "", "--enable-debug-command", "yes",
        ]  // DEBUG SLEEP plays a stalled Redis
        server.standardOutput = FileHandle.nullDevice
        try server.run()
        process.withLock { $0 = server }
        let deadline = Date().addingTimeInterval(Self.startTimeout)
        while !Self.accepts(port: port) {
            guard server.isRunning, Date() < deadline else {
                stop()
                throw RedisTestServerError.didNotStart(port: port)
            }
            usleep(10_000)  // polling a child process's port: there is no event to wait on
        }
    }

    private static func accepts(port: Int) -> Bool {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var address = loopback(port: port)
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
    }

    private static func freeLoopbackPort() throws -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
        defer { close(fd) }
        var address = loopback(port: 0)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0
            }
        }
        guard bound else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    private static func loopback(port: Int) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = UInt16(port).bigEndian
        return address
    }
}

/// Why a test Redis could not be started.
public enum RedisTestServerError: Error, CustomStringConvertible {
    case notInstalled
    case didNotStart(port: Int)

    public var description: String {
        switch self {
        case .notInstalled: "redis-server is not installed (run .ci/install)"
        case .didNotStart(let port): "redis-server did not accept connections on 127.0.0.1:\(port)"
        }
    }
}
