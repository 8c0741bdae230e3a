"""Wikipedia articles read in Kiosk: read, follow a link, Back, switch language, redirects, a missing
page, and hostile markup rendered with no script running and no request to another host. Every test
runs with JavaScript on and off (the `browser` fixture)."""


def title(browser):
    return browser.text("h1")


# What the article templates write for a formula: these elements, these attributes, nothing else.
MATHML = {"math", "mi", "mn", "mo", "mtext", "ms", "mrow", "mfrac", "msqrt", "mroot", "msup", "msub", "msubsup",
          "munder", "mover", "munderover", "mtable", "mtr", "mtd", "mspace"}
MATHML_ATTRIBUTES = {"math": {"display", "alttext"}, "mi": {"mathvariant"}, "mspace": {"width"}}


def assert_only_kiosks_mathml(browser):
    found = browser.driver.execute_script(
        "return Array.from(document.querySelectorAll('main math, main math *'))"
        ".map(e => [e.localName, e.namespaceURI, Array.from(e.attributes).map(a => a.name)]);")
    for name, namespace, attributes in found:
        assert name in MATHML and namespace == "http://www.w3.org/1998/Math/MathML", (name, namespace)
        assert set(attributes) <= MATHML_ATTRIBUTES.get(name, set()), (name, attributes)
    return found


def test_article_whenReading_showsContentsSectionsAndLicence(browser):
    browser.open("/wiki/Tokyo?lang=en")
    assert title(browser) == "Tokyo"
    assert len(browser.find_all(".article__section")) >= 3
    assert browser.find_all(".article__contents a[href='#History']")
    assert "CC BY-SA 4.0" in browser.text(".article__licence")
    assert not browser.broken_images()
    for link in browser.find_all(".article a.article__external"):
        assert link.get_attribute("rel") and "noopener" in link.get_attribute("rel")


def test_article_whenFollowingALinkAndBack_staysInKiosk(browser):
    browser.open("/wiki/Tokyo?lang=en")
    link = browser.find(".article__section a[href^='/wiki/']")
    target = link.text
    browser.follow(link)
    assert title(browser) == target
    assert "/wiki/" in browser.driver.current_url
    page = browser.find("html")
    browser.driver.back()
    browser.wait_for_new_document(page)
    assert title(browser) == "Tokyo"


def test_article_whenSwitchingLanguage_opensTheOtherEditionInKiosk(browser):
    browser.open("/wiki/Tokyo?lang=en")
    # A language link changes the Wikipedia read, not the interface.
    browser.follow(browser.find(".article__languages a[href*='wiki=ja']"))
    assert title(browser) == "東京都"
    assert browser.driver.current_url.endswith("?lang=en&wiki=ja")


def test_article_whenRedirectPage_landsOnTheTargetSection(browser):
    browser.open("/wiki/Tokio?lang=en")
    assert title(browser) == "Tokyo"
    assert browser.driver.current_url.endswith("/wiki/Tokyo?redirectedfrom=Tokio&lang=en#History")
    assert "Redirected from Tokio" in browser.text(".article")


def test_article_whenMissing_offersASearch(browser):
    browser.open("/wiki/No_such_article?lang=en", status=404)
    browser.follow(browser.find("main a[href^='/search?q=']"))
    assert "/search?q=No+such+article" in browser.driver.current_url or "/search?q=No%20such%20article" in browser.driver.current_url


def test_article_whenHostileMarkup_runsNoScriptAndAsksNoOtherHost(browser):
    # `settle` (in `open`) fails on any request that leaves Kiosk's origin; an alert would stop the driver.
    browser.open("/wiki/Kiosk_hostile_markup?lang=en")
    assert title(browser) == "Kiosk hostile markup"
    if browser.javascript:
        assert browser.driver.execute_script("return window.kioskXSS === undefined")
    assert not browser.find_all("main script, main iframe, main object, main embed, main form, main svg, main [style]")
    assert_only_kiosks_mathml(browser)
    hrefs = [a.get_attribute("href") for a in browser.find_all("main a")]
    assert all(h.startswith(("http://", "https://")) for h in hrefs), hrefs


def test_article_formulas_areLaidOutAsMathMLInTheTextColour(browser):
    browser.open("/wiki/Alderia?lang=en")
    assert len(assert_only_kiosks_mathml(browser)) > 10
    formulas = browser.driver.execute_script(
        "return Array.from(document.querySelectorAll('main math')).map(m => {"
        " const r = m.getBoundingClientRect(); return [m.getAttribute('display'), r.width, r.height,"
        " getComputedStyle(m).color, getComputedStyle(m.closest('p, div')).color]; });")
    assert {f[0] for f in formulas} == {None, "block"}, formulas
    for display, width, height, colour, text_colour in formulas:
        # Laid out by the browser (an unsupported <math> would be an inline box of its bare text).
        assert width > 20 and height > 10, formulas
        assert colour == text_colour, formulas
    fraction = browser.driver.execute_script(
        "const f = document.querySelector('main mfrac'); const [a, b] = f.children;"
        "return [a.getBoundingClientRect().bottom, b.getBoundingClientRect().top];")
    assert fraction[0] <= fraction[1] + 1, f"the numerator is not above the denominator: {fraction}"
    browser.screenshot("article-formulas")


