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
        let ja = language == .ja
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
        altTextLabel = ja ? "ひとこと（マウスオーバーの文）" : "Alt text"
        interactiveNotice =
            comic.isInteractive || image == nil
            ? (ja ? "このコミックはインタラクティブなので、xkcd.com でしか動きません。" : "This comic is interactive: it only works on xkcd.com.")
            : nil
        published =
            ja
            ? "\(comic.year)年\(comic.month)月\(comic.day)日"
            : "\(comic.day) \(Self.monthNames[(comic.month - 1).clamped(to: 0...11)]) \(comic.year)"
        publishedISO = "\(Self.padded(comic.year, 4))-\(Self.padded(comic.month, 2))-\(Self.padded(comic.day, 2))"
        publishedLabel = ja ? "公開日" : "Published"
        permalink = Chrome.Link(
            label: ja ? "この回への固定リンク" : "Permanent link",
            href: Route.comic(comic.number, language: language).href, isCurrent: false)
        original = Chrome.Link(
            label: ja ? "xkcd.com で見る" : "Open on xkcd.com",
            href: "https://xkcd.com/\(comic.number)/", isCurrent: false)
        explanation = Chrome.Link(
            label: ja ? "explain xkcd で解説を読む" : "Explanation on explain xkcd",
            href: "https://www.explainxkcd.com/wiki/index.php/\(comic.number)", isCurrent: false)
        extraLink = comic.link.map { Chrome.Link(label: ja ? "関連リンク" : "Related link", href: $0, isCurrent: false) }
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

    private static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July",
        "August", "September", "October", "November", "December",
    ]

    private static func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}

extension Int {
    fileprivate func clamped(to range: ClosedRange<Int>) -> Int { Swift.min(Swift.max(self, range.lowerBound), range.upperBound) }
}

/// A comic's transcript as the page shows it, folded under the image, credited when explainxkcd wrote it.
public struct TranscriptDisplay: Sendable, Hashable, Encodable {
    public var summary: String
    /// Plain text; line breaks are kept by the page's style.
    public var text: String
    public var attribution: TranscriptAttribution?

    init(_ transcript: Transcript, number: Int, language: Language) {
        summary = language == .ja ? "書き起こし（画像の内容を文字で）" : "Transcript"
        text = transcript.text
        attribution = transcript.origin == .explainXkcd ? TranscriptAttribution(number: number, language: language) : nil
    }
}
