"""Fixtures for the real-browser journeys: one `kiosk serve --offline` for the session (built beforehand
by `swift build`; nothing is built here) and headless Chromium twice, with JavaScript on and off.

Every page the journeys reach goes through `Browser.settle`, which fails the test on a console error,
on a request to any origin but Kiosk's, or on an unexpected HTTP status of the page itself.
"""
import base64
import contextlib
import json
import os
import signal
import subprocess
import tempfile
import time
import urllib.request

import pytest
from kiosk_tools import ROOT, free_port
from selenium import webdriver
from selenium.common.exceptions import NoSuchElementException, StaleElementReferenceException, WebDriverException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

BINARY = os.environ.get("KIOSK_BINARY", os.path.join(ROOT, ".build/debug/kiosk"))
SCREENSHOTS = os.path.join(ROOT, "Tests/Browser/screenshots")
CHROMIUM = os.environ.get("KIOSK_CHROMIUM", "/usr/bin/chromium")
CHROMEDRIVER = os.environ.get("KIOSK_CHROMEDRIVER", "/usr/bin/chromedriver")

START_TIMEOUT = 20  # seconds for the server to answer /healthz (a debug build starts in well under 1 s)
STOP_TIMEOUT = 15  # seconds for a graceful stop after SIGTERM
WAIT = 10  # seconds any single expected change in the page may take
WIDTHS = (1280, 375)  # desktop, and a small phone
MAX_SHOT_HEIGHT = 8000  # px: caps a full-page screenshot of a long result list
# Schemes a page may load from without leaving the machine.
LOCAL_SCHEMES = ("data:", "blob:", "about:")



@pytest.fixture(scope="session")
def origin():
    """The origin of a running `kiosk serve --offline`, stopped with SIGTERM at the end."""
    if not os.access(BINARY, os.X_OK):
        pytest.fail(f"{BINARY} is missing: run `swift build` first")
    port = free_port()
    # A fresh comic search index for the session (built from the sample comics in seconds).
    data = tempfile.mkdtemp(prefix="kiosk-browser-data-")
    server = subprocess.Popen(
        [BINARY, "serve", "--offline", "--port", str(port), "--log-level", "warning", "--data-dir", data], cwd=ROOT)
    origin = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + START_TIMEOUT
    while True:
        try:
            urllib.request.urlopen(f"{origin}/healthz", timeout=2).read()
            break
        except OSError:
            if server.poll() is not None or time.monotonic() > deadline:
                server.kill()
                pytest.fail(f"kiosk did not start on port {port} (exit status {server.poll()})")
            time.sleep(0.1)
    yield origin
    server.send_signal(signal.SIGTERM)
    try:
        assert server.wait(timeout=STOP_TIMEOUT) == 0, "kiosk did not exit cleanly on SIGTERM"
    except subprocess.TimeoutExpired:
        server.kill()
        raise


@pytest.fixture(scope="session", params=["js", "nojs"])
def browser(request, origin):
    """Headless Chromium with JavaScript on (`js`) or off (`nojs`), logging console and network."""
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=1280,900",
                     "--lang=en-US", "--no-first-run", "--disable-extensions", "--disable-background-networking",
                     "--disable-component-update", "--disable-sync", "--disable-default-apps"):
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL", "performance": "ALL"})
    if request.param == "nojs":
        options.add_experimental_option("prefs", {"profile.managed_default_content_settings.javascript": 2})
    # Explicit paths: Selenium Manager would otherwise look for a browser on the network.
    driver = webdriver.Chrome(options=options, service=Service(executable_path=CHROMEDRIVER))
    driver.set_page_load_timeout(30)
    os.makedirs(SCREENSHOTS, exist_ok=True)
    browser = Browser(driver, origin, request.param)
    yield browser
    driver.quit()


def _is_gone(element):
    """Whether `element`'s document has been replaced. Selenium's `staleness_of` takes only
    StaleElementReferenceException for that; chromedriver also answers "Node with given id does not
    belong to the document" while the old document is being torn down, an error, not a "no"."""
    try:
        element.is_enabled()
        return False
    except StaleElementReferenceException:
        return True
    except WebDriverException as error:
        if "does not belong to the document" in (error.msg or ""):
            return True
        raise