def test_article_longCountry_readsOnDesktopAndPhone(browser):
    browser.open("/wiki/Alderia?lang=en")
    assert len(browser.find_all(".article__section")) > 10
    browser.screenshot("article-country")


ARABIC = "/wiki/%D8%A3%D9%84%D8%AF%D9%8A%D8%B1%D9%8A%D8%A7?lang=ar"


def test_article_whenTappingAReference_landsOnItsNoteAndItsBackLinkReturns(browser):
    browser.open("/wiki/Alderien?lang=de")
    marker = browser.find("sup#cite_ref-bahn_5-0 a")
    assert marker.text == "[2]"
    marker.click()
    if browser.javascript:
        # The note opens beside its marker; its link then goes to the list.
        popup = browser.wait(lambda d: d.find_element("css selector", ".article__popup"), "no popup for [2]")
        assert "Hochlandbahn" in popup.text
        assert browser.driver.execute_script("return location.hash") == ""
        popup.find_element("css selector", ".article__popup-more").click()
    browser.wait(lambda d: d.execute_script("return location.hash") == "#cite_note-bahn-5", "did not land on note 2")
    note = browser.find("li#cite_note-bahn-5")
    assert browser.driver.execute_script("return document.querySelector(':target') === arguments[0]", note)
    assert browser.driver.execute_script(
        "const r = arguments[0].getBoundingClientRect(); return r.top >= 0 && r.bottom <= innerHeight", note), "note not in view"
    note.find_element("css selector", "a.article__backlink").click()
    browser.wait(lambda d: d.execute_script("return location.hash") == "#cite_ref-bahn_5-0", "the back link did not return")
    # Notes in their groups: a, b for the notes; i, ii in the infobox.
    styles = browser.driver.execute_script(
        "return Array.from(document.querySelectorAll('.article__references')).map(o => getComputedStyle(o).listStyleType)")
    assert styles == ["lower-roman", "lower-alpha", "decimal"], styles


def test_article_whenGermanOrArabic_hasTheWikisLanguageAndDirection(browser):
    browser.open("/wiki/Alderien?lang=de")
    assert title(browser) == "Alderien"
    assert browser.find("h1").get_attribute("lang") == "de"
    assert browser.find(".article__lead").get_attribute("dir") == "ltr"
    browser.follow(browser.find(".article__languages a[href*='wiki=ar']"))
    assert title(browser) == "ألديريا"
    lead = browser.find(".article__lead")
    assert lead.get_attribute("lang") == "ar" and lead.get_attribute("dir") == "rtl"
    assert browser.driver.execute_script("return getComputedStyle(arguments[0]).direction", lead) == "rtl"
    formula = browser.find(".article__display-math math")
    assert browser.driver.execute_script("return getComputedStyle(arguments[0]).direction", formula) == "ltr"
    assert_only_kiosks_mathml(browser)
    # The interface stays in the reader's language (German, from `lang=de`).
    assert browser.find("html").get_attribute("lang") == "de"
    assert not browser.broken_images()


def test_article_withGalleries_showsAGridOfPicturesAndIconsInTheLine(browser):
    with browser.viewport(1280):
        browser.open("/wiki/Flags_of_Alderia?lang=en")
        tops = browser.driver.execute_script(
            "return Array.from(document.querySelector('.article__gallery').children)"
            ".map(e => e.getBoundingClientRect().top)")
        assert len(tops) == 6
        assert len(set(round(t) for t in tops)) < 6, "the gallery is a column, not a grid"
        icons = browser.find_all(".article__inline-image")
        assert len(icons) == 7
        sizes = browser.driver.execute_script(
            "return Array.from(document.querySelectorAll('.article__inline-image')).map(i => i.getBoundingClientRect().width)")
        assert all(size <= 24 for size in sizes), sizes
        assert "The lost banner of 1848" in browser.text("main")
        assert not browser.broken_images()


def test_article_whenBadLang_is400WithAWayToSearch(browser):
    browser.open("/wiki/Alderien?lang=xx", status=400)
    # The page names the parameter and the value it could not use, and the header's search box
    # (on every page) is the way on: a search from it finds the article.
    text = browser.text("main")
    assert "lang" in text and "xx" in text, text
    box = browser.find(".site-search input[type=search]")
    box.send_keys("Alderia")
    browser.follow(browser.find(".site-search button"))
    assert "/wiki/" in browser.driver.current_url or "/search" in browser.driver.current_url


def test_article_onAPhone_foldsSectionsWithJavaScriptAndTheContentsUnfoldThem(browser):
    with browser.viewport(390):
        browser.open("/wiki/Alderien?lang=de")
        opened = browser.driver.execute_script(
            "return Array.from(document.querySelectorAll('details.article__section')).map(d => d.open)")
        if not browser.javascript:
            assert all(opened), "without JavaScript every section stays open"
            return
        assert not any(opened), opened
        browser.find(".article__contents summary").click()
        browser.find(".article__contents a[href='#Einzelnachweise']").click()
        browser.wait(lambda d: d.execute_script(
            "return document.getElementById('Einzelnachweise').closest('details').open"), "the section did not unfold")
