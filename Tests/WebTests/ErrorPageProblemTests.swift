import HTTPTypes
import Models
import Testing
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

    @Test func everyProblem_hasItsOwnHeading_inBothLanguages_andShowsTheCodeItIsGiven() {
        for language in [Language.en, .ja] {
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
