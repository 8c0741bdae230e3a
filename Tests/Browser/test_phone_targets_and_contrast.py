"""Every tap target is at least 44×44 px on a 375 px phone, and the disabled
comic navigation reads at 4.5:1 or better in both themes while still looking disabled."""

import pytest

# What a thumb taps on these pages; links inside running text (headlines, result titles) are exempt,
# as WCAG 2.5.8 exempts inline targets.
TARGET_SELECTORS = [
    ".site-name", ".site-nav a", ".language-picker a", ".comic-nav a", ".comic-nav span", ".comic__links a",
    "select", "button", "input[type=search]", "input[type=text]", ".pager a", ".skip-link:focus",
]
TARGETS = ", ".join(TARGET_SELECTORS)
PAGES = ["/?lang=en", "/comics/2?lang=en", "/comics?lang=ja", "/search?q=lighthouse&lang=en",
         "/news?lang=en", "/movies?q=the&lang=en", "/movies?lang=ja"]

MEASURE = """
return Array.from(document.querySelectorAll(arguments[0]))
  .filter(e => e.getClientRects().length && getComputedStyle(e).visibility !== 'hidden')
  .map(e => { const r = e.getBoundingClientRect();
              return [e.tagName + '.' + e.className + ' “' + (e.innerText || e.value || '').trim().slice(0, 20) + '”',
                      Math.round(r.width * 10) / 10, Math.round(r.height * 10) / 10]; });
"""


@pytest.mark.parametrize("path", PAGES)
def test_tapTargets_onA375pxPhone_areAtLeast44px(browser, path):
    browser.open(path)
    with browser.viewport(375):
        sizes = browser.driver.execute_script(MEASURE, TARGETS)
    browser.screenshot("targets-" + "".join(c if c.isalnum() else "-" for c in path.strip("/?"))[:40])
    assert sizes, f"no tap targets found on {path}"
    small = [s for s in sizes if s[1] < 44 or s[2] < 44]
    assert not small, f"tap targets under 44×44 px on {path} at 375 px: {small}"


# Contrast of an element's text against the background it is drawn on, its opacity included (WCAG 2.x).
CONTRAST = """
const parse = c => { const m = c.match(/[\\d.]+/g).map(Number); return {r: m[0], g: m[1], b: m[2], a: m.length > 3 ? m[3] : 1}; };
const lum = c => { const f = v => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); };
                   return 0.2126 * f(c.r) + 0.7152 * f(c.g) + 0.0722 * f(c.b); };
const over = (top, bottom) => ({r: top.r * top.a + bottom.r * (1 - top.a), g: top.g * top.a + bottom.g * (1 - top.a),
                                b: top.b * top.a + bottom.b * (1 - top.a), a: 1});
const element = document.querySelector(arguments[0]);
let layers = []; let opacity = 1;
for (let e = element; e; e = e.parentElement) {
  const style = getComputedStyle(e);
  opacity *= Number(style.opacity);
  const bg = parse(style.backgroundColor);
  if (bg.a > 0) layers.push(bg);
}
let background = {r: 255, g: 255, b: 255, a: 1};
for (const layer of layers.reverse()) background = over(layer, background);
const text = parse(getComputedStyle(element).color);
text.a *= opacity;
const shown = over(text, background);
const [a, b] = [lum(shown), lum(background)].sort((x, y) => y - x);
return (a + 0.05) / (b + 0.05);
"""


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_disabledComicNavigation_readsAt4point5To1(browser, scheme):
    browser.driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                                   {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
    try:
        browser.open("/comics?lang=en")  # the latest comic: "Next >" and ">|" are disabled
        assert browser.find_all(".comic-nav .comic-nav__off"), "no disabled navigation on the latest comic"
        ratio = browser.driver.execute_script(CONTRAST, ".comic-nav .comic-nav__off")
        enabled = browser.driver.execute_script(CONTRAST, ".comic-nav a")
        browser.screenshot(f"comic-nav-{scheme}")
    finally:
        browser.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
    assert ratio >= 4.5, f"disabled comic navigation contrast {ratio:.2f}:1 in the {scheme} theme"
    assert enabled >= 4.5, f"enabled comic navigation contrast {enabled:.2f}:1 in the {scheme} theme"


# On a phone, a movie's title, year and rating
# come before its backdrop and poster, within the first screen; a wide screen keeps the backdrop on top.
PHONE_HEIGHT = 667  # a small phone's first screen (iPhone SE), in CSS px


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_movieDetail_onAPhone_showsTitleYearAndRatingBeforeTheImages(browser, lang):
    browser.open(f"/movies/1904?lang={lang}")
    with browser.viewport(375, PHONE_HEIGHT):
        tops = browser.driver.execute_script("""
            const top = s => { const e = document.querySelector(s); return e ? e.getBoundingClientRect().top : null; };
            const bottom = s => document.querySelector(s).getBoundingClientRect().bottom;
            return {title: top('#movie-title'), facts: bottom('.movie__head .facts'), hero: top('.movie-hero'),
                    poster: top('.movie .poster')};""")
    assert tops["hero"] is not None, "the sample movie 1904 has a backdrop"
    assert tops["facts"] <= PHONE_HEIGHT, f"title, year and rating end below the first screen: {tops}"
    assert tops["title"] < tops["hero"] and tops["facts"] <= tops["hero"] + 1, tops
    assert tops["facts"] <= tops["poster"] + 1, tops
    with browser.viewport(1280):
        wide = browser.tops(".movie-hero") + browser.tops("#movie-title")
    assert wide[0] < wide[1], "on a wide screen the backdrop stays on top"
    browser.screenshot(f"movie-detail-phone-order-{lang}")
