import Foundation
import Testing
import TestSupport

/// The `kiosk` executable as an operator runs it.
@Suite("kiosk process", .serialized)
struct KioskProcessTests {
    /// `swift build --build-tests` builds the executable next to the test bundle.
    static var binary: String {
        let folder = Bundle.main.bundleURL
        let candidates = [folder, folder.deletingLastPathComponent()].map { $0.appendingPathComponent("kiosk").path }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) } ?? candidates[0]
    }

    /// Starts `kiosk serve --offline --port 0` and waits for its "listening" line.
    func start() throws -> (Process, Pipe) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.binary)
        process.arguments = ["serve", "--offline", "--port", "0", "--public", Repository.publicFolder, "--templates", Repository.templates]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        var seen = ""
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline, seen.components(separatedBy: "listening on").count < 3 {
            seen += String(decoding: errors.fileHandleForReading.availableData, as: UTF8.self)
        }
        #expect(seen.components(separatedBy: "listening on").count >= 3, "kiosk did not start: \(seen)")
        return (process, errors)
    }

    @Test(arguments: [SIGTERM, SIGINT])
    func signal_stopsGracefullyWithExitZero(signal: Int32) throws {
        #expect(FileManager.default.isExecutableFile(atPath: Self.binary), "build the kiosk executable first")
        let (process, _) = try start()
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit, "signal \(signal) killed kiosk instead of stopping it")
        #expect(process.terminationStatus == 0)
    }
}
