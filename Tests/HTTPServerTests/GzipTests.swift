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
    ("small", Array("hello".utf8)),
    ("1 MiB random", pseudoRandomBytes(1 << 20)),
    ("text, about 1 MiB", loremText),
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

@Test func gzip_whenLevelIsInvalid_throwsZlibError() {
    #expect(throws: ContentError.zlib(operation: "deflateInit2", code: -2)) { try Gzip.compress([1, 2, 3], level: 42) }
}
