#!/usr/bin/env bash
# Runs a command and prints its wall time and how many CPU-seconds the whole machine was busy
# meanwhile (from /proc/stat, so the browsers, servers and workers a test run starts all count,
# whoever their parent is). How the CI paragraph of the README measured the test runs:
#   scripts/busy-cpu.sh npx vitest run --config tests/vitest.config.ts e2e/landing.spec.ts
# Run it on an otherwise quiet machine: anything else running is counted too.
set -uo pipefail
busy() { awk '/^cpu /{print $2+$3+$4+$7+$8+$9}' /proc/stat; }
ticks=$(getconf CLK_TCK)
start_busy=$(busy)
start=$(date +%s.%N)
"$@"
status=$?
end=$(date +%s.%N)
end_busy=$(busy)
awk -v s="$start" -v e="$end" -v b="$((end_busy - start_busy))" -v t="$ticks" -v n="$(nproc)" \
  'BEGIN { w = e - s; printf "wall %.1f s, busy CPU %.1f s (%.0f %% of %d cores)\n", w, b / t, 100 * b / t / (w * n), n }' >&2
exit $status
