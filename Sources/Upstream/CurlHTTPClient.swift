import CCurl
import Foundation
import Logging
import Models

/// `HTTPFetching` on libcurl easy handles. Blocking transfers run on the client's own threads, never on
/// the Swift cooperative pool; handles are pooled so connections stay alive between requests.
public final class CurlHTTPClient: HTTPFetching {
    /// Only these schemes, also for followed redirects: no file:, gopher:, dict:, ftp:…
    static let allowedProtocols = "http,https"
    /// Enough for a CDN hop or http→https, not for a redirect loop.
    static let maxRedirects = 5

    private let userAgent: String
    private let handles: EasyHandlePool
    private let threads: BlockingThreadPool
    private let logger = Logger(label: "kiosk.upstream.curl")

    /// - Parameters:
    ///   - userAgent: sent on every request; Wikimedia requires a descriptive one with contact details.
    ///   - maxConcurrent: transfers running at once (threads); further requests wait their turn.
    public init(userAgent: String, maxConcurrent: Int = 16) {
        self.userAgent = userAgent
        self.handles = EasyHandlePool(maxIdle: maxConcurrent)
        self.threads = BlockingThreadPool(maxThreads: maxConcurrent, name: "kiosk.curl")
    }

    public func fetch(_ request: FetchRequest) async throws(UpstreamError) -> FetchResponse {
        let host = CurlErrorMapping.host(of: request.url)
        // A CR or LF in a field would let a value start a header of its own (RFC 9110 §5.5 forbids them).
        // Scalars, not Characters: "\r\n" is one Character and would slip past a Character test.
        let forbidden: Set<Unicode.Scalar> = ["\r", "\n", "\0"]
        if request.headers.contains(where: { field in
            (field.name.unicodeScalars + field.value.unicodeScalars).contains(where: forbidden.contains)
        }) {
            throw .refused("header field with a line break")
        }
        // Parsed, so only an address (no name, no ':' smuggling another CONNECT_TO field) is pinned.
        let pinned = request.pin.map { IPAddressPolicy.numeric($0.address) }
        if let pinned, pinned == nil { throw .refused("pinned address is not numeric") }
        let pin = pinned.flatMap { $0 }
        let transfer = CurlTransfer(maxBytes: request.maxBytes)
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Result<FetchResponse, UpstreamError>, Never>) in
                // The blocking transfer, on one of the client's own threads: a handle checked out for it,
                // and checked in only once the transfer is over and its header lists are freed (the
                // handle moves back into the pool as a `sending` value, so nothing may touch it after).
                threads.submit { [handles, userAgent, logger] in
                    if transfer.cancelled.load(ordering: .relaxed) {
                        return continuation.resume(returning: .failure(.timedOut(seconds: 0)))
                    }
                    guard let handle = handles.checkOut() else {
                        return continuation.resume(returning: .failure(.cannotConnect(host: host)))
                    }
                    let result = Self.run(
                        request, on: handle, pinned: pin, host: host, transfer: transfer, userAgent: userAgent, logger: logger)
                    handles.checkIn(handle)
                    continuation.resume(returning: result)
                }
            }
        } onCancel: {
            transfer.cancelled.store(true, ordering: .relaxed)
        }
        return try result.get()
    }

    /// One blocking transfer on `handle` (checked out for it), on the calling (dedicated) thread.
    private static func run(
        _ request: FetchRequest, on handle: EasyHandle, pinned: IPAddressPolicy.Address?, host: String, transfer: CurlTransfer,
        userAgent: String, logger: Logger
    ) -> Result<FetchResponse, UpstreamError> {
        // Reset clears every option but keeps live connections and the DNS cache.
        curl_easy_reset(handle.raw)
        handle.errorBuffer[0] = 0

        var headerList: UnsafeMutablePointer<curl_slist>? = nil
        for field in request.headers {
            headerList = curl_slist_append(headerList, "\(field.name): \(field.value)")
        }
        defer { curl_slist_free_all(headerList) }
        // CONNECT_TO, not RESOLVE: it lives in this transfer's options (curl_easy_reset clears it for the
        // handle's next user), where RESOLVE would leave the pinned answer in the handle's DNS cache.
        var connectTo: UnsafeMutablePointer<curl_slist>? = nil
        if let pin = request.pin {
            let address = pin.address.contains(":") ? "[\(pin.address)]" : pin.address
            connectTo = curl_slist_append(nil, "\(pin.host):\(pin.port):\(address):\(pin.port)")
        }
        defer { curl_slist_free_all(connectTo) }

        let code: CURLcode = withExtendedLifetime(transfer) {
            configure(handle, for: request, transfer: transfer, headers: headerList, userAgent: userAgent)
            if connectTo != nil {
                _ = kiosk_curl_setopt_slist(handle.raw, CURLOPT_CONNECT_TO, connectTo)
                // No proxy (it would resolve the name itself, and the peer would be the proxy) and no
                // redirect (libcurl would resolve the next hop unchecked).
                _ = kiosk_curl_setopt_string(handle.raw, CURLOPT_PROXY, "")
                _ = kiosk_curl_setopt_long(handle.raw, CURLOPT_FOLLOWLOCATION, 0)
            }
            return curl_easy_perform(handle.raw)
        }
        guard code == CURLE_OK else {
            let error = CurlErrorMapping.error(
                for: code, request: request, host: host, transfer: transfer,
                message: handle.errorMessage)
            logger.debug(
                "curl failed",
                metadata: [
                    "url": "\(request.url)", "code": "\(code.rawValue)",
                    "message": "\(handle.errorMessage)", "error": "\(error)",
                ])
            return .failure(error)
        }
        if let pin = request.pin {
            // The proof, whatever libcurl did (a reused connection, a changed resolver): the bytes came
            // from the checked address or they are not used.
            var primary: UnsafeMutablePointer<CChar>?
            _ = kiosk_curl_getinfo_string(handle.raw, CURLINFO_PRIMARY_IP, &primary)
            let connected = primary.map { String(cString: $0) } ?? ""
            // Compared as addresses, not text (`::ffff:a.b.c.d`, zero compression).
            guard let pinned, IPAddressPolicy.numeric(connected) == pinned else {
                logger.warning("image host \(pin.host) answered from \(connected), not the checked \(pin.address): refused")
                return .failure(.refused("connected to \(connected), not the checked address"))
            }
        }
        var status = 0
        _ = kiosk_curl_getinfo_long(handle.raw, CURLINFO_RESPONSE_CODE, &status)
        let received = transfer.received.withLock { $0 }
        let retryAfter = received.headers["retry-after"].flatMap { RetryAfter.seconds(from: $0, now: Date()) }
        return .success(FetchResponse(status: status, headers: received.headers, body: received.body, retryAfter: retryAfter))
    }

    private static func configure(
        _ handle: EasyHandle, for request: FetchRequest, transfer: CurlTransfer,
        headers: UnsafeMutablePointer<curl_slist>?, userAgent: String
    ) {
        let raw = handle.raw
        _ = kiosk_curl_setopt_pointer(raw, CURLOPT_ERRORBUFFER, handle.errorBuffer)
        _ = kiosk_curl_setopt_string(raw, CURLOPT_URL, request.url)
        _ = kiosk_curl_setopt_string(raw, CURLOPT_PROTOCOLS_STR, allowedProtocols)
        _ = kiosk_curl_setopt_string(raw, CURLOPT_USERAGENT, userAgent)
        // Timeouts use signals unless NOSIGNAL is set, and signals are unsafe with many threads.
        _ = kiosk_curl_setopt_long(raw, CURLOPT_NOSIGNAL, 1)
        _ = kiosk_curl_setopt_long(raw, CURLOPT_CONNECTTIMEOUT_MS, milliseconds(request.connectTimeout))
        _ = kiosk_curl_setopt_long(raw, CURLOPT_TIMEOUT_MS, milliseconds(request.totalTimeout))
        // "" offers every coding libcurl can decode (gzip, deflate, br…) and decodes the body.
        _ = kiosk_curl_setopt_string(raw, CURLOPT_ACCEPT_ENCODING, "")
        // Rejects early when Content-Length already exceeds the cap; the write callback covers the rest.
        _ = kiosk_curl_setopt_off(raw, CURLOPT_MAXFILESIZE_LARGE, curl_off_t(request.maxBytes))
        if request.followRedirects {
            _ = kiosk_curl_setopt_long(raw, CURLOPT_FOLLOWLOCATION, 1)
            _ = kiosk_curl_setopt_long(raw, CURLOPT_MAXREDIRS, maxRedirects)
            _ = kiosk_curl_setopt_string(raw, CURLOPT_REDIR_PROTOCOLS_STR, allowedProtocols)
        } else {
            _ = kiosk_curl_setopt_long(raw, CURLOPT_FOLLOWLOCATION, 0)
        }
        _ = kiosk_curl_setopt_slist(raw, CURLOPT_HTTPHEADER, headers)
        if let body = request.body {
            // COPYPOSTFIELDS copies the bytes into the handle, so they need not outlive this call.
            _ = kiosk_curl_setopt_long(raw, CURLOPT_POST, 1)
            _ = kiosk_curl_setopt_off(raw, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(body.count))
            var bytes = [UInt8](body)
            bytes.withUnsafeMutableBytes { _ = kiosk_curl_setopt_pointer(raw, CURLOPT_COPYPOSTFIELDS, $0.baseAddress) }
        }
        _ = kiosk_curl_setopt_data_callback(raw, CURLOPT_WRITEFUNCTION, CurlTransfer.write)
        _ = kiosk_curl_setopt_pointer(raw, CURLOPT_WRITEDATA, transfer.pointer)
        _ = kiosk_curl_setopt_data_callback(raw, CURLOPT_HEADERFUNCTION, CurlTransfer.header)
        _ = kiosk_curl_setopt_pointer(raw, CURLOPT_HEADERDATA, transfer.pointer)
        _ = kiosk_curl_setopt_long(raw, CURLOPT_NOPROGRESS, 0)
        _ = kiosk_curl_setopt_xferinfo_callback(raw, CurlTransfer.progress)
        _ = kiosk_curl_setopt_pointer(raw, CURLOPT_XFERINFODATA, transfer.pointer)
    }

    private static func milliseconds(_ seconds: Double) -> Int {
        Int(max(1, min(seconds * 1000, Double(Int32.max))))
    }
}
