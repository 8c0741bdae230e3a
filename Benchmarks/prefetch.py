#!/usr/bin/env python3
"""Instant prev/next: Next/Prev clicks against a slow upstream, with and without prefetch.

Builds `kiosk` in release mode and, once with `KIOSK_PREFETCH=off` and once with `on`, starts
`kiosk serve --offline` (its sample upstream in-process, on loopback) with the sample upstream slowed
to --delay seconds per request (its `slow` fault). Each run reads like a person: view a page, read
it for --think seconds, click Next (or Prev), read, click... --clicks times, in three walks:

    comics next    /comics/1600, then /comics/1601 ... (the page probes a `_2x` image: 2 requests)
    comics prev    /comics/1000, then /comics/999 ...  (before #1084: no probe, 1 request)
    search next    /search?q=…&limit=L, then offset L, 2L ...

It reports, per walk and mode, the p50/p90 of the clicks (the time to the page's last byte) and the
upstream requests per page view, counted by the sample upstream (`GET /_control/requests`); with
prefetch on, also the prefetch's own requests per view (from Kiosk's `debug` log lines). With
--images each click also fetches the page's `<img src>` as a browser would (timed apart).

    python3 Benchmarks/prefetch.py [--no-build] [--clicks 20] [--delay 0.3] [--think 1.0] [--images]

Checks: prefetch on, p50 < 20 ms; off, p50 >= the delay; prefetch <= 2 requests per view.
Exits 1 if a check failed. Takes about 2 x 3 x clicks x (think + delay) seconds.
"""
import argparse
import json
import os
import re
import shutil
import statistics
import sys
import tempfile
import time
import urllib.request

import loadkit
from kiosk_tools import FAILURES, check, kiosk_binary, percentile

# Sources/Web/Prefetcher.swift: upstream requests one page view may cause.
REQUESTS_PER_VIEW = 2
TARGET_P50 = 0.020
def upstream_requests(kiosk):
    with urllib.request.urlopen(f"http://127.0.0.1:{kiosk.sample_port}/_control/requests", timeout=5) as response:
        return json.loads(response.read())["total"]


def prefetch_requests(kiosk):
    """Upstream requests the prefetcher made so far: its `debug` job lines list one outcome per warming."""
    with open(kiosk.log_path, errors="replace") as log:
        text = log.read()
    lines = re.findall(r"prefetch (?:comics|search)[^:\n]*: ([a-zA-Z, ]+)", text)
    return sum(len(re.findall(r"\b(?:fetched|failed)\b", line)) for line in lines)


