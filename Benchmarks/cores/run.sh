#!/usr/bin/env bash
# Kiosk across cores, against nginx serving the same bytes, on one machine with >= 16 cores.
# Packed with make-kit.sh (beside this script); needs no network and no Swift on that machine.
#
#   OUT=DIR bash KIT/run.sh [KIT]      (KIT: the folder make-kit.sh wrote; default: this script's folder)
#
# Server cores and client cores are kept apart with taskset: servers on SRV (default 0-7), wrk on
# CLI (default 8-15). Every row runs ROUNDS times (default 3; gzip, warm, wrk -t<CLI cores> -c256
# -d<D>s, D default 5):
#   nginx, 8 workers pinned one per core of SRV, gzip_static over the very bytes Kiosk sent
#   kiosk, one process on SRV                           (/comics/1234, /news, /healthz)
#   kiosk, one process on 1 / 2 / 4 / 8 cores of SRV    (/comics/1234: the scaling row)
#   kiosk, 8 processes x 1 core, each with its own wrk   (what the cores do when nothing is shared)
#   uncached, one process on 1 / 2 / 4 / 8 cores: every request a URL not seen before (a random
#     comic or a new search, each wrk thread its own); the sample upstream in its own process on
#     UPSTREAM_CPUS (10-15), wrk on COLD_CLI (8-9)
# Writes $OUT/raw.tsv (one line per measurement), $OUT/cores.md (the tables, medians and ranges,
# from summary.py) and $OUT/cores.log (what was printed). About 5 minutes.
set -u
KIT=$(cd "${1:-$(dirname "$0")}" && pwd)
SRV=${SRV:-0-7}; CLI=${CLI:-8-15}; D=${D:-5}; ROUNDS=${ROUNDS:-3}
# The uncached row gives the sample upstream six cores: on two it was the bottleneck (2.4k req/s
# whatever Kiosk had); wrk needs few for it.
UPSTREAM_CPUS=${UPSTREAM_CPUS:-10-15}; COLD_CLI=${COLD_CLI:-8-9}
OUT=${OUT:-$(mktemp -d)}; mkdir -p "$OUT"; LOG=$OUT/cores.log; RAW=$OUT/raw.tsv; : > "$LOG"; : > "$RAW"
K=$(mktemp -d); tar xJf "$KIT/kit.tar.xz" -C "$K" || exit 1
export LD_LIBRARY_PATH=$K/lib
# KIOSK_BIN: another kiosk binary to measure with the same kit (an older build, for before/after);
# it runs from the kit's bin/, beside the resource bundles it looks for there.
KB=$K/bin/kiosk
if [ -n "${KIOSK_BIN:-}" ]; then cp "$KIOSK_BIN" "$K/bin/kiosk-other" && KB=$K/bin/kiosk-other; fi
G="python3 $KIT/get.py"
W=$(mktemp -d); chmod 755 "$W"; mkdir -p "$W/www/comics" "$W/tmp"
first=${SRV%%-*}
cores_from() { [ "$1" = 1 ] && echo "$first" || echo "$first-$((first + $1 - 1))"; }
ncpu() { python3 -c "import os;print(len(os.sched_getaffinity(0)))" 2>/dev/null; }
count() { python3 -c "import sys;a=sys.argv[1].split('-');print(int(a[-1])-int(a[0])+1)" "$1"; }
port() { python3 -c 'import socket;s=socket.socket();s.bind(("127.0.0.1",0));print(s.getsockname()[1]);s.close()'; }
up() { for _ in $(seq 200); do $G "$1" >/dev/null 2>&1 && return 0; sleep 0.05; done; echo "no answer at $1"; return 1; }
say() { echo "$*" | tee -a "$LOG"; }
bench() { # group label cpus url [client cpus] [extra wrk args]
  local cli=${5:-$CLI} r rps p99 errs
  r=$(taskset -c "$cli" "$K/bin/wrk" -t"$(count "$cli")" -c256 -d"${D}s" --latency -H 'Accept-Encoding: gzip' ${6:-} "$4" 2>&1)
  rps=$(echo "$r" | awk '/Requests\/sec/ {print $2}'); p99=$(echo "$r" | awk '$1=="99%" {print $2}')
  errs=$(echo "$r" | grep -E 'Non-2xx|Socket errors' | tr '\n' ' ')
  printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$1" "$2" "$3" "$rps" "$p99" "$errs" >> "$RAW"
  printf '%-10s %-36s %-6s %11s req/s  p99 %-9s %s\n' "$1" "$2" "$3" "$rps" "$p99" "$errs" | tee -a "$LOG"
}
kiosk() { # cpus port [args...]
  local c=$1 p=$2; shift 2
  (cd "$K/site" && exec taskset -c "$c" "$KB" serve --host 127.0.0.1 --port "$p" "$@" >>"$W/kiosk.log" 2>&1) & echo $!
}
warm() { taskset -c "$CLI" "$K/bin/wrk" -t2 -c32 -d1s -H 'Accept-Encoding: gzip' "$1" >/dev/null 2>&1; }
say "machine: $(nproc) cores visible, $(ncpu) in this affinity mask; $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')"
say "kit: commit $(cat "$K/commit")${KIOSK_BIN:+, kiosk binary $KIOSK_BIN}; servers on $SRV, wrk on $CLI, ${D}s per row, $ROUNDS rounds"
P=$(port); KP=$(kiosk "$SRV" "$P" --offline); up "http://127.0.0.1:$P/healthz" || { tail "$W/kiosk.log"; exit 1; }
for p in /comics/1234 /news /healthz; do
  f=$W/www$p; [ "$p" = /news ] && f=$W/www/news.html; [ "$p" = /healthz ] && f=$W/www/healthz
  $G "http://127.0.0.1:$P$p" > "$f"; $G "http://127.0.0.1:$P$p" gz > "$f.gz"
