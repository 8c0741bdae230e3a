/// The server's final step, run on every answer, handler-made or from memory, just before it is
/// encoded: the one place that picks the content coding and the one place that answers 304.
///
/// Handlers state validators (`ETag`, `Last-Modified`) and offer their bytes, with the gzip form
/// when they keep one (`Response.gzipForm`); they never build a 304 or compress. The order is
/// coding first, then the condition, so a 304 carries the ETag and `Vary` of the very
/// representation a 200 would have carried (RFC 9110 §15.4.5).
public enum ResponseFinisher {
    /// Settles the coding for this client, then answers 304 if its copy is current.
    public static func finish(_ response: inout Response, for request: Request) {
        settleCoding(&response, acceptEncoding: AcceptEncoding.headerValue(of: request))
        guard ConditionalRequest.isNotModified(request: request, response: response) else { return }
        let route = response.route
        response = ConditionalRequest.notModifiedResponse(from: response)
        response.route = route
    }

    /// The coding half alone, for an answer kept and shared before it is sent (the page
    /// micro-cache stores it settled, keyed by whether the client accepts gzip; `finish` then only
    /// decides 304 for each request that gets it). Runs once per response: a settled one is left alone.
    public static func settleCoding(_ response: inout Response, acceptEncoding: String?) {
        guard !response.isCodingSettled else { return }
        defer { response.isCodingSettled = true }
        if let finished = response.gzipForm?.finished {
            // Made ahead with its head serialised (a static file): the answer is swapped whole,
            // so this costs nothing per request. The identity response already lists its `Vary`.
            guard AcceptEncoding.acceptsGzip(acceptEncoding) else { return }
            let route = response.route
            response = finished
            response.route = route
            return
        }
        ResponseCompression.apply(&response, acceptEncoding: acceptEncoding)
    }
}

extension Response {
    /// `ResponseFinisher.finish` in place, also through an optional (`answer?.finish(for:)`).
    mutating func finish(for request: Request) {
        ResponseFinisher.finish(&self, for: request)
    }
}
