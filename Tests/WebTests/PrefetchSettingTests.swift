import Foundation
import Testing
import TestSupport

/// `--prefetch on|off` and `KIOSK_PREFETCH`, as an operator sets them.
@Suite("prefetch setting", .serialized)
struct PrefetchSettingTests {
    /// ArgumentParser refuses a bad flag value, `Serve` a bad environment value; either way kiosk
    /// never starts with a setting it did not understand.
    @Test(
        arguments: [(["--prefetch", "sometimes"], [:]), ([], ["KIOSK_PREFETCH": "sometimes"])] as [([String], [String: String])])
    func prefetchSetting_whenNeitherOnNorOff_stopsKioskAtStart(arguments: [String], environment: [String: String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: KioskProcessTests.binary)
        process.arguments = ["serve", "--offline", "--port", "0"] + arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardError = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus != 0, "\(arguments) \(environment) started kiosk")
    }

    @Test func prefetchSetting_off_startsAndStopsAsUsual() throws {
        let (process, _, _) = try KioskProcessTests().start(["--prefetch", "off"])
        kill(process.processIdentifier, SIGTERM)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }
}
