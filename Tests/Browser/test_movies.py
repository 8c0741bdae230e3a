"""Movies: search, open a result, open one of its recommendations, page through results; where to
watch in another region, a person's search, and the way Back."""
import base64
import os
import re

import pytest

from selenium.webdriver.support.ui import Select

from selenium.webdriver.common.keys import Keys


def test_movies_searchThenResultThenRecommendation(browser):
    browser.open("/movies?lang=en")
    browser.screenshot("movies-empty")
    box = browser.find("#movie-query")
    box.send_keys("the")
    page = browser.find("html")
    box.send_keys(Keys.ENTER)
    browser.wait_for_new_document(page)
    assert "q=the" in browser.driver.current_url
    cards = browser.find_all(".movie-grid .movie-card a")
    assert len(cards) >= 10
    browser.screenshot("movies-results")

    title = cards[0].find_element("css selector", ".movie-card__title").text
    browser.follow(cards[0])
    assert re.search(r"/movies/\d+\?q=the&lang=en&region=US$", browser.driver.current_url), browser.driver.current_url
    assert browser.text("#movie-title") == title
    browser.screenshot("movie-detail")
    back = browser.find("a[href^='/movies?q=the']")
    assert "Results for “the”" in back.text

    recommendations = browser.find_all("section[aria-labelledby=recommendations-heading] .movie-card a")
    assert recommendations, "the first result has no recommendations"
    recommended = recommendations[0].find_element("css selector", ".movie-card__title").text
    first_url = browser.driver.current_url
    browser.follow(recommendations[0])
    assert browser.driver.current_url != first_url
    assert browser.text("#movie-title") == recommended
    browser.screenshot("movie-recommended")


def test_movies_whenPaging_nextLinkShowsPageTwo(browser):
    browser.open("/movies?q=the&lang=en")
    first = [e.text for e in browser.find_all(".movie-card__title")]
    browser.follow(browser.find(".pager a[rel=next]"))
    assert "page=2" in browser.driver.current_url
    assert "2" in browser.text(".pager__position")
    second = [e.text for e in browser.find_all(".movie-card__title")]
    assert second and not set(second) & set(first)


def test_movies_unknownId_is404WithWayBack(browser):
    browser.open("/movies/999999?lang=en", status=404)
    browser.screenshot("movie-404")
    assert browser.find_all("main a")


def test_movies_grid_titlesInARowLineUpWithOrWithoutPoster(browser):
    # The English "the" results mix posters and "No poster" placeholders in the same rows.
    browser.open("/movies?q=the&lang=en")
    assert browser.find_all(".movie-card .poster-placeholder") and browser.find_all(".movie-card img")
    for width in (1280, 375):
        with browser.viewport(width):
            cards, titles = browser.tops(".movie-card"), browser.tops(".movie-card__title")
        offsets = [title - card for card, title in zip(cards, titles)]
        # Within a pixel: card widths, hence poster heights, are fractional.
        assert max(offsets) - min(offsets) < 1, f"at {width} px card titles sit at different heights below the poster: {offsets}"


# The sample's "The Crimson Letter": offers in five regions (none in Germany), two recommendations,
# a cast with and without pictures.
def test_movies_inArabic_titlesAndOverviewAreArabicAndReadRightToLeft(browser):
    """TMDB answers `language=ar-EG` in Arabic where a film has a translation: the search finds films by
    their Arabic titles, and the overview under the Arabic heading is Arabic, set right to left."""
    browser.open("/movies?q=%D8%A7%D9%84%D8%B1%D8%B3%D8%A7%D9%84%D8%A9&lang=ar")  # الرسالة, "the letter"
    titles = [element.text for element in browser.find_all(".movie-card__title")]
    assert "الرسالة القرمزية" in titles, titles
    browser.screenshot("movies-results-ar")
    browser.open("/movies/1025?lang=ar")
    overview = browser.find(".movie__body p[lang='ar-EG']")
    assert overview.text.startswith("حين تصمت الرسالة، تبدأ رحلة"), overview.text
    assert not re.search("[A-Za-z]", overview.text), overview.text
    assert browser.driver.execute_script("return getComputedStyle(arguments[0]).direction", overview) == "rtl"
    browser.screenshot("movie-detail-ar")


