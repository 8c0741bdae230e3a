import Glibc
import Testing
@testable import HTTPServer

/// A temporary tree made for one test and removed after it:
///
///     base/secret, base/x, base/etc/passwd        outside the root: must never be served
///     base/public/css/site.css                    compressible, > 1 KiB
///     base/public/css/small.css                   compressible, < 1 KiB
///     base/public/img/logo.png                    not compressible
///     base/public/my file+1.txt                   a name that needs percent-encoding
///     base/public/.env, base/public/.git/config   dotfile and dot-directory
///     base/public/linked.css -> css/site.css      a link inside the root
///     base/public/leak.txt -> ../secret           a link leaving the root
///     base/public/leakdir -> ..                   a link to a directory
private struct PublicTree {
    static let modified = 1_700_000_000
    static let siteCSS = Array(String(repeating: "body { margin: 0; color: #222; }\n", count: 64).utf8)
    static let secret = Array("TOP SECRET".utf8)

    let base: String
    var root: String { base + "/public" }

    init() throws {
        var template = Array("/tmp/kiosk-static-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        base = String(cString: try #require(made))
        for directory in ["etc", "public", "public/css", "public/img", "public/.git"] { try makeDirectory(directory) }
        try write("secret", PublicTree.secret)
        try write("x", PublicTree.secret)
        try write("etc/passwd", PublicTree.secret)
        try write("public/css/site.css", PublicTree.siteCSS)
        try write("public/css/small.css", Array("p { margin: 0 }".utf8))
        try write("public/img/logo.png", [0x89, 0x50, 0x4E, 0x47] + [UInt8](repeating: 7, count: 2000))
        try write("public/my file+1.txt", Array("spaces".utf8))
        try write("public/.env", PublicTree.secret)
        try write("public/.git/config", PublicTree.secret)
        try link("css/site.css", at: "public/linked.css")
        try link("../secret", at: "public/leak.txt")
        try link("..", at: "public/leakdir")
    }

    func remove() { removeTree(base) }

    private func makeDirectory(_ path: String) throws {
        try #require(mkdir(base + "/" + path, 0o755) == 0, "mkdir \(path)")
    }

    private func write(_ path: String, _ bytes: [UInt8]) throws {
        let fd = open(base + "/" + path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        try #require(fd >= 0, "open \(path)")
        defer { close(fd) }
        let written = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
        try #require(written == bytes.count, "write \(path)")
        var times = [timeval(tv_sec: PublicTree.modified, tv_usec: 0), timeval(tv_sec: PublicTree.modified, tv_usec: 0)]
        try #require(utimes(base + "/" + path, &times) == 0, "utimes \(path)")
    }

    private func link(_ target: String, at path: String) throws {
        try #require(symlink(target, base + "/" + path) == 0, "symlink \(path)")
    }
}

/// Deletes a directory tree without following links (lstat), so a link out of the tree is unlinked, not walked.
private func removeTree(_ path: String) {
    var info = stat()
    guard lstat(path, &info) == 0 else { return }
    if info.st_mode & S_IFMT == S_IFDIR, let handle = opendir(path) {
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(cString: $0.baseAddress!.assumingMemoryBound(to: CChar.self))
            }
            if name != "." && name != ".." { removeTree(path + "/" + name) }
        }
        closedir(handle)
        rmdir(path)
    } else {
        unlink(path)
    }
}

/// Runs `body` with the tree loaded, then removes the tree.
private func withStaticFiles(_ body: (StaticFiles) throws -> Void) throws {
    let tree = try PublicTree()
    defer { tree.remove() }
    try body(try StaticFiles(root: tree.root))
}

private func get(_ rawPath: String, method: String = "GET", _ headers: [(String, String)] = []) -> Request {
    Request(method: method, target: rawPath, rawPath: rawPath, headers: HTTPHeaders(headers))
}

@Test func staticFiles_whenLoaded_holdsOnlyRegularFilesInsideTheRoot() throws {
    try withStaticFiles { files in
        #expect(Set(files.files.keys) == ["/css/site.css", "/css/small.css", "/img/logo.png", "/my file+1.txt", "/linked.css"])
    }
}

@Test(arguments: [
    "/../etc/passwd", "/%2e%2e/x", "/css/%2E%2E/%2e%2e/secret", "/css/.%2e/.%2E/secret", "/css%2fsite.css",
    "/css%2Fsite.css", "/css%5csite.css", "/css/site.css%00", "/.env", "/%2eenv", "/.git/config", "//etc/passwd",
    "/css\\..\\x", "/css/./site.css", "/css/../css/site.css", "/leak.txt", "/leakdir/secret", "/css/site.css/",
    "/css//site.css", "/css/site%zz.css", "/css/site%c3.css", "/", "", "css/site.css", "/my+file+1.txt",
])
func staticFiles_whenPathIsUnsafeOrUnknown_answersNil(rawPath: String) throws {
    try withStaticFiles { files in
        #expect(files.response(for: get(rawPath)) == nil, "path \(rawPath)")
        #expect(files.response(for: get(rawPath, [("Accept-Encoding", "gzip")])) == nil, "path \(rawPath) with gzip")
    }
}

