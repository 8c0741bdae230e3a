#!/usr/bin/env bash
# Builds and runs the libFuzzer targets (with AddressSanitizer) for a fixed time each, one after another.
#
#   Tests/Fuzz/run.sh <target|all> <seconds> [extra libFuzzer flags…]
#   targets: parser form news newslinks wikipedia comic tmdb htmltext article
#
# The fuzz executables only exist in the package when KIOSK_FUZZ is set (see Package.swift), and build
# into .build-fuzz so the normal .build is untouched. Per target, under .fuzz/<target>/ (git-ignored):
# corpus/ grows with new inputs (the seeds in Tests/Fuzz/Corpus/<target>/ are only read), crashes/
# keeps crash-*, timeout-*, leak-* and oom-* inputs, fuzz.log is the full libFuzzer output.
# Replay one input: LSAN_OPTIONS=suppressions=Tests/Fuzz/lsan.supp .build-fuzz/release/Fuzz<Name> <file>
# Exits 1 when any target found a crash, a hang (-timeout, seconds) or a leak.
set -euo pipefail
cd "$(dirname "$0")/../.."

# A single input taking this long is reported as a hang: upstream text must be handled in linear time,
# so a slow input is a finding, not noise. Run with -max_len=4194304 (the clients' response
# cap) to let inputs grow that large.
readonly per_input_timeout=2
# Optimised (with the sanitizers still on), so a 4 MiB input's time says something about the product's.
readonly configuration=${KIOSK_FUZZ_CONFIGURATION:-release}
readonly rss_limit_mb=2048

declare -A products=(
    [parser]=FuzzParser [form]=FuzzForm [news]=FuzzNews [newslinks]=FuzzNewsLinks [wikipedia]=FuzzWikipedia
    [comic]=FuzzComic [tmdb]=FuzzTMDB [htmltext]=FuzzHTMLText [article]=FuzzArticle
    [comicsearch]=FuzzComicSearch
)
declare -A dictionaries=(
    [parser]=parser [news]=news [newslinks]=newslinks [wikipedia]=json [comic]=json [tmdb]=json [htmltext]=htmltext [article]=article
)
readonly all_targets=(parser form news newslinks wikipedia comic tmdb htmltext article comicsearch)

usage() {
    echo "usage: $0 <target|all> <seconds> [libFuzzer flags…]" >&2
    echo "targets: ${all_targets[*]}" >&2
    exit 2
}

[[ $# -ge 2 ]] || usage
selection=$1
seconds=$2
shift 2
[[ $seconds =~ ^[0-9]+$ && $seconds -gt 0 ]] || usage
if [[ $selection == all ]]; then
    targets=("${all_targets[@]}")
else
    [[ -n ${products[$selection]:-} ]] || usage
    targets=("$selection")
fi

mkdir -p .fuzz
build() {
    local product=$1
    # -Xswiftc instruments every Swift module (coverage counters for libFuzzer, ASan checks);
    # --sanitize=fuzzer is also needed so SwiftPM links libFuzzer's main instead of renaming the
    # executable's own (it applies only the last --sanitize, hence not --sanitize=address too).
    if ! KIOSK_FUZZ=1 swift build -c "$configuration" --product "$product" --scratch-path .build-fuzz \
            --sanitize=fuzzer -Xswiftc -sanitize=fuzzer,address >".fuzz/build-$product.log" 2>&1; then
        grep -v "warning: Cannot export local symbol" ".fuzz/build-$product.log" | tail -40 >&2
        echo "build of $product failed (full log: .fuzz/build-$product.log)" >&2
        exit 1
    fi
}

failed=()
for target in "${targets[@]}"; do
    product=${products[$target]}
    echo "== $target: building $product"
    build "$product"
    work=.fuzz/$target
    mkdir -p "$work/corpus" "$work/crashes"
    flags=(-max_total_time="$seconds" -timeout="$per_input_timeout" -rss_limit_mb="$rss_limit_mb"
           -artifact_prefix="$work/crashes/" -print_final_stats=1)
    if [[ -n ${dictionaries[$target]:-} ]]; then
        flags+=(-dict="Tests/Fuzz/Dictionaries/${dictionaries[$target]}.dict")
    fi
    echo "== $target: fuzzing for ${seconds}s (log: $work/fuzz.log)"
    status=0
    LSAN_OPTIONS=suppressions=Tests/Fuzz/lsan.supp:print_suppressions=0 \
    ".build-fuzz/$configuration/$product" "${flags[@]}" "$@" "$work/corpus" "Tests/Fuzz/Corpus/$target" \
        >"$work/fuzz.log" 2>&1 || status=$?
    # The last status line has the totals: "#N DONE cov: … ft: … corp: … exec/s: …".
    summary=$(grep -E '^#[0-9]+' "$work/fuzz.log" | tail -1 || true)
    echo "   $summary"
    if [[ $status -ne 0 ]]; then
        failed+=("$target")
        grep -E '^(==[0-9]+==ERROR|SUMMARY|Fatal error|.*Fatal error:|artifact_prefix|Test unit written)' "$work/fuzz.log" | head -10 || true
        echo "   $target FAILED (exit $status); inputs in $work/crashes/" >&2
    fi
done

if [[ ${#failed[@]} -gt 0 ]]; then
    echo "failing targets: ${failed[*]}" >&2
    exit 1
fi
echo "no crash, hang or leak in: ${targets[*]}"
