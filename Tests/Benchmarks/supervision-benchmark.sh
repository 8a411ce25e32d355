#!/usr/bin/env bash
# Whole-process wall time and peak RSS of supervised, parallel and in-process runs over gen-corpus corpora, and the
# speed-up of --parallel 4 on scenarios that wait. Usage: Tests/Benchmarks/supervision-benchmark.sh [SIZES…]
# (default: 1000 3000 files of 20 scenarios). Needs ../shared/tools/gen-corpus and GNU time (/usr/bin/time).
set -euo pipefail
cd "$(dirname "$0")/../.."
gen=../shared/tools/gen-corpus
[ -x "$gen" ] || { echo "supervision-benchmark: $gen not found, nothing measured"; exit 0; }
[ -x /usr/bin/time ] || { echo "supervision-benchmark: GNU time not installed (apt-get install time), nothing measured"; exit 0; }
swift build -c release --product runner-benchmark >/dev/null
runner="$(swift build -c release --show-bin-path)/runner-benchmark"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(1000 3000)

measure() { # label, then the runner's arguments; prints best wall time of 3 and its peak RSS
  local label=$1; shift
  local best="" rss=""
  for _ in 1 2 3; do
    /usr/bin/time -f "%e %M" -o "$work/time" "$runner" run "$@" > /dev/null 2>&1 || true
    read -r seconds kilobytes < "$work/time"
    if [ -z "$best" ] || awk "BEGIN{exit !($seconds < $best)}"; then best=$seconds; rss=$kilobytes; fi
  done
  printf "| %-40s | %8s s | %7s MB |\n" "$label" "$best" "$((rss / 1024))"
}

echo "| run | wall (best of 3) | peak RSS |"
echo "|---|---|---|"
for files in "${sizes[@]}"; do
  corpus="$work/corpus-$files"
  "$gen" "$corpus" "$files" 20 > /dev/null
  measure "$files x 20, supervised (default)" "$corpus" --format progress --format "junit:$work/junit.xml"
  measure "$files x 20, --parallel 2" "$corpus" --parallel 2 --format progress --format "junit:$work/junit.xml"
  measure "$files x 20, --in-process" "$corpus" --in-process --format progress --format "junit:$work/junit.xml"
done

sleepers="$work/sleepers"
mkdir -p "$sleepers"
{
  echo "Feature: Waiting"
  for n in $(seq 1 16); do printf "  Scenario: wait %s\n    Given a pause of 250 ms\n" "$n"; done
} > "$sleepers/waiting.feature"
measure "16 scenarios waiting 0.25 s, one worker" "$sleepers" --format progress
measure "16 scenarios waiting 0.25 s, --parallel 4" "$sleepers" --parallel 4 --format progress
