"""Reading comfort, the second part: 200 % text, the keyboard's way through a page, headings that fold
alike by mouse and keyboard, the language of upstream text, long articles (contents beside the text,
a phone's bar, pictures opened larger) and a right-to-left page. Every test runs with JavaScript on
and off (the `browser` fixture); layouts are checked at a phone's 390 px and a desktop's 1280 px, in
the light and the dark theme."""

import contextlib
import os
import time
import urllib.request

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys

SHOTS = "/tmp/comfort-shots"
ALDERIA = "/wiki/Alderia?lang=en"

# One page of every kind, the long and the right-to-left article among them.
EVERY_KIND = [
    "/?lang=en", "/?lang=ja", "/news?lang=en", "/news?lang=ja&edition=ja-JP", "/news/search?q=swift&lang=en",
    "/news/technology?lang=en&edition=de-DE", ALDERIA, "/wiki/Tokyo?lang=en", "/wiki/%E6%9D%B1%E4%BA%AC%E9%83%BD?lang=ja",
    "/wiki/%D8%A3%D9%84%D8%AF%D9%8A%D8%B1%D9%8A%D8%A7?lang=ar", "/wiki/Alderien?lang=de", "/search?q=tokyo&lang=en",
    "/comics/1?lang=en", "/comics/search?q=volcano&lang=ja", "/movies?lang=en", "/movies/1025?lang=en&region=DE",
]

# The page's width beyond the screen's, and what sticks out (nothing inside a scrolling box counts).
OVERFLOW = """
const w = document.documentElement.clientWidth;
if (document.documentElement.scrollWidth <= w) return null;
return Array.from(document.querySelectorAll('body *'))
  .filter(e => e.getBoundingClientRect().right > w + 1)
  .slice(0, 4).map(e => e.tagName + '.' + e.className + ' right=' + Math.round(e.getBoundingClientRect().right));
"""


@contextlib.contextmanager
def theme(browser, name):
    browser.driver.execute_cdp_cmd(
        "Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": name}]})
    try:
        yield
    finally:
        browser.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})


def open_page(browser, path):
    browser.open(path)
    if path.startswith("/news"):
        browser.wait_for_lasting_page("the news page kept loading")


def shot(browser, name):
    os.makedirs(SHOTS, exist_ok=True)
    browser.driver.save_screenshot(f"{SHOTS}/{name}-{browser.mode}.png")


def run(browser, script, *arguments):
    return browser.driver.execute_script(script, *arguments)


@pytest.mark.parametrize("width", [390, 1280])
@pytest.mark.parametrize("colours", ["light", "dark"])
def test_everyKindOfPage_at200PercentText_neverScrollsSideways(browser, width, colours):
    with browser.viewport(width, 844), theme(browser, colours):
        for path in EVERY_KIND:
            open_page(browser, path)
            # Twice the reader's text size (WCAG 1.4.4); only tables and formulas may scroll, in their own boxes.
            run(browser, "document.documentElement.style.fontSize = '200%'")
            assert run(browser, OVERFLOW) is None, f"{path} at 200 % text, {width} px"
            if path == "/news?lang=en" and width == 390:
                shot(browser, f"news-200-{colours}")


TAB_STOPS_BEFORE_FIRST_HEADLINE = """
const first = document.querySelector('.news-list .headline a');
return document.activeElement === first;
"""

# What may take focus: controls, and a box that scrolls (named, so a screen reader says what it is).
NOT_ACTIONABLE = """
const e = document.activeElement;
if (e.matches('a[href], button, input, select, textarea, summary')) return null;
if (e.id === 'main') return null;
if (e.scrollWidth > e.clientWidth && e.getAttribute('aria-label')) return null;
return e.tagName + '.' + e.className;
"""


@pytest.mark.parametrize("path", ["/news?lang=en", "/news/technology?lang=en", "/news?lang=de&edition=de-DE"])
@pytest.mark.parametrize("width", [390, 1280])
def test_news_keyboard_reachesTheFirstHeadlineWithinEightPlainTabs(browser, width, path):
    with browser.viewport(width, 844):
        open_page(browser, path)
        keys = ActionChains(browser.driver)
        stops = []
        while len(stops) < 8:
            keys.send_keys(Keys.TAB).perform()
            stops.append(run(browser, "const e = document.activeElement; return (e.textContent || e.name || e.tagName).trim()"))
            assert run(browser, NOT_ACTIONABLE) is None, f"Tab {len(stops)} landed on something a reader cannot act on"
            if run(browser, TAB_STOPS_BEFORE_FIRST_HEADLINE):
                break
        # Plain Tabs, without taking the skip link: the skip link, the site name, the four sections
        # and the search field, then the news.
        assert run(browser, TAB_STOPS_BEFORE_FIRST_HEADLINE), f"the first headline is not within 8 Tabs: {stops}"
        # Nothing in the page comes before the first headline: the refresh button, topics, search and
        # edition follow the list.
        before = run(browser, """
            const all = Array.from(document.querySelectorAll('main a[href], main button, main input:not([type=hidden]), main select'));
            const first = document.querySelector('.news-list .headline a');
            return all.slice(0, all.indexOf(first)).map(e => e.textContent.trim());""")
        assert before == [], before


