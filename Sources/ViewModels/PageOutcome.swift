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
}

/// Every page's Outputs: encodable for its JSON twin and template, hashable for the render cache, and
/// saying what it amounts to.
public protocol PageOutputs: Sendable, Hashable, Encodable {
    var outcome: PageOutcome { get }
}

extension ComicViewModel.Outputs: PageOutputs {
    public var outcome: PageOutcome {
        if let problem { return .problem(problem) }
        return state == .notFound ? .notFound : .shown
    }
}

extension SearchViewModel.Outputs: PageOutputs {
    public var outcome: PageOutcome {
        if state == .tooLong { return .invalidInput }
        return problem.map(PageOutcome.problem) ?? .shown
    }
}

extension NewsViewModel.Outputs: PageOutputs {
    public var outcome: PageOutcome {
        if state == .unknownEdition || state == .queryTooLong { return .invalidInput }
        return problem.map(PageOutcome.problem) ?? .shown
    }
}

extension MovieSearchViewModel.Outputs: PageOutputs {
    public var outcome: PageOutcome { problem.map(PageOutcome.problem) ?? .shown }
}

extension MovieDetailViewModel.Outputs: PageOutputs {
    public var outcome: PageOutcome {
        if notFound != nil { return .notFound }
        return problem.map(PageOutcome.problem) ?? .shown
    }
}

extension ArticleViewModel.Outputs: PageOutputs {
    public var outcome: PageOutcome {
        if notFound != nil { return .notFound }
        return problem.map(PageOutcome.problem) ?? .shown
    }
}
