extension ParsoidShowcase {
    /// Flags of Alderia: galleries (traditional and packed), icons inside lines, a list and a
    /// table, a thumbnail, the `figure-inline`/`mw:Image` markup Parsoid wrote before 2023, a
    /// Commons box, and one picture from a host off the allow-list (only its words stay).
    static func flags(host: String) -> String {
        func icon(_ name: String, _ alt: String) -> String { inlineFile(name, width: 20, alt: alt, host: host) }
        func box(_ name: String, _ caption: String) -> String {
            ##"<li class="gallerybox" style="width: 155px"><div class="thumb" style="width: 150px; height: 150px;">\##(inlineFile(name, width: 120, alt: caption, host: host))</div><div class="gallerytext">\##(caption)</div></li>"##
        }
        let commons = inlineFile("Commons-logo", width: 12, alt: "", host: host)
        let lead =
            ##"<section data-mw-section-id="0" id="mwAQ"><div role="note" class="hatnote navigation-not-searchable" about="#mwt2" typeof="mw:Transclusion">\##(icon("Disambig", "")) For the country itself, see <a rel="mw:WikiLink" href="./Alderia" title="Alderia">Alderia</a>.</div><p>\##(icon("Flag_of_Alderia", "Flag of Alderia")) <b>The flags of Alderia</b> are the national flag and the six regional flags of an invented country that Kiosk uses for its sample pages. Each region flies its own beside the national one <figure-inline typeof="mw:Image" class="mw-default-size"><a href="./File:Pennant.png"><img resource="./File:Pennant.png" src="\##(image("Pennant", width: 16, host: host))" width="16" height="12" alt="pennant"/></a></figure-inline>, and harbour towns add a pennant.</p><figure class="mw-default-size" typeof="mw:File/Thumb"><a href="./File:Flags_on_the_quay.png" class="mw-file-description"><img resource="./File:Flags_on_the_quay.png" src="\##(image("Flags_on_the_quay", width: 250, host: host))" decoding="async" width="250" height="187" class="mw-file-element"/></a><figcaption>Flags on the quay at Southshore</figcaption></figure></section>"##
        let regional =
            ##"<section data-mw-section-id="1" id="mwBQ"><h2 id="Regional_flags">Regional flags</h2><ul class="gallery mw-gallery-traditional" typeof="mw:Extension/gallery" about="#mwt5" data-mw='{"name":"gallery","attrs":{},"body":{}}'><li class="gallerycaption">The six regions</li>\##(box("Flag_of_Northmere", "Northmere"))\##(box("Flag_of_Lakeside", "Lakeside"))\##(box("Flag_of_the_Highlands", "The Highlands"))\##(box("Flag_of_Eastvale", "Eastvale"))\##(box("Flag_of_Southshore", "Southshore"))\##(box("Flag_of_Westwood", "Westwood"))</ul><ul><li>\##(icon("Flag_of_Northmere", "")) Northmere: a white gull on blue.</li><li>\##(icon("Flag_of_Lakeside", "")) Lakeside: three wavy lines.</li></ul></section>"##
        let history =
            ##"<section data-mw-section-id="2" id="mwBg"><h2 id="Historical_flags">Historical flags</h2><table class="wikitable"><tbody><tr><th>Flag</th><th>Used</th></tr><tr><td>\##(icon("Old_flag_of_Alderia", "Old flag"))</td><td>1871–1920</td></tr><tr><td><span typeof="mw:File"><a href="./File:Lost_flag.png"><img src="https://images.example.net/lost-flag.png" width="20" height="15" alt="The lost banner of 1848"/></a></span></td><td>1848</td></tr></tbody></table><ul class="gallery mw-gallery-packed" typeof="mw:Extension/gallery">\##(box("Banner_of_1871", "The banner of 1871"))\##(box("Naval_ensign", "The naval ensign"))</ul><div role="navigation" aria-labelledby="sister-projects" class="side-box side-box-right plainlinks sistersitebox" about="#mwt9" typeof="mw:Transclusion"><div class="side-box-flex"><div class="side-box-image">\##(commons)</div><div class="side-box-text plainlist">Wikimedia Commons would hold media about the <b>flags of Alderia</b>, were it a real country.</div></div></div></section>"##
        return document(
            language: "en", dir: "ltr", title: "Flags of Alderia", revision: 4_200_003, body: lead + regional + history)
    }
}
