extension ParsoidShowcase {
    /// ألديريا: right-to-left text (the body says `dir="rtl"`), formulas in native MathML inside it,
    /// digits and Latin letters mixed into the lines, and a references list.
    static func arabic(host: String) -> String {
        let page = ParsoidPage.segment("ألديريا")
        func ref(_ number: Int) -> String {
            marker(page: page, note: "cite_note-\(number)", ref: "cite_ref-\(number)", label: "\(number)")
        }
        let density = #"{\displaystyle \rho ={\frac {N}{A}}}"#
        let inline =
            ##"<span class="mwe-math-element mwe-math-element-inline"><math xmlns="http://www.w3.org/1998/Math/MathML" alttext="\##(density)"><semantics><mrow class="MJX-TeXAtom-ORD"><mstyle displaystyle="true" scriptlevel="0"><mi>ρ</mi><mo>=</mo><mrow class="MJX-TeXAtom-ORD"><mfrac><mi>N</mi><mi>A</mi></mfrac></mrow></mstyle></mrow><annotation encoding="application/x-tex">\##(density)</annotation></semantics></math></span>"##
        let growth = #"{\displaystyle N(t)=N_{0}\,e^{rt}}"#
        let block =
            ##"<dl><dd><span class="mwe-math-element mwe-math-element-block"><math xmlns="http://www.w3.org/1998/Math/MathML" display="block" alttext="\##(growth)"><semantics><mrow class="MJX-TeXAtom-ORD"><mstyle displaystyle="true" scriptlevel="0"><mi>N</mi><mo stretchy="false">(</mo><mi>t</mi><mo stretchy="false">)</mo><mo>=</mo><msub><mi>N</mi><mrow class="MJX-TeXAtom-ORD"><mn>0</mn></mrow></msub><mspace width="thinmathspace"></mspace><msup><mi>e</mi><mrow class="MJX-TeXAtom-ORD"><mi>r</mi><mi>t</mi></mrow></msup></mstyle></mrow><annotation encoding="application/x-tex">\##(growth)</annotation></semantics></math></span></dd></dl>"##
        let flag = inlineFile("Flag_of_Alderia", width: 23, alt: "علم ألديريا", host: host)
        let infobox =
            ##"<table class="infobox" about="#mwt3" typeof="mw:Transclusion" data-mw='{"parts":[{"template":{"target":{"wt":"صندوق معلومات دولة","href":"./قالب:صندوق_معلومات_دولة"},"params":{},"i":0}}]}'><caption>\##(flag) جمهورية ألديريا</caption><tbody><tr><th scope="row">العاصمة</th><td>نورثمير</td></tr><tr><th scope="row">المساحة</th><td>٤٢٬٠٠٠ كم²</td></tr><tr><th scope="row">السكان</th><td>١٫٨ مليون (2021)</td></tr></tbody></table>"##
        let lead =
            ##"<section data-mw-section-id="0" id="mwAQ">\##(infobox)<p id="mwBA"><b>ألديريا</b> بلد خيالي كُتب لبيانات Kiosk التجريبية، يقع بين ساحل صخري في الشمال وهضبة كثيرة البحيرات.\##(ref(1)) عاصمتها مدينة نورثمير، وأكبر مدنها ليكسايد.</p></section>"##
        let geography =
            ##"<section data-mw-section-id="1" id="mwBQ"><h2 id="الجغرافيا">الجغرافيا</h2><p>تبلغ مساحة البلاد نحو ٤٢٬٠٠٠ كيلومتر مربع، وتُحسب الكثافة السكانية بالعلاقة \##(inline)، حيث <i>N</i> عدد السكان و<i>A</i> المساحة.\##(ref(2))</p></section>"##
        let population =
            ##"<section data-mw-section-id="2" id="mwBg"><h2 id="السكان">السكان</h2><p>نما عدد السكان منذ التعداد الأول عام 1871 نموًا يقارب النمو الأسّي:</p>\##(block)<p>حيث <i>r</i> معدل النمو السنوي و<i>t</i> عدد السنين منذ التعداد الأول.\##(ref(3))</p></section>"##
        let references =
            ##"<section data-mw-section-id="3" id="mwBw"><h2 id="المراجع">المراجع</h2>\##(referenceList(template: "مراجع", [note(page: page, id: "cite_note-1", backs: ["cite_ref-1"], "<i>أطلس البلدان المتخيلة</i>، دار Kiosk للنشر، 2026، ص. 12."), note(page: page, id: "cite_note-2", backs: ["cite_ref-2"], "الهيئة الإحصائية في ألديريا، تعداد 2021."), note(page: page, id: "cite_note-3", backs: ["cite_ref-3"], "تاريخ سكة حديد الهضبة، الجزء الثاني.")]))</section>"##
        return document(
            language: "ar", dir: "rtl", title: "ألديريا", revision: 4_200_002, body: lead + geography + population + references)
    }
}
