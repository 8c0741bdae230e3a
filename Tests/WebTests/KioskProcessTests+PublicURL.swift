import Foundation
import Testing
import TestSupport

/// `--public-url` as an operator sees it: checked at start, and the feeds' links built on it.
extension KioskProcessTests {
    @Test(arguments: ["ftp://kiosk.example", "kiosk.example", "https://kiosk.example/?x=1"])
    func publicURL_whenNotAnAbsoluteHTTPURL_refusesToStartAndSaysWhy(url: String) throws {
        let (status, output) = try Self.refusal(["--public-url", url])
        #expect(status != 0)
        #expect(output.contains("--public-url / KIOSK_PUBLIC_URL"), "\(output)")
    }

    @Test func publicURL_whenSet_theComicsFeedLinksOnIt() throws {
        let (process, _, log) = try start(["--public-url", "https://kiosk.example/reader/"])
        defer { Self.stop(process) }
        let feed = try Self.get("/comics?format=atom&lang=en", port: try Self.kioskPort(in: log))
        #expect(feed.status == 200)
        #expect(
            feed.text.contains(
                #"<link rel="self" type="application/atom+xml" href="https://kiosk.example/reader/comics?lang=en&amp;format=atom"/>"#
            ),
            "\(feed.text.prefix(600))")
    }
}
