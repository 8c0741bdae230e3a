"""Page details as a reader meets them, JS on and off: the way back from a movie to its search,
one form of tab title, a news refresh that says what it did, snippets that show they were cut, bookmarked
Special:Search-style URLs, and Kiosk as a browser search engine (OpenSearch + suggestions)."""
import json
import re
from urllib.parse import parse_qs, urlsplit

import pytest

SECTIONS = ("Wikipedia search", "News", "xkcd", "Movies", "ウィキペディア検索", "ニュース", "映画")
# A page outside the four sections (an unknown path's error page) has no section part.
TITLE_FORM = re.compile(r"^(Kiosk|.+ · (" + "|".join(SECTIONS) + r") · Kiosk|.+ \(\d{3}\) · Kiosk)$")


def query_of(browser):
    url = urlsplit(browser.driver.current_url)
    return url.path, {name: values[0] for name, values in parse_qs(url.query).items()}


def without_region(query):
    """A movie URL's query without its `region=` setting, which movie links carry (checked to be a region)."""
    query = dict(query)
    region = query.pop("region", None)
    assert region is None or re.fullmatch(r"[A-Z]{2}", region), region
    return query


@pytest.mark.parametrize("lang, back", [("en", "← Results for “the”"), ("ja", "← 「the」の検索結果")])
def test_movieDetail_backLink_returnsToTheSearchPageItCameFrom(browser, lang, back):
    browser.open(f"/movies?q=the&page=2&lang={lang}")
    titles = [e.text for e in browser.find_all(".movie-card__title")]
    browser.follow(browser.find(".movie-grid .movie-card a"))
    assert without_region(query_of(browser)[1]) == {"q": "the", "page": "2", "lang": lang}
    link = browser.find("main p.meta a")
    assert link.text == back
    browser.follow(link)
    path, query = query_of(browser)
    assert (path, without_region(query)) == ("/movies", {"q": "the", "page": "2", "lang": lang})
    assert [e.text for e in browser.find_all(".movie-card__title")] == titles


def test_tabTitles_everyPageInBothLanguages_haveOneForm(browser):
    pages = [("/", 200), ("/search?q=Swift", 200), ("/search", 200), ("/news", 200), ("/comics", 200),
             ("/comics/1", 200), ("/comics/404", 404), ("/movies", 200), ("/movies?q=the", 200),
             ("/movies/1904", 200), ("/movies/999999", 404), ("/no/such/page", 404)]
    titles = {}
    for lang in ("en", "ja"):
        for path, status in pages:
            browser.open(f"{path}{'&' if '?' in path else '?'}lang={lang}", status=status)
            titles[f"{path} {lang}"] = browser.driver.title
    wrong = {page: title for page, title in titles.items() if not TITLE_FORM.match(title)}
    assert not wrong, f"titles not of the form '<page> · <section> · Kiosk': {wrong}"
    assert titles["/ en"] == titles["/ ja"] == "Kiosk"
    assert len(set(titles.values())) > len(pages), "pages share titles they should not"


def test_newsRefresh_withinTheLimit_saysWhenTheNextRefreshIsPossible(browser):
    browser.open("/news?lang=en")
    browser.wait_for_lasting_page("the news page kept loading")
    for _ in range(2):  # the second press is certainly within 30 s of the first
        browser.follow(browser.find(".news-refresh button[type=submit]"))
        # The page the refresh led to, after any loading page that replaces itself: waiting for the
        # button instead found the button of a page about to be replaced (both pages have one).
        browser.wait_for_lasting_page("the refresh led to a page that kept loading")
        assert query_of(browser) == ("/news", {"edition": "en-US", "lang": "en", "refreshed": "1"})
        notice = browser.text("main .message--notice")
        assert re.search(r"^Headlines were refreshed (moments ago|\d+ seconds ago); "
                         r"you can refresh again in \d+ seconds\.$", notice), notice
    browser.screenshot("news-refreshed")
    browser.open("/news/refresh?lang=ja")  # the form's URL opened as a page: a redirect to the news page
    assert query_of(browser) == ("/news", {"lang": "ja"})


def test_searchSnippets_whenCutByWikipedia_endWithAnEllipsis(browser):
    browser.open("/search?q=Swift&lang=en")
    snippets = [e.text for e in browser.find_all(".result__snippet")]
    assert snippets
    assert any(s.endswith("…") for s in snippets), snippets
    assert not any(s.endswith(("……", ".…")) for s in snippets), snippets


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_search_bookmarkedCustomLimit_isUsedAndShownInTheMenu(browser, lang):
    browser.open(f"/search?q=Swift&limit=3&offset=-5&lang={lang}")
    assert len(browser.find_all(".results .result")) == 3
    options = browser.driver.execute_script(
        "return Array.from(document.querySelectorAll('select[name=limit] option')).map(o => [o.value, o.selected])")
    assert options == [["3", True], ["20", False], ["50", False], ["100", False]]
    browser.open(f"/search?q=Swift&limit=5000&lang={lang}")  # beyond MediaWiki's 500: clamped, not refused
    assert browser.find("select[name=limit] option[selected]").get_attribute("value") == "500"


FETCH_JS = """
const done = arguments[arguments.length - 1];
fetch(arguments[0]).then(r => r.text().then(t => done([r.status, r.headers.get('content-type'), t])))
  .catch(e => done([0, '', String(e)]));
"""


@pytest.mark.parametrize("lang, typed, expected", [("en", "swi", "Swift (programming language)"), ("ja", "アマ", "アマツバメ科")])
def test_openSearch_linkIsDiscoveredAndSuggestionsAnswerAsBrowsersExpect(browser, lang, typed, expected):
    browser.open(f"/?lang={lang}")
    links = browser.find_all("head link[rel=search]")
    assert len(links) == 1
    assert links[0].get_attribute("type") == "application/opensearchdescription+xml"
    status, content_type, xml = browser.driver.execute_async_script(FETCH_JS, links[0].get_attribute("href"))
    assert (status, content_type) == (200, "application/opensearchdescription+xml")
    templates = browser.driver.execute_script("""
        const doc = new DOMParser().parseFromString(arguments[0], 'application/xml');
        if (doc.querySelector('parsererror')) return null;
        return Object.fromEntries(Array.from(doc.getElementsByTagName('Url')).map(u => [u.getAttribute('type'), u.getAttribute('template')]));
        """, xml)
    assert templates, f"the description is not well-formed XML: {xml}"
    assert templates["text/html"].startswith(browser.origin + "/search?")
    suggest = templates["application/x-suggestions+json"].replace("{searchTerms}", typed)
    status, content_type, body = browser.driver.execute_async_script(FETCH_JS, suggest)
    assert (status, content_type) == (200, "application/x-suggestions+json")
    answer = json.loads(body)
    assert answer[0] == typed and expected in answer[1], answer
    assert all(isinstance(title, str) for title in answer[1])
    # The search template, filled in as the browser does, opens Kiosk's search for that text.
    browser.open(templates["text/html"].replace("{searchTerms}", typed)[len(browser.origin):])
    assert browser.find("#search-q").get_attribute("value") == typed