@Test(arguments: ["POST", "PUT", "DELETE", "OPTIONS", "get"])
func staticFiles_whenMethodIsNotGetOrHead_leavesItToTheRouter(method: String) throws {
    try withStaticFiles { files in
        #expect(files.response(for: get("/css/site.css", method: method)) == nil, "method \(method)")
    }
}

/// What the server sends for `request`: the file's answer after the server's final step, which
/// picks the gzip form and answers 304.
private func served(_ files: StaticFiles, _ request: Request) -> Response? {
    guard var response = files.response(for: request) else { return nil }
    ResponseFinisher.finish(&response, for: request)
    return response
}

@Test func staticFiles_whenGzipNotAccepted_servesIdentityWithValidators() throws {
    try withStaticFiles { files in
        let response = try #require(served(files, get("/css/site.css")))
        #expect(response.status == 200)
        #expect(response.body == PublicTree.siteCSS)
        #expect(response.headers["Content-Type"] == "text/css; charset=utf-8")
        #expect(response.headers["Content-Encoding"] == nil)
        #expect(response.headers["Vary"] == "Accept-Encoding")
        #expect(response.headers["Cache-Control"] == "public, max-age=3600")
        #expect(response.headers["Last-Modified"] == "Tue, 14 Nov 2023 22:13:20 GMT")
        #expect(response.headers["ETag"] == EntityTag.strong(for: PublicTree.siteCSS))
    }
}

@Test func staticFiles_whenGzipAccepted_servesThePrecomputedGzip() throws {
    try withStaticFiles { files in
        let request = get("/css/site.css", [("Accept-Encoding", "gzip, deflate, br")])
        let first = try #require(served(files, request))
        let second = try #require(served(files, request))
        #expect(first.headers["Content-Encoding"] == "gzip")
        #expect(first.headers["Vary"] == "Accept-Encoding")
        #expect(first.headers["ETag"] == EntityTag.gzipVariant(of: EntityTag.strong(for: PublicTree.siteCSS)))
        #expect(try Gzip.decompress(first.body, limit: 1 << 20) == PublicTree.siteCSS)
        // Made ahead at the strongest level, not the fast one rendered pages get.
        #expect(try first.body == Gzip.compress(PublicTree.siteCSS, level: StaticFile.gzipLevel))
        #expect(first.body == second.body)
        // The same storage, not an equal copy: the gzip was computed once, at load.
        let addresses = first.body.withUnsafeBufferPointer { a in
            second.body.withUnsafeBufferPointer { b in (a.baseAddress, b.baseAddress) }
        }
        #expect(addresses.0 == addresses.1)
    }
}

@Test func staticFiles_whenHead_sendsTheGetHeadersAndLengthButNoBody() throws {
    try withStaticFiles { files in
        for encoding in ["identity", "gzip"] {
            let getResponse = try #require(served(files, get("/css/site.css", [("Accept-Encoding", encoding)])))
            let head = try #require(served(files, get("/css/site.css", method: "HEAD", [("Accept-Encoding", encoding)])))
            #expect(head.status == 200)
            #expect(head.headers == getResponse.headers, "Accept-Encoding: \(encoding)")
            let wire = ResponseEncoder.encode(head, isHead: true, close: false, version: .http1_1, date: "D")
            #expect(wire.body.isEmpty, "Accept-Encoding: \(encoding)")
            #expect(
                String(decoding: wire.tail, as: UTF8.self).contains("Content-Length: \(getResponse.body.count)\r\n"),
                "Accept-Encoding: \(encoding)")
        }
    }
}

@Test(
    arguments: [
        ("identity tag, identity client", [("If-None-Match", "\"TAG\"")]),
        ("identity tag, gzip client", [("If-None-Match", "\"TAG\""), ("Accept-Encoding", "gzip")]),
        ("gzip tag, gzip client", [("If-None-Match", "\"TAG-gzip\""), ("Accept-Encoding", "gzip")]),
        ("weak tag", [("If-None-Match", "W/\"TAG\"")]),
        ("date equal to mtime", [("If-Modified-Since", "Tue, 14 Nov 2023 22:13:20 GMT")]),
        ("later date", [("If-Modified-Since", "Wed, 15 Nov 2023 00:00:00 GMT")]),
    ] as [(String, [(String, String)])])
func staticFiles_whenClientCopyIsCurrent_answers304(name: String, headers: [(String, String)]) throws {
    try withStaticFiles { files in
        let opaque = String(EntityTag.strong(for: PublicTree.siteCSS).dropFirst().dropLast())
        let headers = headers.map { ($0.0, $0.1.replacing("TAG", with: opaque)) }
        let response = try #require(served(files, get("/css/site.css", headers)), "\(name)")
        #expect(response.status == 304, "\(name)")
        #expect(response.body.isEmpty, "\(name)")
        #expect(response.headers["ETag"] != nil && response.headers["Content-Type"] == nil, "\(name)")
    }
}

