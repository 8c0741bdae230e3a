import Foundation
import HTTPServer
import Models
import TestSupport
import Upstream
import ViewModels
import Web

/// A long article read for the first time: 2 MiB of Parsoid HTML (the sample country's sections
/// repeated) parsed (gate, gumbo, walk), its Outputs built, rendered and gzipped, nothing cached.
enum ArticleCold {
    static let name = "article 2 MiB cold"
    static let targetBytes = 2 << 20

    static func measure(_ offline: OfflineSite, runs: Int) async throws {
        let html = try await bigArticle(offline)
        let hosts = Set(UpstreamSettings.articleImageHosts + ["127.0.0.1:\(offline.sampleServer.port)"])
        let page = Page(name: name, target: "", template: "pages/article", language: .en) { _ in 0 }
        var phases: [String: [Double]] = [:]
        func timed<T>(_ phase: String, _ body: () async throws -> T) async rethrows -> T {
            let started = ContinuousClock.now
            let value = try await body()
            let elapsed = ContinuousClock.now - started
            phases[phase, default: []].append(
                Double(elapsed.components.attoseconds) / 1e12 + Double(elapsed.components.seconds) * 1e6)
            return value
        }
        var gzipBytes = 0
        for _ in 0..<runs {
            let started = ContinuousClock.now
            let document = await timed("parse") {
                ArticleParser.document(from: html, fallbackTitle: "Alderia", imageHosts: hosts)
            }
            let client = StubArticlesClient(answers: ["en Alderia": .success(.document(document))])
            let outputs = await timed("outputs") {
                await ArticleViewModel(articles: client).outputs(for: .init(title: "Alderia", language: .en))
            }
            let rendered = await timed("render") { render(outputs, page: page, site: offline.site) }
            gzipBytes = try await timed("gzip") { try Gzip.compress(rendered, level: ResponseCompression.level).count }
            let elapsed = ContinuousClock.now - started
            phases["whole", default: []].append(
                Double(elapsed.components.attoseconds) / 1e12 + Double(elapsed.components.seconds) * 1e6)
        }
        let line = ["whole", "parse", "outputs", "render", "gzip"].map {
            String(format: "%@ %.0f µs", $0, median(phases[$0] ?? [0]))
        }
        print("\(name) | \(html.count) bytes in, \(gzipBytes) gzip out, median of \(runs) | " + line.joined(separator: " | "))
    }

    /// The sample country's Parsoid HTML with its sections repeated up to `targetBytes`.
    static func bigArticle(_ offline: OfflineSite) async throws -> Data {
        let http = CurlHTTPClient(userAgent: "PageBenchmark", maxConcurrent: 1)
        let url = "http://127.0.0.1:\(offline.sampleServer.port)/en/api/rest_v1/page/html/Alderia"
        let sample = String(decoding: try await http.fetch(FetchRequest(url: url)).body, as: UTF8.self)
        guard let bodyStart = sample.range(of: "<section data-mw-section-id=\"1\""), let bodyEnd = sample.range(of: "</body>")
        else {
            preconditionFailure("the sample country article has sections")
        }
        let head = sample[..<bodyStart.lowerBound], sections = sample[bodyStart.lowerBound..<bodyEnd.lowerBound]
        var html = String(head)
        while html.utf8.count < targetBytes { html += sections }
        return Data((html + "</body></html>").utf8)
    }
}
