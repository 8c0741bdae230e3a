import HTTPServer
import Models
import ViewModels

/// GET /comics (the latest) and GET /comics/:number.
///
/// Caching (`Cache-Control`), decided here from what the page shows:
/// - `/comics` and the latest's own `/comics/N`: 5 minutes, because a new comic adds a Next link
///   (xkcd publishes Mon/Wed/Fri).
/// - an older `/comics/N`: 1 day. Its content never changes (its "last" link is `/comics`, not a
///   number), but the page around it does on a deploy, so not a year and not `immutable`.
/// - #404: 1 day (it will never exist); past the latest: 5 minutes (it will, soon).
/// - an upstream problem: `no-store`, so no cache keeps the error once the source is back.
struct ComicHandler: PageHandler {
    let pages: Pages
    let viewModel: ComicViewModel
    let prefetcher: Prefetcher?

    init(pages: Pages, dependencies: Dependencies) {
        self.pages = pages
        viewModel = ComicViewModel(
            comics: dependencies.comics, images: dependencies.images, now: dependencies.now,
            sleep: dependencies.sleep, transcripts: dependencies.comicSearch)
        prefetcher = dependencies.prefetcher
        hasTranscriptIndex = dependencies.comicSearch != nil
    }

    static let shortLived = "public, max-age=300"
    static let longLived = "public, max-age=86400"
    /// A comic whose transcript the index has not got yet: the crawler may add it within minutes.
    static let awaitingTranscript = "public, max-age=60"
    /// Whether a search index may yet add a transcript to a comic page that has none.
    let hasTranscriptIndex: Bool

    /// The latest comic (`text` nil, `/comics`) or the comic the path numbers, whose text a
    /// non-number turns into the 400 page.
    func handle(number text: String?, _ request: Request, _ context: PageRequest) async throws -> Response {
        let number = try text.map { try ComicViewModel.number(from: $0, language: context.language).accepted() }
        let outputs = await viewModel.outputs(for: .init(number: number, language: context.language), origin: context.origin)
        prefetcher?.comicViewed(outputs)
        return pages.respond(
            outputs, template: "pages/comic",
            cacheControl: Self.cacheControl(for: outputs, awaitsTranscripts: hasTranscriptIndex),
            context: context)
    }

    static func cacheControl(for outputs: ComicViewModel.Outputs, awaitsTranscripts: Bool = false) -> String {
        guard outputs.problem == nil else { return "no-store" }
        switch outputs.state {
        case .unavailable:
            return "no-store"
        case .notFound:
            return outputs.requestedNumber == ComicNavigation.missingNumber ? longLived : shortLived
        case .ready:
            // Without a known latest number this might be the latest, whose Next link is still to come.
            guard outputs.requestedNumber != nil, outputs.latestNumber != nil, !outputs.isLatest else { return shortLived }
            // A browser or proxy keeping the page a day would keep it without the transcript to come.
            return awaitsTranscripts && outputs.transcript == nil ? awaitingTranscript : longLived
        }
    }
}
