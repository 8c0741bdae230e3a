import ComicIndex
import Foundation
import Models
import Testing

/// The index file outlives the upstream it was filled from: an image beside the API (the offline
/// sample upstream, on a new loopback port each start) follows the API's origin of the day, while
/// xkcd's images on their own host stay exactly as xkcd gave them.
@Suite struct ComicIndexImageTests {
    static func comic(image: String) -> Comic {
        Comic(
            number: 1, title: "Barrel - Part 1", altText: "Don't we all.", imageURL: image, year: 2006, month: 1, day: 1,
            link: nil, isInteractive: false, transcript: nil, news: nil)
    }

    /// The image URL a search for comic #1 shows when it was indexed from `filledFrom` with `image`
    /// and the file is opened again against `readFrom`.
    static func image(_ image: String, filledFrom: String?, readFrom: String?) throws -> String? {
        let directory = NSTemporaryDirectory() + "kiosk-index-images-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let first = ComicIndexStore(directory: directory, xkcdAPI: filledFrom)
        first.open()
        try first.add(comic(image: image), transcript: nil)
        let again = ComicIndexStore(directory: directory, xkcdAPI: readFrom)
        again.open()
        return try again.search("Barrel", offset: 0, limit: 1).hits.first?.imageURL
    }

    @Test func search_afterRestartOnAnotherSamplePort_givesTheImageOnTheNewPort() throws {
        let image = try Self.image(
            "http://127.0.0.1:41000/comics/barrel_cropped_(1).png", filledFrom: "http://127.0.0.1:41000",
            readFrom: "http://127.0.0.1:42000")
        #expect(image == "http://127.0.0.1:42000/comics/barrel_cropped_(1).png")
    }

    @Test(arguments: ["https://xkcd.com", "https://xkcd.example.org/mirror", nil])
    func search_whenTheImageIsOnAnotherHostThanTheAPI_givesItExactlyAsStored(readFrom: String?) throws {
        let xkcd = "https://imgs.xkcd.com/comics/%3F%3F%3F.png"
        #expect(try Self.image(xkcd, filledFrom: "https://xkcd.com", readFrom: readFrom) == xkcd)
    }

    @Test func search_whenTheAPIHasAPath_keepsOnlyItsOriginOffTheImage() throws {
        let image = try Self.image(
            "http://127.0.0.1:41000/comics/a.png", filledFrom: "http://127.0.0.1:41000/_fault/none",
            readFrom: "http://127.0.0.1:42000/_fault/none")
        #expect(image == "http://127.0.0.1:42000/comics/a.png")
    }

    @Test func search_whenOpenedWithoutTheAPI_hasNoImageForAPathItCannotPlace() throws {
        let image = try Self.image(
            "http://127.0.0.1:41000/comics/a.png", filledFrom: "http://127.0.0.1:41000", readFrom: nil)
        #expect(image == nil)
    }
}
