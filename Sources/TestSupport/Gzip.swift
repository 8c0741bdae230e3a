import CZlib

/// gzip-encodes bytes with zlib, for test servers that send `Content-Encoding: gzip`.
public enum Gzip {
    public static func encode(_ input: [UInt8]) -> [UInt8] {
        var stream = z_stream()
        // windowBits 15 + 16 selects the gzip wrapper (zlib.h, deflateInit2).
        guard kiosk_deflateInit2(&stream, Z_DEFAULT_COMPRESSION, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY) == Z_OK else {
            preconditionFailure("deflateInit2 failed")
        }
        defer { deflateEnd(&stream) }
        var source = input
        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, UInt(input.count))) + 32)
        let written: Int = source.withUnsafeMutableBufferPointer { inBuffer in
            output.withUnsafeMutableBufferPointer { outBuffer in
                stream.next_in = inBuffer.baseAddress
                stream.avail_in = UInt32(inBuffer.count)
                stream.next_out = outBuffer.baseAddress
                stream.avail_out = UInt32(outBuffer.count)
                precondition(deflate(&stream, Z_FINISH) == Z_STREAM_END, "output buffer sized by deflateBound")
                return outBuffer.count - Int(stream.avail_out)
            }
        }
        return Array(output.prefix(written))
    }
}
