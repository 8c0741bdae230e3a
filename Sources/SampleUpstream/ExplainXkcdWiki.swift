import HTTPServer

/// `GET /explainxkcd/api.php?action=parse&page=N&prop=wikitext&format=json&formatversion=2`: explainxkcd's
/// MediaWiki answer for comic N's page, with a transcript section written from the sample's own
/// words (deterministic per number). Pages exist for every sample comic; others are `missingtitle`.
struct ExplainXkcdWiki: Sendable {
    let comics: ComicArchive

    static let characters = ["Cueball", "Megan", "Ponytail", "White Hat", "Black Hat", "Beret Guy", "Hairy"]
    static let lines = [
        "I finally figured out how the {noun} works.",
        "Why is the {noun} so {adj}?",
        "Nobody told me the {noun} was {adj}.",
        "According to my calculations, the {noun} should have stopped by now.",
        "Every {adj} {noun} is secretly a spreadsheet.",
        "I have a theory about the {noun}, but you will not like it.",
        "Let's just reboot the {noun} and hope.",
        "The {adj} part is the fun part.",
    ]

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
            \(transcript(number, title: text.title))

            {{comic discussion}}
            [[Category:Comics featuring Cueball]]
            """
        let parse: JSONValue = .object([
            ("title", .string("\(number): \(text.title)")), ("pageid", .int(number + 10_000)), ("wikitext", .string(wikitext)),
        ])
        return .json(.object([("parse", parse)]), contentType: "application/json; charset=utf-8")
    }

    /// A few lines of dialogue, as explainxkcd writes them (`:` indents, `[scene]` in brackets).
    func transcript(_ number: Int, title: String) -> String {
        var random = SplitMix(seed: UInt64(number) &* 31 &+ 7)
        let first = Self.characters[random.next(below: Self.characters.count)]
        let second = Self.characters[random.next(below: Self.characters.count)]
        var lines = [":[\(first) stands next to a [[\(title)|\(title.lowercased())]].]"]
        for speaker in [first, second, first] {
            let template = Self.lines[random.next(below: Self.lines.count)]
            let line = template.replacingOccurrences(
                of: "{noun}", with: comics.nouns[random.next(below: comics.nouns.count)].lowercased()
            ).replacingOccurrences(of: "{adj}", with: comics.adjectives[random.next(below: comics.adjectives.count)].lowercased())
            lines.append(":\(speaker): \(line)")
        }
        return lines.joined(separator: "\n")
    }

    private func failure(_ code: String, _ info: String) -> Response {
        .json(
            .object([("error", .object([("code", .string(code)), ("info", .string(info))]))]),
            contentType: "application/json; charset=utf-8")
    }
}
