import Foundation
import Upstream

/// libFuzzer entry for the reader of Google News's `batchexecute` answer: any body must give an
/// address or a failure, never crash or hang, and an address it gives must be one Kiosk may link to.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let body = Data(bytes: data, count: size)
    if case .success(let url) = BatchExecuteAnswer.publisherURL(in: body) {
        precondition(BatchExecuteAnswer.usable(url) == url, "an address Kiosk may not link to: \(url.prefix(200))")
    }
    return 0
}
