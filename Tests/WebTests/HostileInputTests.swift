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
            Payload(name: "javascript URL", raw: "javascript:alert(1)",
                    forbidden: ["href=\"javascript:", "src=\"javascript:", "action=\"javascript:", "href='javascript:"]),
            Payload(name: "mustache", raw: "{{chrome.siteName}}{{>layout}}{{{x}}}", forbidden: []),
            Payload(name: "single quote", raw: "' onmouseover='alert(1)", forbidden: ["='alert(1)"]),
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
            "/movies?q={}&lang=en", "/movies?q=the&page={}&lang=en", "/movies?q=the&lang={}",
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
            let html = try await site.get(target, headers: [("Accept", "text/html")])
            #expect([200, 302, 400, 404].contains(html.status), "\(probe): \(target) answered \(html.status)")
            if html.status != 302 {
                #expect(html.headers["Content-Type"] == "text/html; charset=utf-8", "\(probe)")
                HostileChecks.expectHarmlessHTML(html.text, payload: probe.payload.raw, forbidden: probe.payload.forbidden, "\(probe)")
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
            let response = try await site.get(target + (target.contains("?") ? "&" : "?") + "format=json")
            guard response.status != 302 else { return }
            #expect([200, 400, 404].contains(response.status), "\(probe): \(target) answered \(response.status)")
            #expect(response.headers["Content-Type"] == "application/json; charset=utf-8", "\(probe)")
            let object = try JSONSerialization.jsonObject(with: Data(response.body))
            #expect(object is [String: Any], "\(probe): the JSON twin is not an object")
            // Wherever the value shows up, it is inside a JSON string, byte for byte.
            if response.text.contains("alert(1)") || response.text.contains("siteName") {
                let encoded = QueryParameters.encodeComponent(probe.payload.raw)
                #expect(HostileChecks.strings(in: object).contains { $0.contains(probe.payload.raw) || $0.contains(encoded) },
                        "\(probe): the payload appears in the JSON but not as one string value")
            }
        }
    }

    /// Values a person typed must come back to them: the search box and heading show the query.
    @Test(arguments: Payload.all)
    func searchQuery_whenHostile_isShownEscapedInTheSearchBox(_ payload: Payload) async throws {
        try await WatchedOfflineSite.with { site in
            let response = try await site.get("/search?q=" + QueryParameters.encodeComponent(payload.raw) + "&lang=en")
            #expect(response.status == 200, "\(payload)")
            #expect(response.text.contains("value=\"" + HostileChecks.escaped(payload.raw) + "\""), "\(payload): search box")
        }
    }
}

/// Assertions shared by the hostile-input suites.
enum HostileChecks {
    /// No forbidden markup, no unrendered or re-rendered Mustache, no control characters, no script URLs.
    static func expectHarmlessHTML(_ body: String, payload: String, forbidden: [String], _ label: String,
                                   sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(!body.isEmpty, "\(label): empty body", sourceLocation: sourceLocation)
        #expect(!body.contains(payload) || !payload.contains(where: { "<>\"".contains($0) }),
                "\(label): payload reflected unescaped", sourceLocation: sourceLocation)
        for marker in forbidden {
            #expect(!body.lowercased().contains(marker.lowercased()), "\(label): found \(marker)", sourceLocation: sourceLocation)
        }
        // Templates never print `{{`; any left must be the visitor's own text, shown verbatim (escaped or not).
        let withoutPayload = body.replacingOccurrences(of: payload, with: "").replacingOccurrences(of: escaped(payload), with: "")
        #expect(!withoutPayload.contains("{{") && !withoutPayload.contains("}}"),
                "\(label): Mustache syntax in the page", sourceLocation: sourceLocation)
        let scriptURL = body.range(of: #"(href|src|action|formaction)\s*=\s*["']?\s*javascript:"#, options: [.regularExpression, .caseInsensitive])
        #expect(scriptURL == nil, "\(label): a javascript: URL in an attribute", sourceLocation: sourceLocation)
        let controls = body.unicodeScalars.filter { $0.value < 0x20 && $0 != "\n" && $0 != "\t" && $0 != "\r" }
        #expect(controls.isEmpty, "\(label): control characters \(controls.map(\.value)) in the page", sourceLocation: sourceLocation)
    }

    /// A redirect target stays on the site: a relative path, not scheme-relative, no header breaks.
    static func expectOnSiteLocation(_ location: String?, _ label: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let location else {
            Issue.record("\(label): redirect without Location", sourceLocation: sourceLocation)
            return
        }
        #expect(location.hasPrefix("/") && !location.hasPrefix("//") && !location.hasPrefix("/\\"),
                "\(label): Location \(location) leaves the site", sourceLocation: sourceLocation)
        let unsafe = location.unicodeScalars.filter { $0.value <= 0x20 || $0 == "\\" }
        #expect(unsafe.isEmpty,
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
