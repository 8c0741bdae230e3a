#!/usr/bin/env python3
"""Hostile upstream text against a release `kiosk`, on loopback, bounded in time (not run in CI).

Starts a small xkcd-shaped upstream in this process whose comics carry hostile text (runs of unclosed `<!--`, of `&lt;`, of `x<b>`, unterminated tags, `</script` runs, a huge title), points `kiosk serve --xkcd-api` at it, and measures:

  * per shape: the kiosk process's CPU time (utime + stime from /proc) and the wall time of the
    first (uncached) request for that comic page, and the page's size;
  * two hostile pages requested at once: `/healthz` latency while they are in flight;
  * SIGTERM while two more hostile pages are in flight: how long the process takes to exit.

    python3 Benchmarks/hostile.py [--preset issue|max] [--binary PATH] [--timeout 120]

`issue` uses the sizes quoted in the issue (8,000 × `<!--` took 6.3 s); `max` fills each field up to
the 4 MiB upstream response cap. A request that exceeds --timeout is reported as such.
"""
import argparse
import http.client
import json
import os
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import ClassVar

from kiosk_tools import ROOT, free_port

TICKS = os.sysconf("SC_CLK_TCK")
# The upstream response cap (Sources/Upstream/Clients/UpstreamSettings.swift): stay just under it.
BODY_CAP = 4 * 1024 * 1024 - 4096

# name → (field, unit, repeat count for `issue`); `max` repeats each unit to fill the body cap.
SHAPES = {
    "comment-runs": ("alt", "<!--", 8_000),
    "entity-runs": ("alt", "&lt;", 400_000),
    "tag-runs": ("alt", "x<b>", 100_000),
    "unterminated-tags": ("alt", "<b ", 100_000),
    "script-close-runs": ("alt", "<script></script", 50_000),
    "quote-runs": ("alt", "<a title=\"", 100_000),
    "huge-title": ("title", "A", 3_500_000),
    "control-chars": ("alt", "a\u0000\u0007\u001b", 100_000),
}
LATEST = 100


def comic_body(number, field=None, text=None):
    comic = {"month": "1", "num": number, "link": "", "year": "2020", "news": "", "safe_title": "x",
             "transcript": "", "alt": "plain", "img": "http://127.0.0.1:9/none.png", "title": "plain", "day": "1"}
    if field:
        comic[field] = text
    return json.dumps(comic).encode()


class Upstream(BaseHTTPRequestHandler):
    """`/info.0.json` is the latest (plain); `/N/info.0.json` serves the shape assigned to N."""
    bodies: ClassVar[dict] = {}

    def do_GET(self):
        if self.path == "/info.0.json":
            body = comic_body(LATEST)
        else:
            number = int(self.path.strip("/").split("/")[0]) if self.path.strip("/").split("/")[0].isdigit() else -1
            body = self.bodies.get(number)
        if body is None:
            self.send_response(404)
            self.end_headers()
            return
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


def cpu_seconds(pid):
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICKS


def get(port, path, timeout):
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
    try:
        connection.request("GET", path, headers={"Accept-Language": "en"})
        response = connection.getresponse()
        return response.status, response.read()
    finally:
        connection.close()


def get_quietly(port, path, timeout):
    try:
        get(port, path, timeout)
    except OSError:
        pass


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--preset", choices=["issue", "max"], default="max")
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build/release/kiosk"))
    parser.add_argument("--timeout", type=float, default=120)
    args = parser.parse_args()
    if not os.path.exists(args.binary):
        subprocess.run(["swift", "build", "-c", "release", "--product", "kiosk"], cwd=ROOT, check=True)

    numbers = {}
    for index, (name, (field, unit, count)) in enumerate(SHAPES.items(), start=1):
        if args.preset == "max":
            count = (BODY_CAP - 400) // len(json.dumps(unit)[1:-1].encode())
        numbers[name] = index
        Upstream.bodies[index] = comic_body(index, field, unit * count)
    # Two more copies of the heaviest shape for the concurrent test (cold, so both do the work).
    for extra in (50, 51, 52, 53):
        Upstream.bodies[extra] = Upstream.bodies[numbers["comment-runs"]].replace(b'"num": 1,', f'"num": {extra},'.encode())

    upstream = ThreadingHTTPServer(("127.0.0.1", 0), Upstream)
    threading.Thread(target=upstream.serve_forever, daemon=True).start()
    work = tempfile.mkdtemp(prefix="kiosk-hostile-")
    port = free_port()
    with open(os.path.join(work, "kiosk.log"), "w") as log:  # the child keeps its own descriptor
        kiosk = subprocess.Popen([args.binary, "serve", "--port", str(port), "--log-level", "warning",
                                  "--xkcd-api", f"http://127.0.0.1:{upstream.server_port}",
                                  "--public", os.path.join(ROOT, "Public"), "--templates", os.path.join(ROOT, "Templates")],
                                 cwd=ROOT, stdout=subprocess.DEVNULL, stderr=log)
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                if get(port, "/healthz", 2)[0] == 200:
                    break
            except OSError:
                if time.monotonic() > deadline:
                    sys.exit("kiosk did not start")
                time.sleep(0.05)
        get(port, "/comics", 30)  # warm the latest number
        print(f"preset {args.preset}; kiosk {args.binary}")
        print(f"{'shape':<20} {'body':>9} {'CPU ms':>9} {'wall ms':>9} {'status':>6} {'page bytes':>10}")
        for name, number in numbers.items():
            body_size = len(Upstream.bodies[number])
            before = cpu_seconds(kiosk.pid)
            started = time.monotonic()
            try:
                status, page = get(port, f"/comics/{number}", args.timeout)
                wall = (time.monotonic() - started) * 1000
                print(f"{name:<20} {body_size:>9} {(cpu_seconds(kiosk.pid) - before) * 1000:>9.0f} {wall:>9.0f} {status:>6} {len(page):>10}")
            except OSError as error:
                print(f"{name:<20} {body_size:>9} {(cpu_seconds(kiosk.pid) - before) * 1000:>9.0f} {'>' + str(int(args.timeout * 1000)):>9} {'-':>6} ({error})")

        # Two hostile pages at once, /healthz sampled every 20 ms while they run.
        results = []
        pages = [threading.Thread(target=lambda n=n: results.append(get(port, f"/comics/{n}", args.timeout)[0])) for n in (50, 51)]
        latencies = []
        for thread in pages:
            thread.start()
        while any(thread.is_alive() for thread in pages) or not latencies:
            started = time.monotonic()
            try:
                get(port, "/healthz", args.timeout)
                latencies.append((time.monotonic() - started) * 1000)
            except OSError:
                latencies.append(float("inf"))
            time.sleep(0.02)
        for thread in pages:
            thread.join()
        print(f"/healthz during two hostile pages: {len(latencies)} samples, median {statistics.median(latencies):.1f} ms, "
              f"max {max(latencies):.1f} ms; pages answered {results}")

        # SIGTERM while two more hostile pages are being built: the process must still stop in its grace.
        for n in (52, 53):
            threading.Thread(target=lambda n=n: get_quietly(port, f"/comics/{n}", args.timeout), daemon=True).start()
        time.sleep(0.3)
    finally:
        started = time.monotonic()
        kiosk.send_signal(signal.SIGTERM)
        try:
            code = kiosk.wait(timeout=30)
            print(f"SIGTERM → exit {code} after {time.monotonic() - started:.2f} s")
        except subprocess.TimeoutExpired:
            kiosk.kill()
            print("SIGTERM: still running after 30 s, killed")
        upstream.shutdown()


if __name__ == "__main__":
    main()
