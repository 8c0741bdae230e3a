import Foundation
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
