"""Each front-page card on its own when its source misbehaves: a sample upstream of its own (so its
fault switch can make one source fail, answer slowly or ask Kiosk to wait) behind a Kiosk of its own,
read by the journeys' browser with JavaScript on and off. The other cards still show."""
import shutil
import tempfile

import fleetlib
import pytest

# (source, fault, what its card says, a text only that card shows when its source is well)
FAULTS = [
    ("xkcd", {"mode": "status", "status": 500}, "xkcd answered with an error (HTTP 500).", ".home-comic__title"),
    ("news", {"mode": "slow", "seconds": 30}, "Still waiting for Google News.", ".home-headlines"),
    ("tmdb", {"mode": "429", "seconds": 120}, "TMDB asked us to slow down", ".home-posters"),
    ("wikipedia", {"mode": "malformed"}, "Wikipedia sent an answer Kiosk could not read.", ".home-featured"),
]
CARDS = {".home-comic__title", ".home-headlines", ".home-posters", ".home-featured"}


@pytest.fixture
def faulty():
    """A sample upstream and a Kiosk of their own, so a fault never reaches the journeys' server."""
    workdir = tempfile.mkdtemp(prefix="kiosk-faults-")
    sample = fleetlib.SampleUpstream(workdir).start()
    kiosk = fleetlib.Kiosk("F", workdir, sample, None).start()
    yield sample, kiosk
    kiosk.stop(fleetlib.signal.SIGTERM)
    sample.stop()
    shutil.rmtree(workdir, ignore_errors=True)


@pytest.mark.parametrize("source,fault,notice,own", FAULTS, ids=[f[0] for f in FAULTS])
def test_frontPage_whenOneSourceMisbehaves_onlyItsCardSaysSo(browser, faulty, source, fault, notice, own):
    sample, kiosk = faulty
    query = "&".join(f"{k}={v}" for k, v in fault.items())
    status, _, body = fleetlib.http(sample.port, f"/_control/fault?{query}&source={source}", method="POST")
    assert status == 200, body
    driver = browser.driver
    driver.get(f"http://127.0.0.1:{kiosk.port}/?lang=en")
    text = driver.find_element("css selector", "main").text
    assert notice in text, text[:1500]
    for card in CARDS - {own}:
        assert driver.find_elements("css selector", card), f"{card} is missing while only {source} misbehaves"
    assert not driver.find_elements("css selector", own), f"{own} shows although {source} failed"
    # This server is not the journeys' origin: drop its log entries so the next page's checks start clean.
    driver.get_log("performance")
    driver.get_log("browser")
