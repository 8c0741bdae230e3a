import Foundation
import Models
import Upstream

/// libFuzzer entry for the xkcd `info.0.json` decoder.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let body = Data(bytes: data, count: size)
    do {
        let comic = try ComicDecoder.decode(body)
        _ = comic.number
    } catch {
        _ = error.localizedDescription
    }
    return 0
}
