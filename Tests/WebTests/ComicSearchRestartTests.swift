import Foundation
import HTTPServer
import Models
import Testing
import TestSupport

/// Comic search over one data folder across two offline runs, each with its sample upstream on a
/// loopback port of its own (as `kiosk serve --offline` stopped and started again with the same
/// `--data-dir`): the index filled by the first run shows thumbnails the second run can load.
@Suite struct ComicSearchRestartTests {
    @Test func comicSearch_whenOfflineRunsAgainOnTheSameDataFolder_thumbnailsComeFromTheNewSampleUpstream() async throws {
        let directory = NSTemporaryDirectory() + "kiosk-offline-restart-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try await OfflineSite.with(dataDirectory: directory) { first in
            // What the crawler does with each comic: fetch it from the sample upstream and index it.
            let comic = try await first.dependencies.comics.comic(number: 1, for: .background).value
            #expect(comic.imageURL?.contains("127.0.0.1:\(first.upstreamPort)/") == true)
            try #require(first.comicIndex).add(comic, transcript: nil)
            // The first run's sample upstream stays up meanwhile, so the second run cannot get its port
            // back: an address that still named the first port would be refused by the second's image proxy.
            try await OfflineSite.with(dataDirectory: directory) { second in
                let query = comic.title.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
                let page = try await second.get("/comics/search?q=\(query)&lang=en")
                let html = String(decoding: page.body, as: UTF8.self)
                #expect(page.status == 200)
                let thumbnail = try #require(
                    html.firstMatch(of: /class="comic-result__thumb"[^>]*><img src="([^"]+)"/).map { String($0.1) },
                    "no thumbnail in \(html)")
                #expect(thumbnail.contains("/127.0.0.1:\(second.upstreamPort)/"), "\(thumbnail)")
                let image = try await second.get(thumbnail)
                #expect(image.status == 200, "\(thumbnail)")
                #expect(image.headers["Content-Type"] == "image/png", "\(thumbnail)")
            }
        }
    }
}
