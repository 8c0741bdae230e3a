"""News headlines: the list, the Refresh button that lands back on it, editions, topics, search and the feed."""

import urllib.request
import xml.etree.ElementTree as ET
from urllib.parse import parse_qs, urlsplit

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

HEADLINE = ".news-list .headline h2"


def wait_for_headlines(browser):
    # The first visit may show the loading page, which reloads itself (meta refresh) until the feed
    # arrives: wait for the page that stays, then read its headlines.
    browser.wait_for_lasting_page("the news page kept loading")
    assert browser.find_all(HEADLINE), "no headlines"


def test_news_listShowsAndRefreshLandsBackOnIt(browser):
    browser.open("/news?lang=en")
    wait_for_headlines(browser)
    assert len(browser.find_all(HEADLINE)) >= 5
    assert browser.find(".news-updated time").text
    browser.screenshot("news")
    browser.follow(browser.find(".news-refresh button[type=submit]"))
    wait_for_headlines(browser)
    url = urlsplit(browser.driver.current_url)
    assert (url.path, url.query) == ("/news", "lang=en&edition=en-US&refreshed=1")
    assert len(browser.find_all(HEADLINE)) >= 5
    # The click is never silent: it says when the headlines were refreshed and when it can be again.
    assert "you can refresh again in" in browser.text("p.message--notice[role=status]")


def test_news_pickAnEdition_keepsTheInterfaceLanguageAndShowsItsZone(browser):
    browser.open("/news?lang=ja")
    wait_for_headlines(browser)
    Select(browser.find("#news-edition")).select_by_value("de-DE")
    browser.follow(browser.find(".news-edition button[type=submit]"))
    wait_for_headlines(browser)
    url = urlsplit(browser.driver.current_url)
    assert (url.path, parse_qs(url.query)) == ("/news", {"edition": ["de-DE"], "lang": ["ja"]})
    assert browser.find("html").get_attribute("lang") == "ja"
    assert "Europe/Berlin" in browser.text(".news-updated")
    assert "ドイツ" in browser.text(".news-edition-line")
    titles = " ".join(e.text for e in browser.find_all(HEADLINE))
    assert "Komet" in titles or "Stadtrat" in titles, titles
    # The language switch keeps the edition.
    browser.follow(browser.find('.language-picker a[lang="en"]'))
    wait_for_headlines(browser)
    assert parse_qs(urlsplit(browser.driver.current_url).query) == {"edition": ["de-DE"], "lang": ["en"]}
    assert "Berlin time" in browser.text(".news-updated")
    browser.screenshot("news-edition-de")


def test_news_topicBar_opensATopicAndMarksIt(browser):
    browser.open("/news?lang=en&edition=en-GB")
    wait_for_headlines(browser)
    browser.follow(browser.find_all(".news-topics a")[4])  # Technology
    wait_for_headlines(browser)
    url = urlsplit(browser.driver.current_url)
    assert (url.path, parse_qs(url.query)) == ("/news/technology", {"edition": ["en-GB"], "lang": ["en"]})
    assert browser.text(".news-topics a[aria-current=page]") == "Technology"
    assert browser.text("#news-heading") == "Technology"
    assert 1 <= len(browser.find_all(HEADLINE)) < 10
    browser.screenshot("news-topic")


def test_news_search_withOperators_listsMatchesAndKeepsTheQuery(browser):
    browser.open("/news?lang=en")
    wait_for_headlines(browser)
    box = browser.find("#news-q")
    box.send_keys("swift -tilda")
    browser.follow(browser.find(".news-search button[type=submit]"))
    wait_for_headlines(browser)
    url = urlsplit(browser.driver.current_url)
    assert url.path == "/news/search"
    assert parse_qs(url.query) == {"q": ["swift -tilda"], "edition": ["en-US"], "lang": ["en"]}
    titles = [e.text for e in browser.find_all(HEADLINE)]
    assert len(titles) == 2 and not any("Tilda" in t for t in titles), titles
    assert browser.find("#news-q").get_attribute("value") == "swift -tilda"
    browser.screenshot("news-search")


def test_news_emptySearch_explainsOnThePage(browser):
    browser.open("/news/search?q=&lang=en")
    assert "Type what to search for" in browser.text("main")
    assert not browser.find_all(HEADLINE)


def test_news_unknownEdition_isA400ListingTheRealOnes(browser):
    browser.open("/news?lang=en&edition=xx-YY", status=400)
    links = browser.find_all(".news-editions a")
    assert len(links) >= 40
    browser.follow(next(a for a in links if a.text.endswith("— fr-FR")))
    wait_for_headlines(browser)
    assert parse_qs(urlsplit(browser.driver.current_url).query)["edition"] == ["fr-FR"]


def test_news_feedLink_isAnnouncedAndServesAtom(browser):
    browser.open("/news/world?lang=en&edition=de-DE")
    wait_for_headlines(browser)
    alternate = browser.driver.find_element(By.CSS_SELECTOR, 'link[rel=alternate][type="application/atom+xml"]')
    href = alternate.get_attribute("href")
    visible = browser.find('.news-source a[type="application/atom+xml"]').get_attribute("href")
    assert href == visible and href.endswith("/news/world?lang=en&edition=de-DE&format=atom")
    with urllib.request.urlopen(href) as response:
        assert response.headers["Content-Type"] == "application/atom+xml; charset=utf-8"
        feed = ET.fromstring(response.read())  # a strict XML parser: any error raises
    atom = "{http://www.w3.org/2005/Atom}"
    assert feed.tag == atom + "feed"
    entries = feed.findall(atom + "entry")
    assert entries and all(e.find(atom + "id") is not None and e.find(atom + "updated") is not None for e in entries)


def test_newsUpdatedLine_inArabic_keepsCountingInArabicPluralForms(browser):
    # news.js takes the server's words (data-age-words) and the page language's plural rules, so
    # the age it writes reads like the server's, here in Arabic ("منذ 5 ثوانٍ", "منذ دقيقتين").
    browser.open("/news?lang=ar")
    wait_for_headlines(browser)
    after = browser.find(".news-updated__after")
    first = after.text
    assert "منذ" in first, first
    if browser.javascript:
        browser.wait_for_news_age_to_move(after, first)
        assert "منذ" in after.text and "ago" not in after.text, after.text
    else:
        assert after.text == first
    browser.screenshot("news-ar")
