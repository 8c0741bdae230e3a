import Models

/// One comic as the page shows it: plain text, a proxied image, a formatted date and the
/// links to its permanent address, the original and its explanation.
public struct ComicDisplay: Sendable, Hashable, Encodable {
    /// The picture, always through the site's `/img/` proxy.
    public struct Image: Sendable, Hashable, Encodable {
        public var src: String
        /// `"/img/… 1x, /img/…_2x.png 2x"`, only when the 2x file is known to exist.
        public var srcset: String?
        /// The `alt` attribute: the title (the hover text is the visible caption instead).
        public var alt: String
    }

    public var number: Int
    /// `#1234`
    public var numberLabel: String
    public var title: String
    public var image: Image?
    /// xkcd's hover text, shown as a caption; nil when the comic has none.
    public var altText: String?
    public var altTextLabel: String
    /// Set for comics that only work on xkcd.com (scripts, or no static picture).
    public var interactiveNotice: String?
    /// `2026年11月20日` / `20 November 2026`
    public var published: String
    /// `2026-11-20`, for `<time datetime>`.
    public var publishedISO: String
    public var publishedLabel: String
    public var permalink: Chrome.Link
    public var original: Chrome.Link
    public var explanation: Chrome.Link
    /// The comic's own extra link (a larger version, an external page).
    public var extraLink: Chrome.Link?
    /// A note from the author, plain text.
    public var news: String?

    /// - Parameter doubleImageURL: the upstream `_2x` image, when a probe found it.
    init(_ comic: Comic, language: Language, doubleImageURL: String?) {
        let words = language.words.comics
        number = comic.number
        numberLabel = "#\(comic.number)"
        title = comic.title
        let src = comic.imageURL.flatMap(ImageLink.proxied)
        let srcset = src.flatMap { src in
            doubleImageURL.flatMap(ImageLink.proxied).flatMap { double in
                Self.isSrcsetSafe(src + double) ? "\(src) 1x, \(double) 2x" : nil
            }
        }
        image = src.map { Image(src: $0, srcset: srcset, alt: comic.title) }
        altText = comic.altText.isEmpty ? nil : comic.altText
        altTextLabel = words.altTextLabel
        interactiveNotice = comic.isInteractive || image == nil ? words.interactiveNotice : nil
        published = Self.date(year: comic.year, month: comic.month, day: comic.day, language: language)
        publishedISO = "\(Self.padded(comic.year, 4))-\(Self.padded(comic.month, 2))-\(Self.padded(comic.day, 2))"
        publishedLabel = words.publishedLabel
        permalink = Chrome.Link(
            label: words.permalink, href: Route.comic(comic.number, language: language).href, isCurrent: false)
        original = Chrome.Link(label: words.openOnXkcd, href: "https://xkcd.com/\(comic.number)/", isCurrent: false)
        explanation = Chrome.Link(
            label: words.explanation, href: "https://www.explainxkcd.com/wiki/index.php/\(comic.number)", isCurrent: false)
        extraLink = comic.link.map { Chrome.Link(label: words.relatedLink, href: $0, isCurrent: false) }
        news = comic.news
    }

    /// xkcd's convention for the double-resolution file: `…/name.png` → `…/name_2x.png`.
    public static func doubleImageURL(for imageURL: String) -> String? {
        guard let slash = imageURL.lastIndex(of: "/"), let dot = imageURL[slash...].lastIndex(of: "."),
            imageURL.index(after: slash) < dot
        else { return nil }
        return String(imageURL[..<dot]) + "_2x" + String(imageURL[dot...])
    }

    /// A srcset candidate list is split on commas and spaces, so URLs holding either are left out.
    private static func isSrcsetSafe(_ text: String) -> Bool { !text.contains(",") && !text.contains(" ") }

    /// xkcd's day in the reader's language; a day that does not exist (month 13) is shown as its
    /// digits rather than moved to another day.
    static func date(year: Int, month: Int, day: Int, language: Language) -> String {
        CalendarDay.text(year: year, month: month, day: day, language: language)
            ?? "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
    }

    private static func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}

/// A comic's transcript as the page shows it, folded under the image, credited when explainxkcd wrote it.
public struct TranscriptDisplay: Sendable, Hashable, Encodable {
    public var summary: String
    /// Plain text; line breaks are kept by the page's style.
    public var text: String
    public var attribution: TranscriptAttribution?

    init(_ transcript: Transcript, number: Int, language: Language) {
        summary = language.words.comics.transcriptSummary
        text = transcript.text
        attribution = transcript.origin == .explainXkcd ? TranscriptAttribution(number: number, language: language) : nil
    }
}
