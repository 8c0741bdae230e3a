import Foundation

/// Whole-value assertions: a page's Outputs, dumped as pretty JSON with sorted
/// keys, compared with a file checked in beside the test under `Expected/`, so a change to what a
/// page shows arrives as a diff a reviewer can read.
///
/// On a mismatch the test fails with the changed lines and writes the new dump as `<name>.json.actual`
/// next to the expected file (ignored by git). When a change is meant, record the files anew and
/// review the diff before committing:
///
///     KIOSK_RECORD_EXPECTED=1 swift test --filter WholeOutputsTests
///
/// Recording writes every expected file it compares and passes.
public enum ExpectedOutput {
    /// Set to 1 to rewrite the expected files instead of comparing with them.
    public static let recordVariable = "KIOSK_RECORD_EXPECTED"

    /// The readable, deterministic dump: sorted keys, two-space indents, `/` unescaped, ending in a newline.
    public static func dump(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
    }

    /// nil when `value` dumps to exactly `Expected/<name>.json` beside `testFile` (or when recording);
    /// otherwise a failure message with the differing lines and where the actual dump was written.
    public static func mismatch(_ value: some Encodable, name: String, testFile: String = #filePath) throws -> String? {
        let actual = try dump(value)
        let folder = URL(fileURLWithPath: testFile).deletingLastPathComponent().appendingPathComponent("Expected")
        let expectedURL = folder.appendingPathComponent(name + ".json")
        let actualURL = folder.appendingPathComponent(name + ".json.actual")
        if ProcessInfo.processInfo.environment[recordVariable] == "1" {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: expectedURL)
            try removeLeftover(actualURL)
            return nil
        }
        let expected: String
        do {
            expected = try String(contentsOf: expectedURL, encoding: .utf8)
        } catch {
            try Data(actual.utf8).write(to: actualURL)
            return
                "no expected file \(expectedURL.path) (\(error.localizedDescription)); the actual dump is in \(actualURL.path). "
                + "Record it with \(recordVariable)=1 and review it."
        }
        if expected == actual {
            try removeLeftover(actualURL)
            return nil
        }
        try Data(actual.utf8).write(to: actualURL)
        return "\(name): the outputs differ from \(expectedURL.path) (- expected, + actual; all of it in \(actualURL.path)):\n"
            + LineDiff.describe(expected: expected, actual: actual)
    }

    /// Removes an `.actual` file an earlier mismatch left, so only current mismatches leave one.
    private static func removeLeftover(_ url: URL) throws {
        guard FileManager.default.fileExists(atPath: url.path) else { return }
        try FileManager.default.removeItem(at: url)
    }
}

/// A line diff for failure messages: changed lines with `-`/`+` and two lines of context, hunks
/// headed by their line numbers. Longest common subsequence, fine for dumps of a few hundred lines.
enum LineDiff {
    static func describe(expected: String, actual: String, context: Int = 2) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // common[i][j]: length of the longest common subsequence of old[i...] and new[j...].
        var common = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                common[i][j] = old[i] == new[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        enum Line { case same(String), removed(String), added(String) }
        var lines: [(line: Line, oldNumber: Int, newNumber: Int)] = []
        var i = 0, j = 0
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                lines.append((.same(old[i]), i + 1, j + 1)); i += 1; j += 1
            } else if i < old.count, j == new.count || common[i + 1][j] >= common[i][j + 1] {
                lines.append((.removed(old[i]), i + 1, j + 1)); i += 1
            } else {
                lines.append((.added(new[j]), i + 1, j + 1)); j += 1
            }
        }
        let changed = lines.indices.filter { if case .same = lines[$0].line { false } else { true } }
        var shown = Set<Int>()
        for index in changed { shown.formUnion(max(0, index - context)...min(lines.count - 1, index + context)) }
        var output: [String] = []
        var previous: Int?
        for index in shown.sorted() {
            if previous.map({ $0 + 1 != index }) ?? true {
                output.append("@@ expected line \(lines[index].oldNumber), actual line \(lines[index].newNumber) @@")
            }
            previous = index
            switch lines[index].line {
            case .same(let text): output.append("  " + text)
            case .removed(let text): output.append("- " + text)
            case .added(let text): output.append("+ " + text)
            }
        }
        return output.joined(separator: "\n")
    }
}
