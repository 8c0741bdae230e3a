import Foundation
import Models

/// One request header, kept in order (a tuple array would not be `Sendable`-checkable or `Equatable`).
public struct HeaderField: Sendable, Equatable {
    public var name: String
    public var value: String
    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}

/// The one address a transfer may connect to for its URL's host and port: the one Kiosk resolved and
/// checked itself. Without it libcurl resolves the name again, and a resolver answering a public
/// address first and an internal one second (DNS rebinding) would get an internal service's bytes out.
public struct AddressPin: Sendable, Equatable {
    public var host: String
    public var port: Int
    /// Numeric, as libcurl reports CURLINFO_PRIMARY_IP: `203.0.113.7`, `2001:db8::7` (no brackets).
    public var address: String
    public init(host: String, port: Int, address: String) {
        self.host = host
        self.port = port
        self.address = address
    }
}

/// What to fetch and the limits that protect Kiosk from a slow or oversized upstream.
public struct FetchRequest: Sendable, Equatable {
    /// Default cap on the decoded body: a feed or a JSON page is far below 4 MiB.
    public static let defaultMaxBytes = 4 << 20

    public var url: String
    public var headers: [HeaderField]
    public var connectTimeout: Double
    public var totalTimeout: Double
    public var maxBytes: Int
    /// Off by default: a redirect is returned as a 3xx so the caller decides (the image proxy refuses them).
    public var followRedirects: Bool
    /// When set, the transfer connects only to this address and fails if it got anywhere else.
    public var pin: AddressPin?
    /// When set, the request is a POST with this body (its `Content-Type` goes in `headers`); else a GET.
    public var body: Data?
    /// What the fetch serves, which decides how much of its source's budget it may draw on
    /// (`BudgetedFetching`): what the cache's load runs as.
    public var purpose: FetchOrigin.Purpose

    /// Timeouts default to the ones every upstream gets (`UpstreamSettings`), so an image fetch and an
    /// API call a page waits for are bounded alike.
    public init(
        url: String, headers: [HeaderField] = [], connectTimeout: Double = UpstreamSettings.defaultConnectTimeout,
        totalTimeout: Double = UpstreamSettings.defaultTotalTimeout, maxBytes: Int = defaultMaxBytes,
        followRedirects: Bool = false,
        pin: AddressPin? = nil, body: Data? = nil, purpose: FetchOrigin.Purpose = .page
    ) {
        self.url = url
        self.headers = headers
        self.connectTimeout = connectTimeout
        self.totalTimeout = totalTimeout
        self.maxBytes = maxBytes
        self.followRedirects = followRedirects
        self.pin = pin
        self.body = body
        self.purpose = purpose
    }
}

/// An HTTP answer of any status: mapping statuses to errors is the caller's decision.
public struct FetchResponse: Sendable, Equatable {
    public var status: Int
    /// Field names lowercased; repeated fields joined with ", " (RFC 9110 §5.3).
    public var headers: [String: String]
    public var body: Data
    /// Seconds from `Retry-After` (delay-seconds or HTTP-date, RFC 9110 §10.2.3), when present and valid.
    public var retryAfter: Int?

    public init(status: Int, headers: [String: String] = [:], body: Data = Data(), retryAfter: Int? = nil) {
        self.status = status
        self.headers = headers
        self.body = body
        self.retryAfter = retryAfter
    }
}

/// The seam between API clients and the network: libcurl in production, stubs in tests.
public protocol HTTPFetching: Sendable {
    func fetch(_ request: FetchRequest) async throws(UpstreamError) -> FetchResponse
}
