import Foundation
import HTTPServer
import Models
import ViewModels

/// GET /opensearch.xml?lang= (the OpenSearch description) and GET /search/suggestions?q=&lang=
/// (title suggestions), so a browser can add Kiosk as a search engine and suggest as people type.
struct OpenSearchHandler: PageHandler {
    /// The description changes only with a release; browsers fetch it once when it is added.
    static let descriptionCacheControl = "public, max-age=86400"
    static let descriptionContentType = "application/opensearchdescription+xml"
    /// The OpenSearch Suggestions extension's type; JSON is UTF-8 by definition (RFC 8259 §8.1).
    static let suggestionsContentType = "application/x-suggestions+json"
    /// A Host longer than a DNS name (253) plus a port is not one (RFC 1035 §2.3.4).
    static let maximumHostLength = 260

    let pages: Pages
    let viewModel: SuggestionsViewModel

    init(pages: Pages, dependencies: Dependencies) {
        self.pages = pages
        viewModel = SuggestionsViewModel(wikipedia: dependencies.wikipedia)
    }

    /// The description for `lang`, its URL templates absolute on the origin the browser used.
    func description(_ request: Request, _ context: PageRequest) async throws -> Response {
        let document = OpenSearchDescription(
            language: context.language, origin: try Self.origin(of: request, language: context.language))
        return pages.answer(
            body: pages.renderer.render("opensearch", document), contentType: Self.descriptionContentType,
            cacheControl: Self.descriptionCacheControl,
            vary: context.languageIsExplicit ? "X-Forwarded-Proto" : "Accept-Language, X-Forwarded-Proto")
    }

    /// `["Swi",["Swift",…]]`: the search as sent and the titles (the two members the extension
    /// requires; Wikipedia's descriptions and URLs are left out so no link leaves Kiosk). An
    /// upstream failure keeps the shape, with no titles and the page's status.
    func suggestions(q: String?, _ request: Request, _ context: PageRequest) async throws -> Response {
        let outputs = await viewModel.outputs(for: .init(text: q ?? "", language: context.language), origin: context.origin)
        let problem = outputs.problem.map { Problem.upstream($0.kind) }
        return pages.answer(
            status: problem?.status ?? .ok, body: Self.suggestionsBody(outputs),
            contentType: Self.suggestionsContentType,
            cacheControl: problem == nil ? SearchHandler.resultsCacheControl : "no-store",
            vary: context.languageIsExplicit ? nil : "Accept-Language", retryAfter: outputs.problem?.retryAfter)
    }

    static func suggestionsBody(_ outputs: SuggestionsViewModel.Outputs) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        do {
            return Array(try encoder.encode(SuggestionsArray(outputs: outputs)))
        } catch {
            // Strings and arrays of strings always encode: a failure here is a bug, not a bad request.
            preconditionFailure("suggestions could not be encoded: \(error)")
        }
    }

    /// The scheme and authority the browser used: `Host` (RFC 9110 §7.2), and https when a TLS
    /// proxy says so (`X-Forwarded-Proto`, set by deploy/nginx). Anything that is not a host name
    /// (with an optional port, or an IPv6 literal) is refused, since it goes into URLs.
    static func origin(of request: Request, language: Language) throws(PageError) -> String {
        guard let host = request.headers["Host"], isAuthority(host) else {
            throw .badRequest(language.words.problems.badHost)
        }
        let scheme = request.headers["X-Forwarded-Proto"]?.lowercasedASCII() == "https" ? "https" : "http"
        return "\(scheme)://\(host)"
    }

    /// A host name with an optional port, or an IPv6 literal: nothing else may go into Kiosk's URLs.
    static func isAuthority(_ host: String) -> Bool {
        !host.isEmpty && host.utf8.count <= maximumHostLength
            && host.utf8.allSatisfy({ byte in
                (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
                    || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                    || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ":")
                    || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]")
            })
    }

    /// The OpenSearch Suggestions array: a string, then an array of strings.
    private struct SuggestionsArray: Encodable {
        let outputs: SuggestionsViewModel.Outputs
        func encode(to encoder: any Encoder) throws {
            var members = encoder.unkeyedContainer()
            try members.encode(outputs.query)
            try members.encode(outputs.titles)
        }
    }
}