def test_news_refreshButton_headsTheColumnBesideTheListOnAWideScreen(browser):
    with browser.viewport(1280, 844):
        open_page(browser, "/news?lang=en")
        place = run(browser, """
            const r = document.querySelector('.news-refresh').getBoundingClientRect();
            const list = document.querySelector('.news-list').getBoundingClientRect();
            const topics = document.querySelector('.news-topics').getBoundingClientRect();
            return {besideList: r.left >= list.right, aboveTopics: r.bottom <= topics.top + 1, top: r.top, listTop: list.top};""")
        assert place["besideList"] and place["aboveTopics"], place
        assert place["top"] < place["listTop"], "the refresh button is level with the page's heading, not below the list"


@pytest.mark.parametrize("width,text", [(390, "100%"), (390, "200%"), (1280, "100%")])
def test_article_onlyBoxesThatScrollAreTabStops(browser, width, text):
    with browser.viewport(width, 844):
        open_page(browser, ALDERIA)
        # Unfold every section so every box has its width; at 200 % text a phone's tables scroll.
        run(browser, "document.querySelectorAll('details').forEach(d => d.open = true)")
        run(browser, "document.documentElement.style.fontSize = arguments[0]", text)
        time.sleep(0.2)  # a frame or two for article.js's measurement after the changes
        boxes = run(browser, """
            return Array.from(document.querySelectorAll('.article__scroll, .article__display-math')).map(b => ({
              scrolls: b.scrollWidth > b.clientWidth + 1, tabindex: b.getAttribute('tabindex'),
              label: b.getAttribute('aria-label'), infobox: b.classList.contains('article__infobox')}));""")
        assert boxes, "the long article has tables and formulas"
        for box in boxes:
            if box["tabindex"] is not None:
                assert box["scrolls"] and box["label"], box
            if browser.javascript and box["scrolls"]:
                assert box["tabindex"] == "0" and box["label"], box
        if width == 1280:
            assert not any(box["tabindex"] is not None for box in boxes if box["infobox"]), "the infobox fits: no tab stop"
        if text == "200%":
            assert any(box["scrolls"] for box in boxes), "at 200 % text a phone's table scrolls"
        # Walking the whole page with Tab never lands on anything a reader cannot act on. (Without
        # JavaScript the browser itself lets a keyboard into a box that scrolls, unnamed.)
        run(browser, "document.activeElement.blur(); window.scrollTo(0, 0)")
        keys = ActionChains(browser.driver)
        last = run(browser, "const all = document.querySelectorAll('a[href]'); return all[all.length - 1]")
        scrollers = 0
        for step in range(400):
            keys.send_keys(Keys.TAB).perform()
            problem = run(browser, NOT_ACTIONABLE)
            if problem and not browser.javascript and run(browser, "return document.activeElement.scrollWidth > document.activeElement.clientWidth"):
                problem = None
            assert problem is None, f"Tab {step + 1}: {problem}"
            scrollers += run(browser, "return document.activeElement.matches('.article__scroll, .article__display-math') ? 1 : 0")
            if run(browser, "return document.activeElement === arguments[0]", last):
                break
        else:
            pytest.fail("400 Tabs did not reach the page's last link")
        if browser.javascript:
            assert scrollers == sum(1 for box in boxes if box["scrolls"]), "every box that scrolls, and only those"


@pytest.mark.parametrize("width", [390, 1280])
def test_sectionHeading_foldsAndUnfoldsAlikeByMouseAndKeyboard(browser, width):
    with browser.viewport(width, 844):
        open_page(browser, ALDERIA)
        heading = browser.find(".article__section > summary")
        is_open = lambda: run(browser, "return arguments[0].parentNode.open", heading)
        start = is_open()
        assert start == (width == 1280 or not browser.javascript), "open on a desktop, folded on a phone with JS"
        run(browser, "arguments[0].scrollIntoView({block: 'center'})", heading)
        heading.click()
        assert is_open() != start, "a click folds or unfolds it"
        heading.click()
        assert is_open() == start, "and a second click undoes it"
        heading.send_keys(Keys.ENTER)
        assert is_open() != start, "Enter does the same"
        heading.send_keys(Keys.SPACE)
        assert is_open() == start, "and Space undoes it"


