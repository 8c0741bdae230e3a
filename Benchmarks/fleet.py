#!/usr/bin/env python3
"""One Kiosk against two behind nginx, on loopback. Two measurements:

1. Throughput: wrk on warm pages, one instance direct vs. two instances (shared cache on Redis)
   behind nginx with deploy/nginx/kiosk.conf. On a 2-core machine both set-ups share the same two
   cores with wrk, so this shows the cost of the extra hop, not a gain in capacity.
2. Upstream requests per 1,000 page views under Benchmarks/load_mixed.py's mixed load (every page kind,
   both languages, images), from cold caches: one instance; two behind nginx sharing Redis; two
   behind nginx with separate in-process caches. Counted by the shared sample upstream
   (`/_control/requests`), API requests and image requests apart (images stay per process).

    python3 Benchmarks/fleet.py [--runs 3] [--duration 8] [--views 3000] [--no-build]

Uses the release build (`swift build -c release --product kiosk`, run unless --no-build), or
KIOSK_BINARY. Figures are medians over --runs; every process is stopped by pid at the end.
"""
import argparse
import os
import random
import statistics
import subprocess
import threading

import fleetlib
from kiosk_tools import ROOT
from loadkit import mixed_paths
from run import wrk

THROUGHPUT_PATHS = ["/comics/1234", "/search?q=Swift&lang=en"]


def is_image(target):
    return target.startswith("/t/p/") or target.startswith("/comics/") and target.endswith(".png")


class SampleRef:
    """What loadkit.mixed_paths needs of a Kiosk: the sample upstream's port."""

    def __init__(self, port):
        self.sample_port = port


def view_all(port, paths, threads=8):
    """GETs every path once through `port`, `threads` at a time; returns the failures."""
    failures, lock, queue = [], threading.Lock(), list(reversed(paths))

    def worker():
        while True:
            with lock:
                if not queue:
                    return
                path = queue.pop()
            try:
                status = fleetlib.http(port, path, headers={"Accept-Encoding": "gzip"}, timeout=30)[0]
            except OSError as error:
                status = repr(error)
            if status not in (200, 302, 404):
                with lock:
                    failures.append((path, status))

    workers = [threading.Thread(target=worker) for _ in range(threads)]
    for w in workers:
        w.start()
    for w in workers:
        w.join()
    return failures


def upstream_per_thousand(count, shared_cache, views, seed):
    """(API, image) upstream requests per 1,000 views, through nginx (or the one instance directly)."""
    running = fleetlib.Fleet(count=count, shared_cache=shared_cache)
    try:
        rng = random.Random(seed)
        unique, _ = mixed_paths(SampleRef(running.sample.port), rng)
        # Popular pages are viewed more: a view picks from the list with weight 1/rank (Zipf-like).
        weights = [1.0 / (rank + 1) for rank in range(len(unique))]
        paths = rng.choices(unique, weights=weights, k=views)
        http_post = fleetlib.http(running.sample.port, "/_control/requests", method="POST")  # not counting set-up
        assert http_post[0] == 200
        port = running.nginx.port if count > 1 else running.kiosks[0].port
        failures = view_all(port, paths)
        assert not failures, failures[:5]
        _, targets = running.sample.requests()
        api = sum(n for t, n in targets.items() if not is_image(t))
        images = sum(n for t, n in targets.items() if is_image(t))
        return api * 1000 / views, images * 1000 / views
    finally:
        running.stop()


def throughput(duration, connections):
    """{(setup, path): wrk result} for one instance direct and two behind nginx."""
    results = {}
    single = fleetlib.Fleet(count=1, shared_cache=False)
    try:
        for path in THROUGHPUT_PATHS:
            fleetlib.http(single.kiosks[0].port, path)
            results[("1 direct", path)] = wrk(f"http://127.0.0.1:{single.kiosks[0].port}{path}", True, duration, connections)
    finally:
        single.stop()
    pair = fleetlib.Fleet(count=2, shared_cache=True)
    try:
        for path in THROUGHPUT_PATHS:
            for kiosk in pair.kiosks:
                fleetlib.http(kiosk.port, path)
            results[("2 behind nginx", path)] = wrk(f"http://127.0.0.1:{pair.nginx.port}{path}", True, duration, connections)
    finally:
        pair.stop()
    return results


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--duration", type=int, default=8)
    parser.add_argument("--connections", type=int, default=50)
    parser.add_argument("--views", type=int, default=3000)
    parser.add_argument("--no-build", action="store_true")
    parser.add_argument("--skip-throughput", action="store_true")
    args = parser.parse_args()
    if not args.no_build and not os.environ.get("KIOSK_BINARY"):
        subprocess.run(["swift", "build", "-c", "release", "--product", "kiosk"], cwd=ROOT, check=True)
    os.environ.setdefault("KIOSK_BINARY", os.path.join(ROOT, ".build", "release", "kiosk"))

    if not args.skip_throughput:
        runs = [throughput(args.duration, args.connections) for _ in range(args.runs)]
        print(f"Throughput, wrk -t2 -c{args.connections} -d{args.duration}s, gzip, warm; medians of {args.runs}:")
        print("| target | 1 instance direct req/s | 2 behind nginx req/s | ratio | p50 / p99 ms (1) | p50 / p99 ms (2) |")
        print("|---|---|---|---|---|---|")
        for path in THROUGHPUT_PATHS:
            one = {k: statistics.median(r[("1 direct", path)][k] for r in runs) for k in ("rps", "p50", "p99")}
            two = {k: statistics.median(r[("2 behind nginx", path)][k] for r in runs) for k in ("rps", "p50", "p99")}
            print(f"| `{path}` | {one['rps']:,.0f} | {two['rps']:,.0f} | {two['rps'] / one['rps']:.2f} | "
                  f"{one['p50']:.2f} / {one['p99']:.2f} | {two['p50']:.2f} / {two['p99']:.2f} |")

    print(f"\nUpstream requests per 1,000 page views (mixed load, {args.views} views from cold caches; medians of {args.runs}):")
    print("| set-up | API requests | image requests |")
    print("|---|---|---|")
    for label, count, shared in [("1 instance", 1, False), ("2 instances, shared cache on Redis", 2, True),
                                 ("2 instances, separate caches", 2, False)]:
        figures = [upstream_per_thousand(count, shared, args.views, seed=7 + run) for run in range(args.runs)]
        api = statistics.median(f[0] for f in figures)
        images = statistics.median(f[1] for f in figures)
        print(f"| {label} | {api:.0f} | {images:.0f} |")


if __name__ == "__main__":
    main()
