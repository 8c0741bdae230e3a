"""Two Kiosk instances on one Redis behind nginx (deploy/nginx/kiosk.conf), on loopback,
against one sample upstream that counts what reaches it. The steps run in order on one fleet: each
starts from what the previous left (a cached page, a stopped instance, a stopped Redis).
"""
import os
import re
import shutil
import threading

import fleetlib
import pytest

pytestmark = pytest.mark.skipif(
    not (shutil.which("redis-server") and (shutil.which("nginx") or os.path.exists("/usr/sbin/nginx"))),
    reason="redis-server and nginx are installed by .ci/install")


@pytest.fixture(scope="module")
def fleet():
    # The comic index's crawler stays off: its background fetches would blur what the pages ask for.
    running = fleetlib.Fleet(count=2, shared_cache=True, extra=("--comic-crawler", "off"))
    yield running
    running.stop()


def is_image(target):
    return target.endswith(".png") or target.startswith("/t/p/")


def api_requests(fleet):
    """{target: count} of API requests: images stay in each process by design (and each instance's
    prefetcher warms its own copy), so only API data is shared through Redis."""
    return {t: n for t, n in fleet.sample.requests()[1].items() if not is_image(t)}


def test_1_a_page_fetched_through_one_instance_is_not_fetched_again_by_the_other(fleet):
    a, b = fleet.kiosks
    for path in ["/comics/5?lang=en", "/search?q=Kyoto&lang=en"]:
        before = api_requests(fleet)
        assert fleetlib.http(a.port, path)[0] == 200
        after_a = api_requests(fleet)
        # What A's view asked for (its prefetch of the neighbours may add more, in the background).
        asked = {t for t, n in after_a.items() if n > before.get(t, 0)}
        assert asked, f"A did not reach the upstream for {path}"
        assert fleetlib.http(b.port, path)[0] == 200
        after_b = api_requests(fleet)
        again = {t: after_b[t] for t in asked if after_b[t] != 1}
        assert not again, f"B asked the upstream again for {path}: {again}\n{fleet.logs()}"
    # Across both instances and their prefetches, no API target was requested twice (images stay in
    # each process's memory by design, so each instance's prefetch may fetch its own copy).
    api = api_requests(fleet)
    assert all(count == 1 for count in api.values()), api


