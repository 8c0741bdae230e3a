extension ParsoidShowcase {
    /// Alderien: notes counted a, b (`{{efn}}`/`{{notelist}}`), references defined in the list,
    /// a reference used twice, notes inside the infobox (counted i, ii) and a reference in a table.
    static func german(host: String) -> String {
        let page = "Alderien"
        func ref(_ note: String, _ id: String, _ label: String, _ group: String? = nil) -> String {
            marker(page: page, note: note, ref: id, label: label, group: group)
        }
        let flag = inlineFile("Flagge_Alderiens", width: 23, alt: "Flagge Alderiens", host: host)
        let infobox =
            ##"<table class="infobox float-right toccolours" style="width:22em" about="#mwt3" typeof="mw:Transclusion" data-mw='{"parts":[{"template":{"target":{"wt":"Infobox Staat","href":"./Vorlage:Infobox_Staat"},"params":{},"i":0}}]}' id="mwAg"><caption>\##(flag) Republik Alderien</caption><tbody><tr><td colspan="2" class="infobox-image">\##(inlineFile("Karte_Alderiens", width: 220, alt: "Lage Alderiens", host: host, type: "mw:File/Frameless"))<div class="infobox-caption">Lage Alderiens an der Nordküste</div></td></tr><tr><th scope="row">Hauptstadt</th><td>Northmere</td></tr><tr><th scope="row">Fläche</th><td>42.000 km²\##(ref("cite_note-flaeche-1", "cite_ref-flaeche_1-0", "i", "lower-roman"))</td></tr><tr><th scope="row">Einwohner</th><td>1,8 Mio.\##(ref("cite_note-zensus-2", "cite_ref-zensus_2-0", "ii", "lower-roman"))</td></tr><tr><td colspan="2" class="infobox-below"><div class="mw-references-wrap" typeof="mw:Extension/references" about="#mwt5" data-mw='{"name":"references","attrs":{"group":"lower-roman"}}'><ol class="mw-references references" data-mw-group="lower-roman">\##(note(page: page, id: "cite_note-flaeche-1", backs: ["cite_ref-flaeche_1-0"], "Mit den Binnenseen gemessen."))\##(note(page: page, id: "cite_note-zensus-2", backs: ["cite_ref-zensus_2-0"], "Fortgeschrieben aus der Zählung von 2021."))</ol></div></td></tr></tbody></table>"##
        let lead =
            ##"<section data-mw-section-id="0" id="mwAQ">\##(infobox)<p id="mwBA"><b>Alderien</b> ist ein erfundener Staat, den Kiosk für seine Beispieldaten beschreibt.\##(ref("cite_note-3", "cite_ref-3", "a", "lower-alpha")) Das Land liegt zwischen einer felsigen Nordküste und einem Hochland mit vielen Seen.\##(ref("cite_note-atlas-4", "cite_ref-atlas_4-0", "1"))</p></section>"##
        let history =
            ##"<section data-mw-section-id="1" id="mwBQ"><h2 id="Geschichte">Geschichte</h2><p>Im 19. Jahrhundert erreichte die Eisenbahn das Hochland; seitdem wurden Wolle und Holz zu den Häfen gebracht.\##(ref("cite_note-bahn-5", "cite_ref-bahn_5-0", "2")) Die erste Volkszählung fand 1871 statt.\##(ref("cite_note-atlas-4", "cite_ref-atlas_4-1", "1"))\##(ref("cite_note-6", "cite_ref-6", "b", "lower-alpha"))</p></section>"##
        let population =
            ##"<section data-mw-section-id="2" id="mwBg"><h2 id="Bevölkerung">Bevölkerung</h2><p>Die meisten Menschen leben an den Flüssen und an der Küste.</p><table class="wikitable sortable"><caption>Einwohner nach Region</caption><tbody><tr><th>Region</th><th>Einwohner</th></tr><tr><td>Northmere</td><td>612.000</td></tr><tr><td>Lakeside</td><td>388.000\##(ref("cite_note-amt-7", "cite_ref-amt_7-0", "3"))</td></tr><tr><td>Eastvale</td><td>205.000</td></tr></tbody></table></section>"##
        let notes =
            ##"<section data-mw-section-id="3" id="mwBw"><h2 id="Anmerkungen">Anmerkungen</h2>\##(referenceList(group: "lower-alpha", template: "Anmerkungen", [note(page: page, id: "cite_note-3", backs: ["cite_ref-3"], "Kiosk zeigt mit diesem Artikel, wie Anmerkungen gezählt werden."), note(page: page, id: "cite_note-6", backs: ["cite_ref-6"], "Gezählt wurden damals nur die Haushalte, nicht die Menschen.")]))</section>"##
        // List-defined: the texts live in the list (`<references><ref name=…>`); one is never cited.
        let references =
            ##"<section data-mw-section-id="4" id="mwCA"><h2 id="Einzelnachweise">Einzelnachweise</h2>\##(referenceList([note(page: page, id: "cite_note-atlas-4", backs: ["cite_ref-atlas_4-0", "cite_ref-atlas_4-1"], "<i>Atlas der erfundenen Länder.</i> Kiosk-Verlag, 2026, S. 12."), note(page: page, id: "cite_note-bahn-5", backs: ["cite_ref-bahn_5-0"], "Chronik der Hochlandbahn, Band 2."), note(page: page, id: "cite_note-amt-7", backs: ["cite_ref-amt_7-0"], "Statistisches Amt Alderiens: <a rel=\"mw:ExtLink\" class=\"external text\" href=\"https://example.org/alderien/zensus\">Zensus 2021</a>.")]))</section>"##
        return document(
            language: "de", dir: "ltr", title: page, revision: 4_200_001,
            body: lead + history + population + notes + references)
    }
}
