"""xkcd as a person reads it: the latest, back and forth with the buttons and the keyboard, Random, and the ends."""
import re

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys

LATEST = 3200  # the newest comic in the sample (Sources/SampleUpstream/ComicArchive.swift)


def number(browser):
    return int(browser.text(".comic__number").lstrip("#"))


def press_access_key(browser, key):
    """Chromium on Linux triggers `accesskey` with Alt+key; a real key press, not a click."""
    page = browser.find("html")
    ActionChains(browser.driver).key_down(Keys.ALT).send_keys(key).key_up(Keys.ALT).perform()
    browser.wait_for_new_document(page)


def test_comics_whenWalkingBackAndForth_prevAndNextMoveOneComic(browser):
    browser.open("/comics?lang=en")
    assert number(browser) == LATEST
    assert not browser.find_all(".comic-nav a[rel=next]"), "the latest comic offers Next"
    assert not browser.find_all(".comic-nav a[rel=last]"), "the latest comic offers Latest"
    assert [e.text for e in browser.find_all(".comic-nav .comic-nav__off")] == ["Next >", ">|"]
    assert browser.find(".comic__figure img").get_attribute("alt")
    browser.screenshot("comics-latest")
    for step in range(1, 4):
        browser.follow(browser.find(".comic-nav a[rel=prev]"))
        assert number(browser) == LATEST - step
        assert browser.driver.current_url.endswith(f"/comics/{LATEST - step}?lang=en")
    browser.follow(browser.find(".comic-nav a[rel=next]"))
    assert number(browser) == LATEST - 2
    browser.screenshot("comics-numbered")


def test_comics_accessKeys_areOnTheNavigationLinks(browser):
    browser.open("/comics/3000?lang=en")
    keys = {e.get_attribute("accesskey"): e.get_attribute("href") for e in browser.find_all(".comic-nav a[accesskey]")}
    assert set(keys) == {"f", "p", "r", "n", "l"}, keys
    assert keys["p"].endswith("/comics/2999?lang=en") and keys["n"].endswith("/comics/3001?lang=en")


def test_comics_whenPressingAltKeys_keyboardShortcutsNavigate(browser):
    browser.open("/comics/3000?lang=en")
    press_access_key(browser, "p")
    assert number(browser) == 2999
    press_access_key(browser, "n")
    press_access_key(browser, "n")
    assert number(browser) == 3001
    press_access_key(browser, "l")
    assert number(browser) == LATEST
    press_access_key(browser, "f")
    assert number(browser) == 1
    press_access_key(browser, "r")
    assert re.search(r"/comics/\d+\?lang=en$", browser.driver.current_url), browser.driver.current_url


def test_comics_whenRandom_landsOnAnotherNumberedComic(browser):
    browser.open(f"/comics/{LATEST}?lang=en")
    browser.follow(browser.find(".comic-nav a[accesskey=r]"))
    match = re.search(r"/comics/(\d+)\?lang=en$", browser.driver.current_url)
    assert match, browser.driver.current_url
    assert number(browser) == int(match.group(1)) != LATEST
    assert browser.find("#comic-heading").text


def test_comics_firstComic_hasNoPreviousButHasNext(browser):
    browser.open("/comics/1?lang=en")
    assert number(browser) == 1
    assert not browser.find_all(".comic-nav a[rel=prev]") and not browser.find_all(".comic-nav a[rel=first]")
    assert [e.text for e in browser.find_all(".comic-nav .comic-nav__off")] == ["|<", "< Prev"]
    browser.screenshot("comics-first")
    browser.follow(browser.find(".comic-nav a[rel=next]"))
    assert number(browser) == 2


def test_comics_missingNumbers_are404PagesWithNavigation(browser):
    browser.open("/comics/404?lang=en", status=404)
    browser.screenshot("comics-404")
    browser.follow(browser.find(".comic-nav a[rel=next]"))
    assert number(browser) == 405
    browser.open("/comics/99999?lang=en", status=404)
    assert browser.find_all(".comic-nav a[rel=last]")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_comics_onA375pxPhone_navigationStaysOnOneLine(browser, lang):
    browser.open(f"/comics/3000?lang={lang}")  # all five links on, in bold: the widest row
    with browser.viewport(375):
        tops = browser.tops(".comic-nav li")
    assert len(tops) == 5 and max(tops) - min(tops) < 1, f"the comic navigation wraps at 375 px: tops {tops}"