def test_1b_two_instances_clicked_on_one_headline_at_once_resolve_its_link_once(fleet):
    a, b = fleet.kiosks
    status, _, page = fleetlib.http(a.port, "/news?lang=en&edition=en-GB")
    assert status == 200, page
    ids = re.findall(r'href="/news/go/(CBMi[A-Za-z0-9_-]+)', page)
    assert ids, "the news page links no headline to /news/go/"
    link = f"/news/go/{ids[-1]}?lang=en"
    before = fleet.sample.requests()[1]
    answers = {}

    def click(kiosk):
        # urllib follows the 302: the answer is the sample publisher's page.
        answers[kiosk.name] = fleetlib.http(kiosk.port, link)

    threads = [threading.Thread(target=click, args=(k,)) for k in (a, b)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    for name, (status, _, body) in answers.items():
        assert status == 200 and "sample publisher page" in body, (name, status, body[:300])
    after = fleet.sample.requests()[1]
    grew = {t: after[t] - before.get(t, 0) for t in after if after[t] != before.get(t, 0)}
    assert grew.get(f"/rss/articles/{ids[-1]}") == 1, grew
    assert grew.get("/_/DotsSplashUi/data/batchexecute?rpcids=Fbv4je") == 1, grew
    assert grew.get(f"/publisher/{ids[-1]}") == 2, grew
    metrics = fleetlib.http(a.port, "/metrics")[2] + fleetlib.http(b.port, "/metrics")[2]
    assert 'kiosk_news_links_total{outcome="resolved"} 1' in metrics, metrics
    assert 'kiosk_news_links_total{outcome="cached"} 1' in metrics, metrics


def test_2_a_429_seen_by_one_instance_makes_the_other_wait_without_asking(fleet):
    a, b = fleet.kiosks
    # Retry-After 120 s: far longer than this step, so the shared cooldown cannot end under it.
    fleet.sample.fault("429", seconds=120)
    try:
        status_a, _, _ = fleetlib.http(a.port, "/search?q=Osaka&lang=en")
    finally:
        fleet.sample.fault("none")
    assert status_a == 503
    status_b, headers_b, _ = fleetlib.http(b.port, "/search?q=Nagoya&lang=en")
    assert status_b == 503
    assert int(headers_b["Retry-After"]) > 60
    # Counted by target: step 1's prefetches may still be arriving.
    asked = [t for t in fleet.sample.requests()[1] if "srsearch=Nagoya" in t]
    assert asked == [], "B asked Wikipedia while the fleet was told to wait"
    readyz = b.readyz()
    assert readyz[0] == 200 and "wikipedia: cooling down" in readyz[2], readyz


def test_3_stopping_an_instance_under_load_fails_no_request(fleet):
    a, _ = fleet.kiosks
    paths = [f"/comics/{n}?lang=en" for n in range(1, 13)]
    for path in paths:
        assert fleetlib.http(fleet.nginx.port, path)[0] == 200
    failures, answered = [], [0]
    lock = threading.Lock()
    stop_load = threading.Event()

    def client(offset):
        i = offset
        while not stop_load.is_set():
            path = paths[i % len(paths)]
            i += 1
            try:
                status = fleetlib.http(fleet.nginx.port, path, timeout=20)[0]
            except OSError as error:
                status = repr(error)
            with lock:
                answered[0] += 1
                if status != 200:
                    failures.append((path, status))

    threads = [threading.Thread(target=client, args=(k,)) for k in range(6)]
    for thread in threads:
        thread.start()
    # Stop A once the load is under way (a count, not a clock), then keep loading B alone.
    fleetlib.wait_until(lambda: answered[0] >= 200, 60, "the load to get going")
    exit_code = a.stop(fleetlib.signal.SIGTERM)
    after_stop = answered[0]
    fleetlib.wait_until(lambda: answered[0] >= after_stop + 200, 60, "the load to go on through B")
    stop_load.set()
    for thread in threads:
        thread.join()
    assert exit_code == 0, a.log()[-2000:]
    assert failures == [], f"{len(failures)} of {answered[0]} requests failed: {failures[:5]}\n{fleet.logs()}"


def test_4_a_restarted_instance_serves_cached_pages_without_asking_the_upstream(fleet):
    a = fleet.kiosks[0]
    before = api_requests(fleet)
    a.start()  # same port, empty process memory: what it serves comes from Redis
    for n in range(1, 13):
        assert fleetlib.http(a.port, f"/comics/{n}?lang=en")[0] == 200
    assert fleetlib.http(a.port, "/search?q=Kyoto&lang=en")[0] == 200
    after = api_requests(fleet)
    assert after == before, {t: n for t, n in after.items() if n != before.get(t)}


def test_5_without_redis_both_serve_from_memory_and_say_so_then_sharing_resumes(fleet):
    a, b = fleet.kiosks
    fleet.redis.stop()
    for kiosk in (a, b):
        assert fleetlib.http(kiosk.port, "/comics/3?lang=en")[0] == 200
        status, _, body = kiosk.readyz()
        assert status == 200, body
        # Wikipedia may still be cooling down from step 2: it is listed too.
        assert body.startswith("ready, degraded: redis"), body
        assert "\nredis: unreachable at 127.0.0.1:" in body, body
    # A page nobody fetched yet: straight from the upstream, as a single process would.
    assert fleetlib.http(a.port, "/comics/20?lang=en")[0] == 200
    assert fleetlib.http(fleet.nginx.port, "/comics/21?lang=en")[0] == 200

    fleet.redis.start()  # same port, empty
    # Each instance retries Redis once a second by itself; 30 s is room for a busy runner.
    fleetlib.wait_until(lambda: all("\nredis: ok\n" in k.readyz()[2] for k in (a, b)), 30,
                        "both instances to find Redis again")
    before = fleet.sample.requests()[1].get("/30/info.0.json", 0)
    assert fleetlib.http(a.port, "/comics/30?lang=en")[0] == 200
    assert fleetlib.http(b.port, "/comics/30?lang=en")[0] == 200
    assert fleet.sample.requests()[1].get("/30/info.0.json", 0) == before + 1, "sharing did not resume"
