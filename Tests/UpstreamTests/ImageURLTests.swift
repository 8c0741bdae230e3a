import Models
import Testing
@testable import Upstream

/// Dot segments and encoded slashes, read in one pass over the bytes; the same answers as decoding `%2e` and splitting.
@Suite struct ImageURLTests {
    @Test(arguments: [
        "/..", "/.", "/a/../b", "/a/./b", "/a/..", "/%2e%2e/x", "/%2E%2e/x", "/.%2e/x", "/%2e./x", "/%2e/x",
        "/a%2fb", "/a%2Fb", "/a%5cb", "/a%5Cb", "/a/b%2f", "/%%2f", "/../x?q=1", "..", ".",
    ])
    func hasTraversal_whenDotSegmentOrEncodedSlash_isTrue(path: String) {
        #expect(ImageURL.hasTraversal(path))
    }

    @Test(arguments: [
        "/", "/a.png", "/comics/garden_2950_2x.png", "/.../x", "/...", "/%2e%2e%2e/x", "/a..b", "/..a/x", "/.a",
        "/%2g/x", "/%2", "/%", "/a%20b", "/%252e%252e/x", "/x?next=/../y", "/x?%2f", "",
    ])
    func hasTraversal_whenOrdinaryPath_isFalse(path: String) {
        #expect(!ImageURL.hasTraversal(path))
    }

    @Test(arguments: ["a_b.example", "exämple.com", "a%41.example", "a b", "", "host:", "host:0", "host:65536", "a:1:2"])
    func splitHostPort_whenNotAPlainHostAndPort_refuses(authority: String) {
        #expect(throws: UpstreamError.self) { try ImageURL.splitHostPort(Substring(authority)) }
    }

    @Test func splitHostPort_whenPlain_lowercasesTheHost() throws {
        let split = try ImageURL.splitHostPort("Imgs.XKCD.com:8080")
        #expect(split.0 == "imgs.xkcd.com" && split.1 == 8080)
    }
}
