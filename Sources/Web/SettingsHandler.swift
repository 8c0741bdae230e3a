import HTTPServer
import Models
import ViewModels

/// GET /settings?lang=&wiki=&edition=&region=: the reader's settings and the links that carry them.
/// Each setting the URL leaves out is what the reader gets today: from `Accept-Language`, as on
/// every page.
struct SettingsHandler: PageHandler {
    let pages: Pages

    init(pages: Pages, dependencies: Dependencies) {
        self.pages = pages
    }

    func handle(_ values: Route.Settings, _ request: Request, _ context: PageRequest) async throws -> Response {
        var context = context
        let asked = values.edition.flatMap { $0.isEmpty ? nil : $0 }
        let edition =
            asked.flatMap(NewsEdition.named)
            ?? NewsHandler.browserEdition(request.headers["Accept-Language"], language: context.language)
            ?? .defaultEdition(for: context.language)
        let region = try MovieRegionPreference(
            query: values.region, edition: values.edition, acceptLanguage: request.headers["Accept-Language"],
            language: context.language)
        context.otherSettingFollowsAcceptLanguage = region.followsAcceptLanguage || asked == nil
        let outputs = SettingsViewModel().outputs(
            for: .init(
                language: context.language, wiki: context.wiki, edition: edition, region: region.region,
                unknownEdition: asked.flatMap { NewsEdition.named($0) == nil ? $0 : nil }))
        return pages.respond(outputs, template: "pages/settings", cacheControl: "public, max-age=3600", context: context)
    }
}