def search_walk(kiosk, clicks):
    """A query whose results fill clicks + 1 pages, and the page size that makes them fit."""
    for query in ("the", "a", "of", "and"):
        with urllib.request.urlopen(f"http://127.0.0.1:{kiosk.sample_port}/en/w/api.php?action=query&list=search"
                                    f"&srsearch={query}&srlimit=1&format=json&formatversion=2", timeout=5) as response:
            total = int(re.search(rb'"totalhits":\s*(\d+)', response.read()).group(1))
        if total >= clicks + 2:
            limit = max(1, min(20, (total - 1) // (clicks + 1)))
            return [f"/search?q={query}&lang=en&limit={limit}&offset={limit * i}" for i in range(clicks + 1)]
    sys.exit("no sample query has enough results for the search walk")


def walk(kiosk, paths, think, images):
    """Views paths[0], then clicks through the rest; returns (click seconds, image seconds, views)."""
    clicks, image_times = [], []
    for index, path in enumerate(paths):
        status, _, body, seconds = loadkit.get(kiosk.url(path))
        if status != 200:
            sys.exit(f"{path}: HTTP {status}")
        if index > 0:
            clicks.append(seconds)
        if images and (match := re.search(rb'<img[^>]* src="(/img/[^"]+)"', body)):
            image_status, _, _, image_seconds = loadkit.get(kiosk.url(match.group(1).decode()))
            if image_status == 200 and index > 0:
                image_times.append(image_seconds)
        time.sleep(think)  # reading the page: the prefetch (if on) runs now
    return clicks, image_times, len(paths)


def run(mode, binary, work, args):
    os.environ["KIOSK_PREFETCH"] = mode
    kiosk = loadkit.Kiosk(binary, work).start()
    results = {}
    try:
        kiosk.fault(f"mode=slow&seconds={args.delay}")
        walks = {
            "comics next": [f"/comics/{1600 + i}?lang=en" for i in range(args.clicks + 1)],
            "comics prev": [f"/comics/{1000 - i}?lang=en" for i in range(args.clicks + 1)],
            "search next": search_walk(kiosk, args.clicks),
        }
        for name, paths in walks.items():
            before, prefetched_before = upstream_requests(kiosk), prefetch_requests(kiosk)
            clicks, image_times, views = walk(kiosk, paths, args.think, args.images)
            time.sleep(args.think)  # the last view's prefetch finishes and is counted
            requests = upstream_requests(kiosk) - before
            prefetched = prefetch_requests(kiosk) - prefetched_before
            results[name] = (clicks, image_times, requests / views, prefetched / views)
    finally:
        kiosk.stop()
    return results


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--clicks", type=int, default=20)
    parser.add_argument("--delay", type=float, default=0.3, help="seconds the sample upstream waits per request")
    parser.add_argument("--think", type=float, default=1.0, help="seconds a reader spends on a page before the next click")
    parser.add_argument("--images", action="store_true", help="also fetch each page's image, as a browser would")
    parser.add_argument("--no-build", action="store_true", help="use the existing release build")
    parser.add_argument("--keep", action="store_true", help="keep the work folder with kiosk's logs")
    args = parser.parse_args()
    loadkit.LOG_LEVEL = "debug"  # the prefetcher's job lines; access lines are buffered off the request path
    binary = kiosk_binary(release=True, build=not args.no_build)
    work = tempfile.mkdtemp(prefix="kiosk-prefetch-")
    try:
        runs = {mode: run(mode, binary, work, args) for mode in ("off", "on")}
    finally:
        if not args.keep:
            shutil.rmtree(work, ignore_errors=True)
    if args.keep:
        print(f"kiosk logs (debug: one line per prefetch job) kept in {work}")

    print(f"\nupstream delay {args.delay * 1000:.0f} ms, {args.clicks} clicks per walk, {args.think:.1f} s on each page")
    print(f"{'walk':<13} {'prefetch':<8} {'p50 ms':>8} {'p90 ms':>8} {'upstream req/view':>18} {'prefetch req/view':>18}"
          + (f" {'image p50 ms':>13}" if args.images else ""))
    for name in runs["off"]:
        for mode in ("off", "on"):
            clicks, image_times, per_view, prefetched = runs[mode][name]
            line = (f"{name:<13} {mode:<8} {statistics.median(clicks) * 1000:8.1f} {percentile(clicks, 90) * 1000:8.1f}"
                    f" {per_view:18.2f} {prefetched:18.2f}")
            if args.images:
                line += f" {statistics.median(image_times) * 1000:13.1f}" if image_times else f" {'-':>13}"
            print(line)
    print()
    for name in runs["off"]:
        off, on = runs["off"][name], runs["on"][name]
        check(statistics.median(on[0]) < TARGET_P50,
              f"{name}: p50 with prefetch {statistics.median(on[0]) * 1000:.1f} ms < {TARGET_P50 * 1000:.0f} ms")
        check(statistics.median(off[0]) >= args.delay,
              f"{name}: p50 without prefetch {statistics.median(off[0]) * 1000:.1f} ms >= {args.delay * 1000:.0f} ms")
        check(on[3] <= REQUESTS_PER_VIEW, f"{name}: prefetch {on[3]:.2f} upstream requests per view <= {REQUESTS_PER_VIEW}")
    print(f"\nprefetch: {'FAIL (' + str(len(FAILURES)) + ')' if FAILURES else 'PASS'}")
    sys.exit(1 if FAILURES else 0)


if __name__ == "__main__":
    main()