def closest_language(browser, css):
    """For each element matching `css`: the `lang` and `dir` of its nearest ancestor-or-self that says."""
    return run(browser, """
        return Array.from(document.querySelectorAll(arguments[0])).map(e => {
          const lang = e.closest('[lang]'), dir = e.closest('[dir]');
          return [lang ? lang.getAttribute('lang') : null, dir ? dir.getAttribute('dir') : null, e.textContent.trim().slice(0, 40)];
        });""", css)


# (page, elements holding upstream text, their language, their direction)
UPSTREAM_TEXT = [
    ("/news?lang=en&edition=de-DE", ".headline h2, .headline__publisher, .headline__related a", "de", "ltr"),
    ("/news?lang=en&edition=ja-JP", ".headline h2, .headline__publisher, .headline__related a", "ja", "ltr"),
    ("/news?lang=ja&edition=en-GB", ".headline h2, .headline__publisher", "en-GB", "ltr"),
    ("/?lang=ja", ".home-headlines a", "ja", "ltr"),
    ("/?lang=ja", ".home-comic__title a, .home-comic__image", "en", "ltr"),
    ("/wiki/Alderien?lang=de", "#article-title, .article__lead p, .article__sections p, .article__contents li a", "de", "ltr"),
    ("/wiki/%D8%A3%D9%84%D8%AF%D9%8A%D8%B1%D9%8A%D8%A7?lang=ar", "#article-title, .article__lead p, .article__sections p", "ar", "rtl"),
    ("/search?q=tokyo&lang=en", ".result__title, .result__snippet", "en", "ltr"),
    ("/comics/1?lang=ja", "#comic-heading > span, .comic__caption span:not(.visually-hidden), .comic__transcript-text", "en", "ltr"),
    ("/comics/search?q=volcano&lang=ja", ".comic-result .result__title span:not(.comic-result__number), .comic-result .result__snippet", "en", "ltr"),
]


@pytest.mark.parametrize("path,css,language,direction", UPSTREAM_TEXT)
def test_upstreamText_carriesItsOwnLanguage(browser, path, css, language, direction):
    open_page(browser, path)
    found = closest_language(browser, css)
    assert found, f"{path}: nothing matches {css}"
    for lang, dir_, text in found:
        assert (lang, dir_) == (language, direction), f"{path}: “{text}” is {lang}/{dir_}, not {language}/{direction}"


def test_articleLanguageLinks_eachSayItsLanguage(browser):
    open_page(browser, "/wiki/Tokyo?lang=en")
    links = run(browser, """
        return Array.from(document.querySelectorAll('.article__languages a:not(.article__external)'))
          .map(a => [a.getAttribute('lang'), a.getAttribute('hreflang'), new URL(a.href).searchParams.get('wiki')]);""")
    assert links
    # Each link reads that Wikipedia (`wiki=`) and keeps the reader's interface language.
    for lang, hreflang, wiki in links:
        assert lang == hreflang == wiki, (lang, hreflang, wiki)


# The page's content starts on screen (the header above it may be scrolled away).
BACK_AT_THE_TOP = "const top = document.querySelector('main').getBoundingClientRect().top; return top >= -2 && top < 200"


@pytest.mark.parametrize("colours", ["light", "dark"])
def test_longArticle_onADesktop_keepsTheContentsInViewBesideAWideText(browser, colours):
    with browser.viewport(1280, 800), theme(browser, colours):
        open_page(browser, ALDERIA)
        shot(browser, f"article-1280-{colours}")
        text = run(browser, "return document.querySelector('.article__sections').getBoundingClientRect().width")
        assert text >= 800, f"the text column uses the screen: {text} px"
        beside = run(browser, """
            const box = document.querySelector('.article__infobox').getBoundingClientRect();
            const p = Array.from(document.querySelectorAll('.article__sections p')).find(p => p.getBoundingClientRect().top < box.bottom);
            if (!p) return null;
            const r = p.getBoundingClientRect();
            return Math.min(r.right, box.left) - r.left;""")
        assert beside is None or beside >= 480, f"the text beside the infobox is {beside} px"
        # Below the header at first, then kept whole in view however far the text scrolls.
        end = run(browser, "return document.querySelector('.article__sections').getBoundingClientRect().bottom + window.scrollY")
        for y in (0, 3000, int(end) - 1200):
            run(browser, "window.scrollTo(0, arguments[0])", y)
            rect = run(browser, "const r = document.querySelector('.article__contents-box').getBoundingClientRect(); return [r.top, r.bottom, r.width]")
            assert 0 <= rect[0] < 200 and (y == 0 or rect[1] <= 800) and rect[2] > 150, f"the contents at scroll {y}: {rect}"
        assert run(browser, "return getComputedStyle(document.querySelector('.article__bar')).display") == "none"
        # Back to the top from the contents.
        browser.find(".article__top a").click()
        browser.wait(lambda d: run(browser, BACK_AT_THE_TOP), "back to top did not scroll up")
        shot(browser, f"article-1280-scrolled-{colours}")