done
NP=$(port); masks=""; for i in $(seq 0 7); do masks+=" $(python3 -c "print(format(1<<($first+$i),'064b'))")"; done
cat > "$W/nginx.conf" <<CONF
worker_processes 8; worker_cpu_affinity$masks;
pid $W/nginx.pid; error_log $W/error.log warn; daemon off;
events { worker_connections 8192; }
http { include $K/mime.types; default_type text/html; access_log off; sendfile on; tcp_nopush on; keepalive_requests 1000000;
  client_body_temp_path $W/tmp; proxy_temp_path $W/tmp; fastcgi_temp_path $W/tmp; uwsgi_temp_path $W/tmp; scgi_temp_path $W/tmp;
  gzip_static on; gzip_vary on;
  server { listen 127.0.0.1:$NP reuseport; root $W/www; location = /news { try_files /news.html =404; } location = /healthz { default_type text/plain; } } }
CONF
"$K/bin/nginx" -e "$W/error.log" -c "$W/nginx.conf" & NGP=$!; up "http://127.0.0.1:$NP/healthz" || { cat "$W/error.log"; exit 1; }
for p in /comics/1234 /news /healthz; do warm "http://127.0.0.1:$P$p"; done
for round in $(seq "$ROUNDS"); do for p in /comics/1234 /news /healthz; do
  bench nginx "$p" "$SRV" "http://127.0.0.1:$NP$p"
  bench kiosk "$p" "$SRV" "http://127.0.0.1:$P$p"
done; done
kill "$NGP" "$KP"; wait "$KP" 2>/dev/null
for n in 1 2 4 8; do
  c=$(cores_from $n); Q=$(port); KQ=$(kiosk "$c" "$Q" --offline); up "http://127.0.0.1:$Q/healthz" || exit 1
  warm "http://127.0.0.1:$Q/comics/1234"
  for round in $(seq "$ROUNDS"); do bench scaling "$n cores /comics/1234" "$c" "http://127.0.0.1:$Q/comics/1234"; done
  kill "$KQ"; wait "$KQ" 2>/dev/null
done
# 8 processes x 1 core, each driven by its own single-threaded wrk on its own client core
pids=(); ports=()
for i in $(seq 0 7); do Q=$(port); pids+=("$(kiosk "$((first + i))" "$Q" --offline)"); ports+=("$Q"); done
for q in "${ports[@]}"; do up "http://127.0.0.1:$q/healthz" || exit 1; warm "http://127.0.0.1:$q/comics/1234"; done
cli_first=${CLI%%-*}
for round in $(seq "$ROUNDS"); do
  wps=()
  for i in $(seq 0 7); do taskset -c $((cli_first + i)) "$K/bin/wrk" -t1 -c64 -d"${D}s" -H 'Accept-Encoding: gzip' "http://127.0.0.1:${ports[$i]}/comics/1234" > "$W/w$i.txt" 2>&1 & wps+=($!); done
  wait "${wps[@]}"
  sum=$(cat "$W"/w*.txt | awk '/Requests\/sec/ {s+=$2} END {printf "%.0f", s}')
  printf '%s\t%s\t%s\t%s\t%s\t%s\n' processes "8 processes x 1 core (sum) /comics/1234" "$SRV" "$sum" "" "" >> "$RAW"
  say "$(printf '%-10s %-36s %-6s %11s req/s' processes '8 processes x 1 core (sum)' "$SRV" "$sum")"
done
kill "${pids[@]}"; wait "${pids[@]}" 2>/dev/null
# uncached: a new search or a random comic each request; the sample upstream on its own cores
UP=$(port); (cd "$K/site" && exec taskset -c "$UPSTREAM_CPUS" "$KB" sample-upstream --port "$UP" >>"$W/sample.log" 2>&1) & SP=$!
sleep 1
cat > "$W/cold.lua" <<'LUA'
-- Each wrk thread gets its own id and seed: with one seed, every thread would ask for the same
-- URLs in the same order and all but the first would hit the micro-cache.
local counter = 0
local threads = 0
function setup(thread) threads = threads + 1; thread:set("id", threads) end
function init(args) math.randomseed(os.time() * 100 + (id or 0)) end
request = function()
  counter = counter + 1
  if counter % 2 == 0 then return wrk.format("GET", "/search?q=cold" .. (id or 0) .. "x" .. counter .. "x" .. math.random(1e9) .. "&lang=en") end
  return wrk.format("GET", "/comics/" .. math.random(3200))
end
LUA
for n in 1 2 4 8; do
  c=$(cores_from $n); Q=$(port); KQ=$(kiosk "$c" "$Q" --offline --sample-port "$UP" --prefetch off); up "http://127.0.0.1:$Q/healthz" || exit 1
  for round in $(seq "$ROUNDS"); do bench uncached "$n cores, new URL each request" "$c" "http://127.0.0.1:$Q" "$COLD_CLI" "-s $W/cold.lua"; done
  kill "$KQ"; wait "$KQ" 2>/dev/null
done
kill "$SP" 2>/dev/null
python3 "$KIT/summary.py" "$RAW" "$LOG" > "$OUT/cores.md"
cat "$OUT/cores.md"
say "files: $RAW, $OUT/cores.md, $LOG"
