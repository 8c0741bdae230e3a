import Foundation
import Models

/// Reads an xkcd `info.0.json` body into a `Comic`, turning every text field into plain text.
/// Only a 200 body is JSON: xkcd answers 404 (comic #404, numbers past the latest) with an HTML page.
public enum ComicDecoder {
    /// Comics whose upstream transcript belongs to a comic 2–3 numbers earlier (checked against `alt`).
    static let misalignedTranscripts = 1611...1677

    public static func decode(_ data: Data) throws(UpstreamError) -> Comic {
        let raw = try JSONBody.decode(RawComic.self, from: data)
        // Trimmed first: saved or proxied bodies pad values ("\n 2024 "), which is still the year 2024.
        let (rawYear, rawMonth, rawDay) = (
            raw.year.trimmingASCIIWhitespace(), raw.month.trimmingASCIIWhitespace(), raw.day.trimmingASCIIWhitespace()
        )
        guard let year = Int(rawYear), let month = Int(rawMonth), let day = Int(rawDay) else {
            throw .undecodable(
                "comic \(raw.num) has date \(UpstreamText.plain(rawYear, .detail))-\(UpstreamText.plain(rawMonth, .detail))-\(UpstreamText.plain(rawDay, .detail))"
            )
        }
        let imageURL = imageURL(raw.img)
        let title = UpstreamText.fromHTML(raw.title, .title)
        return Comic(
            number: raw.num,
            // `safe_title` drops non-ASCII and `&`/`<…>` runs, so it is only a fallback for an empty title.
            title: title.isEmpty ? UpstreamText.fromHTML(raw.safeTitle, .title) : title,
            altText: UpstreamText.fromHTML(raw.alt, .alt),
            imageURL: imageURL,
            year: year,
            month: month,
            day: day,
            link: link(raw.link),
            isInteractive: raw.hasExtraParts || imageURL == nil,
            transcript: transcript(raw.transcript, number: raw.num),
            news: nonEmpty(UpstreamText.fromHTML(raw.news, .alt))
        )
    }

    /// Nil when `img` names no file (#1608, #1663 end in `/comics/`) or is not an http(s) URL.
    static func imageURL(_ img: String?) -> String? {
        guard let img = UpstreamURL.web(img), !img.hasSuffix("/") else { return nil }
        return img
    }

    /// Absolute http(s) link, or nil. Protocol-relative links (`//xkcd.com/1506/`) get `https:`.
    static func link(_ link: String?) -> String? {
        UpstreamURL.web(link)
    }

    static func transcript(_ transcript: String?, number: Int) -> String? {
        guard !misalignedTranscripts.contains(number) else { return nil }
        return nonEmpty(UpstreamText.plain(transcript, .transcript))
    }

    private static func nonEmpty(_ text: String) -> String? { text.isEmpty ? nil : text }

    private struct RawComic: Decodable {
        var num: Int
        var title: String
        var safeTitle: String?
        var alt: String?
        var img: String?
        var year: String
        var month: String
        var day: String
        var link: String?
        var news: String?
        var transcript: String?
        /// Only its presence matters: its HTML/JS is never run, it only marks the comic as interactive.
        var hasExtraParts: Bool

        enum CodingKeys: String, CodingKey {
            case num, title, alt, img, year, month, day, link, news, transcript
            case safeTitle = "safe_title"
            case extraParts = "extra_parts"
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            num = try container.decode(Int.self, forKey: .num)
            title = try container.decode(String.self, forKey: .title)
            safeTitle = try container.decodeIfPresent(String.self, forKey: .safeTitle)
            alt = try container.decodeIfPresent(String.self, forKey: .alt)
            img = try container.decodeIfPresent(String.self, forKey: .img)
            year = try container.decode(String.self, forKey: .year)
            month = try container.decode(String.self, forKey: .month)
            day = try container.decode(String.self, forKey: .day)
            link = try container.decodeIfPresent(String.self, forKey: .link)
            news = try container.decodeIfPresent(String.self, forKey: .news)
            transcript = try container.decodeIfPresent(String.self, forKey: .transcript)
            hasExtraParts = try container.contains(.extraParts) && !container.decodeNil(forKey: .extraParts)
        }
    }
}
