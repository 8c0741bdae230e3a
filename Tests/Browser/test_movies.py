"""Movies: search, open a result, open one of its recommendations, page through results."""
import re

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
    assert re.search(r"/movies/\d+\?q=the&lang=en$", browser.driver.current_url), browser.driver.current_url
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
