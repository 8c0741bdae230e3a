import Foundation
import Models
import Testing
@testable import Upstream

/// The picture and reference shapes Parsoid writes beyond a plain figure and one references list.
@Suite struct ArticleFilesAndNotesTests {
    static let upload = "https://upload.wikimedia.org/wikipedia/commons"

    static func parse(_ body: String, dir: String = "ltr") -> ArticleDocument {
        ArticleParserTests.parse(
            """
            <!DOCTYPE html><html><head><title>T</title></head>\
            <body class="mw-content-\(dir) mw-parser-output" dir="\(dir)" lang="x">\(body)</body></html>
            """)
    }

    @Test func inlineFileSpan_staysInTheLineAtItsSize() {
        let document = Self.parse(
            """
            <p>Flag <span typeof="mw:File"><a href="./File:Flag.svg" class="mw-file-description"><img \
            src="//upload.wikimedia.org/wikipedia/commons/f/f.svg" width="23" height="15" alt="Flag of X" \
            class="mw-file-element"/></a></span> of X.</p>
            """)
        #expect(
            document.lead == [
                .paragraph([
                    .text("Flag "),
                    .image(ArticleImage(url: "\(Self.upload)/f/f.svg", alt: "Flag of X", width: 23, height: 15)),
                    .text(" of X."),
                ])
            ])
    }

    @Test(arguments: [
        #"<figure-inline typeof="mw:Image"><a href="./File:I.png"><img src="//upload.wikimedia.org/wikipedia/commons/i.png" alt="i"/></a></figure-inline>"#,
        #"<span typeof="mw:Image/Frameless"><img src="//upload.wikimedia.org/wikipedia/commons/i.png" alt="i"/></span>"#,
        #"<span typeof="mw:File/Frameless"><img src="//upload.wikimedia.org/wikipedia/commons/i.png" alt="i"/></span>"#,
    ])
    func olderAndFramelessFileMarkup_isAnInlinePicture(markup: String) {
        let document = Self.parse("<p>a \(markup) b</p>")
        #expect(
            document.lead == [
                .paragraph([.text("a "), .image(ArticleImage(url: "\(Self.upload)/i.png", alt: "i")), .text(" b")])
            ],
            "\(markup)")
    }

    @Test func fileOffTheAllowList_isDroppedWithItsAltTextInPlace() {
        let document = Self.parse(
            #"<p>Flag <span typeof="mw:File"><img src="https://evil.example/f.png" alt="Flag of X"/></span>.</p>"#)
        #expect(document.lead == [.paragraph([.text("Flag Flag of X.")])])
    }

    @Test func infoboxImage_keepsItsCaption() {
        let document = Self.parse(
            """
            <table class="infobox"><tbody><tr><td class="infobox-image"><span typeof="mw:File/Frameless"><img \
            src="//upload.wikimedia.org/wikipedia/commons/m.png" width="250" height="200" alt="Map"/></span>\
            <div class="infobox-caption">Where it lies</div></td></tr></tbody></table>
            """)
        guard case .table(let table) = document.lead.first else {
            Issue.record("no table: \(document.lead)")
            return
        }
        #expect(table.isInfobox)
        #expect(
            table.rows.first?.first?.blocks == [
                .paragraph([.image(ArticleImage(url: "\(Self.upload)/m.png", alt: "Map", width: 250, height: 200))]),
                .paragraph([.text("Where it lies")]),
            ])
    }

    @Test func hatnoteAndSisterBox_keepTheirPictures() {
        let icon =
            #"<span typeof="mw:File"><img src="//upload.wikimedia.org/wikipedia/commons/c.svg" alt="" width="12" height="16"/></span>"#
        let document = Self.parse(
            """
            <div role="note" class="hatnote">\(icon) See <a rel="mw:WikiLink" href="./Y">Y</a>.</div>\
            <div role="navigation" class="side-box sistersitebox"><div>\(icon) Commons has media.</div></div>\
            <div role="navigation" class="navbox">Gone</div>
            """)
        let image = ArticleInline.image(ArticleImage(url: "\(Self.upload)/c.svg", alt: "", width: 12, height: 16))
        #expect(
            document.lead == [
                .hatnote([image, .text(" See "), .link(.article(title: "Y", fragment: nil), [.text("Y")]), .text(".")]),
                .paragraph([image, .text(" Commons has media.")]),
            ])
    }

    @Test func gallery_isAGridOfCaptionedPictures_leavingOutThoseOffTheList() {
        let document = Self.parse(
            """
            <ul class="gallery mw-gallery-traditional" typeof="mw:Extension/gallery"><li class="gallerycaption">All</li>\
            <li class="gallerybox" style="width: 155px"><div class="thumb"><span typeof="mw:File"><a href="./File:A.jpg">\
            <img src="//upload.wikimedia.org/wikipedia/commons/a.jpg" width="120" height="90" alt="A"/></a></span></div>\
            <div class="gallerytext">First <i>one</i></div></li>\
            <li class="gallerybox"><div class="thumb"><span typeof="mw:File"><img src="https://evil.example/b.jpg" alt="B"/>\
            </span></div><div class="gallerytext">Second</div></li>\
            <li class="gallerybox"><div class="thumb"><span typeof="mw:File"><img src="//upload.wikimedia.org/wikipedia/commons/c.jpg" alt="C"/>\
            </span></div></li></ul>
            """)
        #expect(
            document.lead == [
                .gallery([
                    ArticleFigure(
                        image: ArticleImage(url: "\(Self.upload)/a.jpg", alt: "A", width: 120, height: 90),
                        caption: [.text("First "), .emphasis([.text("one")])]),
                    ArticleFigure(image: ArticleImage(url: "\(Self.upload)/c.jpg", alt: "C"), caption: []),
                ])
            ])
    }

    static func note(_ id: String, back: String, _ text: String) -> String {
        """
        <li about="#\(id)" id="\(id)"><span class="mw-cite-backlink"><a href="./T#\(back)" rel="mw:referencedBy">\
        <span class="mw-linkback-text">↑ </span></a></span> <span id="mw-reference-text-\(id)" class="mw-reference-text \
        reference-text">\(text)</span></li>
        """
    }

    @Test func reflistTemplateWithColumns_andGroupedNotes_areListsInTheirGroups() {
        let document = Self.parse(
            """
            <p>Text.<sup typeof="mw:Extension/ref" class="mw-ref reference" id="cite_ref-a_1-0"><a href="./T#cite_note-a-1">\
            <span class="mw-reflink-text">[a]</span></a></sup><sup typeof="mw:Extension/ref" class="mw-ref reference" \
            id="cite_ref-2"><a href="./T#cite_note-2"><span class="mw-reflink-text">[1]</span></a></sup></p>\
            <div class="notelist reflist" typeof="mw:Transclusion"><div class="mw-references-wrap" \
            typeof="mw:Extension/references"><ol class="mw-references references" data-mw-group="lower-alpha">\
            \(Self.note("cite_note-a-1", back: "cite_ref-a_1-0", "A note."))</ol></div></div>\
            <div class="reflist reflist-columns references-column-width" typeof="mw:Transclusion"><div \
            class="mw-references-wrap mw-references-columns" typeof="mw:Extension/references"><ol class="mw-references \
            references">\(Self.note("cite_note-2", back: "cite_ref-2", "A book."))</ol></div></div>
            """)
        #expect(document.lead.count == 3)
        #expect(
            document.lead.dropFirst().elementsEqual([
                .references(
                    [ArticleReference(anchor: "cite_note-a-1", backlinks: ["cite_ref-a_1-0"], content: [.text(" A note.")])],
                    group: ReferenceGroup("lower-alpha")),
                .references(
                    [ArticleReference(anchor: "cite_note-2", backlinks: ["cite_ref-2"], content: [.text(" A book.")])],
                    group: .citations),
            ]))
        #expect(ReferenceGroup("lower-alpha").numbering == .lowerAlpha)
        #expect(ReferenceGroup("note").numbering == .lowerAlpha)
        #expect(ReferenceGroup("upper-roman").numbering == .upperRoman)
        #expect(ReferenceGroup("Anmerkung").numbering == .decimal)
    }

    @Test func listDefinedReferences_andOlderShapeWithTypeofOnTheList_keepEveryEntry() {
        let document = Self.parse(
            """
            <ol class="mw-references references" typeof="mw:Extension/references" about="#mwt9">\
            \(Self.note("cite_note-x-1", back: "cite_ref-x_1-0", "X."))\
            <li about="#cite_note-unused-2" id="cite_note-unused-2"><span class="mw-reference-text">Listed, not cited.</span></li>\
            \(Self.note("cite_note-y-3", back: "cite_ref-y_3-0", "Y."))</ol>
            """)
        guard case .references(let entries, let group) = document.lead.first else {
            Issue.record("no list: \(document.lead)")
            return
        }
        #expect(entries.map(\.anchor) == ["cite_note-x-1", "cite_note-unused-2", "cite_note-y-3"])
        #expect(entries[1].backlinks.isEmpty)
        #expect(group == .citations)
    }

    @Test func referencesInsideAnInfoboxTable_areAListInTheCell() {
        let document = Self.parse(
            """
            <table class="infobox"><tr><td><div typeof="mw:Extension/references"><ol class="mw-references references" \
            data-mw-group="note">\(Self.note("cite_note-n-1", back: "cite_ref-n_1-0", "In the box."))</ol></div></td></tr></table>
            """)
        guard case .table(let table) = document.lead.first,
            case .references(let entries, let group)? = table.rows.first?.first?.blocks.first
        else {
            Issue.record("no list in the table: \(document.lead)")
            return
        }
        #expect(entries.map(\.anchor) == ["cite_note-n-1"])
        #expect(group.name == "note")
    }

    @Test(arguments: [("rtl", TextDirection.rtl), ("ltr", .ltr), ("RTL", .rtl), ("sideways", nil)])
    func bodyDir_isTheDocumentsDirection(dir: String, expected: TextDirection?) {
        #expect(Self.parse("<p>x</p>", dir: dir).direction == expected, "dir \(dir)")
    }
}
