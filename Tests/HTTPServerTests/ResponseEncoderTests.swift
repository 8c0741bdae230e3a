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
