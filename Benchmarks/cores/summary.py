#!/usr/bin/env python3
"""Turns run.sh's raw.tsv into the tables README's performance section carries: medians of the
rounds with their range, Kiosk/nginx ratios and each core count against one core.

    python3 summary.py RAW.tsv [LOG]      (LOG: run.sh's log, whose first lines name the machine)
"""
import statistics
import sys
from collections import OrderedDict
from pathlib import Path

rows = OrderedDict()
for line in Path(sys.argv[1]).read_text().splitlines(True):
    parts = line.rstrip("\n").split("\t")
    if len(parts) < 4 or not parts[3]:
        continue
    group, label, cpus, rps = parts[:4]
    errors = parts[5] if len(parts) > 5 else ""
    entry = rows.setdefault((group, label), {"cpus": cpus, "rps": [], "errors": []})
    entry["rps"].append(float(rps))
    # Non-2xx alone is expected in the uncached row (xkcd has no comic 404); socket errors are not.
    if "Socket errors" in errors:
        entry["errors"].append(errors.strip())


def med(key):
    entry = rows.get(key)
    return statistics.median(entry["rps"]) if entry else None


def cell(key):
    entry = rows.get(key)
    if not entry:
        return "–"
    values = entry["rps"]

    def k(value):
        return f"{value / 1000:.1f}" if value < 10_000 else f"{value / 1000:.0f}"

    text = f"{k(statistics.median(values))}k"
    if len(values) > 1:
        text += f" ({k(min(values))}–{k(max(values))}k)"
    return text + (" ⚠ socket errors" if entry["errors"] else "")


if len(sys.argv) > 2:
    for line in Path(sys.argv[2]).read_text().splitlines()[:2]:
        print(line + "  ")
    print()
print("| row | nginx, 8 workers | Kiosk, one process on 8 cores | Kiosk/nginx |")
print("|---|---|---|---|")
for path in ["/comics/1234", "/news", "/healthz"]:
    n, k = med(("nginx", path)), med(("kiosk", path))
    ratio = f"{k / n:.2f}×" if n and k else "–"
    print(f"| `{path}` | {cell(('nginx', path))} | {cell(('kiosk', path))} | {ratio} |")
print()
one = med(("scaling", "1 cores /comics/1234"))
cold_one = med(("uncached", "1 cores, new URL each request"))
print("| cores | `/comics/1234` req/s | × 1 core | uncached req/s | × 1 core |")
print("|---|---|---|---|---|")
for n in [1, 2, 4, 8]:
    warm = ("scaling", f"{n} cores /comics/1234")
    cold = ("uncached", f"{n} cores, new URL each request")
    warm_ratio = f"{med(warm) / one:.2f}×" if one and med(warm) else "–"
    cold_ratio = f"{med(cold) / cold_one:.2f}×" if cold_one and med(cold) else "–"
    print(f"| {n} | {cell(warm)} | {warm_ratio} | {cell(cold)} | {cold_ratio} |")
processes = ("processes", "8 processes x 1 core (sum) /comics/1234")
if processes in rows:
    print(f"| 8 processes × 1 core (sum) | {cell(processes)} | "
          f"{med(processes) / one:.2f}× |  |  |" if one else f"| 8 processes × 1 core | {cell(processes)} | – | | |")
