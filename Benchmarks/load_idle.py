#!/usr/bin/env python3
"""Idle keep-alive connections and slowloris clients beside a normal client: what they cost
`kiosk serve --offline` (release build) and whether the normal client still gets its pages.

    python3 Benchmarks/load_idle.py [--idle 2000] [--slowloris 200] [--interval 3] [--quick]

Prints its figures and PASS/FAIL lines, and exits 1 if a check failed (`--help` for the rest).
"""
import http.client
import resource
import selectors
import socket
import statistics
import threading
import time

import loadkit
from kiosk_tools import check, percentile
from loadkit import HEADER_READ_TIMEOUT, MAX_CONNECTIONS, SLACK, Kiosk, established, get, open_fds


def latency_sample(kiosk, seconds, paths):
    """A normal keep-alive client: sequential requests, latencies in ms."""
    latencies, statuses = [], {}
    connection = http.client.HTTPConnection("127.0.0.1", kiosk.port, timeout=30)
    deadline = time.monotonic() + seconds
    i = 0
    while time.monotonic() < deadline:
        path = paths[i % len(paths)]
        i += 1
        started = time.perf_counter()
        try:
            connection.request("GET", path, headers={"Accept-Encoding": "gzip"})
            response = connection.getresponse()
            response.read()
            status = response.status
        except (OSError, http.client.HTTPException):
            status = "error"
            connection.close()
            connection = http.client.HTTPConnection("127.0.0.1", kiosk.port, timeout=30)
        latencies.append((time.perf_counter() - started) * 1000)
        statuses[status] = statuses.get(status, 0) + 1
        time.sleep(0.01)
    connection.close()
    return latencies, statuses


class Crowd(threading.Thread):
    """Keeps `idle` connections open (reopening those the server closes) and `slow` slowloris
    clients that send one header byte every `interval` seconds; records what the server does to them."""

    REQUEST = b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nUser-Agent: slowloris\r\nX-Padding: " + b"a" * 200

    def __init__(self, port, idle, slow, interval):
        super().__init__(daemon=True)
        self.port, self.idle_target, self.slow_target, self.interval = port, idle, slow, interval
        self.selector = selectors.DefaultSelector()
        self.stopping = threading.Event()
        self.idle_closed_after = []   # seconds an idle connection lived before the server closed it
        self.slow_answers = []        # (status line, seconds from first byte)
        self.slow_silent_closes = 0
        self.connect_failures = 0
        self.open_idle = self.open_slow = 0

    def connect(self, kind):
        sock = socket.socket()
        sock.setblocking(True)
        sock.settimeout(5)
        try:
            sock.connect(("127.0.0.1", self.port))
        except OSError:
            self.connect_failures += 1
            sock.close()
            return
        sock.setblocking(False)
        state = {"kind": kind, "opened": time.monotonic(), "sent": 0, "first": None, "next": time.monotonic(), "data": b""}
        self.selector.register(sock, selectors.EVENT_READ, state)
        if kind == "idle":
            self.open_idle += 1
        else:
            self.open_slow += 1

    def finish(self, sock, state):
        self.selector.unregister(sock)
        sock.close()
        if state["kind"] == "idle":
            self.open_idle -= 1
        else:
            self.open_slow -= 1

    def run(self):
        for _ in range(self.idle_target):
            self.connect("idle")
        for _ in range(self.slow_target):
            self.connect("slow")
        while not self.stopping.is_set():
            now = time.monotonic()
            for key, _ in self.selector.select(timeout=0.2):
                sock, state = key.fileobj, key.data
                try:
                    data = sock.recv(65536)
                except OSError:
                    data = b""
                state["data"] += data
                if data and b"\r\n\r\n" not in state["data"]:
                    continue
                if state["kind"] == "idle":
                    self.idle_closed_after.append(time.monotonic() - state["opened"])
                elif state["data"]:
                    status_line = state["data"].split(b"\r\n", 1)[0].decode(errors="replace")
                    self.slow_answers.append((status_line, time.monotonic() - (state["first"] or state["opened"])))
                else:
                    self.slow_silent_closes += 1
                self.finish(sock, state)
            for key in list(self.selector.get_map().values()):
                state = key.data
                if state["kind"] == "slow" and state["sent"] < len(self.REQUEST) and state["next"] <= now:
                    try:
                        key.fileobj.send(self.REQUEST[state["sent"]:state["sent"] + 1])
                        state["sent"] += 1
                        state["first"] = state["first"] or now
                    except OSError:
                        pass
                    state["next"] = now + self.interval
            while self.open_idle < self.idle_target and not self.stopping.is_set():
                self.connect("idle")
            while self.open_slow < self.slow_target and not self.stopping.is_set():
                self.connect("slow")
        for key in list(self.selector.get_map().values()):
            key.fileobj.close()


