"""Wikipedia search as a person uses it: the box, bookmarkable result URLs, "did you mean", paging,
and (JavaScript on) results that follow the typing without a submit."""
import re
from urllib.parse import parse_qs, urlsplit

import pytest
from selenium.common.exceptions import TimeoutException
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

# "river" is in 121 articles of the English sample (Sources/SampleUpstream/Data/articles-en.json): 7 pages of 20.
BROAD_QUERY = "river"
BROAD_TOTAL = 121
NO_SCRIPT_WAIT = 1.5  # seconds to be sure typing alone changes nothing with JavaScript off


def query_of(url):
    return parse_qs(urlsplit(url).query)


def titles(browser):
    return [e.text for e in browser.find_all("#search-results .result__title")]


def submit_query(browser, text):
    box = browser.find("#search-q")
    box.clear()
    box.send_keys(text)
    old = browser.find("html")
    box.send_keys(Keys.ENTER)
    browser.wait_for_new_document(old)


def test_search_whenSubmitted_urlIsBookmarkableAndReloadShowsSameResults(browser):
    browser.open("/search?lang=en")
    assert not browser.find_all("#search-results .result"), "the empty search page shows results"
    browser.screenshot("search-empty")
    submit_query(browser, BROAD_QUERY)
    assert query_of(browser.driver.current_url)["q"] == [BROAD_QUERY]
    first = titles(browser)
    assert len(first) == 20, first
    assert f"{BROAD_TOTAL} results" in browser.text(".result-summary")
    browser.screenshot("search-results")

    bookmark = browser.driver.current_url
    browser.driver.refresh()
    browser.settle()
    assert titles(browser) == first
    browser.open(bookmark.removeprefix(browser.origin))
    assert titles(browser) == first
    assert browser.find("#search-q").get_attribute("value") == BROAD_QUERY


def test_search_whenPaging_nextAndPreviousLinksMoveByOnePage(browser):
    browser.open(f"/search?q={BROAD_QUERY}&lang=en")
    first = titles(browser)
    browser.follow(browser.find("a[rel=next]"))
    assert query_of(browser.driver.current_url)["offset"] == ["20"]
    assert re.search(r"21.40 of 121", browser.text(".result-summary")), browser.text(".result-summary")
    second = titles(browser)
    assert len(second) == 20 and not set(second) & set(first)
    browser.screenshot("search-page-2")
    browser.follow(browser.find("a[rel=prev]"))
    assert titles(browser) == first
    assert not browser.find_all("a[rel=prev]"), "the first page offers a previous page"


def test_search_whenMisspelt_didYouMeanLinkSearchesTheSuggestion(browser):
    browser.open("/search?lang=en")
    submit_query(browser, "Swfit")
    suggestion = browser.find(".suggestion a")
    assert suggestion.text == "swift"
    browser.screenshot("search-did-you-mean")
    browser.follow(suggestion)
    assert query_of(browser.driver.current_url)["q"] == ["swift"]
    assert "Swift (programming language)" in titles(browser)


def test_search_whenTyping_resultsAndUrlFollowWithoutSubmit(browser):
    browser.open("/search?lang=en")
    box = browser.find("#search-q")
    page = browser.find("html")
    box.send_keys(BROAD_QUERY)
    if not browser.javascript:
        # Without a script nothing happens until the form is sent (well past search.js's 300 ms pause).
        with pytest.raises(TimeoutException):
            WebDriverWait(browser.driver, NO_SCRIPT_WAIT).until(lambda d: browser.find_all("#search-results .result"))
        box.send_keys(Keys.ENTER)
        browser.wait_for_new_document(page)
    else:
        browser.wait(lambda d: BROAD_QUERY in browser.text("#search-results .result-summary"), "results did not follow typing")
        browser.wait(lambda d: query_of(d.current_url).get("q") == [BROAD_QUERY], "URL did not follow typing")
        assert browser.find("html") == page, "typing reloaded the page"
        assert BROAD_QUERY in browser.driver.title
        assert BROAD_QUERY in browser.text("#search-status"), "the live region did not announce the results"
        box.send_keys(Keys.CONTROL, "a")
        box.send_keys("Swift")
        browser.wait(lambda d: query_of(d.current_url).get("q") == ["Swift"], "URL did not follow the second query")
        browser.wait(lambda d: "Swift (programming language)" in titles(browser))
        browser.settle()
    shown = titles(browser)
    url = browser.driver.current_url
    browser.driver.refresh()
    browser.settle()
    assert titles(browser) == shown, f"reloading {url} shows other results"
