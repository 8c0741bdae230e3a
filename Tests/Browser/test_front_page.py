"""The front page and the phone's first screen: the four cards with JavaScript on and off, content
before controls on a 390 × 844 phone, and no control drawn over another on any page, at 390 and
1280 px, in both themes and both languages."""

import pytest

PHONE = (390, 844)


def test_frontPage_showsEveryCard_andLinksOnlyInsideKiosk(browser):
    browser.open("/?lang=en")
    for card in ("headlines", "wikipedia", "comic", "movies"):
        assert browser.find_all(f".home-card--{card}"), f"the {card} card is missing"
    assert len(browser.find_all(".home-headlines > li")) == 5
    assert len(browser.find_all(".home-posters > li")) == 6
    assert "Today’s featured article" in browser.text(".home-card--wikipedia")
    assert "TMDB" in browser.text(".home-card--movies .attribution")
    hrefs = browser.driver.execute_script("return Array.from(document.querySelectorAll('main a')).map(a => a.getAttribute('href'))")
    assert hrefs and all(h.startswith("/") and not h.startswith("//") for h in hrefs), hrefs
    browser.driver.execute_script("document.querySelectorAll('img[loading=lazy]').forEach(i => i.loading = 'eager')")
    assert not browser.broken_images()
    browser.follow(browser.find(".home-featured__title a"))
    assert browser.text("h1") == "Mount Fuji"


def test_frontPage_inJapanese_saysWhichPartsTheWikiLacks(browser):
    browser.open("/?lang=ja")
    assert "今日の Kiosk" in browser.text("h1")
    assert "「ニュース」「今日は何の日」はありません" in browser.text(".home-card--wikipedia")
    assert "協定世界時" in browser.text(".home-card--wikipedia")


FIRST_SCREEN = [
    # (path, rows that must be whole on the first screen, how many)
    ("/?lang=en", ".home-headlines > li", 2),
    ("/?lang=ja", ".home-headlines > li", 2),
    ("/news?lang=en", ".news-list > li", 2),
    ("/news?lang=ja", ".news-list > li", 2),
    ("/news/world?lang=en", ".news-list > li", 2),
    ("/news/search?q=the&lang=en", ".news-list > li", 2),
    ("/search?q=Swift&lang=en", ".results > li", 2),
    ("/search?q=Swift&lang=ja", ".results > li", 2),
    ("/wiki/Tokyo?lang=en", "#article-title, .article__lead > :first-child", 2),
]


@pytest.mark.parametrize("path,rows,count", FIRST_SCREEN)
def test_phone_firstScreen_showsContentBeforeControls(browser, path, rows, count):
    browser.open(path)
    with browser.viewport(*PHONE):
        bottoms = browser.driver.execute_script(
            "return Array.from(document.querySelectorAll(arguments[0])).map(e => e.getBoundingClientRect().bottom)", rows)
    whole = [b for b in bottoms if b <= PHONE[1]]
    assert len(whole) >= count, f"{path}: {len(whole)} of {rows} on the first 390×844 screen (bottoms {bottoms[:4]})"


PAGES = ["/", "/news", "/news/world", "/news/search?q=Tokyo", "/search?q=Swift", "/wiki/SwiftUI", "/comics",
         "/movies?q=the", "/movies/1904"]

# Every visible control and heading, and each box it is drawn in (a wrapped link has several); pairs
# that overlap by more than a pixel each way, neither inside the other.
OVERLAPS = """
// Inside a closed <details> (not its summary) an element keeps boxes but is not drawn.
const folded = e => { const d = e.closest('details'); return d && !d.open && !e.closest('summary'); };
const seen = Array.from(document.querySelectorAll('a[href], button, input, select, summary, label, h1, h2, h3'))
  .filter(e => e.getClientRects().length && getComputedStyle(e).visibility !== 'hidden'
               && !e.closest('.visually-hidden') && !e.matches('.skip-link') && !folded(e));
const found = [];
const name = e => e.tagName + '.' + e.className + ' “' + (e.innerText || e.value || '').trim().slice(0, 24) + '”';
for (let i = 0; i < seen.length; i++) for (let j = i + 1; j < seen.length; j++) {
  const a = seen[i], b = seen[j];
  if (a.contains(b) || b.contains(a) || (a.control && a.control === b) || (b.control && b.control === a)) continue;
  for (const r of a.getClientRects()) for (const s of b.getClientRects()) {
    const w = Math.min(r.right, s.right) - Math.max(r.left, s.left), h = Math.min(r.bottom, s.bottom) - Math.max(r.top, s.top);
    if (w > 1 && h > 1) { found.push(name(a) + ' × ' + name(b)); break; }
  }
}
return [...new Set(found)].slice(0, 5);
"""


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("path", PAGES)
def test_noControlsOverlap_atPhoneAndDesktopWidths_inBothThemes(browser, path, lang):
    browser.open(path + ("&" if "?" in path else "?") + "lang=" + lang)
    problems = []
    for width in (390, 1280):
        for scheme in ("light", "dark"):
            browser.driver.execute_cdp_cmd(
                "Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
            with browser.viewport(width, 844):
                overlaps = browser.driver.execute_script(OVERLAPS)
            problems += [f"{width} px {scheme}: {o}" for o in overlaps]
    browser.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
    assert not problems, f"{path}?lang={lang}: {problems}"