def run_idle(args, binary, work):
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    needed = args.idle + args.slowloris + 200
    if soft < needed:
        resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, max(needed, soft)), hard))
    baseline_seconds, during_seconds = (6, 24) if args.quick else (20, 90)
    kiosk = Kiosk(binary, work).start()
    crowd = None
    try:
        paths = ["/", "/comics/1", "/search?q=swift&lang=en", "/css/site.css", "/news?lang=en", "/movies/1025"]
        for path in paths:
            get(kiosk.url(path))
        print(f"idle: normal client alone for {baseline_seconds} s, then with {args.idle} idle connections and "
              f"{args.slowloris} slowloris clients (one byte every {args.interval} s) for {during_seconds} s")
        before, before_statuses = latency_sample(kiosk, baseline_seconds, paths)
        crowd = Crowd(kiosk.port, args.idle, args.slowloris, args.interval)
        crowd.start()
        # Let the crowd connect before measuring.
        deadline = time.monotonic() + 20
        while crowd.open_idle + crowd.open_slow < args.idle + args.slowloris and time.monotonic() < deadline:
            time.sleep(0.1)
        counts = []
        sampler_stop = threading.Event()

        def count_connections():
            while not sampler_stop.is_set():
                counts.append((established(kiosk.port), open_fds(kiosk.process.pid)))
                sampler_stop.wait(1)

        counter = threading.Thread(target=count_connections, daemon=True)
        counter.start()
        during, during_statuses = latency_sample(kiosk, during_seconds, paths)
        sampler_stop.set()
        counter.join()
        crowd.stopping.set()
        crowd.join()
        b50, b99 = statistics.median(before), percentile(before, 99)
        d50, d99 = statistics.median(during), percentile(during, 99)
        max_conns = max(c for c, _ in counts)
        max_fds = max(f for _, f in counts)
        answers = {}
        for line, _ in crowd.slow_answers:
            answers[line] = answers.get(line, 0) + 1
        ages = [age for line, age in crowd.slow_answers if " 408 " in line]
        print(f"\nnormal client before: {len(before)} requests, median {b50:.2f} ms, p99 {b99:.2f} ms, statuses {before_statuses}")
        print(f"normal client during: {len(during)} requests, median {d50:.2f} ms, p99 {d99:.2f} ms, statuses {during_statuses}")
        print(f"ratio during/before: median ×{d50 / b50:.2f}, p99 ×{d99 / b99:.2f}")
        print(f"kiosk side: established connections max {max_conns} (limit {MAX_CONNECTIONS}), open descriptors max {max_fds}")
        print(f"slowloris answers: {answers or 'none'}; closed without an answer: {crowd.slow_silent_closes}; "
              f"time from first byte to 408: " + (f"min {min(ages):.1f} s, max {max(ages):.1f} s" if ages else "n/a"))
        idle_ages = crowd.idle_closed_after
        print(f"idle connections closed by the server: {len(idle_ages)}" +
              (f", after {min(idle_ages):.1f}–{max(idle_ages):.1f} s" if idle_ages else "") +
              f"; client connect failures: {crowd.connect_failures}")
        print()
        check(set(during_statuses) == {200}, f"normal client gets only 200 during the crowd ({during_statuses})")
        check(d50 < max(5 * b50, b50 + 5), f"normal client median stays usable: {d50:.2f} ms vs {b50:.2f} ms before")
        check(d99 < 1000, f"normal client p99 {d99:.1f} ms < 1 s during the crowd")
        check(max_conns <= MAX_CONNECTIONS, f"connections {max_conns} ≤ limit {MAX_CONNECTIONS}")
        check(max_conns >= (args.idle + args.slowloris) * 0.9, f"the crowd was really connected ({max_conns} connections)")
        check(bool(ages) and all(HEADER_READ_TIMEOUT - 0.5 <= age <= HEADER_READ_TIMEOUT + SLACK for age in ages)
              and set(answers) <= {line for line in answers if " 408 " in line},
              f"slowloris clients get 408 about {HEADER_READ_TIMEOUT:.0f} s after their first byte ({len(ages)} seen)")
        check(crowd.connect_failures == 0, f"no connection refused ({crowd.connect_failures})")
    finally:
        if crowd:
            crowd.stopping.set()
        kiosk.stop()


# ---------------------------------------------------------------- restart


def options(parser):
    parser.add_argument("--idle", type=int, default=2000)
    parser.add_argument("--slowloris", type=int, default=200)
    parser.add_argument("--interval", type=float, default=3, help="seconds between slowloris bytes")


if __name__ == "__main__":
    loadkit.main(__doc__, run_idle, options)
