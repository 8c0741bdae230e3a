#!/usr/bin/env python3
"""Load and fault tests for Kiosk, on loopback, bounded in time (not run in CI).

Builds `kiosk` in release mode, starts `kiosk serve --offline` (its sample upstream in-process) and
drives it with wrk (Lua scripts rotating over many URLs) and with raw Python sockets.

    python3 Benchmarks/load.py mixed   [--minutes 10] [--quick]  # cold then warm mixed traffic, RSS
    python3 Benchmarks/load.py faults  [--quick]                 # upstream slow / 500 / 429 / drop, recovery
    python3 Benchmarks/load.py idle    [--quick]                 # 2,000 idle + 200 slowloris connections
    python3 Benchmarks/load.py restart [--quick]                 # SIGTERM under load, then a fresh start

Every subcommand prints its figures and PASS/FAIL lines, and exits 1 if a check failed.
`--quick` runs each in well under a minute or two, to validate the script itself.
"""
import argparse
import http.client
import json
import os
import random
import re
import resource
import selectors
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse
import urllib.request
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DATA = os.path.join(ROOT, "Sources/SampleUpstream/Data")
# Kiosk's own limits (Sources/HTTPServer/ServerLimits.swift, Sources/Upstream/Clients/UpstreamSettings.swift).
UPSTREAM_TOTAL_TIMEOUT = 8.0
# The image proxy uses FetchRequest's default total timeout, not the API clients' 8 s.
IMAGE_TOTAL_TIMEOUT = 10.0
HEADER_READ_TIMEOUT = 10.0
MAX_CONNECTIONS = 4096
SHUTDOWN_GRACE = 10.0
# Slack on top of a timeout for scheduling on a busy two-core machine.
SLACK = 1.5
FAILURES = []
# "notice" logs the ports Kiosk and the sample upstream listen on; --log-level info adds access lines.
LOG_LEVEL = "notice"


def check(ok, what):
    print(f"  {'PASS' if ok else 'FAIL'}: {what}")
    if not ok:
        FAILURES.append(what)


# ---------------------------------------------------------------- tools and the kiosk process

def ensure_wrk():
    if shutil.which("wrk") is None:
        sudo = [] if os.geteuid() == 0 else ["sudo"]
        subprocess.run(sudo + ["apt-get", "update", "-qq"], check=True)
        subprocess.run(sudo + ["apt-get", "install", "-y", "-qq", "wrk"], check=True,
                       env=dict(os.environ, DEBIAN_FRONTEND="noninteractive"))


def kiosk_binary(build):
    if build:
        subprocess.run(["swift", "build", "-c", "release", "--product", "kiosk"], cwd=ROOT, check=True)
    return subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT,
                          capture_output=True, text=True, check=True).stdout.strip() + "/kiosk"


class Kiosk:
    """One `kiosk serve --offline` process; its ports are read from its log on stderr."""

    def __init__(self, binary, work, port=0):
        self.binary, self.work, self.requested_port = binary, work, port
        self.process = None
        self.port = self.sample_port = None
        self.ready_seconds = None

    def start(self, timeout=60):
        self.log_path = os.path.join(self.work, f"kiosk-{time.time_ns()}.log")
        log = open(self.log_path, "w")
        started = time.monotonic()
        self.process = subprocess.Popen(
            [self.binary, "serve", "--offline", "--port", str(self.requested_port),
             "--public", os.path.join(ROOT, "Public"), "--templates", os.path.join(ROOT, "Templates"),
             "--log-level", LOG_LEVEL], cwd=ROOT, stdout=subprocess.DEVNULL, stderr=log)
        log.close()
        deadline = started + timeout
        while time.monotonic() < deadline and (self.port is None or self.sample_port is None):
            text = open(self.log_path).read()
            if (m := re.search(r"offline: sample upstream on http://127\.0\.0\.1:(\d+)", text)):
                self.sample_port = int(m.group(1))
                # The sample upstream logs its own "listening on" line first; Kiosk's is the other one.
                ports = [int(p) for p in re.findall(r"listening on http://127\.0\.0\.1:(\d+)", text)]
                self.port = next((p for p in ports if p != self.sample_port), None)
            if self.process.poll() is not None:
                sys.exit(f"kiosk exited at start:\n{text}")
            time.sleep(0.005)
        if self.port is None or self.sample_port is None:
            self.process.kill()
            sys.exit("kiosk did not log its ports")
        while time.monotonic() < deadline:
            try:
                if get(self.url("/healthz"), timeout=2)[0] == 200:
                    self.ready_seconds = time.monotonic() - started
                    return self
            except OSError:
                pass
            time.sleep(0.005)
        self.process.kill()
        sys.exit("kiosk did not answer /healthz")

    def url(self, path):
        return f"http://127.0.0.1:{self.port}{path}"

    def fault(self, query):
        request = urllib.request.Request(f"http://127.0.0.1:{self.sample_port}/_control/fault?{query}", method="POST", data=b"")
        with urllib.request.urlopen(request, timeout=5) as response:
            return response.read().decode().strip()

    def rss_kib(self):
        return proc_field(self.process.pid, "VmRSS")

    def stop(self, timeout=SHUTDOWN_GRACE + 5):
        if self.process and self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=timeout)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        return self.process.returncode if self.process else None


