"""The search box and browser history, JavaScript on and off.

The rule the page keeps: typing updates the current history entry in place; a submitted search (Enter,
the button) or a followed link adds exactly one entry; Back and Forward show that entry's page, box
and URL together, and nothing rewrites them afterwards. Typing searches from 3 characters; an explicit
submit searches any non-empty text; an empty submit explains itself.
"""
import time
from urllib.parse import parse_qs, urlsplit

import pytest
from selenium.common.exceptions import TimeoutException
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select, WebDriverWait

BROAD_QUERY = "river"  # 121 articles in the English sample: a full first page of 20
STABLE_WAIT = 1.5  # seconds: well past search.js's 300 ms typing pause, so a late rewrite would show
NO_SCRIPT_WAIT = 1.5  # seconds to be sure a change alone does nothing with JavaScript off


@pytest.fixture(autouse=True)
def fresh_history(browser):
    """Each journey in a new tab: Chromium keeps at most 50 entries per tab, and a session's earlier
    journeys would fill them, after which a new entry no longer moves the position."""
    first = browser.driver.current_window_handle
    browser.driver.switch_to.new_window("tab")
    yield
    browser.driver.close()
    browser.driver.switch_to.window(first)


def query_of(url):
    return parse_qs(urlsplit(url).query)


def titles(browser):
    # In one script call: the script may swap the results between two element lookups.
    return browser.driver.execute_script(
        "return Array.from(document.querySelectorAll('#search-results .result__title')).map(e => e.textContent.trim())")


def history_length(browser):
    """The position of the current history entry. Not `history.length`: a new entry made after Back
    drops the entries ahead, so the length can stay the same while one entry was added."""
    return browser.driver.execute_script("return navigation.currentEntry.index + 1")


def box(browser):
    return browser.find("#search-q")


def entry(browser):
    """What the current entry shows: the URL's q, the box, and the result titles.

    Without a script the box is left out: the browser's back/forward cache keeps whatever was typed
    into a page before leaving it, and only a script can put the URL's text back."""
    text = box(browser).get_attribute("value") if browser.javascript else None
    return (query_of(browser.driver.current_url).get("q"), text, titles(browser))


def expect(browser, q, text, shown):
    return (q, text if browser.javascript else None, shown)


def wait_loaded(browser):
    browser.wait(lambda d: d.execute_script("return document.readyState") == "complete")


def type_text(browser, text, wait_live=False):
    """Replaces the box's text by typing; with `wait_live`, waits for the live results (JS on)."""
    field = box(browser)
    field.send_keys(Keys.CONTROL, "a")
    field.send_keys(Keys.BACKSPACE)
    field.send_keys(text)
    if wait_live and browser.javascript:
        browser.wait(lambda d: query_of(d.current_url).get("q") == [text] and titles(browser),
                     f"live results for {text!r} did not appear")


def submit(browser, text=None, wait_live=False, results=True, button=False):
    """Types `text` (unless None), presses Enter (or the button) and waits for the submitted search to be on screen."""
    if text is not None:
        type_text(browser, text, wait_live)
    before = history_length(browser)
    if button:
        browser.find("#search-form button[type=submit]").click()
    else:
        box(browser).send_keys(Keys.ENTER)
    browser.wait(lambda d: history_length(browser) == before + 1, "the submit added no history entry")
    wait_loaded(browser)
    if text is not None:
        browser.wait(lambda d: query_of(d.current_url).get("q") == [text], f"the URL does not show {text!r}")
    if results:
        browser.wait(lambda d: titles(browser), f"no results for {text!r}")
    browser.settle()
    return before + 1


def go_back(browser):
    browser.driver.back()
    wait_loaded(browser)


def assert_stable(browser, expected, what):
    """The entry shows `expected` now and still after the typing pause has long passed."""
    browser.wait(lambda d: entry(browser) == expected, f"{what}: {entry(browser)} instead of {expected}")
    time.sleep(STABLE_WAIT)
    assert entry(browser) == expected, f"{what} was rewritten to {entry(browser)}"


# Rule 1: history

@pytest.mark.parametrize("button", [False, True], ids=["enter", "button"])
def test_searchHistory_whenTypedThenSubmitted_oneBackReturnsToTheEmptySearchPage(browser, button):
    browser.open("/search?lang=en")
    length = history_length(browser)
    submit(browser, "Swift", wait_live=True, button=button)
    assert "Swift (programming language)" in titles(browser)
    assert history_length(browser) == length + 1, "a typed and submitted search added more than one entry"
    go_back(browser)
    assert_stable(browser, expect(browser, None, "", []), "one Back after typing “Swift” and Enter")
    assert browser.driver.title == "Search · Wikipedia search · Kiosk"
    browser.settle()


