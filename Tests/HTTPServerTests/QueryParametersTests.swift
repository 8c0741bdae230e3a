import Testing
@testable import HTTPServer

/// The form decoding every query string and POST body goes through.
@Suite struct QueryParametersTests {
    @Test(arguments: [
        ("q=%E6%97%A5%E6%9C%AC", ["q=日本"]),
        ("q=Swift+6", ["q=Swift 6"]),
        ("q=a%2Bb", ["q=a+b"]),
        ("a=1&b=2&a=3", ["a=1", "b=2", "a=3"]),
        ("flag&empty=", ["flag=", "empty="]),
        ("a=1=2", ["a=1=2"]),
        ("&&a=1&", ["a=1"]),
        ("caf%C3%A9=%C3%A9t%C3%A9", ["café=été"]),
        ("", []),
    ])
    func decoding_whenWellFormed_givesPairsInOrder(encoded: String, pairs: [String]) throws {
        let query = try QueryParameters(decoding: encoded)
        #expect(query.map { "\($0.name)=\($0.value)" } == pairs)
    }

    @Test(arguments: [
        ("q=%4", FormDecodingError.malformedEscape),
        ("q=%", .malformedEscape),
        ("q=%zz", .malformedEscape),
        ("%g1=x", .malformedEscape),
        ("q=%FF", .invalidUTF8),
        ("q=%C3", .invalidUTF8),
    ])
    func decoding_whenMalformed_throws(encoded: String, error: FormDecodingError) {
        #expect(throws: error) { try QueryParameters(decoding: encoded) }
    }

    @Test func lookup_whenNameRepeats_firstValueAndAllValues() throws {
        let query = try QueryParameters(decoding: "lang=ja&lang=en")
        #expect(query["lang"] == "ja")
        #expect(query.values(for: "lang") == ["ja", "en"])
        #expect(query["missing"] == nil)
    }

    @Test(arguments: ["日本語 & more", "a+b=c", "~-._", "100%"])
    func encodeComponent_roundTripsThroughDecoding(_ text: String) throws {
        #expect(try QueryParameters.decodeComponent(Array(QueryParameters.encodeComponent(text).utf8)) == text)
    }
}
