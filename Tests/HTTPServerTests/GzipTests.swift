import Foundation
import Testing
@testable import HTTPServer

/// A reproducible byte generator (xorshift64), so a failing case can be re-run exactly.
private func pseudoRandomBytes(_ count: Int, seed: UInt64 = 0x9E37_79B9_7F4A_7C15) -> [UInt8] {
    var state = seed
    return (0..<count).map { _ in
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return UInt8(truncatingIfNeeded: state)
    }
}

private let loremText = Array(String(repeating: "Kiosk serves Wikipedia, news, xkcd and movies. ", count: 20_000).utf8)

@Test(arguments: [
    ("empty", [UInt8]()),
    ("1 byte", [0x4B] as [UInt8]),
    ("small", Array("hello".utf8)),
    ("200 KB random", pseudoRandomBytes(200_000)),
    ("1 MiB random", pseudoRandomBytes(1 << 20)),
    ("text, about 1 MiB", loremText),
    ("text, about 2 MiB", loremText + Array("a seam between the halves".utf8) + loremText),
])
func gzip_whenRoundTripped_givesExactlyTheInput(name: String, input: [UInt8]) throws {
    let compressed = try Gzip.compress(input)
    #expect(Array(compressed.prefix(3)) == [0x1F, 0x8B, 0x08], "\(name): not a gzip member")
    #expect(try Gzip.decompress(compressed, limit: input.count) == input, "\(name)")
}

@Test func gzip_whenTextCompressed_isMuchSmaller() throws {
    #expect(try Gzip.compress(loremText).count < loremText.count / 20)
}

@Test func gzip_whenDataComesFromTheGzipTool_decompresses() throws {
    // `printf 'hello, gzip\n' | gzip -n`: an independent producer, not our own compressor.
    let fromTool: [UInt8] = [
        0x1F, 0x8B, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x03, 0xCB, 0x48,
        0xCD, 0xC9, 0xC9, 0xD7, 0x51, 0x48, 0xAF, 0xCA, 0x2C, 0xE0, 0x02, 0x00,
        0x86, 0x1F, 0x82, 0xA4, 0x0C, 0x00, 0x00, 0x00,
    ]
    #expect(try Gzip.decompress(fromTool, limit: 100) == Array("hello, gzip\n".utf8))
}

@Test func gzip_whenMembersAreConcatenated_decompressesAll() throws {
    let joined = try Gzip.compress(Array("one ".utf8)) + Gzip.compress(Array("two".utf8))
    #expect(try Gzip.decompress(joined, limit: 100) == Array("one two".utf8))
}

@Test func gzip_whenOutputWouldExceedLimit_throwsTooLarge() throws {
    let bomb = try Gzip.compress([UInt8](repeating: 0, count: 1 << 20))
    #expect(throws: ContentError.decompressedTooLarge(limit: 1000)) { try Gzip.decompress(bomb, limit: 1000) }
}

@Test(arguments: [
    ("not gzip at all", Array("plain text, no gzip header".utf8)),
    ("bad deflate data", [0x1F, 0x8B, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x03, 0xFF, 0xFF, 0xFF, 0xFF] as [UInt8]),
])
func gzip_whenInputIsCorrupt_throwsCorrupt(name: String, input: [UInt8]) {
    #expect(throws: ContentError.corruptGzip, "\(name)") { try Gzip.decompress(input, limit: 1000) }
}

@Test func gzip_whenChecksumIsWrong_throwsCorrupt() throws {
    var compressed = try Gzip.compress(Array("checksum me".utf8))
    compressed[compressed.count - 8] ^= 0xFF  // first byte of the CRC-32 trailer
    #expect(throws: ContentError.corruptGzip) { try Gzip.decompress(compressed, limit: 1000) }
}

@Test(arguments: [0, 5, 20])
func gzip_whenInputIsCutShort_throwsTruncated(keep: Int) throws {
    let compressed = try Gzip.compress(Array(String(repeating: "truncate ", count: 50).utf8))
    #expect(throws: ContentError.truncatedGzip, "kept \(keep) bytes") {
        try Gzip.decompress(Array(compressed.prefix(keep)), limit: 10_000)
    }
}

@Test(arguments: [-1, 13, 42] as [Int32])
func gzip_whenLevelIsInvalid_throwsLibdeflateErrorNamingTheLevel(level: Int32) {
    #expect(throws: ContentError.libdeflate(operation: "alloc_compressor", level: level)) {
        try Gzip.compress([1, 2, 3], level: level)
    }
    #expect(
        ContentError.libdeflate(operation: "alloc_compressor", level: level).description
            == "libdeflate alloc_compressor failed: there is no compression level \(level) (levels are 0 to 12)")
}

