"""Reading comfort: tables on a phone, Japanese line breaking, search from every page's header,
and the news page's live "updated" time. Every test runs with JavaScript on and off (the `browser`
fixture)."""

import pytest

# Each word of each table cell, measured with a Range: a word that the browser broke across lines
# has more than one line box. Returns the words that were broken, with their cell's text.
BROKEN_WORDS_IN_CELLS = """
const broken = [];
for (const cell of document.querySelectorAll('main td, main th')) {
  const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const re = /\\S+/g;
    let match;
    while ((match = re.exec(node.data)) !== null) {
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const lines = new Set(Array.from(range.getClientRects()).filter(r => r.width > 0).map(r => Math.round(r.top)));
      if (lines.size > 1) broken.push([match[0], cell.textContent]);
    }
  }
}
return broken;
"""


@pytest.mark.parametrize("width", [390, 1280])
def test_articleTable_onAPhoneAndDesktop_neverBreaksAWordInACell(browser, width):
    with browser.viewport(width, 844):
        browser.open("/wiki/Tokyo?lang=en")
        assert browser.find_all("main td"), "the sample article has a table"
        assert browser.driver.execute_script(BROKEN_WORDS_IN_CELLS) == []
        # The table scrolls in its own box; the page itself does not scroll sideways.
        assert browser.driver.execute_script(
            "return document.documentElement.scrollWidth <= document.documentElement.clientWidth")


def test_longWordOutsideTables_onAPhone_stillWraps(browser):
    with browser.viewport(390, 844):
        browser.open("/search?q=" + "x" * 120 + "&lang=en")
        assert browser.driver.execute_script(
            "return document.documentElement.scrollWidth <= document.documentElement.clientWidth")


def test_japaneseArticle_breaksBetweenPhrasesAndSetsNoFakeItalics(browser):
    browser.open("/wiki/東京都?lang=ja")
    style = browser.driver.execute_script(
        "const p = document.querySelector('.article p:not(.article__hatnote)');"
        "const s = getComputedStyle(p);"
        "const h = document.querySelector('.article__hatnote');"
        "return [s.wordBreak, s.lineBreak, h && getComputedStyle(h).fontStyle];")
    assert style[0] == "auto-phrase" and style[1] == "strict", style
    assert style[2] == "normal", "a Japanese hatnote is upright"
    # English keeps its italic hatnote and its ordinary line breaking.
    browser.open("/wiki/Tokyo?lang=en")
    assert browser.driver.execute_script(
        "return getComputedStyle(document.querySelector('.article__hatnote')).fontStyle") == "italic"
    assert browser.driver.execute_script(
        "return getComputedStyle(document.querySelector('.article p')).wordBreak") == "normal"


@pytest.mark.parametrize("width", [390, 1280])
def test_headerSearch_onHomeAndArticle_findsAnArticleByItsExactTitle(browser, width):
    with browser.viewport(width, 844):
        for path in ("/wiki/Tokyo?lang=en", "/?lang=en"):
            browser.open(path)
            box = browser.find(".site-search input[name=q]")
            name = "home" if path.startswith("/?") else "article"
            browser.driver.save_screenshot(f"/tmp/readingcomfort-shots/{name}-{width}-{browser.mode}.png")
            # The page's own heading stays on a phone's first screen under the header.
            assert browser.driver.execute_script(
                "return document.querySelector('main h1, main h2').getBoundingClientRect().top") < 844 / 2
            assert browser.driver.execute_script(
                "return document.documentElement.scrollWidth <= document.documentElement.clientWidth")
        box.send_keys("tokyo")
        browser.follow(browser.find(".site-search button"))
        assert browser.text("h1") == "Tokyo"
        assert browser.driver.current_url.endswith("/wiki/Tokyo?lang=en")


def test_newsUpdatedLine_whilePageIsOpen_keepsItsAgeTrue(browser):
    browser.open("/news?lang=en")
    line = browser.find(".news-updated")
    first = line.text
    assert "ago)" in first
    if browser.javascript:
        # Waits for the age to move on; the server's words stay the form.
        browser.wait_for_news_age_to_move(line, first)
        assert "ago)" in line.text and line.find_element("css selector", "time").get_attribute("datetime")
    else:
        assert line.text == first