def proc_field(pid, name):
    try:
        with open(f"/proc/{pid}/status") as f:
            match = re.search(rf"{name}:\s+(\d+)", f.read())
        return int(match.group(1)) if match else 0
    except FileNotFoundError:
        return 0


def established(port):
    """Established TCP connections whose local port is `port` (the server side of Kiosk's sockets)."""
    count = 0
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        try:
            with open(table) as f:
                next(f)
                for line in f:
                    fields = line.split()
                    if fields[3] == "01" and int(fields[1].rsplit(":", 1)[1], 16) == port:
                        count += 1
        except FileNotFoundError:
            pass
    return count


def open_fds(pid):
    try:
        return len(os.listdir(f"/proc/{pid}/fd"))
    except FileNotFoundError:
        return 0


class NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):
        return None


OPENER = urllib.request.build_opener(NoRedirect)


def get(url, timeout=30, headers=None, data=None):
    """(status, headers, body, seconds); redirects are not followed, error statuses are returned."""
    request = urllib.request.Request(url, headers=headers or {}, data=data)
    started = time.monotonic()
    try:
        with OPENER.open(request, timeout=timeout) as response:
            body = response.read()
            return response.status, response.headers, body, time.monotonic() - started
    except urllib.error.HTTPError as error:
        body = error.read()
        return error.code, error.headers, body, time.monotonic() - started


def title_of(body):
    match = re.search(rb"<title>(.*?)</title>", body, re.S)
    return match.group(1).decode(errors="replace").strip() if match else ""


class RSSSampler(threading.Thread):
    """VmRSS of the kiosk process every `interval` seconds, with marks for the phases."""

    def __init__(self, kiosk, interval):
        super().__init__(daemon=True)
        self.kiosk, self.interval = kiosk, interval
        self.samples, self.marks = [], {}
        self.stopping = threading.Event()

    def run(self):
        started = time.monotonic()
        while not self.stopping.is_set():
            self.samples.append((time.monotonic() - started, self.kiosk.rss_kib()))
            self.stopping.wait(self.interval)

    def mark(self, name):
        self.marks[name] = self.kiosk.rss_kib()


# ---------------------------------------------------------------- wrk with Lua

LUA_COMMON = r"""
local threads = {}
local thread_count = 0
statuses = {}
sent404 = 0
id = 0

function setup(thread)
  thread:set("id", thread_count)
  thread_count = thread_count + 1
  table.insert(threads, thread)
end

function response(status, headers, body)
  local key = tostring(status)
  statuses[key] = (statuses[key] or 0) + 1
end

function done(summary, latency, requests)
  local all, s404 = {}, 0
  for _, thread in ipairs(threads) do
    for key, value in pairs(thread:get("statuses")) do all[key] = (all[key] or 0) + value end
    s404 = s404 + thread:get("sent404")
  end
  local parts = {}
  for key, value in pairs(all) do table.insert(parts, string.format('"%s":%d', key, value)) end
  local e = summary.errors
  io.write(string.format('LOADJSON {"requests":%d,"duration_us":%d,"bytes":%d,' ..
    '"errors":{"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d},' ..
    '"p50":%d,"p90":%d,"p99":%d,"p999":%d,"max":%d,"mean":%.1f,"sent404":%d,"statuses":{%s}}\n',
    summary.requests, summary.duration, summary.bytes, e.connect, e.read, e.write, e.status, e.timeout,
    latency:percentile(50), latency:percentile(90), latency:percentile(99), latency:percentile(99.9),
    latency.max, latency.mean, s404, table.concat(parts, ",")))
end
"""

