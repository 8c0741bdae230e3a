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

    /// Starts `kiosk serve --offline --port 0` (plus `extra`) and waits for its "listening" line.
    func start(_ extra: [String] = []) throws -> (Process, Pipe, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.binary)
        process.arguments = ["serve", "--offline", "--port", "0", "--public", Repository.publicFolder, "--templates", Repository.templates] + extra
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
        return (process, errors, seen)
    }

    @Test(arguments: [SIGTERM, SIGINT])
    func signal_stopsGracefullyWithExitZero(signal: Int32) throws {
        #expect(FileManager.default.isExecutableFile(atPath: Self.binary), "build the kiosk executable first")
        let (process, _, _) = try start()
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit, "signal \(signal) killed kiosk instead of stopping it")
        #expect(process.terminationStatus == 0)
    }

    @Test func cache_whenNotARedisURL_refusesToStartAndSaysWhy() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.binary)
        process.arguments = ["serve", "--offline", "--port", "0", "--cache", "http://cache:6379"]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus != 0)
        #expect(output.contains("expected redis://HOST:PORT[/DB]"), "\(output)")
    }

    @Test(.enabled(if: RedisTestServer.shouldRun, "redis-server is not installed (run .ci/install)"))
    func cache_whenRedisURL_connectsAtStart() throws {
        let redis = try RedisTestServer()
        let (process, _, seen) = try start(["--cache", redis.url])
        kill(process.processIdentifier, SIGTERM)
        process.waitUntilExit()
        #expect(seen.contains("Redis 127.0.0.1:\(redis.port)/0 connected"), "\(seen)")
        #expect(process.terminationStatus == 0)
    }
}
