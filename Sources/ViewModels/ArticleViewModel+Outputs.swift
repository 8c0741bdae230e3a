import Foundation
import Models

extension ArticleViewModel {
    /// The article page, its JSON twin, or what stands in for it.
    public struct Outputs: Sendable, Hashable, Encodable {
        public var chrome: Chrome
        /// "Tokyo · Wikipedia · Kiosk".
        public var tabTitle: String
        public var title: String
        /// The Wikipedia's language code, the article's `lang` (`de`, `ar`).
        public var language: String
        /// `rtl` or `ltr`: the article's `dir`, from the document when it said, else its language's.
        public var direction: String
        public var revision: Int?
        /// "Redirected from X", when the reader came through a redirect page.
        public var redirectedFrom: String?
        public var contentsLabel: String
        /// The link under a footnote opened beside its marker: to the note in its list.
        public var noteLinkLabel: String
        /// The link back to the article's top, in the contents and the phone's bar.
        public var backToTopLabel: String
        /// An image's link to itself at full size (beside its alt text, which may be empty).
        public var largerImageLabel: String
        /// The button that closes an image opened larger (with JavaScript).
        public var closeLabel: String
        /// Names a wide table or formula's box where it scrolls sideways and has no caption (with JavaScript).
        public var scrollsSidewaysLabel: String
        /// Headings and anchors, for the table of contents.
        public var contents: [ContentsEntry]
        public var lead: [Block]
        public var sections: [Section]
        public var languagesLabel: String
        public var languages: [LanguageLink]
        /// "The rest of this article is on Wikipedia." when it was longer than Kiosk shows.
        public var truncationNotice: String?
        public var licence: Licence?
        /// Where a redirect page points (the page answers 302 there); nil otherwise.
        public var redirect: String?
        public var notFound: NotFound?
        public var problem: UpstreamProblem?

        /// Hashes what tells one article page from another: its chrome, title, wiki, revision and
        /// the shape of its body (sections by anchor, block counts), strings by their bytes
        /// (`combineUTF8`). Hashing every inline of the body was a sixth of a cold article's request
        /// (perf), and the render cache hashes the Outputs of every request. Equality still compares
        /// every field, so pages that hash alike are never confused.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(chrome)
            hasher.combineUTF8(title)
            hasher.combineUTF8(language)
            hasher.combine(revision)
            hasher.combineUTF8(redirectedFrom ?? "")
            hasher.combineUTF8(redirect ?? "")
            hasher.combine(lead.count)
            hasher.combine(sections.count)
            for section in sections {
                hasher.combineUTF8(section.anchor)
                hasher.combine(section.blocks.count)
            }
            hasher.combine(languages.count)
            hasher.combine(truncationNotice == nil)
            hasher.combine(notFound == nil)
            hasher.combine(problem)
        }
    }

    /// One line of the table of contents.
    public struct ContentsEntry: Sendable, Hashable, Encodable {
        public var text: String
        public var href: String
        public var isSubsection: Bool
    }

    /// A heading and its blocks; sub-sections (level 3 and deeper) are marked for a smaller heading.
    public struct Section: Sendable, Hashable, Encodable {
        public var anchor: String
        public var isSubsection: Bool
        public var heading: [Inline]
        public var blocks: [Block]
    }

    public struct LanguageLink: Sendable, Hashable, Encodable {
        public var name: String
        public var code: String
        /// `rtl` for a wiki written right to left; `auto` for one Kiosk does not know (its `lang` is then left out).
        public var direction: String
        public var href: String
        /// True for a wiki Kiosk does not know: the link goes to that Wikipedia.
        public var leavesKiosk: Bool
    }

    /// The reuse terms Wikimedia asks for: the source, the licence, links to the original and its history.
    public struct Licence: Sendable, Hashable, Encodable {
        public var text: String
        public var licenceName: String
        public var licenceHref: String
        public var originalLabel: String
        public var originalHref: String
        public var historyLabel: String
        public var historyHref: String
    }

    public struct NotFound: Sendable, Hashable, Encodable {
        public var message: String
        public var searchLabel: String
        public var searchHref: String
    }
}

extension ArticleViewModel.Outputs {
    /// No article: the page offers a search for the title.
    init(missing title: String, language: Language, wiki: WikipediaLanguage) {
        let words = language.words.article
        self.init(
            chrome: Chrome(
                language: language, current: .search,
                route: Route(.article(Route.WikiArticle(title: title, wiki: wiki)), language: language)),
            tabTitle: TabTitle.make(title, section: Section.search.label(language)),
            title: title, language: wiki.tag, direction: wiki.direction, revision: nil, redirectedFrom: nil,
            contentsLabel: words.contents, noteLinkLabel: words.noteLink, backToTopLabel: words.backToTop,
            largerImageLabel: words.largerImage, closeLabel: words.close, scrollsSidewaysLabel: words.scrollsSideways,
            contents: [], lead: [],
            sections: [],
            languagesLabel: words.otherLanguages, languages: [], truncationNotice: nil, licence: nil,
            redirect: nil,
            notFound: ArticleViewModel.NotFound(
                message: words.notFound(title), searchLabel: words.searchFor(title),
                searchHref: Route(.search(Route.WikiSearch(q: title, wiki: wiki)), language: language).href),
            problem: nil)
    }
}
