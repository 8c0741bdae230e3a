/// One xkcd comic, with every text field already plain text.
public struct Comic: Sendable, Equatable, Codable {
    public var number: Int
    /// Entities decoded and markup stripped (upstream titles mix both with literal `<` and `&`).
    public var title: String
    /// The hover text, plain; may be empty.
    public var altText: String
    /// The image; nil when upstream names no file (interactive comics such as #1608).
    public var imageURL: String?
    public var year: Int
    public var month: Int
    public var day: Int
    /// An extra link (large version, external page), absolute; nil when there is none.
    public var link: String?
    /// The comic only works on xkcd.com (scripts, or no static image).
    public var isInteractive: Bool
    /// Nil when empty, and for #1611–#1677 where upstream's transcripts belong to earlier comics.
    public var transcript: String?
    /// A note from the author, as plain text; nil when empty.
    public var news: String?

    public init(
        number: Int, title: String, altText: String, imageURL: String?, year: Int, month: Int, day: Int,
        link: String?, isInteractive: Bool, transcript: String?, news: String?
    ) {
        self.number = number
        self.title = title
        self.altText = altText
        self.imageURL = imageURL
        self.year = year
        self.month = month
        self.day = day
        self.link = link
        self.isInteractive = isInteractive
        self.transcript = transcript
        self.news = news
    }
}
