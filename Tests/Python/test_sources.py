"""The Python tools themselves: every script compiles without a warning. An unknown escape in a plain
string (`"\\S"` meant for a JavaScript regular expression) is a DeprecationWarning on Python 3.11, a
SyntaxWarning from 3.12, and is to become an error; a raw string says what it means."""
import pathlib
import warnings

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]  # this checkout, whichever one pip installed the helpers from
FOLDERS = ("Tests", "Benchmarks", "Sources/SampleUpstream/Generator")
SOURCES = sorted(path for folder in FOLDERS for path in pathlib.Path(ROOT, folder).rglob("*.py"))


@pytest.mark.parametrize("path", SOURCES, ids=lambda path: str(path.relative_to(ROOT)))
def test_pythonSource_whenCompiled_givesNoWarning(path):
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        compile(path.read_text(encoding="utf-8"), str(path), "exec")
