"""Every page type in every interface language: the page speaks the language (`lang`, `dir`), reads
right to left in Arabic, fits a phone (and in German, with its long words, and Arabic a desktop too)
with no text cut short, and in the pseudo-locale shows no word that did not come from a catalog.

The pseudo-locale (`lang=en-XA`) is English accented and lengthened between ⟦ ⟧. Text whose closest
`lang` is the page's own must be pseudo text: anything else there was written outside the catalogs.
Upstream text (headlines, titles, articles) carries its own `lang`, so it is left out by the same rule.
"""
import base64
import os

import pytest

from conftest import SCREENSHOTS
from kiosk_tools import LANGUAGES, PAGE_TYPES, in_language

# Names that are the same in every language: brands, and what an upstream calls itself.
SAME_EVERYWHERE = {"Kiosk", "xkcd", "TMDB", "Google", "News", "Wikipedia", "Atom", "CC", "BY", "SA", "explainxkcd"}

PSEUDO_LEAKS_JS = r"""
const page = document.documentElement.lang;
const leaks = [];
const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
for (let node = walker.nextNode(); node; node = walker.nextNode()) {
  const parent = node.parentElement;
  // The Wikipedias' names are each in their own language (three codes too new for the validators
  // go without `lang`: see SettingsViewModel).
  if (!parent || parent.closest('script, style, code, [hidden], [aria-hidden=true], #setting-wiki')) continue;
  if (parent.closest('[lang]').lang !== page) continue;
  // Host names (a publisher's site) and codes in capitals (a film's PG) are not words of any language.
  const outside = node.textContent.replace(/⟦[^⟧]*⟧/g, ' ').replace(/\S+\.[a-z]{2,}\S*/g, ' ');
  for (const word of outside.match(/[A-Za-z]{2,}/g) || []) {
    if (word.toUpperCase() !== word) leaks.push(word + ' in <' + parent.tagName.toLowerCase() + '>');
  }
}
for (const el of document.querySelectorAll('[placeholder], [aria-label], [title], input[type=submit][value]')) {
  for (const attribute of ['placeholder', 'aria-label', 'title', 'value']) {
    const value = el.getAttribute(attribute);
    if (!value || el.closest('[lang]').lang !== page || (attribute === 'value' && el.type !== 'submit')) continue;
    const outside = value.replace(/⟦[^⟧]*⟧/g, ' ');
    for (const word of outside.match(/[A-Za-z]{2,}/g) || []) leaks.push(word + ' in @' + attribute);
  }
}
return leaks;
"""

# Text cut short: a control's words, or a placeholder (measured as the field's value for a moment),
# wider than the box that shows them.
CLIPPED_JS = """
const clipped = Array.from(document.querySelectorAll('button, summary, label, .site-nav a, h1, h2'))
  .filter(e => e.offsetParent !== null && !e.closest('.visually-hidden') && e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflowX !== 'visible')
  .map(e => e.tagName + ': ' + e.textContent.trim().slice(0, 40));
for (const field of document.querySelectorAll('input[placeholder]')) {
  if (field.offsetParent === null || field.value) continue;
  field.value = field.placeholder;
  if (field.scrollWidth > field.clientWidth + 1) clipped.push('placeholder: ' + field.placeholder);
  field.value = '';
}
return clipped;
"""

# Where every page type is also laid out on a desktop and photographed (Tests/Browser/screenshots):
# the longest words, and right to left.
PHOTOGRAPHED = ("ar", "de")


def test_everyPageType_inEveryLanguage_speaksIt(browser):
    # The list every language test (and the HTML validator) walks is the one the reader chooses from.
    browser.open("/?lang=en")
    offered = [a.get_attribute("lang") for a in browser.find_all(".language-picker a[lang]")]
    assert offered == LANGUAGES, f"the language picker offers {offered}"
    for language in LANGUAGES:
        for name, path, status in PAGE_TYPES:
            browser.open(in_language(path, language), status=status)
            html = browser.find("html")
            assert html.get_attribute("lang") == language, (name, language)
            assert html.get_attribute("dir") == ("rtl" if language == "ar" else "ltr"), (name, language)


@pytest.mark.parametrize("language", LANGUAGES)
def test_everyPageType_inEveryLanguage_fitsAPhoneWithNothingCut(browser, language):
    driver = browser.driver
    problems = []
    for name, path, status in PAGE_TYPES:
        browser.open(in_language(path, language), status=status)
        for width in (390, 1280) if language in PHOTOGRAPHED else (390,):
            with browser.viewport(width):
                overflow = driver.execute_script(
                    "const w = document.documentElement.clientWidth;"
                    "return document.documentElement.scrollWidth > w ? document.documentElement.scrollWidth : null;")
                if overflow:
                    problems.append(f"{name} ({language}) is {overflow} px wide at {width} px")
                clipped = driver.execute_script(CLIPPED_JS)
                if clipped:
                    problems.append(f"{name} ({language}) clips at {width} px: {clipped}")
                if language not in PHOTOGRAPHED:
                    continue
                height = min(driver.execute_script("return document.documentElement.scrollHeight"), 6000)
                metrics = {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 600}
                driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", metrics)
                shot = driver.execute_cdp_cmd("Page.captureScreenshot", {"format": "png"})
                with open(os.path.join(SCREENSHOTS, f"{browser.mode}-{language}-{name}-{width}.png"), "wb") as f:
                    f.write(base64.b64decode(shot["data"]))
    assert not problems, problems


def test_pseudoLocale_everyWordOfEveryPageComesFromTheCatalog(browser):
    leaks = {}
    for name, path, status in PAGE_TYPES:
        browser.open(in_language(path, "en-XA"), status=status)
        found = [w for w in browser.driver.execute_script(PSEUDO_LEAKS_JS) if w.split(" ")[0] not in SAME_EVERYWHERE]
        if found:
            leaks[name] = sorted(set(found))[:12]
    assert not leaks, f"words written outside the catalogs: {leaks}"


def test_arabic_mirrorsThePage(browser):
    browser.open("/comics/2?lang=ar")
    header = browser.find(".site-header")
    name = browser.find(".site-name")
    # The site name starts the header: at its right edge in Arabic.
    assert name.rect["x"] + name.rect["width"] > header.rect["x"] + header.rect["width"] / 2