@pytest.mark.parametrize("lang, locale, overview", [
    ("de", "de-DE", "Als ein Brief verstummt, folgt Esther Blackwood"),
    ("fr", "fr-FR", "Quand une lettre se tait, Esther Blackwood"),
    ("zh-Hant", "zh-TW", "當書信沉寂下來，Esther Blackwood"),
    ("ko", "ko-KR", "편지가 침묵하자,"),
])
def test_movies_inOtherLanguages_overviewIsInThatLanguage(browser, lang, locale, overview):
    """TMDB answers each interface language in it where a film has a translation, so the overview marked
    with that language's `lang` is written in it, not in English."""
    browser.open(f"/movies/1025?lang={lang}")
    text = browser.find(f".movie__body p[lang='{locale}']").text
    assert text.startswith(overview), text
    browser.screenshot(f"movie-detail-{lang}")


DETAIL = "/movies/1025?lang=en"


def back(browser):
    page = browser.find("html")
    browser.driver.back()
    browser.wait_for_new_document(page)


def test_movies_detail_changeRegion_openRecommendation_followPerson_comeBack(browser):
    browser.open(DETAIL)
    # Chromium runs with --lang=en-US: the region follows Accept-Language.
    assert browser.text("#watch-heading") == "Where to watch in United States"
    assert browser.find_all(".watch .providers img"), "the services show their logos"
    assert "JustWatch" in browser.text(".watch .attribution")

    Select(browser.find("#region-choice")).select_by_value("JP")
    browser.follow(browser.find(".region-picker button"))
    assert "region=JP" in browser.driver.current_url
    assert browser.text("#watch-heading") == "Where to watch in Japan"
    assert "Kiosk Video Club" in browser.text(".watch"), "a service without a logo still shows its name"

    recommendation = browser.find("section[aria-labelledby=recommendations-heading] .movie-card a")
    title = recommendation.find_element("css selector", ".movie-card__title").text
    browser.follow(recommendation)
    assert "region=JP" in browser.driver.current_url, "the region travels with the link"
    assert browser.text("#movie-title") == title
    back(browser)
    assert browser.text("#movie-title") == "The Crimson Letter"
    assert browser.text("#watch-heading") == "Where to watch in Japan"

    person = browser.find(".cast li a")
    name = person.text
    browser.follow(person)
    assert "/movies?q=" in browser.driver.current_url and "region=JP" in browser.driver.current_url
    assert browser.find("#movie-query").get_attribute("value") == name
    # TMDB's movie search matches titles, so a person's name may find nothing: the page says which.
    assert browser.find_all(".movie-grid .movie-card") or name in browser.text(".message--notice")
    back(browser)
    assert browser.text("#movie-title") == "The Crimson Letter"

    back(browser)
    assert browser.text("#watch-heading") == "Where to watch in United States"


def test_movies_detail_whenRegionHasNothing_saysSoAndOffersOthers(browser):
    browser.open("/movies/1025?lang=en&region=DE")
    assert browser.text(".watch__none") == "Not available to stream in Germany."
    options = [o.text for o in Select(browser.find("#region-choice")).options]
    assert "Japan" in options and "Germany" in options
    assert browser.find_all(".watch a[href^='https://www.themoviedb.org/movie/1025/watch?locale=DE']")


def test_movies_detail_unknownRegion_is400ListingRegions(browser):
    browser.open("/movies/1025?lang=en&region=ZZ", status=400)
    assert "AD, AE, AF" in browser.text("main")


def test_movies_detail_screenshots_phoneAndDesktop_lightAndDark(browser):
    """Pictures to look at: poster, where to watch and the cast must read well on a phone."""
    if not browser.javascript:
        return  # the same page either way; once is enough
    browser.open("/movies/1025?lang=en&region=US")
    driver = browser.driver
    folder = os.environ.get("KIOSK_SHOTS", os.path.join(os.path.dirname(__file__), "screenshots"))
    os.makedirs(folder, exist_ok=True)
    try:
        for theme in ("light", "dark"):
            driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": theme}]})
            for width in (390, 1280):
                metrics = {"width": width, "height": 900, "deviceScaleFactor": 1, "mobile": width < 600}
                driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", metrics)
                assert driver.execute_script("return document.documentElement.scrollWidth") <= width, f"wider than {width} px"
                height = driver.execute_script("return document.documentElement.scrollHeight")
                driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", dict(metrics, height=height))
                assert not browser.broken_images()
                shot = driver.execute_cdp_cmd("Page.captureScreenshot", {"format": "png"})
                with open(os.path.join(folder, f"movie-detail-{theme}-{width}.png"), "wb") as f:
                    f.write(base64.b64decode(shot["data"]))
                if width == 390:
                    # On a phone each kind of offer is one short row of named chips, not a wall of logos.
                    rows = driver.execute_script(
                        "return Array.from(document.querySelectorAll('.providers')).map(u => u.getBoundingClientRect().height)")
                    assert rows and max(rows) < 120, f"offer rows too tall on a phone: {rows}"
    finally:
        driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
