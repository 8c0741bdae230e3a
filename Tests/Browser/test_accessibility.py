"""axe-core 4.x on every kind of page, light and dark, with JavaScript on and off: no violations.
Every page type (kiosk_tools.PAGE_TYPES) is checked in every interface language, and more states of
the pages (errors, hostile markup, search suggestions) in a few.

With JavaScript off the browser's content settings stop timers, which axe uses only to yield between
rules (0–1 ms) and as watchdogs (seconds): there the short ones run as microtasks and the watchdogs
never fire, and axe skips its stylesheet preload (a network wait; it feeds only css-orientation-lock,
which the JavaScript run checks on the same CSS). What axe reads, the page, is the no-JS page.

axe-core is not committed: CI (.ci/test) takes `axe.min.js` from the axe-selenium-python 3.0.0 wheel
(`pip download --no-deps`) and names it in KIOSK_AXE_JS. Without it these tests are skipped, saying so.
"""
import contextlib
import os
import re

import pytest
from kiosk_tools import LANGUAGES, PAGE_TYPES, ROOT, in_language

THEMES = ["light", "dark"]
# The dark theme changes colours and nothing else (site.css's prefers-color-scheme blocks set colour
# properties only), so each page, once checked with every rule in light, is switched to dark in place
# and checked again with the rules whose outcome colours decide.
COLOUR_RULES = ["color-contrast", "link-in-text-block"]
AXE_JS = os.environ.get("KIOSK_AXE_JS", "")
MINIMUM_AXE = (4, 10)  # older copies (PyPI's 2018 bundle) miss rules and report false positives

# States of the pages beyond PAGE_TYPES (which every language checks): empty and failed searches,
# suggestions, errors, hostile markup, other regions and wikis.
MORE_STATES = [
    ("/search?lang=en", 200), ("/search?q=Swift&limit=3&lang=ja", 200), ("/search?q=Sw&lang=ja", 200),
    ("/news?lang=ja&refreshed=1", 200), ("/comics?lang=en", 200),
    ("/comics/404?lang=en", 404), ("/comics/2000?lang=en", 200), ("/movies?lang=en", 200), ("/movies?q=the&page=2&lang=ja", 200),
    ("/movies/1904?q=the&lang=en", 200), ("/movies/999999?lang=en", 404),
    ("/movies/1025?lang=en&region=DE", 200), ("/movies/1025?lang=ja&region=JP", 200),
    ("/wiki/%E3%82%A2%E3%83%AB%E3%83%87%E3%83%AA%E3%82%A2?lang=ja", 200),
    ("/wiki/Kiosk_hostile_markup?lang=en", 200), ("/wiki/No_such_article?lang=en", 404),
    ("/news/go/CBMiFaultFraming?lang=en", 200), ("/news/go/CBMiFaultJavascript?lang=ja", 200),
    ("/wiki/Alderien?lang=de", 200), ("/wiki/%D8%A3%D9%84%D8%AF%D9%8A%D8%B1%D9%8A%D8%A7?lang=ar", 200),
    ("/wiki/Flags_of_Alderia?lang=en", 200),
    ("/comics/1234?lang=ar", 200), ("/comics/search?q=password&page=2&lang=de", 200), ("/movies?q=star&lang=ar", 200),
    ("/movies/1025?lang=de&region=US", 200), ("/movies/1025?lang=ar&region=US", 200),
]

# Reading pages meet WCAG AAA contrast (7:1 for body text and links) in their content (`main`):
# articles and comics, in both themes.
READING_PAGES = [("/wiki/Alderia?lang=en", 200), ("/wiki/%E6%9D%B1%E4%BA%AC%E9%83%BD?lang=ja", 200),
                 ("/wiki/Kiosk_hostile_markup?lang=en", 200), ("/comics?lang=en", 200), ("/comics/1?lang=ja", 200),
                 ("/comics/2?lang=en", 200)]
ENHANCED_CONTRAST_PAGES = {"light": READING_PAGES, "dark": READING_PAGES}

RUN_ENHANCED_CONTRAST_JS = """
const done = arguments[arguments.length - 1];
axe.run({include: [['main']]}, {runOnly: {type: 'rule', values: ['color-contrast-enhanced']}, resultTypes: ['violations']})
  .then(r => done(r.violations.map(v => v.nodes.slice(0, 5).map(n => n.target.join(' ') + ': ' + n.failureSummary))))
  .catch(e => done([String(e)]));
"""

