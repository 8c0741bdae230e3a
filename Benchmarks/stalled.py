#!/usr/bin/env python3
"""Stalled readers, on loopback, bounded in time (not run in CI).

Memory (the default): serves a 10 MiB static file from a copy of Public/, opens N connections that
each request it and read nothing, and reports the kiosk process's resident memory (VmRSS) before,
with the readers stalled, and after they leave. A response's body is shared, so each stalled reader
should cost its head and kernel socket buffers, not a copy of the 10 MiB.

Write timeout (`--pipeline N`): N connections each pipeline R requests for a small static file with
a 4 KiB receive buffer and never read. The server must close each one the write timeout (15 s) after
the client last took bytes; the script reports, per connection, the seconds from that last progress
(the last growth of the client's receive queue) to the moment the server closed its descriptor.

    python3 Benchmarks/stalled.py [--binary PATH] [--readers 40] [--size-mib 10]
    python3 Benchmarks/stalled.py --pipeline 2000 [--readers 50] [--path /css/site.css] [--limit 60]
"""
import argparse
import fcntl
import os
import shutil
import socket
import statistics
import struct
import subprocess
import tempfile
import termios
import time

from kiosk_tools import ROOT, free_port


def rss_mib(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return float("nan")



def server_sockets(pid, port):
    """The client ports of the connections the server still holds a descriptor for."""
    inodes = set()
    for name in os.listdir(f"/proc/{pid}/fd"):
        try:
            target = os.readlink(f"/proc/{pid}/fd/{name}")
        except OSError:
            continue
        if target.startswith("socket:["):
            inodes.add(target[8:-1])
    peers = set()
    with open("/proc/net/tcp") as table:
        next(table)
        for row in table:
            fields = row.split()
            local, remote, inode = fields[1], fields[2], fields[9]
            if int(local.split(":")[1], 16) == port and inode in inodes and remote != "00000000:0000":
                peers.add(int(remote.split(":")[1], 16))
    return peers


def queued(sock):
    """Bytes waiting in the client's receive queue (FIONREAD): it grows while the server makes progress."""
    return struct.unpack("i", fcntl.ioctl(sock.fileno(), termios.FIONREAD, b"\0\0\0\0"))[0]


def measure_write_timeout(pid, port, args):
    request = f"GET {args.path} HTTP/1.1\r\nHost: k\r\n\r\n".encode() * args.pipeline
    readers = {}
    for _ in range(args.readers):
        reader = socket.socket()
        # Before connecting, so the window the client announces is small from the handshake on.
        reader.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
        reader.connect(("127.0.0.1", port))
        reader.setblocking(False)
        readers[reader.getsockname()[1]] = {"socket": reader, "pending": request, "queued": -1, "progress": None, "seen": False}
    started = time.monotonic()
    closed = {}
    # The figures are as precise as the sampling: the longest gap between two looks is reported.
    previous, longest_gap = started, 0.0
    while time.monotonic() - started < args.limit:
        now = time.monotonic()
        previous, longest_gap = now, max(longest_gap, now - previous)
        held = server_sockets(pid, port)
        for client_port, reader in readers.items():
            if reader["pending"]:
                try:
                    sent = reader["socket"].send(reader["pending"])
                    reader["pending"] = reader["pending"][sent:]
                except BlockingIOError:
                    pass  # the server paused reading (it cannot write): the rest waits
                except OSError:
                    reader["pending"] = b""
            size = queued(reader["socket"])
            if size != reader["queued"]:
                reader["queued"], reader["progress"] = size, now
            # Accepted (seen held once) and then let go: the server closed it.
            if client_port in held:
                reader["seen"] = True
            elif reader["seen"] and client_port not in closed:
                closed[client_port] = now
        if len(closed) == len(readers):
            break
        time.sleep(0.05)
    held_for = sorted(closed[port] - readers[port]["progress"] for port in closed)
    still_open = len(readers) - len(closed)
    summary = "no connection closed"
    if held_for:
        summary = (f"closed {statistics.median(held_for):.1f} s after the client's last progress "
                   f"(median; min {held_for[0]:.1f}, max {held_for[-1]:.1f}); last close "
                   f"{max(closed.values()) - started:.1f} s after the start; sampled every {longest_gap * 1000:.0f} ms or less")
    print(f"{args.binary}: {args.readers} readers pipelining {args.pipeline} GET {args.path}, 4 KiB receive buffer, "
          f"never reading: {summary}; {still_open} still open after {args.limit} s")
    for reader in readers.values():
        reader["socket"].close()


def measure_memory(pid, port, args):
    before = rss_mib(pid)
    readers = []
    for _ in range(args.readers):
        reader = socket.create_connection(("127.0.0.1", port))
        reader.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
        reader.sendall(b"GET /big.bin HTTP/1.1\r\nHost: k\r\n\r\n")
        readers.append(reader)
    time.sleep(2)
    stalled = rss_mib(pid)
    for reader in readers:
        reader.close()
    time.sleep(1)
    after = rss_mib(pid)
    print(f"{args.binary}: {args.readers} stalled readers of {args.size_mib} MiB: RSS {before:.0f} MiB before, "
          f"{stalled:.0f} MiB stalled (+{stalled - before:.0f} MiB, {(stalled - before) / args.readers:.2f} MiB each), "
          f"{after:.0f} MiB after they left")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build/release/kiosk"))
    parser.add_argument("--readers", type=int, default=None, help="40 for memory, 50 with --pipeline")
    parser.add_argument("--size-mib", type=int, default=10)
    parser.add_argument("--pipeline", type=int, default=0, help="requests per reader: measure the write timeout")
    parser.add_argument("--path", default="/css/site.css")
    parser.add_argument("--limit", type=float, default=60, help="seconds the write-timeout run may take")
    args = parser.parse_args()
    if args.readers is None:
        args.readers = 50 if args.pipeline else 40
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
            if args.pipeline:
                measure_write_timeout(kiosk.pid, port, args)
            else:
                measure_memory(kiosk.pid, port, args)
        finally:
            kiosk.terminate()
            kiosk.wait(timeout=15)


if __name__ == "__main__":
    main()
