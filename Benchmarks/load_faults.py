#!/usr/bin/env python3
"""The sample upstream slow, failing, rate-limiting and dropping under load, then recovering: what
readers of `kiosk serve --offline` (release build) see meanwhile, on loopback.

    python3 Benchmarks/load_faults.py [--connections 32] [--quick]

Prints its figures and PASS/FAIL lines, and exits 1 if a check failed (`--help` for the rest).
"""
import json
import os
import random
import sys
import threading
import time
import urllib.parse
import urllib.request
from concurrent.futures import ThreadPoolExecutor

import loadkit
from kiosk_tools import check
from loadkit import (
    DATA,
    IMAGE_TOTAL_TIMEOUT,
    SLACK,
    UPSTREAM_TOTAL_TIMEOUT,
    Kiosk,
    bad_statuses,
    comic_image,
    describe,
    get,
    lua_string,
    title_of,
    write_lua,
    wrk,
)


class Probe:
    """Fresh (never fetched) URLs per source, handed out one at a time so each one reaches the upstream."""

    def __init__(self, kiosk):
        self.kiosk = kiosk
        # Above the load traffic's 1…3100, so no earlier mode can have cached them (numbered comics
        # are cached for good, and rightly answer 200 whatever the upstream does).
        self.comics = list(range(3101, 3200))
        random.Random(7).shuffle(self.comics)
        with open(os.path.join(DATA, "movies.json")) as f:
            self.movie_ids = [m["id"] for m in json.load(f)["movies"]]
        self.counter = 0
        # Read now, while the sample upstream is healthy (it is the one that misbehaves later).
        self.images = [comic_image(kiosk, self.comics.pop()) for _ in range(40)]

    def fresh(self):
        self.counter += 1
        n = self.counter
        return {
            "search": f"/search?q=probe{n}&lang=en",
            "comic": f"/comics/{self.comics.pop()}",
            "movies": f"/movies?q=probe{n}",
            "movie": f"/movies/{self.movie_ids.pop()}",
            "image": self.images.pop(),
        }


WARM = ["/comics/1", "/comics/2", "/comics", "/search?q=swift&lang=en", "/search?q=" + urllib.parse.quote("東京") + "&lang=ja",
        "/movies?q=star", "/movies/1025", "/news?lang=en", "/news?lang=ja"]

LUA_FAULTS = r"""
local counter = 0
function init(args)
  -- A different stretch of fresh URLs for each thread and each run, so they miss the cache.
  math.randomseed(os.time() * 10 + id)
  counter = id * 1000000 + math.random(1, 900000) * 4
end
function request()
  counter = counter + 1
  local i = counter % 4
  -- Half the requests go to pages the cache holds, half to fresh ones that must reach the upstream.
  if i == 0 then return wrk.format("GET", warm[math.floor(counter / 4) % #warm + 1], {["Accept-Encoding"] = "gzip"}) end
  if i == 1 then return wrk.format("GET", "/search?q=load" .. counter .. "&lang=" .. (counter % 2 == 0 and "en" or "ja")) end
  if i == 2 then return wrk.format("GET", "/comics/" .. (counter % 3100 + 1)) end
  return wrk.format("GET", "/movies?q=load" .. counter .. "&page=" .. (counter % 3 + 1))
end
"""

FAULT_MODES = [
    # (name, control query, expected status of a page whose data is not cached, what it means)
    ("slow 3 s", "mode=slow&seconds=3", 200, "upstream answers in 3 s, within the 8 s total timeout"),
    # Two fetches in a row for one page (comic, then its _2x image) would take 12 s here.
    ("slow 6 s", "mode=slow&seconds=6", 200, "upstream answers in 6 s, still within the 8 s total timeout"),
    ("slow 12 s", "mode=slow&seconds=12", 504, "upstream slower than the 8 s total timeout"),
    ("500", "mode=status&status=500", 502, "upstream fails"),
    ("429", "mode=429&seconds={cooldown}", 503, "upstream rate-limits with Retry-After"),
    ("drop", "mode=drop", 502, "upstream drops the connection"),
]


def probe_all(kiosk, fresh, warm_titles, expected):
    """Fetches the fresh URLs and the warm ones at once; returns rows (kind, path, status, seconds, retry-after, ok)."""
    jobs = [(kind, path) for kind, path in fresh.items()] + [("warm", path) for path in warm_titles]
    jobs.append(("news refresh", "/news/refresh"))

    def one(job):
        kind, path = job
        if kind == "news refresh":
            status, headers, body, seconds = get(kiosk.url(path), data=b"lang=en")
            if status == 303:
                status, headers, body, more = get(kiosk.url(headers["Location"]))
                seconds += more
        else:
            status, headers, body, seconds = get(kiosk.url(path), timeout=60)
        retry_after = headers.get("Retry-After")
        if kind == "warm":
            ok = status == 200 and title_of(body) == warm_titles[path]
        elif kind == "news refresh":
            ok = b'class="headline' in body or b"<article" in body or status == 200
        else:
            ok = status == expected and (expected != 503 or retry_after is not None)
        return kind, path, status, seconds, retry_after, ok, title_of(body)

    with ThreadPoolExecutor(len(jobs)) as pool:
        return list(pool.map(one, jobs))


