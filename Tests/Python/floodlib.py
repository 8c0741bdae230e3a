"""One flooding client and one reader against one Kiosk address at the same time, on loopback.

The flooder asks for unique searches and comics as fast as its threads can, from its own loopback
address (127.0.0.3, or N of them to play a botnet) and with a forged X-Forwarded-For on every request;
the reader opens a page a second from 127.0.0.2. The shared sample upstream counts what reaches it
per source per second. Used by Benchmarks/flood.py (30 s) and Tests/Fleet/test_flood.py (CI-sized).
"""
import http.client
import itertools
import random
import statistics
import threading
import time

import fleetlib

READER = "127.0.0.2"
WARMER = "127.0.0.4"
READER_PAGES = ["/?lang=en", "/comics/1?lang=en", "/search?q=Kyoto&lang=en", "/news?lang=en", "/comics/2?lang=en",
                "/movies?q=alien&lang=en", "/comics?lang=en", "/search?q=Tokyo&lang=ja", "/comics/3?lang=ja", "/news?lang=ja"]
LATEST_COMIC = 3200


def flooder_addresses(count):
    return ["127.0.0.3"] if count <= 1 else [f"127.0.1.{i}" for i in range(1, count + 1)]


class Client:
    """One keep-alive connection from a chosen loopback source address; reconnects after an error."""

    def __init__(self, port, source):
        self.port, self.source, self.connection = port, source, None

    def get(self, path, headers=None):
        for attempt in range(2):
            try:
                if self.connection is None:
                    self.connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=20,
                                                                 source_address=(self.source, 0))
                self.connection.request("GET", path, headers=headers or {})
                response = self.connection.getresponse()
                response.read()
                if response.getheader("Connection", "").lower() == "close":
                    self.close()
                return response.status, response.getheader("Retry-After")
            except (OSError, http.client.HTTPException):
                self.close()
                if attempt:
                    return "error", None
        return "error", None

    def close(self):
        if self.connection:
            self.connection.close()
        self.connection = None


def rss_kib(pid):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def upstream_per_second(sample):
    _, _, body = fleetlib.http(sample.port, "/_control/requests")
    import json
    return json.loads(body).get("perSecond", {})


def reset_upstream_counts(sample):
    fleetlib.http(sample.port, "/_control/requests", method="POST")


def worst_window(seconds_counts, rate):
    """max over every window of whole seconds of (requests - rate × its length): what a token bucket
    of that rate must have had as burst to allow it."""
    if not seconds_counts:
        return 0
    counts = {int(k): v for k, v in seconds_counts.items()}
    first, last = min(counts), max(counts)
    series = [counts.get(s, 0) for s in range(first, last + 1)]
    worst = 0
    for start in range(len(series)):
        total = 0
        for end in range(start, len(series)):
            total += series[end]
            worst = max(worst, total - rate * (end - start + 1))
    return worst


def run(port, sample, kiosk_pids, seconds, flood_addresses=1, flood_threads=6, warm=True):
    """Floods `port` for `seconds` while the reader reads; returns the figures as a dict."""
    if warm:
        # The reader's pages are ones readers opened before (in the cache): under a tight budget a
        # page can find no token at first, so each is asked until it is there.
        warmer = Client(port, WARMER)
        for path in READER_PAGES:
            for _ in range(20):
                if warmer.get(path)[0] == 200:
                    break
                time.sleep(0.3)
        warmer.close()
    time.sleep(1.5)  # the warm-up's own upstream requests fall before the counted window
    reset_upstream_counts(sample)
    stop = threading.Event()
    flood_statuses, flood_lock = {}, threading.Lock()
    counter = itertools.count()
    addresses = flooder_addresses(flood_addresses)
    # Each comic at most once (in a random order), like each search: every flood request is a miss,
    # so what it gets shows the limits, not the cache.
    comics = random.sample(range(1, LATEST_COMIC + 1), LATEST_COMIC)

    def flood(index):
        clients = [Client(port, address) for address in addresses[index::flood_threads] or [addresses[index % len(addresses)]]]
        local = {}
        rotation = itertools.cycle(clients)
        while not stop.is_set():
            n = next(counter)
            path = f"/search?q=flood{n}x{random.randrange(10**9)}&lang=en" if n % 2 or n // 2 >= len(comics) else \
                f"/comics/{comics[n // 2]}?lang=en"
            forged = f"{random.randint(1, 223)}.{random.randint(0, 255)}.{random.randint(0, 255)}.{random.randint(1, 254)}"
            status, _ = next(rotation).get(path, {"X-Forwarded-For": forged, "Accept-Encoding": "gzip"})
            local[status] = local.get(status, 0) + 1
        for client in clients:
            client.close()
        with flood_lock:
            for status, count in local.items():
                flood_statuses[status] = flood_statuses.get(status, 0) + count

    reader_results = []

    def read():
        reader = Client(port, READER)
        pages = itertools.cycle(READER_PAGES)
        start = time.monotonic()
        for tick in itertools.count():
            wake = start + tick
            if wake >= start + seconds:
                break
            time.sleep(max(0, wake - time.monotonic()))
            path = next(pages)
            began = time.monotonic()
            status, _ = reader.get(path, {"Accept-Encoding": "gzip"})
            reader_results.append((path, status, (time.monotonic() - began) * 1000))
        reader.close()

    memory = []

    def watch_memory():
        while not stop.is_set():
            memory.append(sum(rss_kib(pid) for pid in kiosk_pids))
            stop.wait(1)

    threads = [threading.Thread(target=flood, args=(i,)) for i in range(flood_threads)]
    watcher = threading.Thread(target=watch_memory)
    reader_thread = threading.Thread(target=read)
    began = time.monotonic()
    for thread in [watcher, reader_thread, *threads]:
        thread.start()
    reader_thread.join()
    stop.set()
    for thread in [watcher, *threads]:
        thread.join()
    elapsed = time.monotonic() - began
    time.sleep(0.5)  # requests still on their way to the upstream are counted too
    per_second = upstream_per_second(sample)
    latencies = sorted(ms for _, _, ms in reader_results)
    flood_total = sum(flood_statuses.values())
    return {
        "seconds": round(elapsed, 1),
        "reader": {
            "pages": len(reader_results),
            "statuses": {str(s): sum(1 for _, st, _ in reader_results if st == s) for s in {st for _, st, _ in reader_results}},
            "not_200": [(p, s) for p, s, _ in reader_results if s != 200],
            "p50_ms": round(statistics.median(latencies), 1) if latencies else None,
            "p99_ms": round(latencies[min(len(latencies) - 1, int(len(latencies) * 0.99))], 1) if latencies else None,
            "max_ms": round(latencies[-1], 1) if latencies else None,
        },
        "flooder": {
            "addresses": len(addresses),
            "requests": flood_total,
            "per_second": round(flood_total / elapsed),
            "statuses": {str(k): v for k, v in sorted(flood_statuses.items(), key=lambda kv: str(kv[0]))},
            "share_429": round(flood_statuses.get(429, 0) / flood_total, 3) if flood_total else 0,
        },
        "upstream": {source: {"total": sum(counts.values()),
                              "max_per_second": max(counts.values()),
                              "per_second_avg": round(sum(counts.values()) / elapsed, 1),
                              "seconds": counts}
                     for source, counts in per_second.items()},
        "rss_kib": {"first": memory[0] if memory else None, "last": memory[-1] if memory else None,
                    "max": max(memory) if memory else None},
    }
