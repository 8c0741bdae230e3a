import Foundation
import Models
import Testing

/// Loads the project's own sample bodies from `Fixtures/` (invented content in each API's real format).
enum Fixture {
    static func data(_ name: String, _ fileExtension: String = "json") throws -> Data {
        let url = try #require(
            Bundle.module.url(forResource: name, withExtension: fileExtension, subdirectory: "Fixtures"),
            "fixture \(name).\(fileExtension) is missing"
        )
        return try Data(contentsOf: url)
    }
}

/// The reason of the `.undecodable` error `decode` throws; nil when it succeeds or throws another error.
func undecodableReason<T>(_ decode: () throws(UpstreamError) -> T) -> String? {
    do {
        _ = try decode()
        return nil
    } catch {
        guard case .undecodable(let reason) = error else { return nil }
        return reason
    }
}
