import Foundation

/// One sample article as Parsoid writes it: the `<head>` with `<base>` and `<title>`, a
/// `<section data-mw-section-id>` per heading, `data-mw` on templates, an infobox, a thumbnail
/// figure, a formula, reference markers and the references list, hatnote and a navbox. The text
/// is the sample corpus's own.
struct ParsoidPage {
    let article: WikiArticle
    let language: String
    /// `host:port` of this server, where the images live.
    let host: String
    let seeAlso: [String]

    var isJapanese: Bool { language == "ja" }

    /// A title as Parsoid writes it in `href="./…"`: `_` for spaces, percent-encoded.
    static func segment(_ title: String) -> String {
        let allowed = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:(),'!*")
        return title.replacingOccurrences(of: " ", with: "_").addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
    }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    var sentences: [String] {
        let separator = isJapanese ? "。" : ". "
        return article.text.components(separatedBy: separator).map { $0.trimmingCharacters(in: .whitespaces) }.filter {
            !$0.isEmpty
        }
        .map { sentence in sentence.hasSuffix(".") || sentence.hasSuffix("。") ? sentence : sentence + (isJapanese ? "。" : ".") }
    }

    var html: String {
        let title = Self.escape(article.title), segment = Self.segment(article.title)
        var body = """
            <section data-mw-section-id="0" id="mwAQ"><div class="shortdescription nomobile noexcerpt noprint searchaux" \
            style="display:none" about="#mwt1" typeof="mw:Transclusion" data-mw='{"parts":[{"template":{"target":{"wt":"Short description","href":"./Template:Short_description"},"params":{"1":{"wt":"Sample article"}},"i":0}}]}' id="mwAg">Sample article</div>
            """
        body += hatnote + infobox + lead(title: title, segment: segment) + "</section>"
        body += sectionsHTML(segment: segment)
        body += seeAlsoHTML + referencesHTML(segment: segment) + navbox
        return """
            <!DOCTYPE html>
            <html prefix="dc: http://purl.org/dc/terms/ mw: http://mediawiki.org/rdf/" about="https://\(language).wikipedia.org/wiki/Special:Redirect/revision/\(article.pageid * 10 + 7)">\
            <head prefix="mwr: https://\(language).wikipedia.org/wiki/Special:Redirect/"><meta charset="utf-8"/>\
            <meta property="mw:pageId" content="\(article.pageid)"/><meta property="mw:pageNamespace" content="0"/>\
            <meta property="dc:modified" content="\(article.timestamp)"/><meta property="mw:htmlVersion" content="2.8.0"/>\
            <link rel="dc:isVersionOf" href="//\(language).wikipedia.org/wiki/\(segment)"/><base href="//\(language).wikipedia.org/wiki/"/>\
            <title>\(title)</title><link rel="stylesheet" href="/w/load.php?lang=\(language)&amp;modules=mediawiki.skinning.content.parsoid%7Csite.styles&amp;only=styles&amp;skin=vector"/>\
            <meta http-equiv="content-language" content="\(language)"/></head>\
            <body id="mwAA" lang="\(language)" class="mw-content-ltr sitedir-ltr ltr mw-body-content parsoid-body mediawiki mw-parser-output" dir="ltr">\
            \(body)</body></html>
            """
    }

    private var hatnote: String {
        let text =
            isJapanese ? "この記事はKioskのサンプルデータです。" : "This article is Kiosk sample data; for the real subject, see Wikipedia."
        return
            ##"<div role="note" class="hatnote navigation-not-searchable" about="#mwt2" typeof="mw:Transclusion" data-mw='{"parts":[{"template":{"target":{"wt":"About"}}}]}' id="mwAw">"##
            + text + "</div>"
    }

    private var infobox: String {
        let rows =
            isJapanese
            ? [
                ("ページ番号", String(article.pageid)), ("語数", String(article.wordcount)),
                ("更新", String(article.timestamp.prefix(10))),
            ]
            : [
                ("Page id", String(article.pageid)), ("Words", String(article.wordcount)),
                ("Last edited", String(article.timestamp.prefix(10))),
            ]
        let cells = rows.map {
            ##"<tr><th scope="row" class="infobox-label">\##($0.0)</th><td class="infobox-data">\##(Self.escape($0.1))</td></tr>"##
        }.joined()
        return
            ##"<table class="infobox vcard" style="width:22em" about="#mwt3" typeof="mw:Transclusion" data-mw='{"parts":[{"template":{"target":{"wt":"Infobox"}}}]}'><caption class="infobox-title">\##(Self.escape(article.title))</caption><tbody><tr><td colspan="2" class="infobox-image"><span typeof="mw:File"><a href="./File:\##(Self.segment(article.title)).png" class="mw-file-description"><img src="\##(image(width: 220))" decoding="async" width="220" height="160" class="mw-file-element" alt="\##(Self.escape(article.title))"/></a></span></td></tr>\##(cells)</tbody></table>"##
    }

    func image(width: Int) -> String {
        let name = Self.segment(article.title.replacingOccurrences(of: "/", with: "-"))
        return "http://\(host)/upload/wikipedia/commons/thumb/a/ab/\(name).png/\(width)px-\(name).png"
    }

    private func lead(title: String, segment: String) -> String {
        let first = sentences.first ?? article.text
        let bolded =
            first.hasPrefix(article.title)
            ? "<b>\(title)</b>" + Self.escape(String(first.dropFirst(article.title.count))) : Self.escape(first)
        return
            ##"<p id="mwBA">\##(bolded)<sup about="#mwt4" class="mw-ref reference" id="cite_ref-1" rel="dc:references" typeof="mw:Extension/ref" data-mw='{"name":"ref","body":{"id":"mw-reference-text-cite_note-1"}}'><a href="./\##(segment)#cite_note-1" style="counter-reset: mw-Ref 1;"><span class="mw-reflink-text">[1]</span></a></sup></p>"##
    }
}
