import CCurl
import Foundation
import Locking

/// The state one transfer's C callbacks write into. It is passed to libcurl as an unretained
/// pointer; `CurlHTTPClient.perform` keeps it alive (withExtendedLifetime) until `curl_easy_perform` returns.
final class CurlTransfer: Sendable {
    /// What the callbacks collected.
    struct Received: Sendable {
        var body = Data()
        var headers: [String: String] = [:]
        var tooLarge = false
    }

    let maxBytes: Int
    /// Written by the callbacks on the thread running curl_easy_perform and read after it returns;
    /// the lock is never contended, it only orders the reads after the writes.
    let received = Mutex(Received())
    let cancelled = Atomic<Bool>(false)

    init(maxBytes: Int) { self.maxBytes = maxBytes }

    var pointer: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

    static func from(_ pointer: UnsafeMutableRawPointer?) -> CurlTransfer? {
        guard let pointer else { return nil }
        return Unmanaged<CurlTransfer>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// Appends decoded body bytes; returning a short count makes libcurl abort with CURLE_WRITE_ERROR.
    /// Counting after decoding also caps a small gzip that inflates to gigabytes.
    static let write: kiosk_curl_data_callback = { data, size, count, context in
        guard let transfer = CurlTransfer.from(context), let data else { return 0 }
        let length = size * count
        return transfer.received.withLock { received in
            guard received.body.count + length <= transfer.maxBytes else {
                received.tooLarge = true
                return 0
            }
            data.withMemoryRebound(to: UInt8.self, capacity: length) { received.body.append($0, count: length) }
            return length
        }
    }

    /// Collects one header line. A status line starts a new block: after `100 Continue` or a followed
    /// redirect only the final response's fields remain (RFC 9110 §15.2).
    static let header: kiosk_curl_data_callback = { data, size, count, context in
        guard let transfer = CurlTransfer.from(context), let data else { return 0 }
        let length = size * count
        let line = data.withMemoryRebound(to: UInt8.self, capacity: length) {
            String(decoding: UnsafeBufferPointer(start: $0, count: length), as: UTF8.self)
        }
        if line.hasPrefix("HTTP/") {
            transfer.received.withLock { $0.headers = [:] }
        } else if let colon = line.firstIndex(of: ":") {
            let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespacesAndNewlines)
            transfer.received.withLock { received in
                if let existing = received.headers[name] {
                    received.headers[name] = existing + ", " + value
                } else {
                    received.headers[name] = value
                }
            }
        }
        return length
    }

    /// Aborts the transfer (CURLE_ABORTED_BY_CALLBACK) once the awaiting task is cancelled.
    static let progress: kiosk_curl_xferinfo_callback = { context, _, _, _, _ in
        guard let transfer = CurlTransfer.from(context) else { return 1 }
        return transfer.cancelled.load(ordering: .relaxed) ? 1 : 0
    }
}
