import Foundation

extension ParsoidPage {
    /// Section headings, in order; the country article uses all of them, with sub-sections.
    var headings: [String] {
        isJapanese
            ? ["概要", "歴史", "地理", "経済", "文化", "交通", "教育", "スポーツ"]
            : ["Overview", "History", "Geography", "Economy", "Culture", "Transport", "Education", "Sport"]
    }

    /// The body after the lead: sentences three to a paragraph, two paragraphs to a section; the
    /// first section holds a figure and a formula, the second a table and a list.
    func sectionsHTML(segment: String) -> String {
        let rest = Array(sentences.dropFirst())
        let paragraphs = stride(from: 0, to: rest.count, by: 3).map { rest[$0..<min($0 + 3, rest.count)].joined(separator: " ") }
        var sections: [[String]] = stride(from: 0, to: max(paragraphs.count, 1), by: 2).map {
            Array(paragraphs[min($0, paragraphs.count)..<min($0 + 2, paragraphs.count)])
        }
        if sections.count < 2 { sections.append([]) }
        var html = ""
        for (index, section) in sections.enumerated() {
            let heading = headings[index % headings.count] + (index >= headings.count ? " \(index / headings.count + 1)" : "")
            let anchor = heading.replacingOccurrences(of: " ", with: "_")
            html += ##"<section data-mw-section-id="\##(index + 1)" id="mwC\##(index)"><h2 id="\##(anchor)">\##(heading)</h2>"##
            for paragraph in section { html += "<p>\(Self.escape(paragraph))</p>" }
            if index == 0 { html += figure + formula }
            if index == 1 { html += table + list }
            if section.count > 1, index % 3 == 2 {
                html +=
                    ##"<section data-mw-section-id="-1"><h3 id="\##(anchor)_notes">\##(isJapanese ? "注記" : "Notes")</h3><blockquote><p>\##(Self.escape(section[0]))</p></blockquote></section>"##
            }
            html += "</section>"
        }
        return html
    }

    private var figure: String {
        let caption = isJapanese ? "\(article.title)の写真(サンプル画像)" : "A sample picture of \(article.title)"
        return
            ##"<figure class="mw-default-size" typeof="mw:File/Thumb" id="mwDA"><a href="./File:\##(Self.segment(article.title)).png" class="mw-file-description"><img src="\##(image(width: 250))" decoding="async" data-file-width="320" data-file-height="240" data-file-type="bitmap" height="188" width="250" srcset="\##(image(width: 320)) 1.5x" class="mw-file-element" alt="\##(Self.escape(caption))"/></a><figcaption id="mwDQ">\##(Self.escape(caption))</figcaption></figure>"##
    }

    /// Formulas as Wikipedia sends them now: MathML (its Math extension's native mode), the TeX in
    /// `alttext` and an annotation; an inline one in a sentence, a display one on its own line.
    private var formula: String {
        let (lead, display) = isJapanese ? ("面積は次の式で求める:", "人口密度:") : ("Its area follows from", "Its population density is")
        let area =
            ##"<span class="mwe-math-element mwe-math-element-inline"><math xmlns="http://www.w3.org/1998/Math/MathML" class="mwe-math-element mwe-math-element-inline" display="inline" data-mw='{"name":"math","attrs":{},"body":{"extsrc":"A = \\pi r^2"}}' alttext="{\displaystyle A=\pi r^{2}}"><semantics><mrow class="MJX-TeXAtom-ORD"><mstyle displaystyle="true" scriptlevel="0"><mi>A</mi><mo>=</mo><mi>π</mi><msup><mi>r</mi><mrow class="MJX-TeXAtom-ORD"><mn>2</mn></mrow></msup></mstyle></mrow><annotation encoding="application/x-tex">{\displaystyle A=\pi r^{2}}</annotation></semantics></math></span>"##
        let density =
            ##"<dl><dd><span class="mwe-math-element mwe-math-element-block"><math xmlns="http://www.w3.org/1998/Math/MathML" class="mwe-math-element mwe-math-element-block" display="block" alttext="{\displaystyle \rho ={\frac {N}{A}}\approx {\sqrt {N}}\,\mathrm {d} x}"><semantics><mrow class="MJX-TeXAtom-ORD"><mstyle displaystyle="true" scriptlevel="0"><mi>ρ</mi><mo>=</mo><mrow class="MJX-TeXAtom-ORD"><mfrac><mi>N</mi><mi>A</mi></mfrac></mrow><mo>≈</mo><mrow class="MJX-TeXAtom-ORD"><msqrt><mi>N</mi></msqrt></mrow><mspace width="thinmathspace"/><mrow class="MJX-TeXAtom-ORD"><mi mathvariant="normal">d</mi></mrow><mi>x</mi></mstyle></mrow><annotation encoding="application/x-tex">{\displaystyle \rho ={\frac {N}{A}}\approx {\sqrt {N}}\,\mathrm {d} x}</annotation></semantics></math></span></dd></dl>"##
        return "<p>\(lead) \(area).</p><p>\(display)</p>\(density)"
    }

