import Foundation
import Models

/// Picks a random comic for `/comics/random`: any published number but the one being read and #404.
public struct RandomComicViewModel: Sendable {
    public struct Inputs: Sendable, Equatable {
        /// The comic the reader came from (`?from=N`), never picked again.
        public var from: Int?
        public var language: Language
        public init(from: Int?, language: Language) {
            self.from = from
            self.language = language
        }
    }

    /// Where to go, or the comic page explaining why there is nowhere to go.
    public enum Outcome: Sendable, Equatable {
        case redirect(number: Int, location: String)
        case unavailable(ComicViewModel.Outputs)
    }

    private let comics: any ComicsClient
    private let now: @Sendable () -> Date
    /// Returns an index in `0..<count` (count ≥ 1); tests pass a fixed choice.
    private let randomIndex: @Sendable (Int) -> Int

    public init(
        comics: any ComicsClient, now: @escaping @Sendable () -> Date,
        randomIndex: @escaping @Sendable (Int) -> Int = { Int.random(in: 0..<$0) }
    ) {
        self.comics = comics
        self.now = now
        self.randomIndex = randomIndex
    }

    public func outcome(for inputs: Inputs, origin: FetchOrigin) async -> Outcome {
        switch await ComicViewModel.result({ () async throws(UpstreamError) in try await comics.latest(for: origin) }) {
        case .failure(let error):
            let page = ComicViewModel(comics: comics, images: nil, now: now)
                .unavailable(error, latestNumber: nil, .init(number: nil, language: inputs.language))
            return .unavailable(page)
        case .success(let latest):
            let number = Self.pick(
                latest: latest.value.number, excluding: [inputs.from, ComicNavigation.missingNumber].compactMap { $0 },
                randomIndex: randomIndex)
            return .redirect(number: number, location: Route.comic(number, language: inputs.language).href)
        }
    }

    /// A uniform choice from `1...latest` without `excluding`: the index counts only allowed numbers,
    /// then steps over each excluded one at or below it. With nothing allowed (latest 1, from 1) it is #1.
    static func pick(latest: Int, excluding: [Int], randomIndex: (Int) -> Int) -> Int {
        let excluded = Set(excluding.filter { (1...max(1, latest)).contains($0) }).sorted()
        let count = max(1, latest) - excluded.count
        guard count > 0 else { return 1 }
        var number = min(max(randomIndex(count), 0), count - 1) + 1
        for skipped in excluded where number >= skipped { number += 1 }
        return number
    }
}
