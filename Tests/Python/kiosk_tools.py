"""What Kiosk's Python tests and benchmarks share: the repository, the kiosk binary, a free port,
percentiles and PASS/FAIL checks. Installed with the tools' requirements by `pip install -e .`
(the repository's pyproject.toml); pytest finds it through that file's `pythonpath`.
"""
import os
import socket
import subprocess

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))

# Every failed `check` of this process, for a script's exit status.
FAILURES = []


def kiosk_binary(release=False, build=False):
    """KIOSK_BINARY if set, else `.build`'s debug or release `kiosk` (built first when `build`)."""
    configuration = "release" if release else "debug"
    path = os.environ.get("KIOSK_BINARY")
    if not path:
        if build:
            subprocess.run(["swift", "build", "-c", configuration, "--product", "kiosk"], cwd=ROOT, check=True)
        path = os.path.join(ROOT, ".build", configuration, "kiosk")
    if not os.access(path, os.X_OK):
        raise RuntimeError(f"{path} is not built: run `swift build -c {configuration}` (or set KIOSK_BINARY)")
    return path


def free_port():
    """A loopback port nobody listens on now (the kernel's pick)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def percentile(values, p):
    """The nearest-rank `p`th percentile (0–100) of `values`."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * p / 100))]


def check(ok, what):
    """Prints a PASS or FAIL line and remembers a failure in `FAILURES`."""
    print(f"  {'PASS' if ok else 'FAIL'}: {what}")
    if not ok:
        FAILURES.append(what)
    return ok


# The interface languages a reader can choose (Language.offered), in the language picker's order;
# Tests/Browser/test_languages.py checks that the picker offers exactly these.
LANGUAGES = ["en", "ja", "de", "fr", "es", "pt-BR", "it", "zh-Hans", "zh-Hant", "ko", "ar"]

# One page of each type in the sample data (`kiosk serve --offline`), without its `lang`: a name for
# messages, the path, and the status it answers. The browser tests and the HTML validator open each
# in every language.
PAGE_TYPES = [
    ("home", "/", 200),
    ("search", "/search?q=Swift&wiki=en", 200),
    ("article", "/wiki/Tokyo?wiki=en", 200),
    ("news", "/news?edition=en-US", 200),
    ("news-topic", "/news/world?edition=en-US", 200),
    ("news-search", "/news/search?q=comet&edition=en-US", 200),
    ("comic", "/comics/1?", 200),
    ("comic-search", "/comics/search?q=volcano", 200),
    ("movies", "/movies?q=the&region=US", 200),
    ("movie", "/movies/1904?region=US", 200),
    ("settings", "/settings?edition=en-US&region=US&wiki=en", 200),
    ("not-found", "/no/such/page?", 404),
]


def in_language(path, language):
    """`path` (a PAGE_TYPES path) asking for the interface `language`."""
    return path + ("" if path.endswith("?") else ("&" if "?" in path else "?")) + "lang=" + language