# axe's defaults: every WCAG 2.0–2.2 A and AA rule and the best-practice rules (not the AAA ones,
# which READING_PAGES checks separately), or only `rules` when given. `scriptsOff`: JavaScript is off
# (see above).
RUN_AXE_JS = """
const [scriptsOff, rules, done] = arguments;
if (scriptsOff) window.setTimeout = (f, ms, ...rest) => { if (ms < 1000) Promise.resolve().then(() => f(...rest)); return 0; };
const options = {resultTypes: ['violations'], preload: !scriptsOff};
if (rules) options.runOnly = {type: 'rule', values: rules};
axe.run(document, options)
  .then(r => done({version: axe.version, violations: r.violations.map(v => ({
      id: v.id, impact: v.impact, nodes: v.nodes.slice(0, 3).map(n => n.target.join(' ') + ': ' + n.failureSummary)}))}))
  .catch(e => done({version: '', violations: [{id: 'axe failed', impact: String(e), nodes: []}]}));
"""


@pytest.fixture(scope="module")
def axe_source():
    if not AXE_JS or not os.path.isfile(AXE_JS):
        pytest.skip("KIOSK_AXE_JS does not name axe.min.js (see .ci/test): accessibility NOT checked")
    with open(AXE_JS, encoding="utf-8") as f:
        return f.read()


@contextlib.contextmanager
def color_scheme(browser, theme):
    """Every page opened inside is shown in `theme` (the reader's system setting, which site.css follows)."""
    browser.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": theme}]})
    try:
        yield
    finally:
        browser.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})


def scripts(browser):
    return "JavaScript on" if browser.javascript else "JavaScript off"


def run_axe(browser, rules=None):
    """What axe-core (injected already) finds wrong on the page as it is shown now: a list, empty when nothing."""
    result = browser.driver.execute_async_script(RUN_AXE_JS, not browser.javascript, rules)
    if result["version"]:  # none when axe failed, which its violations say
        version = tuple(int(part) for part in result["version"].split(".")[:2])
        assert version >= MINIMUM_AXE, f"axe-core {result['version']} is too old"
    return result["violations"]


def violations_in_both_themes(browser, axe_source, pages):
    """Opens each (name, path, status) once and runs axe on it light, then dark: {"name (theme)": violations}."""
    found = {}
    for name, path, status in pages:
        with color_scheme(browser, "light"):
            browser.open(path, status=status)
            if path.startswith("/news") and not path.startswith("/news/go/"):  # checked once its headlines are in
                browser.wait_for_lasting_page("the news page kept loading")
                if path.startswith("/news?"):
                    assert browser.find_all(".news-list .headline"), f"no headlines on {path}"
            # Injected through DevTools, which the page's Content-Security-Policy (and JavaScript off) does not govern.
            browser.driver.execute_script(axe_source)
            found[f"{name} (light)"] = run_axe(browser)
        with color_scheme(browser, "dark"):
            found[f"{name} (dark)"] = run_axe(browser, COLOUR_RULES)
    return {page: violations for page, violations in found.items() if violations}


def test_darkTheme_changesOnlyColours():
    """What lets the dark run be the colour rules alone: anything else there needs every rule run dark too."""
    with open(os.path.join(ROOT, "Public/css/site.css"), encoding="utf-8") as f:
        css = f.read()
    properties = []
    for block in re.finditer(r"@media \(prefers-color-scheme: dark\) \{", css):
        depth, end = 1, block.end()
        while depth:
            depth += {"{": 1, "}": -1}.get(css[end], 0)
            end += 1
        body = re.sub(r"/\*.*?\*/", "", css[block.end():end - 1], flags=re.S)
        properties += re.findall(r"([\w-]+)\s*:[^;{}]*;", body)
    assert properties, "no dark theme found in site.css"
    others = [p for p in properties if not (p.startswith("--") or p in ("color", "background", "background-color", "border-color"))]
    assert not others, f"the dark theme sets more than colours ({others}): run every axe rule in dark too"


@pytest.mark.parametrize("language", LANGUAGES)
def test_axe_everyPageType_inEveryLanguage_lightAndDark_hasNoViolations(browser, axe_source, language):
    found = violations_in_both_themes(browser, axe_source, [(name, in_language(path, language), status)
                                                            for name, path, status in PAGE_TYPES])
    assert not found, f"axe-core violations in {language}, {scripts(browser)}: {found}"


def test_axe_morePageStates_lightAndDark_haveNoViolations(browser, axe_source):
    found = violations_in_both_themes(browser, axe_source, [(path, path, status) for path, status in MORE_STATES])
    assert not found, f"axe-core violations, {scripts(browser)}: {found}"


@pytest.mark.parametrize("theme", THEMES)
def test_axe_readingPages_meetEnhancedContrast(browser, axe_source, theme):
    if not browser.javascript:
        pytest.skip("colours do not depend on JavaScript: checked once, with it on")
    found = {}
    with color_scheme(browser, theme):
        for path, status in ENHANCED_CONTRAST_PAGES[theme]:
            browser.open(path, status=status)
            browser.driver.execute_script(axe_source)
            violations = browser.driver.execute_async_script(RUN_ENHANCED_CONTRAST_JS)
            if violations:
                found[path] = violations
    assert not found, f"{theme}: text below 7:1 on {found}"
