import Foundation
import Models

/// explainxkcd's answer to `action=parse&prop=wikitext`: the `==Transcript==` section of the
/// comic's page as plain text. Wikitext is written by strangers: every step is one pass over a
/// capped input, and what is not plain text (templates, tags, links' targets) is dropped.
enum TranscriptDecoder {
    /// Wikitext read from a page: a long transcript is a few KiB; the whole page rarely 50 KiB.
    static let maximumWikitext = 256 << 10
    /// Transcript text kept, in characters.
    static let maximumTranscript = 20_000

    private struct Envelope: Decodable {
        struct Parse: Decodable {
            let wikitext: Wikitext?
        }
        struct Failure: Decodable {
            let code: String
            let info: String?
        }
        let parse: Parse?
        let error: Failure?
    }

    /// formatversion=2 gives a string; formatversion=1 an object with the text under `*`.
    private struct Wikitext: Decodable {
        let text: String
        init(from decoder: any Decoder) throws {
            do {
                text = try decoder.singleValueContainer().decode(String.self)
                return
            } catch {
                // Not formatversion=2's string: the older object shape below, which throws if it is not that either.
            }
            struct Legacy: Decodable {
                let star: String
                enum CodingKeys: String, CodingKey { case star = "*" }
            }
            text = try Legacy(from: decoder).star
        }
    }

    /// The transcript, nil when the page has no (non-empty) transcript section; `.notFound` when
    /// there is no page for the comic.
    static func decode(_ body: Data) throws(UpstreamError) -> String? {
        let envelope = try JSONBody.decode(Envelope.self, from: body)
        if let error = envelope.error {
            if error.code == "missingtitle" || error.code == "invalidtitle" { throw .notFound }
            throw .apiError(code: String(error.code.prefix(100)), message: String((error.info ?? "").prefix(300)))
        }
        guard let wikitext = envelope.parse?.wikitext?.text else { throw .undecodable("missing parse.wikitext") }
        let text = plainText(section(in: String(wikitext.prefix(maximumWikitext))))
        return text.isEmpty ? nil : text
    }

    /// The lines after a `==Transcript==` heading, up to the next heading of the same level or higher.
    static func section(in wikitext: String) -> String {
        var lines: [Substring] = []
        var inside = false
        for line in wikitext.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("==") && !trimmed.hasPrefix("===") {
                if inside { break }
                let name = trimmed.trimmingCharacters(in: CharacterSet(charactersIn: "= ")).lowercased()
                inside = name == "transcript"
                continue
            }
            if inside { lines.append(line) }
        }
        return lines.joined(separator: "\n")
    }

    /// Wikitext made plain: `{{w|A|B}}` keeps its shown text, other templates go, `[[A|B]]` is `B`,
    /// `[url text]` is `text`, bold and italic quotes go, `<br>` is a line break and other tags go;
    /// leading `:` and `*` (indents, bullets) go. One pass, nesting counted, output capped.
    static func plainText(_ wikitext: String) -> String {
        var output = ""
        var count = 0
        let scalars = Array(wikitext.unicodeScalars)
        var index = 0
        var atLineStart = true
        func emit(_ text: String) {
            for scalar in text.unicodeScalars where count < maximumTranscript {
                output.unicodeScalars.append(scalar)
                count += 1
            }
        }
        while index < scalars.count, count < maximumTranscript {
            let scalar = scalars[index]
            if atLineStart, scalar == ":" || scalar == "*" || scalar == " " {
                index += 1
                continue
            }
            atLineStart = false
            if scalar == "{", index + 1 < scalars.count, scalars[index + 1] == "{" {
                let (end, shown) = template(scalars, from: index)
                emit(shown)
                index = end
            } else if scalar == "[", index + 1 < scalars.count, scalars[index + 1] == "[" {
                let end = closing(scalars, from: index + 2, close: "]")
                let inner = String(String.UnicodeScalarView(scalars[(index + 2)..<min(end, scalars.count)]))
                // Categories and files are the page's, not words of the comic.
                let namespace = inner.prefix { $0 != ":" && $0 != "|" }.lowercased()
                if !["category", "file", "image"].contains(namespace) {
                    emit(String(inner.split(separator: "|", omittingEmptySubsequences: false).last ?? ""))
                }
                index = min(scalars.count, end + 2)
            } else if scalar == "[", let end = scalars[index...].prefix(2_000).firstIndex(of: "]"), scalars[index + 1] == "h" {
                let inner = String(String.UnicodeScalarView(scalars[(index + 1)..<end]))
                if let space = inner.firstIndex(of: " ") { emit(String(inner[inner.index(after: space)...])) }
                index = end + 1
            } else if scalar == "<", let end = scalars[index...].prefix(200).firstIndex(of: ">") {
                let tag = String(String.UnicodeScalarView(scalars[(index + 1)..<end])).lowercased()
                if tag.hasPrefix("br") { emit("\n") }
                index = end + 1
            } else if scalar == "'", index + 1 < scalars.count, scalars[index + 1] == "'" {
                while index < scalars.count, scalars[index] == "'" { index += 1 }
            } else {
                if scalar == "\n" { atLineStart = true }
                emit(String(scalar))
                index += 1
            }
        }
        return output.split(separator: "\n", omittingEmptySubsequences: true)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
            .joined(separator: "\n")
    }

    /// The end of the template opening at `start` (after its `}}`), and what it shows: the last
    /// parameter of `{{w|…}}` (Wikipedia links), nothing for any other template.
    private static func template(_ scalars: [Unicode.Scalar], from start: Int) -> (Int, String) {
        var depth = 0
        var index = start
        while index + 1 < scalars.count {
            if scalars[index] == "{" && scalars[index + 1] == "{" {
                depth += 1
                index += 2
            } else if scalars[index] == "}" && scalars[index + 1] == "}" {
                depth -= 1
                index += 2
                if depth == 0 { break }
            } else {
                index += 1
            }
        }
        if depth > 0 { index = scalars.count }
        let inner = String(String.UnicodeScalarView(scalars[(start + 2)..<max(start + 2, index - 2)]))
        let parts = inner.split(separator: "|", omittingEmptySubsequences: false)
        guard parts.count >= 2, parts[0].trimmingCharacters(in: .whitespaces).lowercased() == "w" else { return (index, "") }
        return (index, String(parts[parts.count - 1]))
    }

    /// The index of the first `close close` pair at or after `from` (or the end).
    private static func closing(_ scalars: [Unicode.Scalar], from: Int, close: Unicode.Scalar) -> Int {
        var index = from
        while index + 1 < scalars.count {
            if scalars[index] == close && scalars[index + 1] == close { return index }
            index += 1
        }
        return scalars.count
    }
}
