import Foundation
import HTTPServer
import SampleUpstream
import Testing

/// `GET /_control/requests`: how many API requests the sample upstream answered (benchmarks count
/// what reached "the upstream" with it); control requests are not counted.
@Test func sampleUpstream_requestCount_countsAPIRequestsOnly() async throws {
    let upstream = try SampleUpstream(now: { Date(timeIntervalSince1970: 1_784_000_000) }, sleep: { _ in })
    func get(_ path: String, method: String = "GET") async -> Response {
        let request = Request(method: method, target: path, rawPath: path, query: QueryParameters(),
                              headers: HTTPHeaders([("Host", "127.0.0.1:8099")]))
        return await upstream.respond(request)
    }
    _ = await get("/info.0.json")
    _ = await get("/_fault/status=503/2/info.0.json")
    _ = await get("/_control/fault", method: "GET")
    let count = await get("/_control/requests")
    #expect(String(decoding: count.body, as: UTF8.self) == "2\n")
    #expect(upstream.requestCount.value == 2)
}
