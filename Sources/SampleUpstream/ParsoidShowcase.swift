import Foundation

/// Articles in the shapes a plain sample page lacks, written for Kiosk in Parsoid's markup: a
/// German article with grouped notes, list-defined references and references inside its infobox
/// and a table; an Arabic one, right to left, with formulas; and an English page of flags in
/// galleries, inline icons and older image markup. All three are about the invented Alderia.
enum ParsoidShowcase {
    /// Title → page, per wiki.
    static let titles: [String: [String]] = [
        "de": ["Alderien"], "ar": ["ألديريا"], "en": ["Flags of Alderia"],
    ]
    /// Wikis that exist here only for these pages.
    static let languages: Set<String> = ["de", "ar"]

    /// The same country on every sample wiki, for each page's language links.
    static let alderia: [(code: String, name: String, title: String)] = [
        ("en", "English", "Alderia"), ("ja", "日本語", "アルデリア"), ("de", "Deutsch", "Alderien"), ("ar", "العربية", "ألديريا"),
    ]

    static func html(language: String, title: String, host: String) -> String? {
        switch (language, title) {
        case ("de", "Alderien"): german(host: host)
        case ("ar", "ألديريا"): arabic(host: host)
        case ("en", "Flags of Alderia"): flags(host: host)
        default: nil
        }
    }

    static func document(language: String, dir: String, title: String, revision: Int, body: String) -> String {
        let segment = ParsoidPage.segment(title)
        return """
            <!DOCTYPE html>
            <html prefix="dc: http://purl.org/dc/terms/ mw: http://mediawiki.org/rdf/" about="https://\(language).wikipedia.org/wiki/Special:Redirect/revision/\(revision)">\
            <head prefix="mwr: https://\(language).wikipedia.org/wiki/Special:Redirect/"><meta charset="utf-8"/>\
            <meta property="mw:pageNamespace" content="0"/><meta property="mw:htmlVersion" content="2.8.0"/>\
            <link rel="dc:isVersionOf" href="//\(language).wikipedia.org/wiki/\(segment)"/><base href="//\(language).wikipedia.org/wiki/"/>\
            <title>\(ParsoidPage.escape(title))</title><meta http-equiv="content-language" content="\(language)"/>\
            <meta http-equiv="vary" content="Accept"/></head>\
            <body id="mwAA" lang="\(language)" class="mw-content-\(dir) sitedir-\(dir) \(dir) mw-body-content parsoid-body mediawiki mw-parser-output" dir="\(dir)">\
            \(body)</body></html>
            """
    }

    /// An image as the sample server draws it (standing in for upload.wikimedia.org).
    static func image(_ name: String, width: Int, host: String) -> String {
        "http://\(host)/upload/wikipedia/commons/thumb/a/ab/\(name).png/\(width)px-\(name).png"
    }

    /// `<span typeof="mw:File">`: a picture inside a line, at its own size.
    static func inlineFile(_ name: String, width: Int, alt: String, host: String, type: String = "mw:File") -> String {
        ##"<span typeof="\##(type)"><a href="./File:\##(name).png" class="mw-file-description"><img resource="./File:\##(name).png" src="\##(image(name, width: width, host: host))" decoding="async" data-file-width="\##(width * 10)" data-file-height="\##(width * 15 / 2)" data-file-type="bitmap" width="\##(width)" height="\##(width * 3 / 4)" class="mw-file-element" alt="\##(alt)"/></a></span>"##
    }

    /// A footnote marker; `group` as Cite writes it (`lower-alpha`…), `label` as shown (`[a]`).
    static func marker(page: String, note: String, ref: String, label: String, group: String? = nil) -> String {
        let groupAttribute = group.map { " data-mw-group=\"\($0)\"" } ?? ""
        let groupJSON = group.map { #","attrs":{"group":"\#($0)"}"# } ?? ""
        return
            ##"<sup about="#mwt\##(ref.count)" class="mw-ref reference" id="\##(ref)" rel="dc:references" typeof="mw:Extension/ref" data-mw='{"name":"ref"\##(groupJSON)}'><a href="./\##(page)#\##(note)"\##(groupAttribute)><span class="mw-reflink-text"\##(groupAttribute)><span class="cite-bracket">[</span>\##(label)<span class="cite-bracket">]</span></span></a></sup>"##
    }

    /// One entry of a references list, with a back link to each of its markers.
    static func note(page: String, id: String, backs: [String], _ text: String) -> String {
        let links =
            backs.count == 1
            ? ##"<a href="./\##(page)#\##(backs[0])" rel="mw:referencedBy"><span class="mw-linkback-text">↑ </span></a>"##
            : backs.enumerated().map { index, back in
                ##"<a href="./\##(page)#\##(back)"><span class="mw-linkback-text">\##(index + 1) </span></a>"##
            }.joined()
        let backlink =
            backs.isEmpty
            ? ""
            : backs.count == 1
                ? ##"<span class="mw-cite-backlink">\##(links)</span> "##
                : ##"<span rel="mw:referencedBy" class="mw-cite-backlink"><span class="mw-cite-up-arrow">↑</span>\##(links)</span> "##
        return
            ##"<li about="#\##(id)" id="\##(id)">\##(backlink)<span id="mw-reference-text-\##(id)" class="mw-reference-text reference-text">\##(text)</span></li>"##
    }

    /// `{{reflist}}` / `{{notelist}}`: a template around Cite's list, in columns.
    static func referenceList(group: String? = nil, template: String = "Reflist", _ entries: [String]) -> String {
        let groupAttribute = group.map { " data-mw-group=\"\($0)\"" } ?? ""
        let groupJSON = group.map { #""group":"\#($0)""# } ?? ""
        return
            ##"<div class="reflist reflist-columns references-column-width" style="column-width: 30em;" about="#mwt90" typeof="mw:Transclusion" data-mw='{"parts":[{"template":{"target":{"wt":"\##(template)","href":"./Template:\##(template)"},"params":{},"i":0}}]}'><div class="mw-references-wrap mw-references-columns" typeof="mw:Extension/references" about="#mwt91" data-mw='{"name":"references","attrs":{\##(groupJSON)}}'><ol class="mw-references references"\##(groupAttribute)>\##(entries.joined())</ol></div></div>"##
    }
}
