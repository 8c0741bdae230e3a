/// Small valid PNG files made in code (PNG spec, ISO/IEC 15948): an 8-bit palette image whose
/// IDAT holds a zlib stream of *stored* deflate blocks (RFC 1951 §3.2.4), so no compressor is needed.
enum PNGImage {
    /// Largest side drawn, whatever size was asked for: stored blocks are uncompressed, and a
    /// sample image only has to be a real, decodable picture.
    static let maximumSide = 320
    private static let storedBlockLimit = 65_535
    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// A picture for `seed`: a coloured background, a frame, a band and a disc, in one of a few palettes.
    static func picture(width: Int, height: Int, seed: UInt64) -> [UInt8] {
        let width = max(1, min(width, maximumSide)), height = max(1, min(height, maximumSide))
        let palettes: [[(UInt8, UInt8, UInt8)]] = [
            [(255, 255, 255), (0, 0, 0), (200, 200, 200), (90, 90, 90)],
            [(24, 40, 82), (240, 200, 80), (200, 70, 60), (250, 250, 245)],
            [(30, 90, 60), (230, 230, 210), (120, 170, 90), (20, 30, 20)],
            [(120, 30, 60), (250, 220, 230), (60, 20, 40), (240, 150, 90)],
        ]
        let palette = palettes[Int(seed % UInt64(palettes.count))]
        let band = Int((seed >> 8) % 3)
        let centreX = width / 2 + Int((seed >> 16) % 7) - 3, centreY = height / 3
        let radius = max(2, min(width, height) / 5)
        return encode(width: width, height: height, palette: palette) { x, y in
            if x == 0 || y == 0 || x == width - 1 || y == height - 1 { return 1 }
            let dx = x - centreX, dy = y - centreY
            if dx * dx + dy * dy <= radius * radius { return 2 }
            if (x + y * (band + 1)) % 23 < 3 { return 3 }
            return 0
        }
    }

    /// Encodes palette-indexed pixels: IHDR, PLTE, IDAT, IEND.
    static func encode(width: Int, height: Int, palette: [(UInt8, UInt8, UInt8)], pixel: (Int, Int) -> UInt8) -> [UInt8] {
        var raw: [UInt8] = []
        raw.reserveCapacity((width + 1) * height)
        for y in 0..<height {
            raw.append(0)  // filter type None for every scanline
            for x in 0..<width { raw.append(pixel(x, y)) }
        }
        var header: [UInt8] = []
        header += bigEndian(UInt32(width)) + bigEndian(UInt32(height))
        header += [8, 3, 0, 0, 0]  // bit depth 8, colour type 3 (palette), deflate, adaptive filter, no interlace
        var out = signature
        out += chunk("IHDR", header)
        out += chunk("PLTE", palette.flatMap { [$0.0, $0.1, $0.2] })
        out += chunk("IDAT", zlibStored(raw))
        out += chunk("IEND", [])
        return out
    }

    /// A zlib stream (RFC 1950) of stored deflate blocks with its Adler-32 trailer.
    static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var start = 0
        repeat {
            let end = min(start + storedBlockLimit, data.count)
            let length = UInt16(end - start)
            out.append(end == data.count ? 1 : 0)  // BFINAL on the last block, BTYPE 00
            out += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
            out += data[start..<end]
            start = end
        } while start < data.count
        return out + bigEndian(adler32(data))
    }

    static func adler32(_ data: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in data {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return b << 16 | a
    }

    /// CRC-32 as PNG defines it (ISO 3309 polynomial, reflected).
    static func crc32(_ data: some Sequence<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in data { crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }

    private static let crcTable: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + typed + bigEndian(crc32(typed))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
