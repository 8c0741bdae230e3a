#!/usr/bin/env python3
"""SIGTERM under load, then a new process on the same port: requests in flight finish, the port is
free again, and the fresh `kiosk serve --offline` (release build) answers at once.

    python3 Benchmarks/load_restart.py [--connections 32] [--quick]

Prints its figures and PASS/FAIL lines, and exits 1 if a check failed (`--help` for the rest).
"""
import random
import signal
import threading
import time

import loadkit
from kiosk_tools import check
from loadkit import SHUTDOWN_GRACE, Kiosk, bad_statuses, describe, get, mixed_paths, rotation_script, wrk


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
        print("  in-flight slow requests (3 s upstream) at SIGTERM: " +
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



def options(parser):
    parser.add_argument("--connections", type=int, default=32)


if __name__ == "__main__":
    loadkit.main(__doc__, run_restart, options)
