import HTTPTypes
import Testing

@testable import HTTPServer

/// A response head as it goes on the wire: a handler's field can never start a line of its own.
@Suite struct ResponseEncoderTests {
    static func head(_ fields: [(String, String)]) -> String {
        var headers = HTTPHeaders()
        for (name, value) in fields { headers.add(name, value) }
        return String(decoding: ResponseEncoder.encodeHead(status: .ok, headers: headers).bytes, as: UTF8.self)
    }

    @Test func aValueWithCRLFOrNUL_staysOnItsOwnLine() {
        let head = Self.head([("X-Note", "a\r\nSet-Cookie: stolen=1\u{0}b"), ("Content-Type", "text/html")])
        #expect(head == "HTTP/1.1 200 OK\r\nX-Note: a  Set-Cookie: stolen=1 b\r\nContent-Type: text/html\r\n")
    }

    @Test func cleanFields_goOutAsTheyAre_andTheConnectionsOwnAreLeftOut() {
        let policy = String(repeating: "default-src 'self'; ", count: 20)
        let head = Self.head([
            ("Content-Security-Policy", policy), ("Connection", "close"), ("Date", "x"), ("Vary", "Accept-Encoding"),
            ("X-Name", "Café ☕"),
        ])
        #expect(head == "HTTP/1.1 200 OK\r\nContent-Security-Policy: \(policy)\r\nVary: Accept-Encoding\r\nX-Name: Café ☕\r\n")
    }
}

/// Header names compare case-insensitively for ASCII letters only.
@Suite struct HeaderNameComparisonTests {
    @Test(arguments: [
        ("Content-Length", "content-length", true), ("VARY", "vary", true), ("Vary", "Vary", true), ("", "", true),
        ("Vary", "Varyy", false), ("Date", "Data", false),
        // Only A–Z fold: `[` and `{`, `@` and a backquote differ by the same bit but are not letters.
        ("X[", "X{", false), ("@", "`", false),
        // Beyond ASCII, bytes compare as they are.
        ("Café", "CAFÉ", false), ("café", "CAFé", true),
    ])
    func equalsIgnoringASCIICase(a: String, b: String, equal: Bool) {
        #expect(a.equalsIgnoringASCIICase(b) == equal)
        #expect(b.equalsIgnoringASCIICase(a) == equal)
    }

    @Test func headersFindAFieldWhateverItsCase() {
        var headers = HTTPHeaders()
        headers.add("Content-Type", "text/html")
        #expect(headers.contains("content-type") && headers.contains("CONTENT-TYPE") && !headers.contains("Content-Typ"))
    }
}
