import HTTPTypes
import Models
import Testing
import TestSupport
import ViewModels
@testable import Web

/// The error page's ViewModel speaks of what went wrong; Web decides which problem
/// an HTTP status is, once.
@Suite struct ErrorPageProblemTests {
    /// Every status the server or a handler answers with an error page has its own wording; only
    /// unexpected ones (500 and anything unknown) read as a failure on our side.
    @Test func everyErrorStatusKiosk_answers_hasItsOwnProblem() {
        let statuses: [HTTPResponse.Status] = [400, 404, 405, 408, 413, 414, 415, 431, 501, 503, 505]
        let problems = statuses.map(ErrorPageViewModel.Problem.init(status:))
        #expect(!problems.contains(.failure))
        #expect(Set(problems.map { "\($0)" }).count == statuses.count, "two statuses share a problem: \(problems)")
        #expect(ErrorPageViewModel.Problem(status: 500) == .failure)
        #expect(ErrorPageViewModel.Problem(status: 418) == .failure)
    }

    @Test func everyProblem_hasItsOwnHeading_inEveryLanguage_andShowsTheCodeItIsGiven() {
        for language in Language.allCases {
            let headings = ErrorPageViewModel.Problem.allCases.map { problem in
                ErrorPageViewModel().outputs(for: .init(problem: problem, code: 499, detail: "d", language: language, path: "/"))
                    .heading
            }
            #expect(Set(headings).count == ErrorPageViewModel.Problem.allCases.count, "\(language): \(headings)")
        }
        let outputs = ErrorPageViewModel().outputs(for: .init(problem: .busy, code: 503, detail: "d", language: .en, path: "/"))
        #expect(outputs.title == "Busy right now (503) · Kiosk")
        #expect(outputs.status == 503)
    }
}

/// The router's and the server's refusals, in the reader's language.
@Suite struct ErrorPageLanguageTests {
    private func get(_ target: String, method: String = "GET") async throws -> String {
        let site = try await TestSite.make()
        return await site.respond(try TestSite.request(method, target)).text
    }

    @Test(arguments: [
        ("de", "Nicht gefunden", "Unter dieser Adresse gibt es keine Seite."),
        ("ar", "الصفحة غير موجودة", "لا توجد صفحة على هذا العنوان."),
        ("ja", "見つかりません", "このアドレスにはページがありません。"),
    ])
    func unknownAddress_inTheReadersLanguage_saysSoInIt(lang: String, heading: String, detail: String) async throws {
        let body = try await get("/no/such/page?lang=\(lang)")
        #expect(body.contains(heading) && body.contains(detail), "\(body)")
        #expect(!body.contains("There is no page"))
    }

    @Test func wrongMethod_inGerman_namesTheMethodsInGerman() async throws {
        let body = try await get("/search?lang=de", method: "DELETE")
        #expect(body.contains("Methode nicht erlaubt"))
        #expect(body.contains("Diese Adresse beantwortet nur GET"), "\(body)")
    }

    @Test func unknownWiki_inFrench_isA400InFrench() async throws {
        let site = try await TestSite.make()
        let response = await site.respond(
            try TestSite.request("GET", "/search?q=chat&wiki=zz", headers: [("Accept-Language", "fr")]))
        #expect(response.status == 400)
        // It names the parameter that was wrong: `wiki=`, not the interface's `lang=`.
        #expect(response.text.contains("wiki doit être le code d’une Wikipédia"), "\(response.text)")
        #expect(!response.text.contains("chercher sur /search"), "a sentence names no address")
    }

    @Test func searchPage_whenWikipediaAsksToWait_saysWhenToRetryInGerman() async throws {
        let site = try await TestSite.make(
            wikipedia: StubWikipediaClient { _ throws(UpstreamError) in throw .coolingDown(retryAfter: 30) })
        let response = await site.respond(try TestSite.request("GET", "/search?q=Katze&lang=de"))
        #expect(response.status == 503)
        #expect(response.headers["Retry-After"] == "30")
        #expect(response.text.contains("Versuchen Sie es in 30 Sekunden erneut."), "\(response.text)")
    }
}
