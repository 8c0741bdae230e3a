import Foundation
import HTTPServer
import Testing
import TestSupport

/// Malicious values through every parameter and path segment of every page, answered by the whole
/// offline application: each gets a clear error or a harmless page, never a 500, never its markup
/// reflected unescaped, and its JSON twin is valid JSON holding the value as a string.
@Suite("Hostile input through every parameter", .serialized)
struct HostileInputTests {
    /// A value an attacker would try, and what must never appear in an HTML body because of it.
    struct Payload: Sendable, CustomStringConvertible {
        var name: String
        var raw: String
        /// Markup that would run or change the page if the value were reflected unescaped.
        var forbidden: [String]
        var description: String { name }

        static let all: [Payload] = [
            Payload(name: "script", raw: "<script>alert(1)</script>", forbidden: ["<script>alert(1)", "</script>alert"]),
            Payload(name: "attribute break", raw: "\"><img src=x onerror=alert(1)>", forbidden: ["\"><img", "<img src=x"]),
            Payload(
                name: "javascript URL", raw: "javascript:alert(1)",
                forbidden: ["href=\"javascript:", "src=\"javascript:", "action=\"javascript:", "href='javascript:"]),
            Payload(name: "mustache", raw: "{{chrome.siteName}}{{>layout}}{{{x}}}", forbidden: []),
            Payload(name: "single quote", raw: "' onmouseover='alert(1)", forbidden: ["='alert(1)"]),
            Payload(name: "control characters", raw: "abc\u{0}\u{1B}[2J\u{7F}", forbidden: []),
        ]
    }

    /// Where a value goes in: a URL with `{}` standing for the percent-encoded payload.
    struct Slot: Sendable, CustomStringConvertible {
        var template: String
        var description: String { template }
        func target(_ payload: Payload) -> String {
            template.replacingOccurrences(of: "{}", with: QueryParameters.encodeComponent(payload.raw))
        }

        static let all: [Slot] = [
            "/search?q={}&lang=en", "/search?q=Swift&lang={}", "/search?q=Swift&limit={}", "/search?q=Swift&offset={}",
            "/movies?q={}&lang=en", "/movies?q=the&page={}&lang=en", "/movies?q=the&lang={}", "/movies/1025?region={}&lang=en",
            "/comics/{}?lang=en", "/movies/{}?lang=en", "/comics/random?from={}&lang=en", "/comics/random?lang={}",
            "/comics?lang={}", "/news?lang={}", "/?lang={}", "/search?q=Swift&lang=en&format={}", "/{}",
        ].map(Slot.init)
    }

    struct Probe: Sendable, CustomStringConvertible {
        var slot: Slot
        var payload: Payload
        var description: String { "\(payload.name) in \(slot.template)" }
    }

    static let probes: [Probe] = Slot.all.flatMap { slot in Payload.all.map { Probe(slot: slot, payload: $0) } }

    @Test(arguments: probes)
    func hostileValue_inAnyParameter_isAnsweredWithoutReflectingMarkup(_ probe: Probe) async throws {
        try await WatchedOfflineSite.with { site in
            let target = probe.slot.target(probe.payload)
            guard HostileChecks.queryDecodes(target) else {
                // The server's parser answers 400 before the site sees it (HostileWireTests checks the wire).
                #expect(probe.payload.name == "control characters", "\(probe): the query does not decode")
                return
            }
            let html = try await site.get(target, headers: [("Accept", "text/html")])
            #expect([200, 302, 400, 404].contains(html.status), "\(probe): \(target) answered \(html.status)")
            if html.status != 302 {
                #expect(html.headers["Content-Type"] == "text/html; charset=utf-8", "\(probe)")
                HostileChecks.expectHarmlessHTML(
                    html.text, payload: probe.payload.raw, forbidden: probe.payload.forbidden, "\(probe)")
            } else {
                HostileChecks.expectOnSiteLocation(html.headers["Location"], "\(probe)")
            }
            // Values sent upstream are encoded: no raw markup or spaces in any URL libcurl requested.
            for upstream in site.upstreamRequests.all {
                #expect(!upstream.contains(where: { "<>\"{} '".contains($0) }), "\(probe): upstream got \(upstream)")
            }
        }
    }

