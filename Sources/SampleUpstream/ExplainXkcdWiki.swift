import HTTPServer

/// `GET /explainxkcd/api.php?action=parse&page=N&prop=wikitext&format=json&formatversion=2`: explainxkcd's
/// MediaWiki answer for comic N's page, with the comic's script (`ComicScript`) as its transcript
/// section. Pages exist for every sample comic; others are `missingtitle`.
struct ExplainXkcdWiki: Sendable {
    let comics: ComicArchive

    func respond(query: QueryParameters) -> Response {
        guard query["action"] == "parse", let page = query["page"] else {
            return failure("badvalue", "Unrecognized value for parameter \"action\".")
        }
        guard let number = Int(page), let text = comics.text(of: number) else {
            return failure("missingtitle", "The page you specified doesn't exist.")
        }
        let wikitext = """
            {{comic
            | number    = \(number)
            | title     = \(text.title)
            | titletext = \(text.alt)
            }}

            ==Explanation==
            The comic is about a {{w|\(text.title)|\(text.title.lowercased())}}, which is '''more''' complicated than it looks.

            ==Transcript==
            \(comics.script(of: number)?.wikitext ?? "")

            {{comic discussion}}
            [[Category:Comics featuring Cueball]]
            """
        let parse: JSONValue = .object([
            ("title", .string("\(number): \(text.title)")), ("pageid", .int(number + 10_000)), ("wikitext", .string(wikitext)),
        ])
        return .json(.object([("parse", parse)]), contentType: "application/json; charset=utf-8")
    }

    private func failure(_ code: String, _ info: String) -> Response {
        .json(
            .object([("error", .object([("code", .string(code)), ("info", .string(info))]))]),
            contentType: "application/json; charset=utf-8")
    }
}