@pytest.mark.parametrize("colours", ["light", "dark"])
def test_longArticle_onAPhone_hasABarWithTitleContentsAndBackToTop(browser, colours):
    with browser.viewport(390, 844), theme(browser, colours):
        open_page(browser, ALDERIA)
        run(browser, "document.querySelectorAll('.article__section').forEach(d => d.open = true)")
        run(browser, "window.scrollTo(0, 4000)")
        bar = run(browser, """
            const bar = document.querySelector('.article__bar'), r = bar.getBoundingClientRect();
            return [Math.round(r.top), Math.round(r.height), bar.querySelector('.article__bar-title').textContent,
                    Array.from(bar.querySelectorAll('a')).map(a => a.getAttribute('href'))];""")
        assert bar[0] == 0 and bar[1] <= 60, f"the bar stays at the top, compact: {bar}"
        assert bar[2] == "Alderia" and bar[3] == ["#contents", "#main"], bar
        shot(browser, f"article-390-bar-{colours}")
        browser.find(".article__bar a[href='#contents']").click()
        browser.wait(lambda d: run(browser, """
            const list = document.querySelector('.article__contents ul');
            const r = list.getBoundingClientRect();
            return r.height > 0 && r.top < 844 && r.bottom > 0;"""), "the contents did not come into view, unfolded")
        run(browser, "window.scrollTo(0, 4000)")
        browser.find(".article__bar-top").click()
        browser.wait(lambda d: run(browser, BACK_AT_THE_TOP), "back to top did not scroll up")


def test_articlePicture_opensLarger(browser):
    with browser.viewport(1280, 800):
        open_page(browser, ALDERIA)
        link = browser.find(".article__figure a.article__image-link")
        href = link.get_attribute("href")
        assert "/img/" in href
        run(browser, "arguments[0].scrollIntoView({block: 'center'})", link)
        if not browser.javascript:
            # The link itself: the picture on its own (the browser's own picture viewer shows it).
            with urllib.request.urlopen(href) as answer:
                assert answer.status == 200 and answer.headers["Content-Type"].startswith("image/")
            assert link.find_element("css selector", "img").get_attribute("alt") is not None
            return
        link.click()
        dialog = browser.find("dialog.article__lightbox")
        assert run(browser, "return arguments[0].open", dialog)
        size = run(browser, "const i = arguments[0].querySelector('img'); return [i.getBoundingClientRect().width, arguments[1].querySelector('img').getBoundingClientRect().width]", dialog, link)
        assert size[0] > size[1] * 1.5, f"larger than on the page: {size}"
        assert run(browser, "return document.activeElement.textContent") == "Close"
        shot(browser, "article-picture-larger")
        ActionChains(browser.driver).send_keys(Keys.ESCAPE).perform()
        browser.wait(lambda d: not browser.find_all("dialog.article__lightbox"), "Escape did not close it")
        assert run(browser, "return document.activeElement.classList.contains('article__image-link')"), "focus back on the picture"
        link.click()
        browser.find("dialog.article__lightbox button").click()
        browser.wait(lambda d: not browser.find_all("dialog.article__lightbox"), "the button did not close it")


RTL_SIDES = """
const w = document.documentElement.clientWidth;
const middle = e => { const r = document.querySelector(e).getBoundingClientRect(); return (r.left + r.right) / 2; };
return {contents: middle('.article__contents-box') > w / 2, infobox: middle('.article__infobox') > w / 2,
        name: middle('.site-name') > w / 2};
"""


def test_rightToLeftInterface_mirrorsThePage(browser):
    with browser.viewport(1280, 800):
        open_page(browser, ALDERIA)
        run(browser, "document.documentElement.dir = 'rtl'")
        sides = run(browser, RTL_SIDES)
        # The interface mirrors (the site's name and the contents on the right); the English article
        # inside keeps reading left to right, its infobox at its own line's end, on the right.
        assert sides["name"] and sides["contents"] and sides["infobox"], sides
        assert run(browser, OVERFLOW) is None
        shot(browser, "rtl-article-1280")
        for path in ("/?lang=en", "/news?lang=en", "/comics/1?lang=en"):
            open_page(browser, path)
            run(browser, "document.documentElement.dir = 'rtl'")
            assert run(browser, OVERFLOW) is None, path
            name = path.split("?")[0].strip("/").replace("/", "-") or "home"
            shot(browser, f"rtl-{name}-1280")
