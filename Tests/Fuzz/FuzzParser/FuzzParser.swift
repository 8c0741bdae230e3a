import HTTPServer

/// libFuzzer entry for `RequestParser`. The first byte picks the limits and seeds the split points;
/// the rest is what a client sends. The same bytes are parsed twice, in one append and in random
/// pieces, and both must give the same requests: a difference is a bug in the incremental state.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let control = data[0]
    let input = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    // Small limits let short inputs reach the 413/414/431 paths; the default ones are what ships.
    let limits = control & 0x80 != 0 ? FuzzLimits.small : ServerLimits.default
    let whole = ParseRun(limits: limits, pieces: [input.count])
    let split = ParseRun(limits: limits, pieces: FuzzLimits.pieceSizes(total: input.count, seed: control))
    let wholeEvents = whole.events(input)
    let splitEvents = split.events(input)
    if wholeEvents != splitEvents {
        fatalError("split parse differs:\n whole: \(wholeEvents)\n split: \(splitEvents)")
    }
    return 0
}

/// What the fuzzer compares between the two ways of feeding the parser.
enum ParseEvent: Equatable {
    case request(String)
    /// A query-string error that keeps the connection open (it is reported once the request is read).
    case queryError(Int)
    /// A framing error: the status may differ with the split (an earlier check sees fewer bytes),
    /// but that there is one may not.
    case closed
}

/// Parses `input` fed in pieces of the given sizes, taking out every request after each append.
struct ParseRun {
    var limits: ServerLimits
    var pieces: [Int]

    func events(_ input: [UInt8]) -> [ParseEvent] {
        var parser = RequestParser(limits: limits)
        var events: [ParseEvent] = []
        var start = 0
        for piece in pieces {
            let end = min(start + piece, input.count)
            parser.append(Array(input[start..<end]))
            start = end
            _ = parser.hasBufferedBytes
            _ = parser.isReadingHead
            while true {
                do {
                    if parser.needsContinue { parser.markContinueSent() }
                    guard let request = try parser.next() else { break }
                    events.append(.request(summary(request)))
                } catch {
                    guard !error.closesConnection else { return events + [.closed] }
                    events.append(.queryError(error.status))
                }
            }
        }
        return events
    }

    /// Everything a handler could read from the request, as one comparable string.
    func summary(_ request: Request) -> String {
        let form: String
        do {
            form = try request.formParameters().map { "\($0.name)=\($0.value)" }.joined(separator: "&")
        } catch {
            form = "form error: \(error)"
        }
        let headers = request.headers.map { "\($0.name): \($0.value)" }.joined(separator: "\n")
        let query = request.query.map { "\($0.name)=\($0.value)" }.joined(separator: "&")
        return "\(request.method) \(request.target) \(request.rawPath) \(query) \(request.version) "
            + "keepAlive=\(request.wantsKeepAlive)\n\(headers)\nbody=\(request.body)\nform=\(form)"
    }
}

/// The fuzzer's limits and split points.
enum FuzzLimits {
    static let small: ServerLimits = {
        var limits = ServerLimits()
        limits.maxRequestLineBytes = 64
        limits.maxHeaderBlockBytes = 256
        limits.maxHeaderFields = 6
        limits.maxBodyBytes = 128
        return limits
    }()

    /// Longest piece handed to one `append`: small enough that most inputs are cut several times.
    static let maxPiece = 24

    /// Piece sizes (1…maxPiece) that add up to `total`, from a tiny xorshift generator so that a
    /// saved crash input replays with the same cuts.
    static func pieceSizes(total: Int, seed: UInt8) -> [Int] {
        var state = UInt32(seed) &* 2_654_435_761 | 1
        var sizes: [Int] = []
        var remaining = total
        while remaining > 0 {
            state ^= state << 13
            state ^= state >> 17
            state ^= state << 5
            let piece = min(Int(state % UInt32(maxPiece)) + 1, remaining)
            sizes.append(piece)
            remaining -= piece
        }
        return sizes
    }
}
