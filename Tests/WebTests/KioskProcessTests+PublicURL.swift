import Foundation
import Testing
import TestSupport

/// `--public-url` as an operator sees it: checked at start, and the feeds' links built on it.
extension KioskProcessTests {
    @Test(arguments: ["ftp://kiosk.example", "kiosk.example", "https://kiosk.example/?x=1"])
    func publicURL_whenNotAnAbsoluteHTTPURL_refusesToStartAndSaysWhy(url: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.binary)
        process.arguments = ["serve", "--offline", "--port", "0", "--public-url", url]
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("kiosk-\(UUID().uuidString).log")
        #expect(FileManager.default.createFile(atPath: log.path, contents: nil))
        let handle = try FileHandle(forWritingTo: log)
        process.standardError = handle  // a file, not a Pipe: see `start`
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        try handle.close()
        process.waitUntilExit()
        let output = String(decoding: try Data(contentsOf: log), as: UTF8.self)
        #expect(process.terminationStatus != 0)
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
