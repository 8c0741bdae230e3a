import Foundation
import HTTPServer

/// The two steps that turn a Google News article id into the publisher's address, from the bundled
/// headlines, and the publisher's page a resolved link lands on (all on loopback):
/// - `GET /rss/articles/ID`: a page whose `c-wiz > div[jscontroller]` carries `data-n-a-sg` and `data-n-a-ts`;
/// - `POST /_/DotsSplashUi/data/batchexecute?rpcids=Fbv4je` with `f.req=…`: the anti-XSSI framed
///   answer naming `http://HOST/publisher/ID`, when the signature matches the id's;
/// - `GET /publisher/ID`: the sample publisher's article.
///
/// Ids starting `CBMiFault` misbehave, one way each (the generic `/_fault/…` modes, `slow=S` and
/// `429=S` among them, apply here too): see `Fault`.
extension NewsRSSFeed {
    static let batchExecutePath = "/_/DotsSplashUi/data/batchexecute"
    static let publisherPrefix = "/publisher/"
    /// The time every sample article page states.
    static let sampleTimestamp = 1_764_000_000

    /// Per-id misbehaviour, for tests and for trying the choice page offline.
    enum Fault: String, CaseIterable {
        /// The article page has neither attribute (Google changed the page).
        case noSignature = "CBMiFaultNoSignature"
        /// The answer is framed in a way the protocol does not describe.
        case framing = "CBMiFaultFraming"
        /// 429 with `Retry-After: 30` from `batchexecute`.
        case tooManyRequests = "CBMiFaultTooManyRequests"
        /// The answer names a private network address.
        case privateAddress = "CBMiFaultPrivateAddress"
        /// The answer names a `javascript:` URL.
        case javascript = "CBMiFaultJavascript"
        /// A well-formed answer padded to 3 MiB.
        case huge = "CBMiFaultHuge"
    }
    /// Size of the `huge` answer.
    static let hugeAnswerBytes = 3 << 20

    /// The signature the sample page gives `id` and `batchexecute` expects back.
    static func signature(for id: String) -> String {
        "AU_yqL" + String(Markup.stableHash("signature/" + id), radix: 36)
    }

    /// `GET /rss/articles/ID`: the page Google shows for an article link, reduced to what matters.
    func articlePage(id: String) -> Response {
        let fault = Fault(rawValue: id)
        let item = editions.values.joined().first { Self.articleID($0) == id }
        guard item != nil || fault != nil else { return .text("Not found", status: 404) }
        let title = item?.headline ?? "Sample article"
        let attributes =
            fault == .noSignature
            ? "data-n-a-id=\"\(id)\""
            : "data-n-a-id=\"\(id)\" data-n-a-ts=\"\(Self.sampleTimestamp)\" data-n-a-sg=\"\(Self.signature(for: id))\""
        let page =
            "<!doctype html><html><head><meta charset=\"utf-8\"><title>\(Markup.escapeHTML(title))</title></head>"
            + "<body><c-wiz><div jscontroller=\"aLI87\" \(attributes)><h1>\(Markup.escapeHTML(title))</h1>"
            + "<p>\(Markup.escapeHTML(item?.publisher ?? "")) (sample article; this page needs JavaScript on Google News)</p>"
            + "</div></c-wiz></body></html>"
        return Response(status: 200, headers: ["Content-Type": "text/html; charset=utf-8"], body: Array(page.utf8))
    }

