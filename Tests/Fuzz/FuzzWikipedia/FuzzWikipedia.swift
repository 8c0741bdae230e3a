import Foundation
import Models
import Upstream

/// libFuzzer entry for the MediaWiki decoders: search (snippet HTML through `HTMLText`) and the
/// `action=opensearch` title suggestions; each input is tried as both.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let body = Data(bytes: data, count: size)
    let query = WikiSearchQuery(text: "swift", language: .en, limit: 20, offset: 40)
    do {
        let page = try WikipediaDecoder.decode(body, query: query)
        _ = page.results.count
    } catch {
        _ = error.localizedDescription
    }
    do {
        let titles = try WikipediaSuggestionsDecoder.decode(body)
        precondition(titles.count <= 20, "more suggestions than the cap: \(titles.count)")
    } catch {
        _ = error.localizedDescription
    }
    return 0
}