@Test(arguments: [0, 1, 6, 9, 10, 12] as [Int32])
func gzip_whenCompressedAtAnyLevel_roundTripsThroughOursAndTheGzipTool(level: Int32) throws {
    let page = Array(
        String(repeating: "<li><a href=\"/news/1\">A headline</a> <time>2026/11/21 10:30</time></li>\n", count: 150).utf8)
    let compressed = try Gzip.compress(page, level: level)
    #expect(try Gzip.decompress(compressed, limit: page.count) == page, "level \(level)")
    #expect(try gunzipWithTool(compressed) == page, "level \(level)")
    if level > 0 { #expect(compressed.count < page.count / 10, "level \(level)") }
}

@Test func gzip_whenLevelIsStrongest_itsLargeCompressorIsNotKeptInThePool() throws {
    // Levels 10-12 hold about 9 MiB each; only start-up uses them (static files).
    _ = try Gzip.compress(loremText, level: 12)
    #expect(GzipCompressor.idleCount(level: 12) == 0)
}

// Reused compressors (GzipCompressor's pool): one that served a body must serve the next exactly as
// a fresh one would, whatever came before, and from many threads at once.

@Test func gzip_whenCompressorIsReusedAfterOtherInputs_givesTheSameBytesAsBefore() throws {
    let page = Array(
        String(repeating: "<li><a href=\"/news/1\">A headline</a> <time>2026/11/21 10:30</time></li>\n", count: 150).utf8)
    let first = try Gzip.compress(page)
    for other in [[], pseudoRandomBytes(200_000), Array("x".utf8), loremText] { _ = try Gzip.compress(other) }
    #expect(try Gzip.compress(page) == first)
    #expect(try Gzip.decompress(first, limit: page.count) == page)
}

@Test func gzip_whenBodyIsLargerThanTheKeptBuffer_roundTripsAndTheNextSmallOneToo() throws {
    let big = pseudoRandomBytes(GzipCompressor.scratchLimit * 3)  // incompressible: output is bigger than the kept buffer
    #expect(try Gzip.decompress(Gzip.compress(big), limit: big.count) == big)
    let small = Array("small after big".utf8)
    #expect(try Gzip.decompress(Gzip.compress(small), limit: small.count) == small)
}

@Test func gzip_whenEmptyInputFollowsAnother_isAValidEmptyMember() throws {
    _ = try Gzip.compress(loremText)
    let empty = try Gzip.compress([])
    #expect(Array(empty.prefix(3)) == [0x1F, 0x8B, 0x08])
    #expect(try Gzip.decompress(empty, limit: 0) == [])
}

@Test func gzip_whenCompressed_keepsNoSlackCapacity() throws {
    // A cached gzip body should cost its size, not the compress bound's (about the identity size).
    let compressed = try Gzip.compress(loremText)
    #expect(compressed.capacity < loremText.count / 20)
}

@Test func gzip_whenManyTasksCompressAtOnce_everyOutputIsTheSingleThreadedOneAndThePoolStaysBounded() async throws {
    let inputs = (0..<8).map { index in
        Array(String(repeating: "task \(index) writes its own page. ", count: 50 + index * 300).utf8)
            + pseudoRandomBytes(index * 100, seed: UInt64(index + 1))
    }
    // Compressing is deterministic, so a compressor shared by two threads would show as different bytes.
    let expected = try inputs.map { try Gzip.compress($0) }
    let failures = await withTaskGroup(of: [String].self) { group in
        for (index, input) in inputs.enumerated() {
            group.addTask {
                var failures: [String] = []
                for round in 0..<40 {
                    do {
                        let compressed = try Gzip.compress(input)
                        if compressed != expected[index] { failures.append("input \(index) round \(round): other bytes") }
                        if try Gzip.decompress(compressed, limit: input.count) != input {
                            failures.append("input \(index) round \(round)")
                        }
                    } catch {
                        failures.append("input \(index) round \(round): \(error)")
                    }
                }
                return failures
            }
        }
        return await group.reduce(into: []) { $0 += $1 }
    }
    #expect(failures.isEmpty)
    #expect(GzipCompressor.idleCount <= GzipCompressor.idleLimit)
}

@Test(arguments: [
    ("empty", [UInt8]()), ("1 byte", [0x4B] as [UInt8]), ("text", loremText), ("random", pseudoRandomBytes(300_000)),
])
func gzip_whenOutputIsReadByTheGzipTool_givesTheInput(name: String, input: [UInt8]) throws {
    // An independent reader: the system's gzip, not our own inflate.
    let compressed = try Gzip.compress(input)
    #expect(try gunzipWithTool(compressed) == input, "\(name)")
}

/// `gzip -dc` on `bytes`, through a temporary file (a pipe both ways could fill and stall).
private func gunzipWithTool(_ bytes: [UInt8]) throws -> [UInt8] {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("kiosk-gzip-\(UUID().uuidString).gz").path
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    defer { _ = unlink(path) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/gzip")
    process.arguments = ["-dc", path]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    return Array(data)
}