    @Test(arguments: probes.filter { !$0.slot.template.contains("format=") })
    func hostileValue_inJSONTwin_isValidJSONHoldingItAsAString(_ probe: Probe) async throws {
        try await WatchedOfflineSite.with { site in
            let target = probe.slot.target(probe.payload)
            guard HostileChecks.queryDecodes(target) else { return }
            let response = try await site.get(target + (target.contains("?") ? "&" : "?") + "format=json")
            guard response.status != 302 else { return }
            #expect([200, 400, 404].contains(response.status), "\(probe): \(target) answered \(response.status)")
            #expect(response.headers["Content-Type"] == "application/json; charset=utf-8", "\(probe)")
            let object = try JSONSerialization.jsonObject(with: Data(response.body))
            #expect(object is [String: Any], "\(probe): the JSON twin is not an object")
            // Wherever the value shows up, it is inside a JSON string, byte for byte.
            if response.text.contains("alert(1)") || response.text.contains("siteName") {
                let encoded = QueryParameters.encodeComponent(probe.payload.raw)
                #expect(
                    HostileChecks.strings(in: object).contains { $0.contains(probe.payload.raw) || $0.contains(encoded) },
                    "\(probe): the payload appears in the JSON but not as one string value")
            }
        }
    }

    /// Values a person typed must come back to them: the search box and heading show the query.
    @Test(arguments: Payload.all.filter { $0.name != "control characters" })
    func searchQuery_whenHostile_isShownEscapedInTheSearchBox(_ payload: Payload) async throws {
        try await WatchedOfflineSite.with { site in
            let response = try await site.get("/search?q=" + QueryParameters.encodeComponent(payload.raw) + "&lang=en")
            #expect(response.status == 200, "\(payload)")
            #expect(response.text.contains("value=\"" + HostileChecks.escaped(payload.raw) + "\""), "\(payload): search box")
        }
    }
}

/// Values that would reach a `Location` header: CR LF (header injection) and other sites (open redirect).
@Suite("Hostile values in redirects", .serialized)
struct HostileRedirectTests {
    /// A request whose value `{}` (form-encoded in place) could end up in a redirect.
    struct Entry: Sendable, CustomStringConvertible {
        var method: String
        var target: String
        var body: String
        /// 303 when the value is data (the search text), 400 when the field cannot hold it.
        var status: Int
        var description: String { "\(method) \(target) \(body)" }
        func filled(_ value: String) -> (target: String, body: String) {
            let encoded = QueryParameters.encodeComponent(value)
            return (target.replacingOccurrences(of: "{}", with: encoded), body.replacingOccurrences(of: "{}", with: encoded))
        }
    }

    static let entries: [Entry] = [
        Entry(method: "POST", target: "/search", body: "q={}&lang=en", status: 303),
        Entry(method: "POST", target: "/search", body: "q=Swift&lang={}", status: 400),
        Entry(method: "POST", target: "/search", body: "q=Swift&limit={}", status: 400),
        Entry(method: "POST", target: "/search", body: "q=Swift&offset={}", status: 400),
        Entry(method: "POST", target: "/news/refresh", body: "lang={}", status: 400),
        Entry(method: "GET", target: "/comics/random?lang={}", body: "", status: 400),
        Entry(method: "GET", target: "/comics/random?from={}&lang=en", body: "", status: 400),
    ]

    static let values = [
        "en\r\nSet-Cookie: session=evil", "20\nLocation: https://evil.example/", "1\rX-Injected: yes",
        "//evil.example", "https://evil.example", "/\\evil.example", "%2F%2Fevil.example", "\\\\evil.example",
        "javascript:alert(1)", "/%0d%0aSet-Cookie:x", "http:evil.example",
    ]

    struct Case: Sendable, CustomStringConvertible {
        var entry: Entry
        var value: String
        var description: String { "\(value.debugDescription) in \(entry)" }
    }

    static let cases = entries.flatMap { entry in values.map { Case(entry: entry, value: $0) } }