@Test(
    arguments: [
        ("other tag", [("If-None-Match", "\"0000000000000000-1\"")]),
        ("earlier date", [("If-Modified-Since", "Tue, 14 Nov 2023 22:13:19 GMT")]),
        (
            "other tag beats a matching date",
            [("If-None-Match", "\"nope\""), ("If-Modified-Since", "Tue, 14 Nov 2023 22:13:20 GMT")]
        ),
    ] as [(String, [(String, String)])])
func staticFiles_whenClientCopyIsStale_answers200(name: String, headers: [(String, String)]) throws {
    try withStaticFiles { files in
        #expect(served(files, get("/css/site.css", headers))?.status == 200, "\(name)")
    }
}

@Test func staticFiles_whenFileIsSmallOrAnImage_hasNoGzipVariant() throws {
    try withStaticFiles { files in
        let small = try #require(served(files, get("/css/small.css", [("Accept-Encoding", "gzip")])))
        #expect(small.headers["Content-Encoding"] == nil)
        #expect(small.headers["Vary"] == "Accept-Encoding")
        let image = try #require(served(files, get("/img/logo.png", [("Accept-Encoding", "gzip")])))
        #expect(image.headers["Content-Encoding"] == nil)
        #expect(image.headers["Vary"] == nil)
        #expect(image.headers["Content-Type"] == "image/png")
    }
}

@Test func staticFiles_whenLinkStaysInside_servesTheTarget() throws {
    try withStaticFiles { files in
        #expect(served(files, get("/linked.css"))?.body == PublicTree.siteCSS)
    }
}

@Test func staticFiles_whenNameIsPercentEncoded_decodesWithoutPlusAsSpace() throws {
    try withStaticFiles { files in
        #expect(served(files, get("/my%20file%2B1.txt"))?.body == Array("spaces".utf8))
        #expect(served(files, get("/my%20file+1.txt"))?.body == Array("spaces".utf8))
    }
}

@Test func staticFiles_whenRootIsMissing_throwsUnreadable() {
    #expect(throws: ContentError.unreadable(path: "/nonexistent/kiosk-public", errno: ENOENT)) {
        try StaticFiles(root: "/nonexistent/kiosk-public")
    }
}

@Test(arguments: [
    ("site.css", "text/css; charset=utf-8"), ("app.js", "text/javascript; charset=utf-8"),
    ("index.html", "text/html; charset=utf-8"), ("logo.svg", "image/svg+xml; charset=utf-8"),
    ("a.png", "image/png"), ("a.jpg", "image/jpeg"), ("a.gif", "image/gif"), ("a.webp", "image/webp"),
    ("favicon.ico", "image/x-icon"), ("robots.txt", "text/plain; charset=utf-8"),
    ("data.json", "application/json; charset=utf-8"), ("font.woff2", "font/woff2"),
    ("site.webmanifest", "application/manifest+json; charset=utf-8"), ("feed.xml", "application/xml; charset=utf-8"),
    ("PHOTO.JPG", "image/jpeg"), ("archive.tar.gz", "application/octet-stream"), ("README", "application/octet-stream"),
])
func mediaType_whenFileNameIs_picksContentType(name: String, expected: String) {
    #expect(MediaType.forFile(named: name) == expected, "\(name)")
}

@Test func staticFile_strongETag_changesWithContentAndStaysStable() {
    let a = EntityTag.strong(for: Array("a".utf8))
    #expect(a == EntityTag.strong(for: Array("a".utf8)))
    #expect(a != EntityTag.strong(for: Array("b".utf8)))
    #expect(a == "\"d24ec4f1a98c6e5b-1\"")  // XXH64 of "a" (seed 0), as the reference xxhash gives it
}

/// XXH64 against the reference implementation (Python's `xxhash` package, seed 0) at every path
/// through it: empty, tail bytes only, a 4-byte tail, 8-byte words, and 32-byte stripes.
@Test(arguments: [
    ("empty", [UInt8](), 0xEF46_DB37_51D8_E999 as UInt64),
    ("a", Array("a".utf8), 0xD24E_C4F1_A98C_6E5B),
    ("abc", Array("abc".utf8), 0x44BC_2CF5_AD77_0999),
    ("Kiosk", Array("Kiosk".utf8), 0xB5E0_FC27_EB24_9962),
    ("abcdefghijkl", Array("abcdefghijkl".utf8), 0x4B09_B7D3_A233_D4B3),
    ("31 x", [UInt8](repeating: UInt8(ascii: "x"), count: 31), 0x60DD_0D01_083B_99F0),
    ("32 y", [UInt8](repeating: UInt8(ascii: "y"), count: 32), 0x64DA_1F1D_3495_CE66),
    ("45 z", [UInt8](repeating: UInt8(ascii: "z"), count: 45), 0x31CB_F861_A83E_5ABB),
    ("0...255 three times", (0..<768).map { UInt8($0 % 256) }, 0x8E03_C838_C596_036F),
])
func xxHash64_matchesTheReference(name: String, bytes: [UInt8], expected: UInt64) {
    #expect(XXHash64.hash(bytes) == expected, "\(name)")
}
