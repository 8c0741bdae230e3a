"""The harness of Kiosk's load and fault runs (Benchmarks/load_*.py): a `kiosk serve --offline`
process, wrk with Lua scripts rotating over many URLs, page paths of every kind, /proc readings,
and `main`, which builds Kiosk, runs one measurement in a scratch folder and exits 1 on a failed check.
"""
import argparse
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse
import urllib.request
from concurrent.futures import ThreadPoolExecutor

from kiosk_tools import FAILURES, ROOT, kiosk_binary

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
# "notice" logs the ports Kiosk and the sample upstream listen on; --log-level info adds access lines.
LOG_LEVEL = "notice"


# ---------------------------------------------------------------- tools and the kiosk process

def ensure_wrk():
    if shutil.which("wrk") is None:
        sudo = [] if os.geteuid() == 0 else ["sudo"]
        subprocess.run(sudo + ["apt-get", "update", "-qq"], check=True)
        subprocess.run(sudo + ["apt-get", "install", "-y", "-qq", "wrk"], check=True,
                       env=dict(os.environ, DEBIAN_FRONTEND="noninteractive"))


class Kiosk:
    """One `kiosk serve --offline` process; its ports are read from its log on stderr."""

    def __init__(self, binary, work, port=0):
        self.binary, self.work, self.requested_port = binary, work, port
        self.process = None
        self.port = self.sample_port = None
        self.ready_seconds = None

    def start(self, timeout=60):
        self.log_path = os.path.join(self.work, f"kiosk-{time.time_ns()}.log")
        started = time.monotonic()
        # The child keeps its own descriptor of the log; ours closes at once.
        with open(self.log_path, "w") as log:
            self.process = subprocess.Popen(
                [self.binary, "serve", "--offline", "--port", str(self.requested_port),
                 "--public", os.path.join(ROOT, "Public"), "--templates", os.path.join(ROOT, "Templates"),
                 "--log-level", LOG_LEVEL], cwd=ROOT, stdout=subprocess.DEVNULL, stderr=log)
        deadline = started + timeout
        while time.monotonic() < deadline and (self.port is None or self.sample_port is None):
            with open(self.log_path) as log:
                text = log.read()
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
    match = re.search(rb"<title>(.*?)</title>", body, re.DOTALL)
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
    out = subprocess.run(cmd, capture_output=True, text=True, timeout=seconds + timeout + 60, check=False).stdout
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
    with open(os.path.join(DATA, file)) as f:
        articles = json.load(f)
    for article in articles:
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
    with open(os.path.join(DATA, "comics-special.json")) as f:
        latest = json.load(f)["latest"]
    with open(os.path.join(DATA, "movies.json")) as f:
        movies = json.load(f)["movies"]
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


def main(doc, measure, configure=None):
    """Parses the common options (and `configure`'s own), builds the release `kiosk`, runs
    `measure(args, binary, work)` in a scratch folder, prints PASS or FAIL and exits with it."""
    global LOG_LEVEL
    parser = argparse.ArgumentParser(description=doc, formatter_class=argparse.RawDescriptionHelpFormatter)
    if configure:
        configure(parser)
    parser.add_argument("--quick", action="store_true", help="a short run (well under two minutes) to check the script")
    parser.add_argument("--no-build", action="store_true", help="use the existing release build")
    parser.add_argument("--log-level", default="notice", help="kiosk's log level (info logs every request)")
    parser.add_argument("--keep", action="store_true", help="keep the work folder with kiosk's logs")
    args = parser.parse_args()
    LOG_LEVEL = args.log_level
    ensure_wrk()
    binary = kiosk_binary(release=True, build=not args.no_build)
    work = tempfile.mkdtemp(prefix="kiosk-load-")
    try:
        measure(args, binary, work)
    finally:
        if args.keep:
            print(f"kiosk logs kept in {work}")
        else:
            shutil.rmtree(work, ignore_errors=True)
    name = os.path.basename(sys.argv[0])
    print(f"\n{name}: {'FAIL (' + str(len(FAILURES)) + ')' if FAILURES else 'PASS'}")
    sys.exit(1 if FAILURES else 0)
