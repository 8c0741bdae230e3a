"""A Kiosk fleet on loopback: redis-server, one shared sample upstream, Kiosk instances and nginx in
front with deploy/nginx/kiosk.conf (its ports rewritten). Used by Tests/Fleet/test_fleet.py and
Benchmarks/fleet.py. Every process is started here on ports the kernel hands out, and stopped by pid.
"""
import json
import os
import re
import shutil
import signal
import socket
import subprocess
import tempfile
import time
import urllib.error
import urllib.request

from kiosk_tools import ROOT, free_port, kiosk_binary

NGINX_SITE = os.path.join(ROOT, "deploy", "nginx", "kiosk.conf")


def wait_until(predicate, seconds, what):
    """Polls `predicate` (a child process's state has no event to wait on) until it holds."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if predicate():
            return
        time.sleep(0.05)
    raise AssertionError(f"gave up after {seconds} s waiting for {what}")


def accepts(port):
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=0.5):
            return True
    except OSError:
        return False


def http(port, path, method="GET", headers=None, timeout=15):
    """(status, headers, body text) of one request; HTTP errors are answers too."""
    request = urllib.request.Request(f"http://127.0.0.1:{port}{path}", method=method, headers=headers or {},
                                     data=b"" if method == "POST" else None)
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:
            return response.status, dict(response.headers), response.read().decode("utf-8", "replace")
    except urllib.error.HTTPError as error:
        return error.code, dict(error.headers), error.read().decode("utf-8", "replace")


class Process:
    """A child process whose output goes to a file in `workdir`."""

    def __init__(self, name, args, workdir, env=None):
        self.name, self.args, self.workdir, self.env = name, args, workdir, env
        self.log_path = os.path.join(workdir, f"{name}.log")
        self.popen = None

    def start(self):
        with open(self.log_path, "ab") as log:  # the child keeps its own descriptor
            self.popen = subprocess.Popen(self.args, stdout=log, stderr=subprocess.STDOUT, env=self.env, cwd=ROOT)
        return self

    def log(self):
        with open(self.log_path, "rb") as f:
            return f.read().decode("utf-8", "replace")

    def stop(self, sig=signal.SIGTERM, seconds=20):
        if self.popen and self.popen.poll() is None:
            self.popen.send_signal(sig)
            try:
                self.popen.wait(seconds)
            except subprocess.TimeoutExpired:
                self.popen.kill()
                self.popen.wait()
        code = self.popen.returncode if self.popen else None
        self.popen = None
        return code

    @property
    def pid(self):
        return self.popen.pid if self.popen else None


class Redis(Process):
    def __init__(self, workdir):
        self.port = free_port()
        super().__init__("redis", ["redis-server", "--port", str(self.port), "--bind", "127.0.0.1", "--save", "",
                                   "--appendonly", "no", "--maxmemory", "64mb", "--maxmemory-policy", "allkeys-lru"], workdir)

    @property
    def url(self):
        return f"redis://127.0.0.1:{self.port}/0"

    def start(self):
        super().start()
        wait_until(lambda: accepts(self.port), 20, "redis-server to listen")
        return self

    def stop(self, sig=signal.SIGKILL, seconds=20):
        # SIGKILL: it saves nothing, and a stop here plays a Redis that goes away.
        code = super().stop(sig, seconds)
        wait_until(lambda: not accepts(self.port), 20, "redis-server to close its port")
        return code


class SampleUpstream(Process):
    """`kiosk sample-upstream`: one upstream the whole fleet shares, counting what reaches it."""

    def __init__(self, workdir):
        self.port = None
        super().__init__("sample", [kiosk_binary(), "sample-upstream", "--port", "0"], workdir)

    def start(self):
        super().start()

        def listening():
            found = re.search(r"listening on http://127\.0\.0\.1:(\d+)", self.log())
            self.port = int(found.group(1)) if found else None
            return self.port is not None
        wait_until(listening, 30, "the sample upstream to listen")
        return self

    def requests(self):
        """{target: count} of API requests seen so far, and their total."""
        _, _, body = http(self.port, "/_control/requests")
        seen = json.loads(body)
        return seen["total"], seen["targets"]

    def fault(self, mode, **arguments):
        query = "&".join([f"mode={mode}"] + [f"{k}={v}" for k, v in arguments.items()])
        status, _, body = http(self.port, f"/_control/fault?{query}", method="POST")
        assert status == 200, body


class Kiosk(Process):
    """`kiosk serve --offline --sample-port S` on a fixed port (so a restart keeps its place in nginx)."""

    def __init__(self, name, workdir, sample, cache, log_level="warning", port=None, extra=()):
        self.port = port or free_port()
        # Each instance keeps its own comic search index, as on separate machines.
        self.data_dir = os.path.join(workdir, f"{name}-data")
        args = [kiosk_binary(), "serve", "--offline", "--sample-port", str(sample.port), "--port", str(self.port),
                "--log-level", log_level, "--shutdown-grace", "5", "--data-dir", self.data_dir, *extra]
        if cache:
            args += ["--cache", cache]
        super().__init__(name, args, workdir)

    def start(self):
        super().start()
        wait_until(lambda: self.ready(), 60, f"{self.name} to answer /readyz")
        return self

    def ready(self):
        try:
            return http(self.port, "/readyz", timeout=2)[0] == 200
        except OSError:
            return False

    def readyz(self):
        return http(self.port, "/readyz")


class Nginx(Process):
    """nginx with deploy/nginx/kiosk.conf, its `server` lines pointed at `kiosks` and `listen` at a free port."""

    def __init__(self, workdir, kiosks):
        self.port = free_port()
        with open(NGINX_SITE) as f:
            site = f.read()
        servers = "".join(f"    server 127.0.0.1:{k.port} max_fails=3 fail_timeout=5s;\n" for k in kiosks)
        site, count = re.subn(r"(    server 127\.0\.0\.1:\d+ [^\n]*\n)+", servers, site)
        assert count == 1, "deploy/nginx/kiosk.conf no longer has one block of `server 127.0.0.1:PORT` lines"
        site = site.replace("listen 80;", f"listen 127.0.0.1:{self.port};").replace("listen [::]:80;", "")
        conf = os.path.join(workdir, "nginx.conf")
        temp = os.path.join(workdir, "nginx-temp")
        os.makedirs(temp, exist_ok=True)
        with open(conf, "w") as f:
            f.write(f"""worker_processes 1;
