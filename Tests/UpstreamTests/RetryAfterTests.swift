import Foundation
import Testing
@testable import Upstream

@Suite struct RetryAfterTests {
    /// Sun, 06 Nov 1994 08:49:37 GMT, the example date of RFC 9110 §5.6.7.
    static let now = Date(timeIntervalSince1970: 784_111_777)

    @Test(
        arguments: [
            ("30", 30),
            ("Sun, 06 Nov 1994 08:50:07 GMT", 30),
            ("Sunday, 06-Nov-94 08:50:07 GMT", 30),
            ("Sun Nov  6 08:50:07 1994", 30),
            ("Sun, 06 Nov 1994 08:00:00 GMT", 0),
            ("Sun, 06 Nov 1994 20:00:00 GMT", 3600),
            ("-5", nil),
            ("", nil),
            ("tomorrow", nil),
        ] as [(String, Int?)])
    func retryAfter_parsesSecondsAndHTTPDates(value: String, expected: Int?) {
        #expect(RetryAfter.seconds(from: value, now: Self.now) == expected, "Retry-After: \(value)")
    }
}