    private var table: String {
        let header = isJapanese ? ["年", "人口", "面積 (km²)", "備考"] : ["Year", "Population", "Area (km²)", "Notes"]
        var rows = ""
        for (offset, year) in stride(from: 1900, through: 2020, by: 20).enumerated() {
            rows +=
                "<tr><td>\(year)</td><td>\(12_000 + offset * 3_517)</td><td>\(140 + offset * 2)</td><td>\(isJapanese ? "国勢調査" : "Census of that year, as published")</td></tr>"
        }
        return
            ##"<table class="wikitable sortable" style="text-align:right"><caption>\##(isJapanese ? "人口の推移" : "Population over time")</caption><tbody><tr>\##(header.map { "<th>\($0)</th>" }.joined())</tr>\##(rows)</tbody></table>"##
    }

    private var list: String {
        let items = isJapanese ? ["市場", "教会", "川の渡し"] : ["the market", "the parish church", "the river crossing"]
        return "<ul>" + items.map { "<li>\($0)</li>" }.joined() + "</ul>"
    }

    var seeAlsoHTML: String {
        let heading = isJapanese ? "関連項目" : "See also"
        let missing = isJapanese ? "存在しない記事" : "A page that does not exist"
        var items = seeAlso.map {
            ##"<li><a rel="mw:WikiLink" href="./\##(Self.segment($0))" title="\##(Self.escape($0))">\##(Self.escape($0))</a></li>"##
        }
        items.append(
            ##"<li><a rel="mw:WikiLink" href="./\##(Self.segment(missing))?action=edit&amp;redlink=1" title="\##(missing)" class="new" typeof="mw:LocalizedAttrs">\##(missing)</a></li>"##
        )
        items.append(
            ##"<li><a rel="mw:ExtLink" href="https://example.org/\##(Self.segment(article.title))" class="external text">\##(isJapanese ? "公式サイト" : "Official website")</a></li>"##
        )
        return
            ##"<section data-mw-section-id="90"><h2 id="\##(heading.replacingOccurrences(of: " ", with: "_"))">\##(heading)</h2><ul>\##(items.joined())</ul></section>"##
    }

    func referencesHTML(segment: String) -> String {
        let heading = isJapanese ? "脚注" : "References"
        let text = isJapanese ? "Kioskのサンプルデータ。実在の記事ではない。" : "Kiosk sample data, written for the project; not a real source."
        return
            ##"<section data-mw-section-id="91"><h2 id="\##(heading)">\##(heading)</h2><div class="mw-references-wrap" typeof="mw:Extension/references" about="#mwt9" data-mw='{"name":"references","attrs":{}}'><ol class="mw-references references"><li about="#cite_note-1" id="cite_note-1"><span class="mw-cite-backlink"><a href="./\##(segment)#cite_ref-1" rel="mw:referencedBy"><span class="mw-linkback-text">↑ </span></a></span> <span id="mw-reference-text-cite_note-1" class="mw-reference-text"><i>\##(text)</i> <a rel="mw:ExtLink" href="https://example.org/sources" class="external text">example.org</a></span></li></ol></div></section>"##
    }

    var navbox: String {
        ##"<div role="navigation" class="navbox" aria-labelledby="Sample" style="padding:3px" about="#mwt10" typeof="mw:Transclusion" data-mw='{"parts":[{"template":{"target":{"wt":"Navbox"}}}]}'><table class="nowraplinks"><tbody><tr><th>Navigation box (dropped by Kiosk)</th></tr></tbody></table></div>"##
    }
}
