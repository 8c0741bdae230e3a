/// One answer as the client reads it off the pretend socket.
struct WireResponse {
    var status: Int
    var headers: [String: String]
    var body: String

    func header(_ name: String) -> String? { headers[name.lowercased()] }
}

extension EmbeddedConnection {
    /// Takes the next answer out of what the server wrote, or nil when no whole answer is there.
    /// `isHead`: the answer to a HEAD, whose `Content-Length` announces a body that is not sent.
    func nextResponse(isHead: Bool = false) -> WireResponse? {
        let blankLine: [UInt8] = [13, 10, 13, 10]
        guard let headEnd = written.indices.dropLast(3).first(where: { Array(written[$0..<$0 + 4]) == blankLine }) else {
            return nil
        }
        var lines = String(decoding: written[..<headEnd], as: UTF8.self).split(
            separator: "\r\n", omittingEmptySubsequences: false)
        let statusLine = lines.removeFirst().split(separator: " ")
        var headers: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingPrefix(" ").description
        }
        let status = Int(statusLine[1]) ?? 0
        let length = isHead || status < 200 ? 0 : Int(headers["content-length"] ?? "0") ?? 0
        let bodyStart = headEnd + blankLine.count
        guard written.count >= bodyStart + length else { return nil }
        let body = String(decoding: written[bodyStart..<bodyStart + length], as: UTF8.self)
        written.removeFirst(bodyStart + length)
        return WireResponse(status: status, headers: headers, body: body)
    }
}
