"""The comic search index's crawler, against a real sample upstream that counts what reaches it:
two instances on one Redis ask it for each comic and transcript once between them, and an instance
killed with SIGKILL mid-crawl resumes where its file stopped, with the file intact."""
import os
import re
import shutil
import signal
import sqlite3
import tempfile

import fleetlib
import pytest

SAMPLE_COMICS = 3199  # #1–#3200 without #404 (Sources/SampleUpstream/ComicArchive.swift)
SAMPLE_EXPLAINED = 3200 - 1609 + 1  # explainxkcd transcripts from #1609 on

needs_redis = pytest.mark.skipif(not shutil.which("redis-server"), reason="redis-server is installed by .ci/install")


def indexed(kiosk):
    """(comics, explained transcripts) in the instance's index file; (0, 0) before it exists."""
    path = os.path.join(kiosk.data_dir, "comics.sqlite")
    if not os.path.exists(path):
        return 0, 0
    with sqlite3.connect(f"file:{path}?mode=ro", uri=True, timeout=5) as db:
        return db.execute("SELECT count(*), coalesce(sum(transcript_checked IS NOT NULL), 0) FROM comics").fetchone()


def per_target(sample, pattern):
    return {t: n for t, n in sample.requests()[1].items() if re.fullmatch(pattern, t)}


@needs_redis
def test_fleetCrawl_twoInstancesOnRedis_askTheUpstreamOncePerComicAndTranscript():
    workdir = tempfile.mkdtemp(prefix="kiosk-index-fleet-")
    redis = fleetlib.Redis(workdir).start()
    sample = fleetlib.SampleUpstream(workdir).start()
    kiosks = []
    try:
        kiosks = [fleetlib.Kiosk(name, workdir, sample, redis.url).start() for name in "AB"]
        for kiosk in kiosks:
            fleetlib.wait_until(lambda: indexed(kiosk) == (SAMPLE_COMICS, SAMPLE_EXPLAINED), 240, f"{kiosk.name}'s index")
        comics = per_target(sample, r"/\d+/info\.0\.json")
        transcripts = per_target(sample, r"/explainxkcd/api\.php\?.*")
        # #404 is asked for too (answered 404), the latest (#3200) only as /info.0.json.
        assert len(comics) == SAMPLE_COMICS
        assert {n for n in comics.values()} == {1}, {t: n for t, n in comics.items() if n != 1}
        assert len(transcripts) == SAMPLE_EXPLAINED
        assert {n for n in transcripts.values()} == {1}, {t: n for t, n in transcripts.items() if n != 1}
    finally:
        for process in [*kiosks, sample, redis]:
            process.stop()


def test_crawl_whenKilledMidWrite_resumesWhereTheFileStoppedAndTheFileIsIntact():
    workdir = tempfile.mkdtemp(prefix="kiosk-index-kill-")
    sample = fleetlib.SampleUpstream(workdir).start()
    try:
        first = fleetlib.Kiosk("first", workdir, sample, None).start()
        fleetlib.wait_until(lambda: indexed(first)[0] >= 300, 120, "the crawl to get going")
        first.stop(sig=signal.SIGKILL)
        before = indexed(first)[0]
        assert 300 <= before < SAMPLE_COMICS, f"the crawl was not stopped mid-way ({before})"
        path = os.path.join(first.data_dir, "comics.sqlite")
        with sqlite3.connect(path) as db:
            assert db.execute("PRAGMA integrity_check").fetchone() == ("ok",)
        second = fleetlib.Kiosk("second", workdir, sample, None)
        second.data_dir = first.data_dir
        second.args[second.args.index("--data-dir") + 1] = first.data_dir
        second.start()
        try:
            fleetlib.wait_until(lambda: indexed(second)[0] == SAMPLE_COMICS, 240, "the resumed crawl")
            comics = per_target(sample, r"/\d+/info\.0\.json")
            # Nothing the file held was asked for again; at most the comic in flight at the kill was.
            twice = {t: n for t, n in comics.items() if n > 1}
            assert len(twice) <= 1, twice
            assert len(comics) == SAMPLE_COMICS  # #404 asked too, #3200 only as the latest
            assert "moved aside" not in second.log()
        finally:
            second.stop()
    finally:
        sample.stop()
