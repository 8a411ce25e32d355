#!/usr/bin/env bash
# Memory against the size of the suite. Usage: Tests/Benchmarks/memory-benchmark.sh [FILES ...]  (default 1000 3000)
#
# Each FILES x 20 gen-corpus corpus runs under supervision with `progress` and the JUnit, Cucumber JSON and HTML
# reports, and the peak RSS (GNU time's maximum resident set: the coordinator or a worker) and wall time are
# printed with the ratio of each peak to the first. `LARGE=1` adds 10,000 files of 100 scenarios (1,750,000
# scenarios with their outline rows); `OUTLINE=1` adds one Scenario Outline of 1,000,000 rows (a 16.9 MB file, two
# steps a row, every row's texts its own). Needs ../shared/tools/gen-corpus and GNU time (/usr/bin/time).
set -euo pipefail
cd "$(dirname "$0")/../.."
gen=../shared/tools/gen-corpus
[ -x "$gen" ] || { echo "memory-benchmark: $gen not found, nothing measured"; exit 0; }
[ -x /usr/bin/time ] || { echo "memory-benchmark: GNU time not installed (apt-get install time), nothing measured"; exit 0; }
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(1000 3000)
swift build -c release --product runner-benchmark >/dev/null
bin="$(swift build -c release --show-bin-path)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

measure() { # label, corpus folder
  local reports="$work/reports"
  mkdir -p "$reports"
  /usr/bin/time -f "%M %e" -o "$work/time.txt" "$bin/runner-benchmark" run "$2" --format progress \
      --format "junit:$reports/junit.xml" --format "json:$reports/cucumber.json" --format "html:$reports/index.html" > "$work/out.txt" 2>&1 || true
  read -r kilobytes seconds < "$work/time.txt"
  first=${first:-$kilobytes}
  awk -v label="$1" -v kb="$kilobytes" -v s="$seconds" -v first="$first" -v summary="$(grep -E '^[0-9]+ scenarios' "$work/out.txt")" \
      'BEGIN { printf "%-28s %7.1f MB peak  %6.2f s  %.2f x the first  (%s)\n", label, kb / 1024, s, kb / first, summary }'
  rm -rf "$reports"
}

first=""
for files in "${sizes[@]}"; do
  "$gen" "$work/c$files" "$files" 20 >/dev/null
  measure "$files x 20, four reports" "$work/c$files"
  rm -rf "$work/c$files"
done
if [ "${OUTLINE:-0}" = 1 ]; then
  mkdir -p "$work/outline"
  { printf 'Feature: One large outline\n\n  Scenario Outline: adding <a>\n    When I add <a>\n    Then the counter is <a>\n\n    Examples:\n      | a |\n'
    seq 0 999999 | awk '{ print "      | " $1 " |" }'; } > "$work/outline/outline.feature"
  measure "1,000,000-row outline" "$work/outline"
  rm -rf "$work/outline"
fi
if [ "${LARGE:-0}" = 1 ]; then
  "$gen" "$work/large" 10000 100 >/dev/null
  measure "10000 x 100, four reports" "$work/large"
fi
