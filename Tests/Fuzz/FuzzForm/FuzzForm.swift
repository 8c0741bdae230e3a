import HTTPServer

/// libFuzzer entry for the `application/x-www-form-urlencoded` decoder, as a query string and as a
/// POST body. Whatever decodes must survive a round trip through `encodeComponent`, or a link the
/// site builds from decoded parameters would point somewhere else.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let decoded: QueryParameters?
    do {
        decoded = try QueryParameters(decoding: bytes)
    } catch {
        decoded = nil
    }
    let request = Request(
        method: "POST", target: "/search", rawPath: "/search",
        headers: ["Content-Type": "application/x-www-form-urlencoded; charset=UTF-8"], body: bytes)
    let form: QueryParameters?
    do {
        form = try request.formParameters()
    } catch {
        form = nil
    }
    guard form == decoded else { fatalError("formParameters() and QueryParameters(decoding:) disagree") }
    guard let decoded else { return 0 }

    let reencoded = decoded.pairs
        .map { QueryParameters.encodeComponent($0.name) + "=" + QueryParameters.encodeComponent($0.value) }
        .joined(separator: "&")
    do {
        let again = try QueryParameters(decoding: reencoded)
        guard again == decoded else { fatalError("round trip changed \(decoded.pairs) into \(again.pairs)") }
    } catch {
        fatalError("re-encoded parameters do not decode: \(reencoded) (\(error))")
    }
    if let first = decoded.pairs.first {
        guard decoded[first.name] == first.value, decoded.values(for: first.name).first == first.value else {
            fatalError("lookup of \(first.name) does not find its first value")
        }
    }
    return 0
}
