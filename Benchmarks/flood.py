#!/usr/bin/env python3
"""A bot against a public Kiosk: one flooding client (unique searches and comics, as fast as it can,
each with a forged X-Forwarded-For) and one reader at a page a second, at the same time, against
one instance and against two behind nginx (deploy/nginx/kiosk.conf) on one Redis. The shared sample
upstream counts the requests that reach it, per source per second.

    python3 Benchmarks/flood.py [--seconds 30] [--limits on|off] [--flood-addresses 1] [--setups single,fleet]

`--limits off` measures Kiosk without budgets and shares (what it did before them);
`--flood-addresses N` spreads the flood over N loopback addresses (a small botnet), which no
per-client share stops, so the budgets must. Uses KIOSK_BINARY, else .build/release/kiosk, else the
debug build. Prints one JSON object per set-up and a summary; every process is stopped by pid.
"""
import argparse
import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
import fleetlib
import floodlib

# LimitsConfiguration.defaultBudgets: requests a second and burst, per source (images: per host).
BUDGETS = {"wikipedia": (10, 20), "news": (1, 5), "xkcd": (5, 10), "tmdb": (20, 40), "images": (10, 20)}


def kiosk_flags(limits):
    """nginx on 127.0.0.1 is the only proxy trusted; the flooder and reader connect from other addresses."""
    return ["--trusted-proxy", "127.0.0.1/32", "--limits", limits]


def single(args):
    workdir = fleetlib.tempfile.mkdtemp(prefix="kiosk-flood-")
    sample = fleetlib.SampleUpstream(workdir).start()
    kiosk = fleetlib.Kiosk("A", workdir, sample, None, extra=kiosk_flags(args.limits)).start()
    try:
        return floodlib.run(kiosk.port, sample, [kiosk.pid], args.seconds, args.flood_addresses)
    finally:
        kiosk.stop()
        sample.stop()


def fleet(args):
    running = fleetlib.Fleet(count=2, shared_cache=True, extra=kiosk_flags(args.limits))
    try:
        return floodlib.run(running.nginx.port, running.sample, [k.pid for k in running.kiosks], args.seconds,
                            args.flood_addresses)
    finally:
        running.stop()


def summary(name, result, limits):
    reader, flooder = result["reader"], result["flooder"]
    lines = [(f"{name} (limits {limits}, {result['seconds']} s): reader {reader['pages']} pages, "
             f"statuses {reader['statuses']}, p50 {reader['p50_ms']} ms, p99 {reader['p99_ms']} ms; "
             f"flooder {flooder['requests']} requests ({flooder['per_second']}/s) from {flooder['addresses']} address(es), "
             f"{flooder['share_429'] * 100:.1f}% 429; RSS {result['rss_kib']['first']} → {result['rss_kib']['last']} KiB "
             f"(max {result['rss_kib']['max']})")]
    for source, counts in sorted(result["upstream"].items()):
        rate, burst = BUDGETS.get(source, (None, None))
        excess = floodlib.worst_window(counts["seconds"], rate) if rate else None
        verdict = "" if rate is None else f", worst window needs burst {excess:.0f} of {burst} " + \
            ("(within budget)" if excess <= burst + 1 else "(OVER budget)")
        lines.append(f"  upstream {source}: {counts['total']} requests, max {counts['max_per_second']} in one second, "
                     f"{counts['per_second_avg']}/s on average (budget {rate}/s burst {burst}){verdict}")
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=int, default=30)
    parser.add_argument("--limits", choices=["on", "off"], default="on")
    parser.add_argument("--flood-addresses", type=int, default=1)
    parser.add_argument("--setups", default="single,fleet")
    args = parser.parse_args()
    if "KIOSK_BINARY" not in os.environ and os.access(os.path.join(ROOT, ".build", "release", "kiosk"), os.X_OK):
        os.environ["KIOSK_BINARY"] = os.path.join(ROOT, ".build", "release", "kiosk")
    print(f"binary: {fleetlib.kiosk_binary()}", file=sys.stderr)
    results = {}
    for name in args.setups.split(","):
        results[name] = {"single": single, "fleet": fleet}[name](args)
        print(json.dumps({name: results[name]}, default=str))
    for name, result in results.items():
        print(summary(name, result, args.limits))


if __name__ == "__main__":
    main()
