"""The front page on a fleet: two Kiosk instances on one Redis behind nginx, one sample upstream that
counts what reaches it. However many readers open `/` through whichever instance, each card's
source is asked at most once per time-to-live for the whole fleet."""
import os
import shutil

import fleetlib
import pytest

pytestmark = pytest.mark.skipif(
    not (shutil.which("redis-server") and (shutil.which("nginx") or os.path.exists("/usr/sbin/nginx"))),
    reason="redis-server and nginx are installed by .ci/install")

# What each card asks the sample upstream for, by the start of its target.
CARDS = {
    "wikipedia": "/en/api/rest_v1/feed/featured/",
    "news": "/rss",
    "xkcd": "/info.0.json",
    "tmdb": "/3/trending/movie/day",
}


@pytest.fixture(scope="module")
def fleet():
    # The comic index's crawler stays off: its background fetches would blur what the pages ask for.
    running = fleetlib.Fleet(count=2, shared_cache=True, extra=("--comic-crawler", "off"))
    yield running
    running.stop()


def test_frontPage_onAFleet_asksEachCardsSourceOncePerTimeToLive(fleet):
    a, b = fleet.kiosks
    # The first reader fills every card (through A); the page it gets may be marked incomplete if a
    # card outlasted the deadline, but its fetch still lands in Redis.
    assert fleetlib.http(a.port, "/?lang=en")[0] == 200
    fleetlib.wait_until(
        lambda: all(any(t.startswith(p) for t in fleet.sample.requests()[1]) for p in CARDS.values()), 30,
        "every card's first fetch")
    for view in range(60):
        port = (a.port, b.port, fleet.nginx.port)[view % 3]
        status, headers, body = fleetlib.http(port, "/?lang=en")
        assert status == 200
    # The last views, through each instance, are complete pages (no card late or failing).
    for port in (a.port, b.port):
        status, headers, body = fleetlib.http(port, "/?lang=en")
        assert headers["Cache-Control"] == "public, max-age=60", body[:2000]
    targets = fleet.sample.requests()[1]
    for card, prefix in CARDS.items():
        asked = {t: n for t, n in targets.items() if t.startswith(prefix)}
        assert sum(asked.values()) == 1, f"{card}: {asked}\n{fleet.logs()}"
