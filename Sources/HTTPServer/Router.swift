/// What answers requests: the router, or a test's closure. Runs off the socket queues.
public typealias Responder = @Sendable (Request) async -> Response

/// Maps a method and path to a handler (a `Responder`, or whatever the application keeps per route:
/// the web layer's typed page routes). Patterns are split once, when added: literal segments,
/// `:name` parameters and one trailing `*name` catch-all, e.g. `/comics/:number` or `/img/*path`.
///
/// Path segments are percent-decoded before comparing (`+` stays `+`: it only means space in forms),
/// so `/comics/%31` is `/comics/1`, and `%2F` stays inside one parameter instead of splitting it.
/// A catch-all gets the rest of the path *still percent-encoded*, slashes included, because it is
/// meant to be forwarded (the image proxy's upstream path) and decoding would lose `%2F` vs `/`;
/// its segments must still decode like any other (else notFound), and it needs at least the `/`
/// after its prefix: `/img/*path` matches `/img/` (path "") and `/img/a/b`, not `/img`.
public struct Router<Handler: Sendable>: Sendable {
    /// What a request's method and path lead to.
    public enum Match: Sendable {
        /// The route's handler, the path's parameters, and the route's pattern (what metrics file it under).
        case found(Handler, parameters: [String: String], pattern: String)
        /// The path exists with other methods (RFC 9110 §15.5.6: a 405 must list them in `Allow`).
        case methodNotAllowed(allow: [String])
        case notFound
    }

    @usableFromInline enum Segment: Sendable {
        case literal(String)
        case parameter(String)
    }

    @usableFromInline struct Route: Sendable {
        @usableFromInline var method: String
        @usableFromInline var pattern: String
        @usableFromInline var segments: [Segment]
        @usableFromInline var catchAll: String?
        @usableFromInline var handler: Handler
        /// Per segment: 0 literal, 1 parameter, 2 catch-all. Smaller sorts first, so literals win.
        var rank: [Int]
    }

    // Matching is `@inlinable` so an application's `Router<Handler>` is specialized for its own
    // handler type: generic code run unspecialized across the module boundary costs every request
    // allocations per route tried.
    @usableFromInline var routes: [Route] = []

    public init() {}

    /// Adds a route. A malformed pattern is a programming error in the route table, caught at start-up.
    public mutating func add(_ method: String, _ pattern: String, handler: Handler) {
        precondition(pattern.hasPrefix("/"), "A route pattern starts with /: \(pattern)")
        let parts = pattern.utf8.dropFirst().split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
            .map { String(Substring($0)) }
        var segments: [Segment] = []
        var catchAll: String?
        for (index, part) in parts.enumerated() {
            if part.hasPrefix("*") {
                precondition(index == parts.count - 1, "A catch-all must be the last segment: \(pattern)")
                catchAll = String(part.dropFirst())
            } else if part.hasPrefix(":") {
                segments.append(.parameter(String(part.dropFirst())))
            } else {
                segments.append(.literal(part))
            }
        }
        let rank = segments.map { if case .literal = $0 { 0 } else { 1 } } + (catchAll == nil ? [] : [2])
        let route = Route(method: method, pattern: pattern, segments: segments, catchAll: catchAll, handler: handler, rank: rank)
        // Keep routes ordered by specificity (stable for equal ranks), so the first match is the best.
        let position = routes.firstIndex { rank.lexicographicallyPrecedes($0.rank) } ?? routes.count
        routes.insert(route, at: position)
    }

    /// Every route's method and pattern, most specific first: what the table answers, for tests
    /// that hold each route to the same rules.
    public var table: [(method: String, pattern: String)] { routes.map { ($0.method, $0.pattern) } }

    public mutating func get(_ pattern: String, handler: Handler) { add("GET", pattern, handler: handler) }

    public mutating func post(_ pattern: String, handler: Handler) { add("POST", pattern, handler: handler) }

    /// Finds the route for `method` and `rawPath` (the undecoded path). HEAD is answered by GET routes
    /// unless a HEAD route exists (RFC 9110 §9.3.2). A path segment that does not decode → notFound.
    @inlinable public func match(method: String, rawPath: String) -> Match {
        guard rawPath.utf8.first == UInt8(ascii: "/") else { return .notFound }
        let rawSegments = rawPath.utf8.dropFirst().split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
        var decoded: [String] = []
        decoded.reserveCapacity(rawSegments.count)
        for raw in rawSegments {
            guard let segment = Self.decode(raw) else { return .notFound }
            decoded.append(segment)
        }
        var allowed: [String] = []
        var getFallback: (Route, [String: String])?
        for route in routes {
            guard let parameters = Self.parameters(of: route, decoded: decoded, raw: rawSegments, in: rawPath) else { continue }
            if route.method == method { return .found(route.handler, parameters: parameters, pattern: route.pattern) }
            if method == "HEAD", route.method == "GET", getFallback == nil { getFallback = (route, parameters) }
            if !allowed.contains(route.method) { allowed.append(route.method) }
        }
        if let (route, parameters) = getFallback { return .found(route.handler, parameters: parameters, pattern: route.pattern) }
        guard !allowed.isEmpty else { return .notFound }
        if allowed.contains("GET") && !allowed.contains("HEAD") { allowed.append("HEAD") }
        return .methodNotAllowed(allow: allowed.sorted())
    }

    /// The route's parameters when the path fits its pattern, else nil.
    @inlinable static func parameters(
        of route: Route, decoded: [String], raw: [Substring.UTF8View],
        in rawPath: String
    ) -> [String: String]? {
        if route.catchAll == nil {
            guard decoded.count == route.segments.count else { return nil }
        } else {
            guard decoded.count > route.segments.count else { return nil }  // the catch-all needs its `/`
        }
        // Literals first, so a route that does not fit costs no dictionary.
        for (segment, value) in zip(route.segments, decoded) {
            if case .literal(let literal) = segment, literal != value { return nil }
        }
        var parameters: [String: String] = [:]
        for (segment, value) in zip(route.segments, decoded) {
            guard case .parameter(let name) = segment else { continue }
            guard !value.isEmpty else { return nil }  // `/comics/` is not comic ""
            parameters[name] = value
        }
        if let name = route.catchAll {
            // The rest is a contiguous run of the original path, slashes included.
            let start = raw[route.segments.count].startIndex
            parameters[name] = String(rawPath[start..<raw[raw.count - 1].endIndex])
        }
        return parameters
    }

    /// Percent-decodes one path segment; nil when an escape is malformed or the bytes are not UTF-8.
    @usableFromInline static func decode(_ raw: Substring.UTF8View) -> String? {
        guard raw.contains(UInt8(ascii: "%")) else { return String(Substring(raw)) }
        do {
            return try QueryParameters.decodeComponent(raw, plusIsSpace: false)
        } catch {
            return nil  // an undecodable segment names no resource: the caller answers 404
        }
    }
}

extension Router where Handler == Responder {
    /// A router of plain responders (tests, small servers): each response carries its route's pattern
    /// as its `route`, unless the responder named one.

    /// Adds a route whose responses carry `pattern` as their `route`.
    public mutating func add(_ method: String, _ pattern: String, _ responder: @escaping Responder) {
        let tagged: Responder = { request in
            var response = await responder(request)
            if response.route.isEmpty { response.route = pattern }
            return response
        }
        add(method, pattern, handler: tagged)
    }

    public mutating func get(_ pattern: String, _ responder: @escaping Responder) { add("GET", pattern, responder) }

    public mutating func post(_ pattern: String, _ responder: @escaping Responder) { add("POST", pattern, responder) }
}
