import Upstream

/// libFuzzer entry for the HTML-to-text helpers that Wikipedia snippets, xkcd fields and news
/// headlines go through; the input is taken as UTF-8 (invalid bytes become U+FFFD, as upstream text would).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let html = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    _ = HTMLText.snippetRuns(html)
    _ = HTMLText.plainText(html)
    _ = HTMLText.stripTags(html)
    _ = HTMLText.decodeEntities(html)
    return 0
}
