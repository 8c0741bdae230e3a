#!/usr/bin/env python3
"""Mixed page traffic against `kiosk serve --offline` (release build), on loopback: cold then warm
caches, every page kind through wrk; latency, errors and resident memory over time.

    python3 Benchmarks/load_mixed.py [--minutes 10] [--connections 64] [--quick]

Prints its figures and PASS/FAIL lines, and exits 1 if a check failed (`--help` for the rest).
"""
import random
import threading

import loadkit
from kiosk_tools import check
from loadkit import Kiosk, RSSSampler, bad_statuses, describe, mixed_paths, rotation_script, verify_paths, wrk


def run_mixed(args, binary, work):
    total = 30 if args.quick else int(args.minutes * 60)  # wrk takes whole seconds only
    cold = max(10, total // 5)
    warm = total - cold
    kiosk = Kiosk(binary, work).start()
    sampler = RSSSampler(kiosk, 2 if args.quick else 5)
    try:
        rng = random.Random(5)
        paths, expected_404 = mixed_paths(kiosk, rng)
        script = rotation_script(work, paths, expected_404)
        print(f"mixed: {len(set(paths))} distinct URLs ({len(expected_404)} expected 404s), "
              f"wrk -t2 -c{args.connections}, cold {cold} s (fresh process) then warm {warm} s")
        sampler.start()
        sampler.mark("start")
        results = {}
        for phase, seconds in (("cold", cold), ("warm", warm)):
            if phase == "warm":
                sampler.mark("after warm-up")
                middle = threading.Timer(seconds / 2, lambda: sampler.mark("middle"))
                middle.start()
            results[phase] = wrk(kiosk.url("/"), script, seconds, connections=args.connections, timeout=10)
        sampler.mark("end")
        sampler.stopping.set()
        sampler.join()
        for phase, result in results.items():
            unexpected_404 = max(0, result["statuses"].get("404", 0) - result["sent404"])
            result["unexpected"] = sum(bad_statuses(result).values()) + unexpected_404
            print(f"\n{phase}: {describe(result)}\n    404s: {result['statuses'].get('404', 0)} "
                  f"(expected ≤ {result['sent404']} sent to missing pages)")
        wrong = verify_paths(kiosk, paths, expected_404)
        rss = [kib for _, kib in sampler.samples]
        marks = sampler.marks
        print(f"\nRSS (MiB): start {marks['start'] / 1024:.1f}, after warm-up {marks['after warm-up'] / 1024:.1f}, "
              f"middle {marks['middle'] / 1024:.1f}, end {marks['end'] / 1024:.1f}, max {max(rss) / 1024:.1f} "
              f"({len(rss)} samples every {sampler.interval} s)")
        print("RSS samples (s: MiB): " + ", ".join(f"{t:.0f}: {kib / 1024:.0f}" for t, kib in sampler.samples))
        print()
        warm_result = results["warm"]
        check(not wrong, f"every URL of the mix answers as expected when fetched alone ({wrong[:5]})")
        for phase, result in results.items():
            errors = sum(result["errors"][k] for k in ("connect", "read", "write", "timeout"))
            check(result["unexpected"] == 0 and errors == 0,
                  f"{phase}: no errors (unexpected statuses {result['unexpected']}, socket errors {errors})")
        check(warm_result["p999"] < 1e6, f"warm: p99.9 {warm_result['p999'] / 1000:.1f} ms < 1 s")
        check(results["cold"]["p999"] < 1e6, f"cold: p99.9 {results['cold']['p999'] / 1000:.1f} ms < 1 s")
        check(marks["end"] <= marks["middle"] * 1.10,
              f"RSS flat after warm-up: end {marks['end'] / 1024:.1f} MiB within 10% of middle {marks['middle'] / 1024:.1f} MiB")
    finally:
        sampler.stopping.set()
        kiosk.stop()


# ---------------------------------------------------------------- faults


def options(parser):
    parser.add_argument("--minutes", type=float, default=10)
    parser.add_argument("--connections", type=int, default=64)


if __name__ == "__main__":
    loadkit.main(__doc__, run_mixed, options)
