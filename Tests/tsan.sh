#!/usr/bin/env bash
# Runs the Swift test suite under ThreadSanitizer.
#
#   Tests/tsan.sh [swift test arguments…]      e.g. Tests/tsan.sh --filter ServerLiveTests
#
# Builds into .build-tsan (the normal .build is untouched) with -DKIOSK_TSAN, which makes every
# module's `Mutex` a pthread mutex (Sources/Locking): Synchronization.Mutex parks threads with raw
# futex calls that TSan cannot see, so without the swap every value a Mutex guards is reported as a
# race. With it, a report is a real race. No suppressions are used.
#
# TSan slows the code 5–15×; tests whose point is a real-time bound can miss it here (they say so).
# Exits non-zero when a test fails or TSan reports anything.
set -uo pipefail
cd "$(dirname "$0")/.."
flags=(--sanitize=thread --scratch-path .build-tsan -Xswiftc -DKIOSK_TSAN)
swift build --build-tests "${flags[@]}" 2>&1 | grep -E "error|warning: unre|Compiling|Build complete" | tail -3
log=$(mktemp)
TSAN_OPTIONS="${TSAN_OPTIONS:-halt_on_error=0 second_deadlock_stack=1}" \
    swift test --skip-build "${flags[@]}" "$@" >"$log" 2>&1
status=$?
reports=$(grep -c "WARNING: ThreadSanitizer" "$log")
grep -E "^(✘|✔ Test run|✘ Test run)|WARNING: ThreadSanitizer|^  (Read|Write|Previous)|^    #[0-3] " "$log" | cut -c1-240
echo "full log: $log"
echo "ThreadSanitizer reports: $reports"
[[ $status -eq 0 && $reports -eq 0 ]]