@pytest.mark.parametrize("wait_live", [False, True], ids=["quickly", "after-live-results"])
def test_searchHistory_whenSecondSearchSubmitted_backShowsTheFirstSearchAndStays(browser, wait_live):
    browser.open("/search?lang=en")
    submit(browser, BROAD_QUERY)
    first = titles(browser)
    submit(browser, "Swift", wait_live=wait_live)
    second = titles(browser)
    assert "Swift (programming language)" in second
    go_back(browser)
    assert_stable(browser, expect(browser, [BROAD_QUERY], BROAD_QUERY, first), "Back to the first search")
    browser.driver.forward()
    wait_loaded(browser)
    assert_stable(browser, expect(browser, ["Swift"], "Swift", second), "Forward to the second search")
    browser.settle()


def test_searchHistory_whenLinkFollowed_addsOneEntryAndBackRestoresThePage(browser):
    browser.open(f"/search?q={BROAD_QUERY}&lang=en")
    titles(browser)
    if browser.javascript:
        type_text(browser, "the", wait_live=True)  # typing replaces this entry: Back comes back to it
        titles(browser)
    expected = entry(browser)
    length = history_length(browser)
    browser.follow(browser.find("a[rel=next]"))
    assert history_length(browser) == length + 1
    go_back(browser)
    assert_stable(browser, expected, "Back from the next result page")


def test_searchHistory_whenBackWithinThePage_restoresTheEntrysUrlNotTheBox(browser):
    """The skip link makes a same-document entry: Back to it is a popstate, answered from its URL."""
    browser.open(f"/search?q={BROAD_QUERY}&lang=en")
    first = titles(browser)
    browser.driver.execute_script("document.querySelector('.skip-link').click()")
    browser.wait(lambda d: urlsplit(d.current_url).fragment == "main")
    type_text(browser, "Swift", wait_live=True)
    go_back(browser)
    assert_stable(browser, expect(browser, [BROAD_QUERY], BROAD_QUERY, first), "Back within the page")
    browser.settle()


# Rule 2: the results and URL follow a shortened or cleared box

def test_searchBox_whenShortenedOrCleared_resultsAndUrlFollow(browser):
    if not browser.javascript:
        pytest.skip("without a script typing changes nothing until the form is sent (test_search covers it)")
    browser.open(f"/search?q={BROAD_QUERY}&lang=en")
    length = history_length(browser)
    type_text(browser, "ri")
    assert_stable(browser, (None, "ri", []), "the box shortened to “ri”")
    type_text(browser, BROAD_QUERY, wait_live=True)
    box(browser).send_keys(Keys.CONTROL, "a")
    box(browser).send_keys(Keys.BACKSPACE)
    assert_stable(browser, (None, "", []), "the cleared box")
    assert browser.driver.title == "Search · Wikipedia search · Kiosk"
    assert history_length(browser) == length, "typing added history entries"
    browser.settle()


# Rule 3: typing from 3 characters, explicit submits of any length, empty submits explained

def test_searchBox_whenTwoCharactersTyped_nothingIsSearchedUntilSubmitted(browser):
    browser.open("/search?lang=ja")
    type_text(browser, "東京")
    with pytest.raises(TimeoutException):
        WebDriverWait(browser.driver, NO_SCRIPT_WAIT).until(lambda d: titles(browser) or "q=" in d.current_url)
    submit(browser)
    assert query_of(browser.driver.current_url)["q"] == ["東京"]
    assert "東京都" in titles(browser)
    assert box(browser).get_attribute("value") == "東京"
    browser.screenshot("search-short-query")


@pytest.mark.parametrize("lang, words", [("en", "Type a word"), ("ja", "言葉を入力")])
def test_searchBox_whenSubmittedEmpty_explainsInsteadOfABlankPage(browser, lang, words):
    browser.open(f"/search?lang={lang}")
    submit(browser, results=False)
    browser.wait(lambda d: browser.find_all("#search-results .message"), "no message after an empty submit")
    assert words in browser.text("#search-results .message")
    assert not titles(browser)
    if lang == "en":
        browser.screenshot("search-empty-submit")


# Rule 4: the page size

def test_searchLimit_whenChanged_appliesAtOnceWithScriptOrOnSubmitWithout(browser):
    browser.open(f"/search?q={BROAD_QUERY}&lang=en")
    assert len(titles(browser)) == 20
    length = history_length(browser)
    Select(browser.find("select[name=limit]")).select_by_value("50")
    if browser.javascript:
        browser.wait(lambda d: len(titles(browser)) == 50, "the page size did not apply at once")
        browser.wait(lambda d: query_of(d.current_url).get("limit") == ["50"], "the URL does not show the page size")
        assert history_length(browser) == length, "changing the page size added a history entry"
    else:
        with pytest.raises(TimeoutException):
            WebDriverWait(browser.driver, NO_SCRIPT_WAIT).until(lambda d: len(titles(browser)) != 20)
        submit(browser)
        assert len(titles(browser)) == 50
    assert query_of(browser.driver.current_url)["q"] == [BROAD_QUERY]
    browser.settle()
