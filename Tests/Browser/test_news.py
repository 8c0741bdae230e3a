"""News headlines: the list, and the Refresh button that lands back on the list."""

from urllib.parse import urlsplit

HEADLINE = ".news-list .headline .result__title"


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
    assert (url.path, url.query) == ("/news", "lang=en&refreshed=1")
    assert len(browser.find_all(HEADLINE)) >= 5
    # The click is never silent: it says when the headlines were refreshed and when it can be again.
    assert "you can refresh again in" in browser.text("p.message--notice[role=status]")