LUA_ROTATE = r"""
local counter = 0
function init(args)
  math.randomseed(id * 7919 + os.time())
  counter = math.random(#paths)
end

function request()
  counter = counter + 1
  local i = (counter % #paths) + 1
  if expect404[i] then sent404 = sent404 + 1 end
  -- Most browsers accept gzip; about one request in five does not, to keep the identity path busy.
  if math.random() < 0.8 then return wrk.format("GET", paths[i], {["Accept-Encoding"] = "gzip"}) end
  return wrk.format("GET", paths[i])
end
"""


def lua_string(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def write_lua(work, name, body):
    path = os.path.join(work, name)
    with open(path, "w") as f:
        f.write(LUA_COMMON + body)
    return path


def rotation_script(work, paths, expected_404):
    table = ",\n".join(lua_string(p) for p in paths)
    missing = ", ".join(f"[{i + 1}] = true" for i, p in enumerate(paths) if p in expected_404)
    return write_lua(work, "rotate.lua", f"paths = {{\n{table}\n}}\nexpect404 = {{ {missing} }}\n" + LUA_ROTATE)


def wrk(kiosk_url, script, seconds, connections=64, threads=2, timeout=30):
    cmd = ["wrk", f"-t{threads}", f"-c{connections}", f"-d{seconds}s", f"--timeout={timeout}s", "-s", script, kiosk_url]
    out = subprocess.run(cmd, capture_output=True, text=True, timeout=seconds + timeout + 60).stdout
    match = re.search(r"LOADJSON (\{.*\})", out)
    if not match:
        sys.exit(f"wrk printed no summary:\n{out}")
    result = json.loads(match.group(1))
    result["rps"] = result["requests"] / (result["duration_us"] / 1e6)
    return result


def bad_statuses(result, allowed=lambda s: 200 <= s < 400 or s == 404):
    return {int(k): v for k, v in result["statuses"].items() if not allowed(int(k))}


def describe(result):
    e = result["errors"]
    statuses = ", ".join(f"{k}×{v}" for k, v in sorted(result["statuses"].items()))
    return (f"{result['requests']} requests, {result['rps']:.0f} req/s, latency p50 {result['p50'] / 1000:.1f} ms, "
            f"p99 {result['p99'] / 1000:.1f} ms, p99.9 {result['p999'] / 1000:.1f} ms, max {result['max'] / 1000:.1f} ms\n"
            f"    statuses: {statuses}\n"
            f"    socket errors: connect {e['connect']}, read {e['read']}, write {e['write']}, timeout {e['timeout']}")


# ---------------------------------------------------------------- the URL mix

def words_from_titles(file, limit):
    words = []
    for article in json.load(open(os.path.join(DATA, file))):
        for word in re.split(r"[\s()・]+", article["title"]):
            if word and word not in words:
                words.append(word)
    return words[:limit]


def sample_json(kiosk, path):
    with urllib.request.urlopen(f"http://127.0.0.1:{kiosk.sample_port}{path}", timeout=10) as response:
        return json.loads(response.read())


def comic_image(kiosk, number):
    """The proxied image URL of comic `number`, read from the sample upstream itself (Kiosk's caches stay cold)."""
    img = sample_json(kiosk, f"/{number}/info.0.json")["img"]
    return "/img/" + img.replace("://", "/", 1)


def mixed_paths(kiosk, rng):
    """(paths, expected 404s): every page kind, both languages, paging, JSON twins, images, static files."""
    latest = json.load(open(os.path.join(DATA, "comics-special.json")))["latest"]
    movies = json.load(open(os.path.join(DATA, "movies.json")))["movies"]
    en_words = words_from_titles("articles-en.json", 120)
    ja_words = words_from_titles("articles-ja.json", 80)
    paths = ["/", "/?lang=ja", "/?lang=en", "/healthz", "/css/site.css", "/js/search.js", "/favicon.svg"] * 3
    for word in en_words:
        q = urllib.parse.quote(word.lower())
        paths += [f"/search?q={q}&lang=en", f"/search?q={q}&lang=en&offset=10", f"/search?q={q}&lang=en&limit=20"]
    for word in ja_words:
        paths += [f"/search?q={urllib.parse.quote(word)}&lang=ja", f"/search?q={urllib.parse.quote(word)}&lang=ja&offset=10"]
    paths += ["/search?q=swift&lang=en&format=json", "/search?q=swfit&lang=en", "/search?q=zzqxj&lang=en", "/search?lang=en"]
    paths += ["/news?lang=en", "/news?lang=ja", "/news?lang=en&format=json"] * 10
    numbers = sorted(rng.sample(range(1, latest + 1), 300))
    paths += [f"/comics/{n}" for n in numbers if n != 404] + ["/comics", "/comics/random"] * 10 + ["/comics/1?format=json"]
    missing = ["/comics/404", f"/comics/{latest + 1}", f"/comics/{latest + 500}", "/movies/999999", "/movies/1"]
    paths += missing
    for movie in movies:
        paths += [f"/movies/{movie['id']}", f"/movies/{movie['id']}?lang=ja"]
    for word in sorted({w for m in movies for w in re.findall(r"[A-Za-z]+", m["title"]) if len(w) > 3}):
        paths += [f"/movies?q={word.lower()}", f"/movies?q={word.lower()}&page=2"]
    paths += [f"/img/http/127.0.0.1:{kiosk.sample_port}/t/p/w342{m['posterPath']}" for m in movies if m.get("posterPath")]
    paths += [comic_image(kiosk, n) for n in numbers[:80] if n != 404]
    rng.shuffle(paths)
    return paths, set(missing)


def verify_paths(kiosk, paths, expected_404):
    """After the run: every URL once, its status as expected (catches a wrong URL in the mix)."""
    wrong = []

    def one(path):
        status = get(kiosk.url(path), timeout=30)[0]
        want_404 = path in expected_404
        if (status == 404) != want_404 or not (200 <= status < 400 or status == 404):
            wrong.append((path, status))

    with ThreadPoolExecutor(8) as pool:
        list(pool.map(one, sorted(set(paths))))
    return wrong


# ---------------------------------------------------------------- mixed

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
                warm_started = time.monotonic()
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

class Probe:
    """Fresh (never fetched) URLs per source, handed out one at a time so each one reaches the upstream."""

    def __init__(self, kiosk):
        self.kiosk = kiosk
        # Above the load traffic's 1…3100, so no earlier mode can have cached them (numbered comics
        # are cached for good, and rightly answer 200 whatever the upstream does).
        self.comics = list(range(3101, 3200))
        random.Random(7).shuffle(self.comics)
        self.movie_ids = [m["id"] for m in json.load(open(os.path.join(DATA, "movies.json")))["movies"]]
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
            runner = threading.Thread(target=lambda: load.update(
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
            unexpected = bad_statuses(load, lambda s: s in allowed)
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


def percentile(values, p):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * p / 100))]


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

