#!/usr/bin/env bash
# Packs what the core-scaling run (run.sh beside this script) needs into one folder that travels to
# another x86-64 Linux machine with no network and no Swift: a stripped release `kiosk` with its
# resource bundles, the shared libraries kiosk, nginx and wrk load (from ldd, minus glibc), Public/
# and Templates/, nginx's mime.types, and run.sh, summary.py and get.py beside them.
#
#   Benchmarks/cores/make-kit.sh [OUT_DIR]      (from the project's root; default .build/cores-kit)
#
# Builds `kiosk` in release mode first. Installs nginx and wrk here if they are missing.
set -euo pipefail
out=${1:-.build/cores-kit}
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
cd "$root"
sudo=""; [ "$(id -u)" = 0 ] || sudo=sudo
for tool in nginx wrk; do
  command -v $tool >/dev/null || DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "$([ $tool = nginx ] && echo nginx-light || echo wrk)" >/dev/null
done
swift build -c release --product kiosk >/dev/null
bin=$(swift build -c release --show-bin-path)
stage=$(mktemp -d); mkdir -p "$stage/bin" "$stage/lib" "$stage/site"
cp "$bin/kiosk" "$stage/bin/" && strip "$stage/bin/kiosk"
cp -r "$bin"/*.resources "$stage/bin/" 2>/dev/null || true
cp "$(command -v nginx)" "$(command -v wrk)" "$stage/bin/"
cp /etc/nginx/mime.types "$stage/"
for b in "$bin/kiosk" "$(command -v nginx)" "$(command -v wrk)"; do ldd "$b" | awk '/=>/ {print $3}'; done | sort -u |
  grep -vE '/(libc|libm|libpthread|libdl|librt|libresolv)\.so|ld-linux' | while read -r l; do cp -L "$l" "$stage/lib/"; done
cp -r Public Templates "$stage/site/"
git rev-parse HEAD > "$stage/commit" 2>/dev/null || echo unknown > "$stage/commit"
mkdir -p "$out"
tar -C "$stage" -cf - bin lib site mime.types commit | xz -T2 -6 > "$out/kit.tar.xz"
cp "$here/run.sh" "$here/summary.py" "$here/get.py" "$out/" && chmod u+w "$out/get.py"
rm -rf "$stage"
du -sh "$out"