    @Test(arguments: cases)
    func redirectField_whenHostile_staysOnSiteWithoutExtraHeaders(_ testCase: Case) async throws {
        try await WatchedOfflineSite.with { site in
            let (target, body) = testCase.entry.filled(testCase.value)
            let response = try await site.respond(testCase.entry.method, target, body: body)
            #expect(response.status.code == testCase.entry.status, "\(testCase)")
            #expect(response.headers["Set-Cookie"] == nil, "\(testCase)")
            #expect(response.headers["X-Injected"] == nil, "\(testCase)")
            for field in response.headers {
                let breaks = field.value.unicodeScalars.filter { $0 == "\r" || $0 == "\n" }
                #expect(breaks.isEmpty, "\(testCase): header \(field.name) is \(field.value.debugDescription)")
            }
            if response.status == 303 {
                HostileChecks.expectOnSiteLocation(response.headers["Location"], "\(testCase)")
                // The value travels as data: the redirect's own query gives it back unchanged.
                let location = try #require(response.headers["Location"])
                let query = try QueryParameters(decoding: String(location.drop { $0 != "?" }.dropFirst()))
                #expect(query["q"] == testCase.value.trimmingCharacters(in: .whitespacesAndNewlines), "\(testCase)")
            } else {
                #expect(response.headers["Location"] == nil, "\(testCase)")
                HostileChecks.expectHarmlessHTML(
                    HostileChecks.withoutLayoutScript(response.text), payload: testCase.value, forbidden: ["<script"],
                    "\(testCase)")
            }
        }
    }
}

/// Malformed and oversized form bodies: a 400 page or a harmless answer, never a 500.
@Suite("Hostile form bodies", .serialized)
struct HostileFormTests {
    struct Case: Sendable, CustomStringConvertible {
        var name: String
        var target: String
        var body: String
        var statuses: Set<Int>
        var description: String { "\(name) to \(target)" }
    }

    static let manyAmpersands = String(repeating: "&", count: 40_000)
    static let manyPairs = String(repeating: "a=1&", count: 10_000) + "q=Swift&lang=en"
    static let hundredKB = "q=" + String(repeating: "A", count: 100_000) + "&lang=en"
    static let encodedHundredKB = "q=" + String(repeating: "%41", count: 34_000) + "&lang=en"

    static let cases: [Case] = ["/search", "/news/refresh"].flatMap { target -> [Case] in
        let field = target == "/search" ? "q" : "lang"
        return [
            Case(name: "lone %", target: target, body: "\(field)=%", statuses: [400]),
            Case(name: "%G0", target: target, body: "\(field)=%G0", statuses: [400]),
            Case(name: "truncated %4", target: target, body: "\(field)=%4", statuses: [400]),
            Case(name: "invalid UTF-8 %C3%28", target: target, body: "\(field)=%C3%28", statuses: [400]),
            Case(name: "overlong UTF-8 %C0%AF", target: target, body: "\(field)=%C0%AF", statuses: [400]),
            Case(name: "surrogate %ED%A0%80", target: target, body: "\(field)=%ED%A0%80", statuses: [400]),
            Case(name: "NUL %00", target: target, body: "\(field)=a%00b", statuses: [400]),
            Case(name: "escape sequence %1B", target: target, body: "\(field)=a%1B%5B2J", statuses: [400]),
            Case(name: "40,000 ampersands", target: target, body: manyAmpersands, statuses: [303]),
            Case(name: "10,000 pairs", target: target, body: manyPairs, statuses: [303]),
            // Both take `q` (a news search's refresh too), and a 100 KB search is refused.
            Case(name: "100 KB value", target: target, body: hundredKB, statuses: [400]),
            Case(name: "100 KB of %41", target: target, body: encodedHundredKB, statuses: [400]),
        ]
    }

    @Test(arguments: cases)
    func formBody_whenMalformedOrHuge_isRefusedOrHarmless(_ testCase: Case) async throws {
        try await WatchedOfflineSite.with { site in
            let response = try await site.respond("POST", testCase.target, body: testCase.body)
            #expect(testCase.statuses.contains(response.status.code), "\(testCase): \(response.status)")
            if let location = response.headers["Location"] {
                HostileChecks.expectOnSiteLocation(location, "\(testCase)")
                // The browser must be able to follow it: our own request line limit is 8 KiB.
                #expect(location.utf8.count < 8 * 1024 - 32, "\(testCase): Location of \(location.utf8.count) bytes")
            } else {
                HostileChecks.expectHarmlessHTML(response.text, payload: "%", forbidden: [], "\(testCase)")
            }
            // The site keeps serving.
            #expect(try await site.get("/healthz").status == 200)
        }
    }
}

