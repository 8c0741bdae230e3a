import CCurl
import Foundation
import Models

/// Turns a failed libcurl transfer into the `UpstreamError` a person can be told about.
enum CurlErrorMapping {
    static func error(
        for code: CURLcode, request: FetchRequest, host: String, transfer: CurlTransfer,
        message: String
    ) -> UpstreamError {
        let detail = message.isEmpty ? String(cString: curl_easy_strerror(code)) : message
        switch code {
        case CURLE_COULDNT_RESOLVE_HOST:
            return .cannotResolve(host: host)
        case CURLE_COULDNT_CONNECT:
            return .cannotConnect(host: host)
        case CURLE_OPERATION_TIMEDOUT:
            return .timedOut(seconds: request.totalTimeout)
        case CURLE_WRITE_ERROR where transfer.received.withLock({ $0.tooLarge }), CURLE_FILESIZE_EXCEEDED:
            return .tooLarge(limit: request.maxBytes)
        case CURLE_ABORTED_BY_CALLBACK:
            // Only the progress callback aborts, and only when the waiting task was cancelled.
            return .timedOut(seconds: 0)
        case CURLE_UNSUPPORTED_PROTOCOL, CURLE_URL_MALFORMAT:
            return .refused(detail)
        case CURLE_PARTIAL_FILE, CURLE_BAD_CONTENT_ENCODING, CURLE_WEIRD_SERVER_REPLY, CURLE_HTTP2, CURLE_HTTP2_STREAM,
            CURLE_TOO_MANY_REDIRECTS:
            // Bytes arrived but do not make a whole, well-formed response.
            return .undecodable("curl: \(detail)")
        default:
            // Connection-level failures (reset, TLS, nothing received): the upstream could not be reached properly.
            return .cannotConnect(host: host)
        }
    }

    /// The host part of a URL for messages, without userinfo or port; the whole URL if it does not parse.
    static func host(of url: String) -> String {
        URLComponents(string: url)?.host ?? url
    }
}
