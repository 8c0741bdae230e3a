import Foundation
import Glibc
import Locking

/// A minimal HTTP/1.1 server on 127.0.0.1, port 0, for testing the libcurl client: blocking sockets,
/// a thread per connection (so 64 slow answers run side by side), replies scripted per path, and
/// counters proving how many connections were accepted and which requests arrived.
public final class ScriptedHTTPServer: Sendable {
    /// A request as the server saw it: path (with query) and lowercased header names.
    public struct Recorded: Sendable {
        public var path: String
        public var headers: [String: String]
    }

    /// Largest request head read; test clients send far less.
    static let maxHeadBytes = 64 << 10

    public let port: Int
    private let listener: Int32
    private let state = Mutex(State())

    private struct State {
        var replies: [String: ScriptedReply] = [:]
        var accepted = 0
        var requests: [Recorded] = []
        var open: Set<Int32> = []
        var stopped = false
        var listenerClosed = false
    }

    /// Listens on `host` (any loopback address: 127.0.0.2 stands in for a second machine) and `port`
    /// (0 picks a free one).
    public init(host: String = "127.0.0.1", port: Int = 0) throws {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr(host)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
                bind(fd, socketAddress, length) == 0 && listen(fd, 256) == 0 && getsockname(fd, socketAddress, &length) == 0
            }
        }
        guard bound else {
            close(fd)
            throw POSIXError(.init(rawValue: errno) ?? .EIO)
        }
        listener = fd
        self.port = Int(UInt16(bigEndian: address.sin_port))
        let thread = Thread { [self] in acceptLoop() }
        thread.name = "scripted-http-accept"
        thread.start()
    }

    /// "http://127.0.0.1:PORT" + path.
    public func url(_ path: String) -> String { "http://127.0.0.1:\(port)\(path)" }

    /// Sets the reply for `path` (exact match including query); unknown paths get 404.
    public func on(_ path: String, _ reply: ScriptedReply) {
        state.withLock { $0.replies[path] = reply }
    }

    /// TCP connections accepted so far.
    public var acceptedConnections: Int { state.withLock { $0.accepted } }
    public var requests: [Recorded] { state.withLock { $0.requests } }

    /// Stops accepting and closes open connections. The accept thread holds the server until then:
    /// call it when a test ends.
    public func stop() {
        // shutdown wakes the blocked accept/recv; the owning threads close their descriptors. Under the
        // lock, because a connection thread closes its descriptor under it too: otherwise a number
        // closed (and reused by another test's file or socket) in between would be shut down here.
        state.withLock { state in
            guard !state.stopped else { return }
            state.stopped = true
            for fd in (state.listenerClosed ? [] : [listener]) + Array(state.open) { shutdown(fd, Int32(SHUT_RDWR)) }
        }
    }

    private func acceptLoop() {
        defer {
            state.withLock { state in
                state.listenerClosed = true
                close(listener)
            }
        }
        while true {
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else {
                if errno == EINTR { continue }
                return
            }
            let keep = state.withLock { state in
                guard !state.stopped else { return false }
                state.accepted += 1
                state.open.insert(connection)
                return true
            }
            guard keep else {
                close(connection)
                return
            }
            let thread = Thread { [self] in serve(connection) }
            thread.name = "scripted-http-connection"
            thread.start()
        }
    }

    /// Answers requests on one connection until the client closes it or a reply ends it.
    private func serve(_ connection: Int32) {
        defer {
            state.withLock { state in
                state.open.remove(connection)
                close(connection)  // under the lock: see `stop`
            }
        }
        var buffer: [UInt8] = []
        while let head = readHead(connection, buffer: &buffer) {
            let request = Self.parse(head)
            let reply =
                state.withLock { state in
                    state.requests.append(request)
                    return state.replies[request.path]
                } ?? ScriptedReply(status: 404, body: Array("not found".utf8))
            reply.gate?.wait()
            guard write(reply, to: connection) else { return }
        }
    }

    /// Reads up to the blank line ending a request head (requests here have no body).
    private func readHead(_ connection: Int32, buffer: inout [UInt8]) -> [UInt8]? {
        let terminator: [UInt8] = Array("\r\n\r\n".utf8)
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            if let end = buffer.firstRange(of: terminator) {
                let head = Array(buffer[..<end.lowerBound])
                buffer.removeSubrange(..<end.upperBound)
                return head
            }
            guard buffer.count < Self.maxHeadBytes else { return nil }
            let count = chunk.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { return nil }
            buffer.append(contentsOf: chunk[..<count])
        }
    }

    private static func parse(_ head: [UInt8]) -> Recorded {
        let lines = String(decoding: head, as: UTF8.self).components(separatedBy: "\r\n")
        let target = lines.first?.split(separator: " ").dropFirst().first.map(String.init) ?? "/"
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return Recorded(path: target, headers: headers)
    }

    /// Sends the reply; false when the connection must close afterwards.
    private func write(_ reply: ScriptedReply, to connection: Int32) -> Bool {
        if case .closeWithoutReply = reply.ending { return false }
        var head = "HTTP/1.1 \(reply.status) Scripted\r\nContent-Length: \(reply.body.count)\r\n"
        for (name, value) in reply.headers { head += "\(name): \(value)\r\n" }
        head += "\r\n"
        var bytes = Array(head.utf8)
        switch reply.ending {
        case .dropAfter(let count): bytes += reply.body.prefix(count)
        default: bytes += reply.body
        }
        var sent = 0
        while sent < bytes.count {
            // MSG_NOSIGNAL: a client that gave up must not kill the test process with SIGPIPE.
            let count = bytes[sent...].withUnsafeBytes { send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard count > 0 else { return false }
            sent += count
        }
        if case .dropAfter = reply.ending { return false }
        return true
    }

    /// A port that refuses connections: bound, then closed, so nothing listens on it.
    public static func closedPort() throws -> Int {
        let server = try ScriptedHTTPServer()
        let port = server.port
        server.stop()
        return port
    }
}