def warm_up(kiosk):
    """Fetches the WARM pages (so the cache holds them) and returns their titles."""
    titles = {}
    for path in WARM:
        status, _, body, _ = get(kiosk.url(path))
        if status != 200:
            sys.exit(f"warm-up: {path} answered {status}")
        titles[path] = title_of(body)
    return titles


def run_faults(args, binary, work):
    quick = args.quick
    window = 12 if quick else 60
    cooldown = 5 if quick else 30
    kiosk = Kiosk(binary, work).start()
    try:
        warm_lua = "warm = {" + ", ".join(lua_string(p) for p in WARM) + "}\n"
        script = write_lua(work, "faults.lua", warm_lua + LUA_FAULTS)
        probe = Probe(kiosk)
        print(f"faults: {len(WARM)} URLs warmed first; per mode: wrk -c{args.connections} for {window} s "
              f"(half cached pages, half fresh ones) and a probe of fresh URLs per source")
        for name, query, expected, meaning in FAULT_MODES:
            query = query.format(cooldown=cooldown)
            # Long runs outlive the 5-minute TTLs: fetch the warm pages again while the upstream is healthy.
            warm_titles = warm_up(kiosk)
            print(f"\n== mode {name} ({meaning}): {kiosk.fault(query)}")
            load = {}
            runner = threading.Thread(target=lambda load=load: load.update(
                wrk(kiosk.url("/"), script, window, connections=args.connections, timeout=60)))
            runner.start()
            time.sleep(1)
            rows = probe_all(kiosk, probe.fresh(), warm_titles, expected)
            runner.join()
            for kind, path, status, seconds, retry_after, ok, title in rows:
                extra = f", Retry-After {retry_after}" if retry_after else ""
                print(f"    {'ok ' if ok else 'BAD'} {kind:<13}{status} in {seconds:5.2f} s{extra}  {path[:60]}  «{title[:50]}»")
            print(f"    load: {describe(load)}")
            allowed = {200, 302, 404, expected}
            unexpected = bad_statuses(load, lambda s, allowed=allowed: s in allowed)
            limit = UPSTREAM_TOTAL_TIMEOUT + SLACK
            slowest = max(max(r[3] for r in rows if r[0] != "image"), load["max"] / 1e6)
            image_seconds = max(r[3] for r in rows if r[0] == "image")
            check(image_seconds <= IMAGE_TOTAL_TIMEOUT + SLACK,
                  f"{name}: image proxy answers in {image_seconds:.1f} s ≤ {IMAGE_TOTAL_TIMEOUT + SLACK:.1f} s (its 10 s timeout + slack)")
            check(all(r[5] for r in rows if r[0] != "news refresh"),
                  f"{name}: fresh pages answer {expected}{' + Retry-After' if expected == 503 else ''}, cached pages keep their content")
            check(not unexpected, f"{name}: under load only statuses {sorted(allowed)} (others: {unexpected})")
            check(slowest <= limit, f"{name}: slowest page {slowest:.1f} s ≤ {limit:.1f} s (8 s upstream timeout + slack)")
            check(load["errors"]["timeout"] == 0 and load["errors"]["read"] == 0,
                  f"{name}: no wrk timeouts or cut connections ({load['errors']})")
            load_ended = time.monotonic()
            print(f"    → mode none: {kiosk.fault('mode=none')}")
            recovery(kiosk, probe, rows, cooldown if expected == 503 else 0)
            # Loads started under a slow mode are still running (up to the timeout) and requests for the
            # same key join them (one load per key): let them end so the next mode starts clean.
            if query.startswith("mode=slow"):
                time.sleep(max(0.0, load_ended + IMAGE_TOTAL_TIMEOUT + 0.5 - time.monotonic()))
    finally:
        kiosk.stop()


def recovery(kiosk, probe, rows, cooldown):
    """Polls fresh URLs and the ones that failed until each answers 200; reports how long that took."""
    started = time.monotonic()
    bound = cooldown + UPSTREAM_TOTAL_TIMEOUT * 2 + 15
    failed = {path for kind, path, status, *_ in rows if status != 200 and kind != "news refresh"}
    pending = dict(probe.fresh())
    pending.update({f"failed {path}": path for path in failed})
    recovered = {}
    while pending and time.monotonic() - started < bound:
        statuses = {}
        for label, path in list(pending.items()):
            status = get(kiosk.url(path), timeout=30)[0]
            statuses[label] = status
            if status == 200:
                recovered[label] = time.monotonic() - started
                del pending[label]
        if pending:
            time.sleep(0.5)
    for label, seconds in sorted(recovered.items(), key=lambda item: item[1]):
        print(f"    recovered {label[:60]:<62} 200 after {seconds:4.1f} s")
    for label in pending:
        print(f"    STILL FAILING {label[:60]} after {bound:.0f} s")
    check(not pending, f"recovers by itself within {bound:.0f} s (cooldown {cooldown} s): "
                       f"{len(recovered)} URLs back to 200, {len(pending)} still failing")


# ---------------------------------------------------------------- idle and slowloris


def options(parser):
    parser.add_argument("--connections", type=int, default=32)


if __name__ == "__main__":
    loadkit.main(__doc__, run_faults, options)
