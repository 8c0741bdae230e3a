"""Headline links resolved by Kiosk: a click lands on the (sample) publisher's page without any request
to a Google host, Back returns to the headlines where the reader was, and a link Kiosk cannot resolve
gets the choice page (why, then through Google News knowingly, or back)."""

import json
from urllib.parse import urlsplit

from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

from test_news import HEADLINE, wait_for_headlines

WAIT = 10


def requested_urls(browser):
    """Every URL the browser asked for since the last look at the log (which empties it)."""
    urls = []
    for entry in browser.driver.get_log("performance"):
        message = json.loads(entry["message"])["message"]
        if message["method"] == "Network.requestWillBeSent":
            urls.append(message["params"]["request"]["url"])
    return urls


def test_newsLink_click_landsOnThePublisher_noGoogle_andBackKeepsTheScrollPosition(browser):
    browser.open("/news?lang=en")
    wait_for_headlines(browser)
    links = browser.find_all(HEADLINE + " a")
    assert all(urlsplit(a.get_attribute("href")).path.startswith("/news/go/") for a in links), \
        [a.get_attribute("href") for a in links]
    assert not browser.find_all(".headline__via"), "links no longer go via Google News"
    target = links[12]
    headline = target.text
    browser.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", target)
    scrolled = browser.driver.execute_script("return window.scrollY")
    assert scrolled > 300, scrolled
    requested_urls(browser)  # forget the news page's own requests

    old = browser.find("html")
    target.click()
    WebDriverWait(browser.driver, WAIT).until(EC.staleness_of(old))
    WebDriverWait(browser.driver, WAIT).until(lambda d: d.execute_script("return document.readyState") == "complete")
    landed = urlsplit(browser.driver.current_url)
    assert landed.hostname == "127.0.0.1" and landed.path.startswith("/publisher/CBMi"), browser.driver.current_url
    assert browser.driver.find_element(By.ID, "publisher-headline").text == headline
    urls = requested_urls(browser)
    assert not [u for u in urls if "google" in (urlsplit(u).hostname or "")], urls
    assert any(urlsplit(u).path.startswith("/news/go/") for u in urls), urls

    # The sample publisher serves no favicon: its 404 is that site's, not Kiosk's.
    browser.driver.get_log("browser")
    old = browser.find("html")
    browser.driver.back()
    WebDriverWait(browser.driver, WAIT).until(EC.staleness_of(old))
    browser.wait_for_lasting_page("the headlines did not come back")
    assert urlsplit(browser.driver.current_url).path == "/news"
    WebDriverWait(browser.driver, WAIT).until(
        lambda d: abs(d.execute_script("return window.scrollY") - scrolled) <= 2,
        f"scroll position not restored (was {scrolled})")


def test_newsLink_whenUnresolvable_showsTheChoicePage_andBackLeadsToTheHeadlines(browser):
    browser.open("/news/go/CBMiFaultNoSignature?lang=en&edition=en-GB")
    assert "changed how its article links work" in browser.text(".news-link .message")
    google = browser.find(".news-link__choices a[rel=noreferrer]")
    assert google.text == "Continue via Google News (Google will see this visit)"
    assert urlsplit(google.get_attribute("href")).path == "/rss/articles/CBMiFaultNoSignature"
    browser.screenshot("news-link-choice")
    back = browser.find(".news-link__choices a:not([rel])")
    assert back.text == "Back to the headlines"
    browser.follow(back)
    wait_for_headlines(browser)
    url = urlsplit(browser.driver.current_url)
    assert (url.path, url.query) == ("/news", "lang=en&edition=en-GB")


def test_newsLink_inJapanese_andAnUnsafeAddress_isRefused(browser):
    browser.open("/news/go/CBMiFaultPrivateAddress?lang=ja")
    assert "Kiosk が案内しない種類" in browser.text(".news-link .message")
    assert browser.text(".news-link__choices a[rel=noreferrer]") == "Google ニュース経由で開く（Google にこの閲覧が伝わります）"
    browser.screenshot("news-link-choice-ja")


def test_newsLink_whenNotAnId_isTheBadRequestPage(browser):
    browser.open("/news/go/not.an.id?lang=en", status=400)
    assert "article id" in browser.text("main")
