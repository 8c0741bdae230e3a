#!/usr/bin/env python3
"""Memory of stalled readers (issue 8 item 7), on loopback, bounded in time (not run in CI).

Serves a 10 MiB static file from a copy of Public/, opens N connections that each request it and
read nothing, and reports the kiosk process's resident memory (VmRSS) before, with the readers
stalled, and after they leave. A response's body is shared, so each stalled reader should cost its
head and kernel socket buffers, not a copy of the 10 MiB.

    python3 Benchmarks/stalled.py [--binary PATH] [--readers 40] [--size-mib 10]
"""
import argparse
import os
import shutil
import socket
import subprocess
import tempfile
import time

from kiosk_tools import ROOT, free_port


def rss_mib(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return float("nan")



def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build/release/kiosk"))
    parser.add_argument("--readers", type=int, default=40)
    parser.add_argument("--size-mib", type=int, default=10)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        public = os.path.join(folder, "Public")
        shutil.copytree(os.path.join(ROOT, "Public"), public)
        with open(os.path.join(public, "big.bin"), "wb") as big:
            big.write(os.urandom(args.size_mib << 20))
        port = free_port()
        kiosk = subprocess.Popen([args.binary, "serve", "--offline", "--port", str(port), "--public", public,
                                  "--templates", os.path.join(ROOT, "Templates"), "--log-level", "warning"],
                                 stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            for _ in range(200):
                try:
                    socket.create_connection(("127.0.0.1", port), timeout=1).close()
                    break
                except OSError:
                    time.sleep(0.05)
            time.sleep(0.5)
            before = rss_mib(kiosk.pid)
            readers = []
            for _ in range(args.readers):
                reader = socket.create_connection(("127.0.0.1", port))
                reader.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
                reader.sendall(b"GET /big.bin HTTP/1.1\r\nHost: k\r\n\r\n")
                readers.append(reader)
            time.sleep(2)
            stalled = rss_mib(kiosk.pid)
            for reader in readers:
                reader.close()
            time.sleep(1)
            after = rss_mib(kiosk.pid)
            print(f"{args.binary}: {args.readers} stalled readers of {args.size_mib} MiB: RSS {before:.0f} MiB before, "
                  f"{stalled:.0f} MiB stalled (+{stalled - before:.0f} MiB, {(stalled - before) / args.readers:.2f} MiB each), "
                  f"{after:.0f} MiB after they left")
        finally:
            kiosk.terminate()
            kiosk.wait(timeout=15)


if __name__ == "__main__":
    main()