/// The image proxy with the real `ImageFetcher`: other hosts, inside addresses, other schemes and
/// traversal are refused without a single request leaving Kiosk.
@Suite("Hostile image proxy requests", .serialized)
struct HostileImageProxyTests {
    /// `{sample}` is the allow-listed sample upstream's port; `{trap}` a loopback server that is not allow-listed.
    static let targets = [
        "/img/https/evil.example/x.png", "/img/http/evil.example/x.png",
        "/img/http/10.0.0.1/x.png", "/img/http/192.168.1.1/x.png", "/img/http/169.254.169.254/latest/meta-data",
        "/img/http/[::1]/x", "/img/http/[::ffff:127.0.0.1]:{trap}/x.png", "/img/http/2130706433/x",
        "/img/http/0x7f000001:{trap}/x.png",
        "/img/http/127.1:{trap}/x.png", "/img/http/0177.0.0.1:{trap}/x.png", "/img/http/0.0.0.0:{trap}/x.png",
        "/img/http/localhost:22/x", "/img/http/localhost:{sample}/t/p/w500/x.png", "/img/http/127.0.0.1:{trap}/x.png",
        "/img/http/127.0.0.1/x.png",
        "/img/http/2130706433:{sample}/t/p/w500/x.png", "/img/http/127.0.0.1.:{sample}/t/p/w500/x.png",
        "/img/http/evil.example@127.0.0.1:{trap}/x.png", "/img/http/127.0.0.1:{sample}@evil.example/x.png",
        "/img/http/127.0.0.1:{trap}%2F@127.0.0.1:{sample}/x.png", "/img/http/127.0.0.1%3A{trap}/x.png",
        "/img/http/127.0.0.1:{sample}%5C@127.0.0.1:{trap}/x.png",
        "/img/file/etc/passwd", "/img/file:/etc/passwd", "/img/file:///etc/passwd", "/img/gopher/127.0.0.1:{trap}/_x",
        "/img/gopher://127.0.0.1:{trap}/_x", "/img/ftp/127.0.0.1:{trap}/x", "/img/dict/127.0.0.1:{trap}/x",
        "/img/HTTP/127.0.0.1:{trap}/x",
        "/img/https//evil.example/x.png", "/img/https/", "/img/http", "/img/https/%2F%2Fevil.example/x.png",
        "/img/http/127.0.0.1:{sample}/t/p/../../_control/fault", "/img/http/127.0.0.1:{sample}/t/p/..%2f..%2f_control/fault",
        "/img/http/127.0.0.1:{sample}/t/p/%2e%2e/%2E%2E/_fault/slow=3/t/p/w500/x.png",
        "/img/https/imgs.xkcd.com/..%2f..%2f", "/img/https/imgs.xkcd.com/comics/../../../etc/passwd",
        "/img/http/" + String(repeating: "a", count: 4000) + "/x.png",
    ]

    @Test(arguments: targets)
    func imageProxy_whenAskedForAnotherHostOrScheme_refusesWithoutFetching(_ template: String) async throws {
        let trap = try ScriptedHTTPServer()
        defer { trap.stop() }
        trap.on("/x.png", .init(status: 200, headers: [("Content-Type", "image/png")], body: [0x89, 0x50, 0x4E, 0x47]))
        try await WatchedOfflineSite.with { site in
            let target = template.replacingOccurrences(of: "{sample}", with: String(site.upstreamPort))
                .replacingOccurrences(of: "{trap}", with: String(trap.port))
            let response = try await site.get(target)
            #expect([403, 404].contains(response.status), "\(template): \(response.status)")
            #expect(response.headers["Location"] == nil, "\(template)")
            #expect(!(response.headers["Content-Type"] ?? "").hasPrefix("image/"), "\(template)")
            #expect(site.upstreamRequests.all.isEmpty, "\(template): the sample upstream got \(site.upstreamRequests.all)")
        }
        #expect(trap.acceptedConnections == 0, "\(template): a loopback server that is not allow-listed was contacted")
    }

