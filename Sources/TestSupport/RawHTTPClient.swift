import Foundation
import Glibc

/// A deliberately low-level HTTP client for tests: writes exact bytes (malformed ones included)
/// to a loopback socket and reads responses back, so tests see what a real client would.
public final class RawHTTPClient {
    /// One response as read off the wire.
    public struct Response: Sendable {
        public var status: Int
        public var headers: [(String, String)]
        public var body: [UInt8]
        public var text: String { String(decoding: body, as: UTF8.self) }
        public func header(_ name: String) -> String? {
            headers.first { $0.0.lowercased() == name.lowercased() }?.1
        }
    }

    public enum Failure: Error { case connect(Int32), closed, timedOut, malformed(String) }

    public let fd: Int32
    private var buffer: [UInt8] = []

    /// Connects to 127.0.0.1:`port`; `timeout` bounds every read.
    public init(port: Int, timeout: Double = 5) throws {
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard result == 0 else {
            // No close here: every stored property is set, so throwing runs `deinit`, which closes `fd`.
            // Closing it here too was a double close: under load the number had often been reused by
            // another test's file or socket in between ("cannot read …", `connect` failing with EBADF).
            throw Failure.connect(errno)
        }
        var tv = timeval(tv_sec: Int(timeout), tv_usec: Int((timeout - Double(Int(timeout))) * 1_000_000))
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, socklen_t(MemoryLayout<timeval>.size))
    }

    deinit { close(fd) }

    public func send(_ text: String) throws { try send(Array(text.utf8)) }

    public func send(_ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes.withUnsafeBytes { Glibc.send(fd, $0.baseAddress! + offset, $0.count - offset, Int32(MSG_NOSIGNAL)) }
            guard sent > 0 else { throw Failure.closed }
            offset += sent
        }
    }

    /// Reads one response. `isHead` tells it not to expect a body despite `Content-Length`.
    public func readResponse(isHead: Bool = false) throws -> Response {
        let headEnd = try readUntil([13, 10, 13, 10])
        let head = String(decoding: buffer[..<headEnd], as: UTF8.self)
        buffer.removeFirst(headEnd + 4)
        var lines = head.components(separatedBy: "\r\n")
        let statusLine = lines.removeFirst().split(separator: " ")
        guard statusLine.count >= 2, let status = Int(statusLine[1]) else { throw Failure.malformed(head) }
        let headers = lines.compactMap { line -> (String, String)? in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        var response = Response(status: status, headers: headers, body: [])
        if isHead || status == 304 || status == 204 || status < 200 { return response }
        if let length = response.header("Content-Length").flatMap(Int.init) {
            while buffer.count < length { try fill() }
            response.body = Array(buffer[..<length])
            buffer.removeFirst(length)
        } else {
            // No length: the body runs to the end of the connection (RFC 9112 §6.3).
            do { while true { try fill() } } catch Failure.closed {} catch { throw error }
            response.body = buffer
            buffer = []
        }
        return response
    }

    /// Bytes the kernel holds for this socket that nobody has read yet (FIONREAD): lets a test wait
    /// until a response has begun to arrive without reading any of it.
    public var pendingBytes: Int {
        var available: Int32 = 0
        guard ioctl(fd, UInt(FIONREAD), &available) == 0 else { return 0 }
        return Int(available)
    }

    /// True when the server closed the connection (EOF) within the read timeout.
    public func isClosedByPeer() -> Bool {
        var byte: UInt8 = 0
        let count = recv(fd, &byte, 1, 0)
        if count == 1 { buffer.append(byte) }
        return count == 0 || (count < 0 && errno == ECONNRESET)
    }

    private func readUntil(_ marker: [UInt8]) throws -> Int {
        var searchFrom = 0
        while true {
            if buffer.count >= marker.count {
                for index in searchFrom...(buffer.count - marker.count)
                where Array(buffer[index..<index + marker.count]) == marker {
                    return index
                }
                searchFrom = max(0, buffer.count - marker.count + 1)
            }
            try fill()
        }
    }

    private func fill() throws {
        var chunk = [UInt8](repeating: 0, count: 65536)
        let count = recv(fd, &chunk, chunk.count, 0)
        if count > 0 {
            buffer.append(contentsOf: chunk[..<count])
        } else if count == 0 {
            throw Failure.closed
        } else {
            throw errno == EAGAIN || errno == EWOULDBLOCK ? Failure.timedOut : Failure.closed
        }
    }
}
