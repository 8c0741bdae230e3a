import Glibc
import Testing
@testable import HTTPServer

/// RFC 9110 §5.6.7's own example instant: Sun, 06 Nov 1994 08:49:37 GMT.
private let rfcExample = 784_111_777

@Test(arguments: [
    (0, "Thu, 01 Jan 1970 00:00:00 GMT"),
    (rfcExample, "Sun, 06 Nov 1994 08:49:37 GMT"),
    (951_782_400, "Tue, 29 Feb 2000 00:00:00 GMT"),
    (1_700_000_000, "Tue, 14 Nov 2023 22:13:20 GMT"),
    (4_102_444_799, "Thu, 31 Dec 2099 23:59:59 GMT"),
])
func httpDate_whenFormatted_isIMFFixdate(seconds: Int, expected: String) {
    #expect(HTTPDate.format(seconds) == expected)
}

@Test(arguments: [0, rfcExample, 951_782_400, 1_700_000_000, 4_102_444_799, 1_234_567_890])
func httpDate_whenFormattedThenParsed_givesTheSameSecond(seconds: Int) {
    #expect(HTTPDate.parse(HTTPDate.format(seconds)) == seconds)
}

@Test(arguments: [
    "Sun, 06 Nov 1994 08:49:37 GMT",  // IMF-fixdate
    "Sunday, 06-Nov-94 08:49:37 GMT",  // obsolete RFC 850
    "Sun Nov  6 08:49:37 1994",  // asctime
    "  Sun, 06 Nov 1994 08:49:37 GMT ",  // surrounding whitespace is not part of the field value
])
func httpDate_whenAnyOfTheThreeForms_parsesToTheSameInstant(text: String) {
    #expect(HTTPDate.parse(text) == rfcExample)
}

@Test(arguments: [
    "",
    "yesterday",
    "Sun, 06 Nov 1994 08:49:37 UTC",
    "Sun, 6 Nov 1994 08:49:37 GMT",
    "Sun, 06 Nov 94 08:49:37 GMT",
    "Sun, 31 Feb 1994 08:49:37 GMT",
    "Sun, 06 Nov 1994 24:00:00 GMT",
    "Sun, 06 Nov 1994 08:49 GMT",
    "Sun, 06 Nov 1994 08:49:37 GMT extra",
    "Sun, +6 Nov 1994 08:49:37 GMT",
    "Dim, 06 Nov 1994 08:49:37 GMT",
    "Sunday, 06-Nov-1994 08:49:37 GMT",
    "Sun Nov  6 08:49:37 94",
    "1994-11-06T08:49:37Z",
])
func httpDate_whenNotAnHTTPDate_isNil(text: String) {
    #expect(HTTPDate.parse(text) == nil)
}

@Test func httpDate_whenRFC850YearIsTwoDigits_picksTheRecentPastCentury() {
    // Read in 2026 or later: "30" is 2030 (within 50 years), "94" is 1994 (2094 would be too far ahead).
    #expect(HTTPDate.parse("Wednesday, 06-Nov-30 08:49:37 GMT") == HTTPDate.parse("Wed, 06 Nov 2030 08:49:37 GMT"))
    #expect(HTTPDate.parse("Sunday, 06-Nov-94 08:49:37 GMT") == rfcExample)
}

@Test func httpDate_now_isTheCurrentSecondFormatted() {
    let before = Int(time(nil))
    let now = HTTPDate.now()
    let after = Int(time(nil))
    #expect([HTTPDate.format(before), HTTPDate.format(after)].contains(now))
    // A second call within the same second is served from the cache and is equal.
    let again = HTTPDate.now()
    #expect(HTTPDate.parse(again).map { $0 >= before } == true)
}
