"""Pages outside the journeys: home, the error page, and Japanese editions (CJK glyphs in the screenshots)."""
import pytest


def test_home_linksToTheFourSections(browser):
    browser.open("/?lang=en")
    assert [e.text for e in browser.find_all(".site-nav a")] == ["Wikipedia", "News", "xkcd", "Movies"]
    assert [e.text for e in browser.find_all(".home-more a")][:4] == ["All headlines", "Search Wikipedia", "Atom feed", "Read xkcd"]
    browser.screenshot("home")
    browser.follow(browser.find('.language-picker a[lang="ja"]'))
    assert "lang=ja" in browser.driver.current_url
    assert browser.find("html").get_attribute("lang") == "ja"


def test_unknownPath_is404PageWithNavigation(browser):
    browser.open("/no/such/page", status=404)
    assert browser.find_all(".site-nav a")
    browser.screenshot("not-found")


@pytest.mark.parametrize("name, path", [
    ("home-ja", "/?lang=ja"),
    ("search-ja", "/search?q=Swift&lang=ja"),
    ("news-ja", "/news?lang=ja"),
    ("comics-ja", "/comics?lang=ja"),
    ("movies-ja", "/movies?q=the&lang=ja"),
    ("movie-ja", "/movies/1904?lang=ja"),
])
def test_japanesePages_renderWithoutErrors(browser, name, path):
    browser.open(path)
    assert browser.find("html").get_attribute("lang") == "ja"
    if name == "news-ja":
        browser.wait_for_lasting_page("the news page kept loading")
        assert browser.find_all(".news-list .headline"), "no headlines"
    browser.screenshot(name)
