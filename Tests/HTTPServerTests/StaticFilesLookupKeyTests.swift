import Testing
@testable import HTTPServer

/// The escape-free fast path of `StaticFiles.lookupKey` must agree with the full
/// per-segment decoding: the same path with one letter percent-encoded takes the full walk.
@Suite("Static file keys without escapes")
struct StaticFilesLookupKeyTests {
    static let paths = [
        "/css/site.css", "/", "/css/", "//css/site.css", "/css//site.css", "/.env", "/css/.hidden",
        "/css/..", "/a/./b", "/a+b", "/img/caf\u{e9}.png", "/a\\b", "/a\u{7f}b", "/a\tb", "/x", "/comics/1234",
        "relative", "",
    ]

    @Test(arguments: paths)
    func plainPath_getsTheSameKeyAsItsEscapedTwin(path: String) {
        let plain = StaticFiles.lookupKey(rawPath: path)
        guard let letter = path.firstIndex(where: { $0.isLetter && $0.isASCII }) else {
            #expect(plain == nil || path.hasPrefix("/"), "\(path)")
            return
        }
        let escaped = path[..<letter] + "%" + String(path[letter].asciiValue!, radix: 16) + path[path.index(after: letter)...]
        #expect(plain == StaticFiles.lookupKey(rawPath: String(escaped)), "\(path) vs \(escaped)")
    }
}
