import Foundation
import Models
import Testing
import TestSupport
@testable import Upstream

@Suite struct TranscriptDecoderTests {
    static func body(_ wikitext: String) throws -> Data {
        try JSONSerialization.data(withJSONObject: ["parse": ["title": "1700: New Bug", "wikitext": wikitext]])
    }

    @Test func decode_whenPageHasTranscript_returnsItsSectionAsPlainText() throws {
        let wikitext = """
            {{comic|number=1700}}
            ==Explanation==
            Not this part.
            ==Transcript==
            {{incomplete transcript|Do NOT delete this tag too soon.}}
            :[[Cueball]] is at a desk with a {{w|Bug (software)|software bug}}.
            :'''Cueball''': It works on my <br>machine. See [https://example.org the docs].
            ===Sub heading===
            :[Megan walks in.]
            {{comic discussion}}
            [[Category:Comics featuring Cueball]]
            ==Trivia==
            Not this either.
            """
        let text = try TranscriptDecoder.decode(try Self.body(wikitext))
        #expect(
            text == """
                Cueball is at a desk with a software bug.
                Cueball: It works on my
                machine. See the docs.
                ===Sub heading===
                [Megan walks in.]
                """)
    }

    @Test func decode_whenNoTranscriptSection_returnsNil() throws {
        #expect(try TranscriptDecoder.decode(try Self.body("==Explanation==\nText.")) == nil)
    }

    @Test func decode_whenPageIsMissing_throwsNotFound() {
        let body = Data(#"{"error":{"code":"missingtitle","info":"The page you specified doesn't exist."}}"#.utf8)
        #expect(throws: UpstreamError.notFound) { try TranscriptDecoder.decode(body) }
    }

    @Test func decode_whenLegacyFormat_readsTheStarField() throws {
        let body = Data(#"{"parse":{"title":"1","wikitext":{"*":"==Transcript==\n:Hello."}}}"#.utf8)
        #expect(try TranscriptDecoder.decode(body) == "Hello.")
    }

    /// Unclosed templates, links and brackets at 4 MiB: capped, and one pass each.
    @Test(arguments: ["{{", "[[", "[h", "<", "''", "{{w|"])
    func decode_whenHostileRuns_staysCappedAndPlain(unit: String) throws {
        let wikitext = "==Transcript==\n" + String(repeating: unit + "x", count: 1 << 20)
        let text = try TranscriptDecoder.decode(try Self.body(wikitext)) ?? ""
        #expect(text.unicodeScalars.count <= TranscriptDecoder.maximumTranscript)
    }
}
