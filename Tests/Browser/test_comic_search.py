"""Finding the relevant xkcd: the search box on a comic page, results with marked words, paging,
a bare number, Japanese, the transcript under a comic, with JavaScript on and off."""
import time

from selenium.webdriver.common.keys import Keys

INDEX_WAIT = 60  # seconds for the offline index to hold every sample comic (a few on a debug build)


def wait_for_index(browser, query):
    """Searches until the page no longer says the index is being built (it searches what it has meanwhile)."""
    deadline = time.monotonic() + INDEX_WAIT
    while True:
        browser.open(query)
        if not browser.find_all(".comic-search__progress"):
            return
        assert time.monotonic() < deadline, "the sample index was not complete in time"
        time.sleep(0.5)


def test_comicSearch_fromAComicPage_findsMarkedResultsAndPages(browser):
    wait_for_index(browser, "/comics/search?q=volcano&lang=en")
    browser.open("/comics/3000?lang=en")
    box = browser.find(".comic-search-form input[name=q]")
    box.send_keys("password")
    page = browser.find("html")
    box.send_keys(Keys.ENTER)
    browser.wait_for_new_document(page)
    assert "/comics/search?q=password" in browser.driver.current_url
    results = browser.find_all(".comic-result")
    assert len(results) == 20
    assert "Password" in results[0].text
    marks = [mark.text.lower() for mark in browser.find_all(".result__snippet mark")]
    assert marks and all("password" in mark for mark in marks)
    assert not browser.broken_images()
    browser.screenshot("comic-search-en")
    browser.follow(browser.find(".pager a[rel=next]"))
    assert "page=2" in browser.driver.current_url
    assert browser.find_all(".pager a[rel=prev]")


def test_comicSearch_inJapanese_findsAndSaysSoInJapanese(browser):
    wait_for_index(browser, "/comics/search?q=volcano&lang=ja")
    browser.open("/comics/search?q=%E3%83%91%E3%82%B9%E3%83%AF%E3%83%BC%E3%83%89&lang=ja")
    assert browser.find("h1").text == "xkcd を検索"
    browser.open("/comics/search?q=volcano&lang=ja")
    assert "件目" in browser.text(".result-summary")
    assert browser.find_all(".result__snippet mark")
    browser.screenshot("comic-search-ja")


def test_comicSearch_whenBareNumber_opensThatComic(browser):
    browser.open("/comics/search?q=1234&lang=en", status=200)
    assert browser.driver.current_url.endswith("/comics/1234?lang=en")
    assert browser.text(".comic__number") == "#1234"


def test_comicSearch_whenNothingTyped_explainsWhatToDo(browser):
    browser.open("/comics/search?q=&lang=en")
    assert "Type a word or phrase" in browser.text(".message")


def test_comicPage_transcriptIsFoldedUnderTheImageWithCredit(browser):
    wait_for_index(browser, "/comics/search?q=volcano&lang=en")
    # An earlier test may have opened #2000 before its transcript was indexed: the browser keeps that
    # copy for the minute such a page may be cached (ComicHandler.awaitingTranscript), then asks again.
    deadline = time.monotonic() + INDEX_WAIT + 60
    while True:
        browser.open("/comics/2000?lang=en")
        if browser.find_all(".comic__transcript"):
            break
        assert time.monotonic() < deadline, "no transcript for #2000"
        time.sleep(0.5)
    details = browser.find(".comic__transcript")
    assert details.get_attribute("open") is None
    browser.find(".comic__transcript summary").click()
    assert "explain xkcd" in details.text and "CC BY-SA 3.0" in details.text
    browser.screenshot("comic-transcript")
