import Foundation
import Models

/// A `CacheWarming` answering from closures; records every call in order. `beforeEachCall` lets a
/// test hold the prefetch worker in a call (a `Latch`) without sleeping.
public final class StubCacheWarmer: CacheWarming {
    public enum Call: Sendable, Equatable {
        case comic(Int)
        case image(String)
        case search(WikiSearchQuery)
    }

    public let calls = RequestLog<Call>()
    private let comic: @Sendable (Int) -> (WarmOutcome, Comic?)
    private let image: @Sendable (String) -> WarmOutcome
    private let search: @Sendable (WikiSearchQuery) -> WarmOutcome
    private let beforeEachCall: @Sendable (Call) async -> Void

    /// By default every warming is a fetch, and comic N has the image `https://imgs.xkcd.com/comics/cN.png`.
    public init(
        comic: @escaping @Sendable (Int) -> (WarmOutcome, Comic?) = { (.fetched, StubCacheWarmer.comic($0)) },
        image: @escaping @Sendable (String) -> WarmOutcome = { _ in .fetched },
        search: @escaping @Sendable (WikiSearchQuery) -> WarmOutcome = { _ in .fetched },
        beforeEachCall: @escaping @Sendable (Call) async -> Void = { _ in }
    ) {
        self.comic = comic
        self.image = image
        self.search = search
        self.beforeEachCall = beforeEachCall
    }

    /// Comic `number` with the image `https://imgs.xkcd.com/comics/c<number>.png`.
    public static func comic(_ number: Int) -> Comic {
        Comic(
            number: number, title: "Comic \(number)", altText: "Alt of \(number)",
            imageURL: "https://imgs.xkcd.com/comics/c\(number).png",
            year: 2026, month: 11, day: 20, link: nil, isInteractive: false, transcript: nil, news: nil)
    }

    public func warmComic(number: Int) async -> (outcome: WarmOutcome, comic: Comic?) {
        await record(.comic(number))
        let (outcome, found) = comic(number)
        return (outcome, found)
    }

    public func warmImage(url: String) async -> WarmOutcome {
        await record(.image(url))
        return image(url)
    }

    public func warmSearch(_ query: WikiSearchQuery) async -> WarmOutcome {
        await record(.search(query))
        return search(query)
    }

    private func record(_ call: Call) async {
        calls.append(call)
        await beforeEachCall(call)
    }
}
