import Foundation
import Models
import Upstream

/// libFuzzer entry for the Google News RSS decoder: any body must decode or throw, never crash or hang.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let body = Data(bytes: data, count: size)
    do {
        let feed = try NewsFeedDecoder.decode(body)
        _ = feed.articles.count
    } catch {
        _ = error.localizedDescription
    }
    return 0
}
