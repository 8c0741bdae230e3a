import Foundation
import Models
import Upstream

/// libFuzzer entry for the TMDB decoders: the same body as a search page, a movie detail and an error.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let body = Data(bytes: data, count: size)
    let query = MovieSearchQuery(text: "swift", page: 2, language: .en)
    do {
        _ = try TMDBDecoder.decodeSearch(body, query: query).results.count
    } catch {
        _ = error.localizedDescription
    }
    do {
        _ = try TMDBDecoder.decodeDetail(body).cast.count
    } catch {
        _ = error.localizedDescription
    }
    _ = TMDBDecoder.decodeError(status: 404, data: body)
    return 0
}
