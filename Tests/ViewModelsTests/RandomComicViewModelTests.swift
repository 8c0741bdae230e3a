import Foundation
import Models
import Testing
import TestSupport
@testable import ViewModels

private let now = Date(timeIntervalSince1970: 1_795_262_400)

private func latestOnly(_ number: Int) -> StubComicsClient {
    StubComicsClient(
        latest: number,
        comics: [
            number: Comic(
                number: number, title: "Latest", altText: "", imageURL: nil, year: 2026, month: 11,
                day: 20, link: nil, isInteractive: false, transcript: nil, news: nil)
        ])
}

@Test(arguments: [nil, 1, 403, 405, 500] as [Int?])
func randomPick_forEveryIndex_isNeitherCurrentNor404(from: Int?) {
    let latest = 500
    let excluded = Set([from, 404].compactMap { $0 })
    let count = latest - excluded.count
    let picks = (0..<count).map { index in
        RandomComicViewModel.pick(latest: latest, excluding: Array(excluded), randomIndex: { _ in index })
    }
    #expect(Set(picks).count == count, "every allowed number reachable, from \(String(describing: from))")
    #expect(picks.allSatisfy { (1...latest).contains($0) && !excluded.contains($0) }, "from \(String(describing: from))")
}

@Test func random_redirectsToPickedNumberKeepingLanguage() async {
    let comics = latestOnly(3000)
    let model = RandomComicViewModel(comics: comics, now: { now }, randomIndex: { _ in 402 })
    let outcome = await model.outcome(for: .init(from: 10, language: .ja))
    // Indexes 0…401 are #1…#9 and #11…#403, so index 402 is the next allowed number: #405 (#404 skipped).
    #expect(outcome == .redirect(number: 405, location: "/comics/405?lang=ja"))
    #expect(comics.requested.all == [.latest])
}

@Test func random_whenOnlyTheCurrentExists_staysOnIt() async {
    let model = RandomComicViewModel(comics: latestOnly(1), now: { now }, randomIndex: { _ in 0 })
    #expect(await model.outcome(for: .init(from: 1, language: .en)) == .redirect(number: 1, location: "/comics/1?lang=en"))
}

@Test func random_whenLatestFails_isUnavailablePage() async {
    let comics = StubComicsClient(latest: 3000, comics: [:], failure: .timedOut(seconds: 10))
    let outcome = await RandomComicViewModel(comics: comics, now: { now }).outcome(for: .init(from: nil, language: .en))
    guard case .unavailable(let outputs) = outcome else {
        Issue.record("expected an unavailable page, got \(outcome)")
        return
    }
    #expect(outputs.problem?.kind == .timedOut)
    #expect(outputs.state == .unavailable)
}
