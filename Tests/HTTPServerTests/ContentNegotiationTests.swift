import Testing
@testable import HTTPServer

@Test(arguments: [
    ("gzip", true),
    ("gzip;q=0", false),
    ("*", true),
    ("*;q=0", false),
    ("identity;q=0", false),  // refuses identity but never offers gzip
    ("gzip;q=0.5, identity", false),  // identity (q=1) is preferred to gzip (q=0.5)
    ("gzip, identity;q=0.5", true),
    ("GZIP", true),  // codings are case-insensitive
    ("x-gzip", true),  // the old name, RFC 9110 §8.4.1.3
    ("", false),  // an empty value asks for identity only
    ("br", false),
    ("deflate, gzip;q=1.0", true),
    ("gzip, deflate, br, zstd", true),  // what browsers send
    ("  gzip ; q=0.8 ,br", true),  // optional whitespace around tokens
    ("br, *;q=0.1", true),  // gzip and identity both via * at 0.1: a tie goes to gzip
    ("gzip;q=0.8, br", true),  // identity's implicit acceptability does not outrank gzip
    ("gzip;q=0.5, identity;q=0.6", false),
    ("br, *", true),  // * covers gzip when gzip is not listed
    ("*, gzip;q=0", false),  // an explicit gzip member wins over *
    ("gzip;Q=0", false),  // the parameter name is case-insensitive too
    ("gzip;q=abc", false),  // malformed q counts as a refusal
    ("gzip;q=1.5", false),  // out of range is malformed
    ("gzip;q=0.1234", false),  // more than three decimals is malformed
    ("gzip;q=0.001", true),
    ("gzip;q=1.000", true),
    ("identity;q=0, *;q=0", false),
    ("gzip;q=0.5, *;q=0", true),  // identity excluded by *, gzip kept explicitly
])
func acceptEncoding_whenHeaderIs_decidesGzip(header: String, acceptsGzip: Bool) {
    #expect(AcceptEncoding.acceptsGzip(header) == acceptsGzip, "Accept-Encoding: \(header)")
}

@Test func acceptEncoding_whenHeaderIsMissing_sendsIdentity() {
    #expect(AcceptEncoding.acceptsGzip(nil) == false)
}

@Test func acceptEncoding_whenRequestHasSeveralLines_joinsThem() {
    var request = Request(method: "GET", target: "/", rawPath: "/")
    request.headers.add("Accept-Encoding", "br")
    request.headers.add("Accept-Encoding", "gzip")
    #expect(AcceptEncoding.headerValue(of: request) == "br, gzip")
    #expect(AcceptEncoding.acceptsGzip(AcceptEncoding.headerValue(of: request)))
}

@Test(arguments: [("0", 0), ("0.", 0), ("0.5", 500), ("0.25", 250), ("0.125", 125), ("1", 1000), ("1.0", 1000)])
func acceptEncoding_whenQValueIsValid_parsesToThousandths(text: String, weight: Int) {
    #expect(AcceptEncoding.parseWeight(text) == weight, "q=\(text)")
}
