/// A handler of one section's URLs, built the same way for every page: from the page renderer and
/// the dependencies, making its own ViewModel.
///
/// (Adding a page: the steps are in the route table's doc comment, `Routes`.)
protocol PageHandler: Sendable {
    init(pages: Pages, dependencies: Dependencies)
}