def run_restart(args, binary, work):
    seconds = 20 if args.quick else 60
    stop_at = seconds / 3
    first = Kiosk(binary, work).start()
    second = None
    try:
        rng = random.Random(11)
        paths, expected_404 = mixed_paths(first, rng)
        # Images carry the first process's sample-upstream port, which dies with it.
        paths = [p for p in paths if not p.startswith("/img/")]
        script = rotation_script(work, paths, expected_404)
        steady = wrk(first.url("/"), script, 5, connections=args.connections, timeout=10)
        print(f"restart: steady state before (5 s): {describe(steady)}")
        port = first.port
        # Requests that are in flight when the signal comes: fresh pages from an upstream slowed to 3 s.
        first.fault("mode=slow&seconds=3")
        inflight = []

        def slow_request(n):
            inflight.append(get(first.url(f"/search?q=inflight{n}&lang=en"), timeout=30))

        load = {}
        runner = threading.Thread(target=lambda: load.update(
            wrk(f"http://127.0.0.1:{port}/", script, seconds, connections=args.connections, timeout=10)))
        runner.start()
        time.sleep(stop_at - 1)
        slow = [threading.Thread(target=slow_request, args=(n,)) for n in range(8)]
        for thread in slow:
            thread.start()
        time.sleep(1)
        signalled = time.monotonic()
        first.process.send_signal(signal.SIGTERM)
        first.process.wait(timeout=SHUTDOWN_GRACE + 10)
        exited = time.monotonic() - signalled
        code = first.process.returncode
        second = Kiosk(binary, work, port=port)
        spawn = time.monotonic()
        second.start()
        first_200 = time.monotonic() - spawn
        window = time.monotonic() - signalled
        for thread in slow:
            thread.join()
        runner.join()
        after = wrk(second.url("/"), script, 5, connections=args.connections, timeout=10)
        print(f"\nSIGTERM at {stop_at:.0f} s of a {seconds} s wrk run (-c{args.connections}):")
        print(f"  old process exited with {code} after {exited:.2f} s (grace {SHUTDOWN_GRACE:.0f} s)")
        print(f"  new process: first 200 on /healthz {first_200 * 1000:.0f} ms after spawn; stop window (SIGTERM → new ready) {window:.2f} s")
        print(f"  in-flight slow requests (3 s upstream) at SIGTERM: " +
              ", ".join(f"{status} in {secs:.1f} s" for status, _, _, secs in inflight))
        print(f"  wrk across the restart: {describe(load)}")
        print(f"  wrk after (5 s): {describe(after)}")
        print()
        e = load["errors"]
        check(code == 0, f"old process exits 0 (got {code})")
        check(exited <= SHUTDOWN_GRACE + 1, f"old process exits within the grace period ({exited:.2f} s)")
        check(len(inflight) == 8 and all(status == 200 for status, *_ in inflight),
              f"requests in flight at SIGTERM complete with 200 ({[r[0] for r in inflight]})")
        check(first_200 < 2.0, f"new process serves at once: {first_200 * 1000:.0f} ms to first 200")
        check(not bad_statuses(load) and e["timeout"] == 0,
              f"no error statuses or timeouts across the restart ({bad_statuses(load)}, timeouts {e['timeout']})")
        print(f"  note: connect and write errors ({e['connect']}, {e['write']}) are wrk's reconnect attempts refused "
              f"while no process listens (wrk counts a refused non-blocking connect as a write error); "
              f"read errors ({e['read']}) are keep-alive connections closed between two requests "
              f"(at most one per wrk connection, {args.connections}).")
        check(e["read"] <= args.connections, f"read errors {e['read']} ≤ one per connection ({args.connections})")
        check(not bad_statuses(after) and sum(after["errors"].values()) - after["errors"]["status"] == 0,
              f"new process: no errors under load ({after['errors']})")
    finally:
        first.stop()
        if second:
            second.stop()


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    commands = parser.add_subparsers(dest="command", required=True)
    mixed = commands.add_parser("mixed", help="mixed page traffic, cold then warm caches; latency, errors, RSS")
    mixed.add_argument("--minutes", type=float, default=10)
    mixed.add_argument("--connections", type=int, default=64)
    faults = commands.add_parser("faults", help="the upstream slow, failing, rate-limiting, dropping; then recovery")
    faults.add_argument("--connections", type=int, default=32)
    idle = commands.add_parser("idle", help="idle connections and slowloris clients beside a normal client")
    idle.add_argument("--idle", type=int, default=2000)
    idle.add_argument("--slowloris", type=int, default=200)
    idle.add_argument("--interval", type=float, default=3, help="seconds between slowloris bytes")
    restart = commands.add_parser("restart", help="SIGTERM under load, then a new process on the same port")
    restart.add_argument("--connections", type=int, default=32)
    for command in (mixed, faults, idle, restart):
        command.add_argument("--quick", action="store_true", help="a short run (well under two minutes) to check the script")
        command.add_argument("--no-build", action="store_true", help="use the existing release build")
        command.add_argument("--log-level", default="notice", help="kiosk's log level (info logs every request)")
        command.add_argument("--keep", action="store_true", help="keep the work folder with kiosk's logs")
    args = parser.parse_args()
    global LOG_LEVEL
    LOG_LEVEL = args.log_level
    ensure_wrk()
    binary = kiosk_binary(not args.no_build)
    work = tempfile.mkdtemp(prefix="kiosk-load-")
    try:
        {"mixed": run_mixed, "faults": run_faults, "idle": run_idle, "restart": run_restart}[args.command](args, binary, work)
    finally:
        if args.keep:
            print(f"kiosk logs kept in {work}")
        else:
            shutil.rmtree(work, ignore_errors=True)
    print(f"\n{args.command}: {'FAIL (' + str(len(FAILURES)) + ')' if FAILURES else 'PASS'}")
    sys.exit(1 if FAILURES else 0)


if __name__ == "__main__":
    main()