    @Test func imageProxy_allowListedImage_stillServed() async throws {
        try await WatchedOfflineSite.with { site in
            let page = try await site.get("/comics/1234?lang=en").text
            let src = try #require(page.range(of: "src=\"/img/").map { page[$0.upperBound...].prefix { $0 != "\"" } })
            // The upstream path of the image: what follows the sample's host:port in the proxy path.
            let path = String(try #require(src.firstRange(of: ":\(site.upstreamPort)").map { src[$0.upperBound...] }))
            let image = try await site.get("/img/" + src)
            #expect(image.status == 200)
            // Counted by path: the page's own 2x probe may still be arriving (it outlives the page's deadline).
            #expect(site.upstreamRequests.all.filter { $0 == path }.count == 1, "\(path): \(site.upstreamRequests.all)")
        }
    }
}

/// Assertions shared by the hostile-input suites.
enum HostileChecks {
    /// Whether the server's parser accepts the query of `target` (else it answers 400 itself).
    static func queryDecodes(_ target: String) -> Bool {
        do {
            _ = try QueryParameters(decoding: String(target.drop { $0 != "?" }.dropFirst()))
            return true
        } catch {
            return false
        }
    }

    /// No forbidden markup, no unrendered or re-rendered Mustache, no control characters, no script URLs.
    /// The page with the one script every page loads (Kiosk's own, from /js/, for the header's
    /// search suggestions) taken out, so a check can say no other script is there.
    static func withoutLayoutScript(_ body: String) -> String {
        body.replacingOccurrences(of: #"<script src="/js/suggestions.js" defer></script>"#, with: "")
    }

    static func expectHarmlessHTML(
        _ body: String, payload: String, forbidden: [String], _ label: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(!body.isEmpty, "\(label): empty body", sourceLocation: sourceLocation)
        #expect(
            !body.contains(payload) || !payload.contains(where: { "<>\"".contains($0) }),
            "\(label): payload reflected unescaped", sourceLocation: sourceLocation)
        for marker in forbidden {
            #expect(!body.lowercased().contains(marker.lowercased()), "\(label): found \(marker)", sourceLocation: sourceLocation)
        }
        // Templates never print `{{`; any left must be the visitor's own text, shown verbatim (escaped or not).
        let withoutPayload = body.replacingOccurrences(of: payload, with: "").replacingOccurrences(of: escaped(payload), with: "")
        #expect(
            !withoutPayload.contains("{{") && !withoutPayload.contains("}}"),
            "\(label): Mustache syntax in the page", sourceLocation: sourceLocation)
        let scriptURL = body.range(
            of: #"(href|src|action|formaction)\s*=\s*["']?\s*javascript:"#, options: [.regularExpression, .caseInsensitive])
        #expect(scriptURL == nil, "\(label): a javascript: URL in an attribute", sourceLocation: sourceLocation)
        let controls = body.unicodeScalars.filter {
            ($0.value < 0x20 || $0.value == 0x7F) && $0 != "\n" && $0 != "\t" && $0 != "\r"
        }
        #expect(
            controls.isEmpty, "\(label): control characters \(controls.map(\.value)) in the page", sourceLocation: sourceLocation)
    }

    /// A redirect target stays on the site: a relative path, not scheme-relative, no header breaks.
    static func expectOnSiteLocation(_ location: String?, _ label: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let location else {
            Issue.record("\(label): redirect without Location", sourceLocation: sourceLocation)
            return
        }
        #expect(
            location.hasPrefix("/") && !location.hasPrefix("//") && !location.hasPrefix("/\\"),
            "\(label): Location \(location) leaves the site", sourceLocation: sourceLocation)
        let unsafe = location.unicodeScalars.filter { $0.value <= 0x20 || $0 == "\\" }
        #expect(
            unsafe.isEmpty,
            "\(label): Location \(location.debugDescription) has unsafe characters", sourceLocation: sourceLocation)
    }

    /// What Mustache's HTML escaping makes of `text`.
    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "'", with: "&#39;")
    }

    /// Every string value (and key) in a decoded JSON object, depth first.
    static func strings(in value: Any) -> [String] {
        switch value {
        case let string as String: [string]
        case let array as [Any]: array.flatMap(strings(in:))
        case let object as [String: Any]: object.keys + object.values.flatMap(strings(in:))
        default: []
        }
    }
}