pid {workdir}/nginx.pid;
error_log {workdir}/nginx-error.log warn;
daemon off;
events {{ worker_connections 1024; }}
http {{
    access_log off;
    client_body_temp_path {temp}/body;
    proxy_temp_path {temp}/proxy;
    fastcgi_temp_path {temp}/fastcgi;
    uwsgi_temp_path {temp}/uwsgi;
    scgi_temp_path {temp}/scgi;
{site}
}}
""")
        super().__init__("nginx", [shutil.which("nginx") or "/usr/sbin/nginx", "-c", conf, "-p", workdir, "-e", f"{workdir}/nginx-error.log"], workdir)

    def start(self):
        super().start()
        wait_until(lambda: accepts(self.port), 20, "nginx to listen")
        return self

    def stop(self, sig=signal.SIGQUIT, seconds=20):
        return super().stop(sig, seconds)


class Fleet:
    """Redis (optional), a shared sample upstream, `count` Kiosk instances and nginx in front."""

    def __init__(self, count=2, shared_cache=True, log_level="warning", extra=()):
        self.workdir = tempfile.mkdtemp(prefix="kiosk-fleet-")
        self.redis = Redis(self.workdir).start() if shared_cache else None
        self.sample = SampleUpstream(self.workdir).start()
        cache = self.redis.url if self.redis else None
        self.kiosks = [Kiosk(name, self.workdir, self.sample, cache, log_level, extra=extra).start()
                       for name in "ABCDEFGH"[:count]]
        self.nginx = Nginx(self.workdir, self.kiosks).start()

    def stop(self):
        for process in [self.nginx, *self.kiosks, self.sample, self.redis]:
            if process:
                process.stop()

    def logs(self):
        parts = [f"--- {p.name}\n{p.log()[-3000:]}" for p in [*self.kiosks, self.sample, self.nginx] if p]
        return "\n".join(parts)