class Browser:
    """A driver plus the checks every page must pass."""

    def __init__(self, driver, origin, mode):
        self.driver = driver
        self.origin = origin
        self.mode = mode
        self.javascript = mode == "js"
        self.shots = []

    # Navigation

    def open(self, path, status=200):
        self.driver.get(self.origin + path)
        self.settle(status)

    def follow(self, element, status=200):
        """Clicks a link or button that loads a new document and waits for it."""
        old = self.driver.find_element(By.TAG_NAME, "html")
        element.click()
        self.wait_for_new_document(old, status)

    def wait_for_new_document(self, old, status=200):
        WebDriverWait(self.driver, WAIT).until(lambda _: _is_gone(old))
        WebDriverWait(self.driver, WAIT).until(lambda d: d.execute_script("return document.readyState") == "complete")
        self.settle(status)

    def wait_for_lasting_page(self, message="the page kept replacing itself"):
        """Waits until the document is loaded and will not replace itself (a loading page reloads
        itself with a meta refresh), then runs the page checks. Wait for this, or for something only
        the new page has, after a navigation: an element the page before it had too (a button both
        pages show) can be found on the page that is about to go, and is gone when it is clicked."""
        script = ("return document.readyState === 'complete' && "
                  "!document.querySelector('meta[http-equiv=refresh]')")
        WebDriverWait(self.driver, WAIT, ignored_exceptions=(StaleElementReferenceException, NoSuchElementException)).until(
            lambda d: d.execute_script(script), message)
        self.settle()

    def wait_for_news_age_to_move(self, element, before):
        """Waits until `element` (in the news page's "updated" line) no longer reads `before`. Seconds
        change every second, but headlines the session's server fetched minutes ago show minutes, which
        change once a minute: so the wait is real time, up to just over a minute, only as long as the
        age shown needs."""
        seconds = int(self.find(".news-updated").get_attribute("data-age-seconds") or 0)
        limit = WAIT if seconds < 50 else 70
        WebDriverWait(self.driver, limit).until(lambda d: element.text != before, "the updated age never changed")

    def settle(self, status=200):
        """Fails on a console error, a request leaving Kiosk's origin, or a page status other than `status`."""
        url = self.driver.current_url
        requests, documents = [], []
        for entry in self.driver.get_log("performance"):
            message = json.loads(entry["message"])["message"]
            params = message.get("params", {})
            if message["method"] == "Network.requestWillBeSent":
                requests.append(params["request"]["url"])
            elif message["method"] == "Network.responseReceived" and params.get("type") == "Document":
                documents.append((params["response"]["url"], params["response"]["status"]))
        foreign = [r for r in requests if not (r.startswith(self.origin + "/") or r.startswith(LOCAL_SCHEMES))]
        assert not foreign, f"{url} made requests outside Kiosk's origin: {foreign}"
        if documents:
            assert documents[-1][1] == status, f"{documents[-1][0]} answered {documents[-1][1]}, expected {status}"
        # Chromium reports a page's own 4xx status as a console error; that one is expected on a 404 page.
        own_status = f"{url} - Failed to load resource: the server responded with a status of {status} "
        errors = [e["message"] for e in self.driver.get_log("browser")
                  if e["level"] == "SEVERE" and not (status >= 400 and e["message"].startswith(own_status))]
        assert not errors, f"console errors on {url}: {errors}"

    # Reading the page

    def find(self, css):
        return self.driver.find_element(By.CSS_SELECTOR, css)

    def find_all(self, css):
        return self.driver.find_elements(By.CSS_SELECTOR, css)

    def text(self, css):
        return self.find(css).text

    def wait(self, condition, message=""):
        return WebDriverWait(self.driver, WAIT).until(condition, message)

    def broken_images(self):
        """Images that finished loading without a picture; call with the whole page on screen (lazy images load)."""
        self.wait(lambda d: d.execute_script("return Array.from(document.images).every(i => i.complete)"),
                  f"images still loading on {self.driver.current_url}")
        return self.driver.execute_script(
            "return Array.from(document.images).filter(i => i.complete && i.naturalWidth === 0).map(i => i.src)")

    # Layout

    @contextlib.contextmanager
    def viewport(self, width, height=900):
        """Lays the page out at `width` CSS px (a phone below 600: `mobile` honours the viewport meta)."""
        metrics = {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 600}
        self.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", metrics)
        try:
            yield
        finally:
            self.driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})

    def tops(self, css):
        """The top edge, in px, of each element matching `css`."""
        return self.driver.execute_script(
            "return Array.from(document.querySelectorAll(arguments[0])).map(e => e.getBoundingClientRect().top)", css)

    # Screenshots

    def screenshot(self, name):
        """Full-page PNGs at each width in Tests/Browser/screenshots/, failing if the page is wider than the screen."""
        driver = self.driver
        problems = []
        try:
            for width in WIDTHS:
                metrics = {"width": width, "height": 900, "deviceScaleFactor": 1, "mobile": width < 600}
                driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", metrics)
                overflow = driver.execute_script(
                    "const w = document.documentElement.clientWidth;"
                    "if (document.documentElement.scrollWidth <= w) return null;"
                    "return Array.from(document.querySelectorAll('body *'))"
                    ".filter(e => e.getBoundingClientRect().right > w + 1).slice(-3)"
                    ".map(e => e.tagName + '.' + e.className + ' right=' + Math.round(e.getBoundingClientRect().right));")
                if overflow is not None:
                    problems.append(f"{driver.current_url} is wider than {width} px: {overflow}")
                # A viewport as tall as the page puts every lazy image on screen, so the picture is complete.
                height = min(driver.execute_script("return document.documentElement.scrollHeight"), MAX_SHOT_HEIGHT)
                driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", dict(metrics, height=height))
                broken = self.broken_images()
                if broken:
                    problems.append(f"broken images on {driver.current_url} at {width} px: {broken}")
                shot = driver.execute_cdp_cmd("Page.captureScreenshot", {"format": "png"})
                path = os.path.join(SCREENSHOTS, f"{self.mode}-{name}-{width}.png")
                with open(path, "wb") as f:
                    f.write(base64.b64decode(shot["data"]))
                self.shots.append(path)
        finally:
            driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
        # After the pictures are saved, so a failure can be looked at.
        assert not problems, problems
