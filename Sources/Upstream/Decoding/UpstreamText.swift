import Models

/// The one place where text from an upstream becomes text Kiosk shows: bounded in size, control
/// characters removed, ends trimmed. Every decoder passes every text field through here.
///
/// Upstream text is written by strangers (article editors, thousands of news publishers), so a field
/// may be megabytes long or full of markup built to be slow. Each field is first cut to
/// `sourceBytesPerCharacter` × its limit in bytes (markup and entities take more bytes than the text
/// they make, but never that many for real text), then turned into text in linear time, then capped to
/// its limit with "…". A 4 MiB field therefore costs no more than a few kilobytes of work.
public enum UpstreamText {
    /// What a field is, which decides how long it may be. Limits are in characters a reader sees.
    public enum Field: Sendable {
        /// A comic, movie, article or news title; MediaWiki titles stop at 255 bytes, headlines near 200.
        case title
        /// A publisher, a cast member or role, a genre.
        case name
        /// A movie's one-line tagline.
        case tagline
        /// A Wikipedia search snippet (MediaWiki makes them about 300 characters).
        case snippet
        /// An xkcd alt text (the longest real ones are near 1,000 characters) or news note.
        case alt
        /// A movie overview (TMDB's are rarely above 1,000 characters).
        case overview
        /// An xkcd transcript (the longest are a few thousand characters).
        case transcript
        /// An upstream error message, a search suggestion, a date or an id: short technical text.
        case detail

        public var limit: Int {
            switch self {
            case .title, .tagline: 300
            case .name: 200
            case .snippet: 600
            case .alt, .overview: 2_000
            case .transcript: 10_000
            case .detail: 500
            }
        }
    }

    /// Source bytes allowed per character of a field's limit, before markup is removed.
    static let sourceBytesPerCharacter = 32
    /// Unicode scalars allowed per character of a field's limit: combining marks and emoji sequences
    /// take several, but a thousand marks stacked on one letter is not text a person reads.
    static let scalarsPerCharacter = 4
    static let ellipsis: Character = "…"

    /// Plain upstream text (already free of markup), cleaned and capped; empty when there was none.
    public static func plain(_ raw: String?, _ field: Field) -> String {
        guard let raw else { return "" }
        let (source, wasCut) = prefix(raw, bytes: field.limit * sourceBytesPerCharacter)
        return capped(removingControlCharacters(source).trimmingASCIIWhitespace(), to: field.limit, wasCut: wasCut)
    }

    /// Upstream HTML (xkcd titles and alts, error messages) as the text a reader sees, cleaned and capped.
    public static func fromHTML(_ raw: String?, _ field: Field) -> String {
        guard let raw else { return "" }
        let (source, wasCut) = prefix(raw, bytes: field.limit * sourceBytesPerCharacter)
        // Again after decoding: `&#27;` is a control character too.
        let text = removingControlCharacters(HTMLText.plainText(removingControlCharacters(source)))
        return capped(text, to: field.limit, wasCut: wasCut)
    }

    /// A Wikipedia snippet as runs, cleaned, the whole capped to the field's limit.
    public static func snippetRuns(_ raw: String?) -> [TextRun] {
        guard let raw else { return [] }
        let limit = Field.snippet.limit
        let (source, wasCut) = prefix(raw, bytes: limit * sourceBytesPerCharacter)
        var runs = HTMLText.snippetRuns(removingControlCharacters(source))
        for index in runs.indices { runs[index].text = removingControlCharacters(runs[index].text) }
        runs.removeAll { $0.text.isEmpty }
        guard wasCut || runs.reduce(0, { $0 + $1.text.count }) > limit else { return runs }
        // Room for the "…" that ends the last run kept.
        var budget = limit - 1
        var kept: [TextRun] = []
        for run in runs where budget > 0 {
            let count = run.text.count
            if count <= budget {
                kept.append(run)
                budget -= count
            } else {
                kept.append(
                    TextRun(text: String(capped(run.text, to: budget + 1, wasCut: true).dropLast()), isMatch: run.isMatch))
                budget = 0
            }
        }
        while let last = kept.last, last.text.trimmingASCIIWhitespace().isEmpty { kept.removeLast() }
        guard !kept.isEmpty else { return [TextRun(text: String(ellipsis), isMatch: false)] }
        var last = kept.removeLast()
        while last.text.last?.isASCIIWhitespace == true { last.text.removeLast() }
        last.text.append(ellipsis)
        return kept + [last]
    }

    /// At most `bytes` UTF-8 bytes of `text`, cut at a scalar boundary, and whether anything was cut.
    static func prefix(_ text: String, bytes: Int) -> (String, wasCut: Bool) {
        let utf8 = text.utf8
        guard utf8.count > bytes else { return (text, false) }
        var end = utf8.index(utf8.startIndex, offsetBy: bytes)
        // Back up over continuation bytes (10xxxxxx) to the start of a scalar.
        while end > utf8.startIndex, utf8[end] & 0xC0 == 0x80 { end = utf8.index(before: end) }
        return (String(decoding: utf8[..<end], as: UTF8.self), true)
    }

    /// Removes control characters (Unicode category Cc: C0, DEL, C1) except tab and line feed. A browser
    /// shows them as boxes or not at all, and NUL or ESC in a page is only ever an attack or an accident.
    public static func removingControlCharacters(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isRemovedControl) else { return text }
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: text.unicodeScalars.lazy.filter { !isRemovedControl($0) })
        return String(scalars)
    }

    private static func isRemovedControl(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\t" && scalar != "\n") || (0x7F...0x9F).contains(scalar.value)
    }

    /// `text` when it fits in `limit` characters (and `limit` × `scalarsPerCharacter` scalars) and was
    /// not cut before; otherwise as much as fits, cut on a character boundary, with "…".
    static func capped(_ text: String, to limit: Int, wasCut: Bool) -> String {
        let scalarLimit = limit * scalarsPerCharacter
        var characters = 0
        var scalars = 0
        var fitting = text.startIndex  // end of the characters that fit with room left for "…"
        var index = text.startIndex
        while index < text.endIndex {
            let next = text.index(after: index)
            let size = text.unicodeScalars[index..<next].count
            if characters + 1 > limit || scalars + size > scalarLimit { break }
            characters += 1
            scalars += size
            if characters <= limit - 1 && scalars + 1 <= scalarLimit { fitting = next }
            index = next
        }
        guard index < text.endIndex || wasCut else { return text }
        var kept = String(text[..<fitting])
        if kept.isEmpty, limit > 1, let first = text.first, first.unicodeScalars.count + 1 > scalarLimit,
            let base = first.unicodeScalars.first
        {
            // One "character" longer than the limit (a letter under thousands of marks): keep its base.
            kept = String(base)
        }
        while kept.last?.isASCIIWhitespace == true { kept.removeLast() }
        return kept + String(ellipsis)
    }
}
