/// A handler of one section's URLs, built the same way for every page: from the page renderer and
/// the dependencies, making its own ViewModel.
///
/// Adding a page (the steps the code makes true):
/// 1. `Sources/ViewModels`: a ViewModel with `Inputs` → `Outputs`, all wording (ja/en) and parsing of
///    its URL's values; its `Outputs` conforms to `PageOutputs`, saying whether the page is shown, not
///    found, refused as written, or shows a source's problem (never a status code).
/// 2. `Templates/pages/NAME.mustache`: the HTML, from the Outputs' fields only (the JSON twin is the
///    Outputs themselves, for free).
/// 3. `Sources/Web`: a `PageHandler` whose methods read the request into `Inputs` (throwing
///    `PageError` for input a person can fix) and return `pages.respond(outputs, template:,
///    cacheControl:, …)`. Status, `Retry-After`, `ETag`/304, gzip, security headers, language and
///    the offline notice are decided there, not in the handler.
/// 4. `Routes.make`: one line to build the handler, one `router.get`/`post` per URL through `page(…)`.
/// 5. Tests: the ViewModel's Outputs (`Tests/ViewModelsTests`), the page through `TestSite`
///    (`Tests/WebTests`), its URLs in `Tests/HTML/validate.py`'s `PAGES`, a journey in `Tests/Browser`;
///    and a row in README's "Pages and URLs".
protocol PageHandler: Sendable {
    init(pages: Pages, dependencies: Dependencies)
}