    /// `POST …/batchexecute?rpcids=Fbv4je`: the publisher's address for the id in `f.req`.
    func batchExecute(_ request: Request, host: String) -> Response {
        guard request.method == "POST" else { return .text("Use POST", status: 405) }
        guard let (id, signature) = Self.garturlreq(request) else {
            return Self.framed(#"[["er",null,null,null,null,400,null,null,null,3],["di",12]]"#)
        }
        let fault = Fault(rawValue: id)
        let known = editions.values.joined().contains { Self.articleID($0) == id }
        guard signature == Self.signature(for: id), known || fault != nil else {
            return Self.framed(#"[["wrb.fr","Fbv4je",null,null,null,[3],"generic"],["di",10]]"#)
        }
        switch fault {
        case .tooManyRequests?:
            var response = Response.text("Too many requests", status: 429)
            response.headers.add("Retry-After", "30")
            return response
        case .framing?:
            let body = #")]}'"# + "\n\n" + #"{"rpc":"Fbv4je","result":{"url":"http://\#(host)/publisher/\#(id)"}}"#
            return Response(status: 200, headers: ["Content-Type": "application/json; charset=utf-8"], body: Array(body.utf8))
        case .privateAddress?: return Self.framed(Self.envelope(url: "http://192.168.1.1/admin"))
        case .javascript?: return Self.framed(Self.envelope(url: "javascript:alert(document.cookie)"))
        case .huge?:
            let padding = String(repeating: "x", count: Self.hugeAnswerBytes)
            return Self.framed(Self.envelope(url: "http://\(host)/publisher/\(id)") + "\n" + #"[["pad",""# + padding + #""]]"#)
        case .noSignature?, nil:
            return Self.framed(Self.envelope(url: "http://\(host)/publisher/\(id)"))
        }
    }

    /// `GET /publisher/ID`: where a resolved sample link lands.
    func publisherPage(id: String) -> Response {
        guard let item = editions.values.joined().first(where: { Self.articleID($0) == id }) else {
            return .text("Not found", status: 404)
        }
        let page =
            "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>\(Markup.escapeHTML(item.headline))</title></head>"
            + "<body><p>\(Markup.escapeHTML(item.publisher)) — sample publisher page</p>"
            + "<h1 id=\"publisher-headline\">\(Markup.escapeHTML(item.headline))</h1>"
            + "<p>This is where the article would be. It is sample data served by Kiosk's offline upstream.</p></body></html>"
        return Response(status: 200, headers: ["Content-Type": "text/html; charset=utf-8"], body: Array(page.utf8))
    }

    /// `["wrb.fr","Fbv4je","[\"garturlres\",\"URL\",1]",null,null,null,"generic"]` as Google frames it.
    static func envelope(url: String) -> String {
        let payload = JSONValue.array([.string("garturlres"), .string(url), .int(1)]).serialized()
        let envelope = JSONValue.array([
            .array([
                .string("wrb.fr"), .string("Fbv4je"), .string(String(decoding: payload, as: UTF8.self)), .null, .null, .null,
                .string("generic"),
            ])
        ])
        return String(decoding: envelope.serialized(), as: UTF8.self)
    }

    /// `)]}'`, a blank line, then the chunk and a trailing one, each after its length.
    static func framed(_ chunk: String) -> Response {
        let tail = #"[["di",42],["af.httprm",41,"-5460820093218167412",1]]"#
        let body = ")]}'\n\n\(chunk.utf8.count)\n\(chunk)\n\(tail.utf8.count)\n\(tail)\n"
        return Response(status: 200, headers: ["Content-Type": "application/json; charset=utf-8"], body: Array(body.utf8))
    }

    /// The id and signature in the request's `f.req`, or nil when it is not a `garturlreq`.
    static func garturlreq(_ request: Request) -> (id: String, signature: String)? {
        let form: QueryParameters
        do { form = try request.formParameters() } catch { return nil }
        guard let text = form["f.req"],
            let outer = json(text) as? [Any], let calls = outer.first as? [Any], let call = calls.first as? [Any],
            call.count > 1, call[0] as? String == "Fbv4je", let innerText = call[1] as? String,
            let inner = json(innerText) as? [Any], inner.count >= 5, inner[0] as? String == "garturlreq",
            let id = inner[2] as? String, let signature = inner[4] as? String
        else { return nil }
        return (id, signature)
    }

    private static func json(_ text: String) -> Any? {
        do { return try JSONSerialization.jsonObject(with: Data(text.utf8)) } catch { return nil }
    }
}
