import Upstream

/// libFuzzer entry for the HTML-to-text helpers that Wikipedia snippets, xkcd fields and news
/// headlines go through; the input is taken as UTF-8 (invalid bytes become U+FFFD, as upstream text would).
/// Besides crashes and (with `-timeout`) slow inputs, it checks what UpstreamText and UpstreamURL promise:
/// capped fields without control characters, and links that are http(s) or nothing.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let html = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    _ = HTMLText.snippetRuns(html)
    _ = HTMLText.plainText(html)
    _ = HTMLText.stripTags(html)
    _ = HTMLText.decodeEntities(html)
    for field in [UpstreamText.Field.title, .snippet] {
        for text in [UpstreamText.fromHTML(html, field), UpstreamText.plain(html, field)] {
            precondition(text.count <= field.limit, "\(field) is \(text.count) characters")
            precondition(!text.unicodeScalars.contains(where: isControl), "control character left in \(field)")
        }
    }
    let snippet = UpstreamText.snippetRuns(html)
    precondition(snippet.reduce(0) { $0 + $1.text.count } <= UpstreamText.Field.snippet.limit, "snippet over its limit")
    precondition(!snippet.contains { $0.text.unicodeScalars.contains(where: isControl) }, "control character in a snippet")
    if let url = UpstreamURL.web(html) {
        precondition(url.hasPrefix("http://") || url.hasPrefix("https://"), "non-web URL let through: \(url)")
    }
    return 0
}

private func isControl(_ scalar: Unicode.Scalar) -> Bool {
    (scalar.value < 0x20 && scalar != "\t" && scalar != "\n") || (0x7F...0x9F).contains(scalar.value)
}
