/// What a page amounts to, in a reader's terms; `Web` turns it into the status code (its `Problem` table).
public enum PageOutcome: Sendable, Hashable {
    /// The page shows what was asked for (or the page's own empty or loading state).
    case shown
    /// What was asked for does not exist (a comic number past the archive, a deleted movie).
    case notFound
    /// The request cannot be answered as written (a search too long to run); the page says why.
    case invalidInput
    /// The source failed, is slow or asked us to wait; the page says which and when to retry.
    case problem(UpstreamProblem)
    /// The reader's client caused its share of upstream fetches for now: not the source's doing, so
    /// the page is not shown at all (`Web` answers 429 with `Retry-After`, before rendering anything).
    case overClientShare(retryAfter: Int)

    /// What a page showing `problem` amounts to: a client refused for its share is not shown at all.
    public init(_ problem: UpstreamProblem) {
        self = problem.kind == .overClientShare ? .overClientShare(retryAfter: problem.retryAfter ?? 1) : .problem(problem)
    }
}

/// Every page's Outputs: encodable for its JSON twin and template, hashable for the render cache, and
/// saying what it amounts to.
public protocol PageOutputs: Sendable, Hashable, Encodable {
    var outcome: PageOutcome { get }
}

extension ComicViewModel.Outputs: PageOutputs {
    public var outcome: PageOutcome {
        if let problem { return PageOutcome(problem) }
        return state == .notFound ? .notFound : .shown
    }
}

extension SearchViewModel.Outputs: PageOutputs {
    public var outcome: PageOutcome {
        if state == .tooLong { return .invalidInput }
        return problem.map(PageOutcome.init) ?? .shown
    }
}

extension NewsViewModel.Outputs: PageOutputs {
    public var outcome: PageOutcome {
        if state == .unknownEdition || state == .queryTooLong { return .invalidInput }
        return problem.map(PageOutcome.init) ?? .shown
    }
}

extension MovieSearchViewModel.Outputs: PageOutputs {
    public var outcome: PageOutcome { problem.map(PageOutcome.init) ?? .shown }
}

extension MovieDetailViewModel.Outputs: PageOutputs {
    public var outcome: PageOutcome {
        if notFound != nil { return .notFound }
        return problem.map(PageOutcome.init) ?? .shown
    }
}

extension ArticleViewModel.Outputs: PageOutputs {
    public var outcome: PageOutcome {
        if notFound != nil { return .notFound }
        return problem.map(PageOutcome.init) ?? .shown
    }
}
