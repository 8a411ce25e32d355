#!/usr/bin/env bash
# Shards and their merge. Usage: Tests/Benchmarks/shard-benchmark.sh [SHARDS] [FILES]  (default 8 shards of a
# FILES = 1000 x 20 gen-corpus corpus).
#
# 1. Balance: a skewed suite of 80 scenarios that sleep (68 for 5-30 ms, 12 for 250-600 ms; the SupervisionFixture's
#    steps), run once whole to record timings, then as 4 shards without and with --timings; for each shard the sum of
#    its scenarios' durations as its own stream records them, and the slowest shard against the mean.
# 2. Merge: the corpus run as SHARDS shard processes, then `bdd merge` of their streams into JUnit and HTML, best
#    wall time and peak RSS of RUNS (default 3), each against a one-machine run with the same reports just before it,
#    and a check that the merged JUnit is the single run's, times aside.
# Needs ../shared/tools/gen-corpus, GNU time (/usr/bin/time) and python3.
set -euo pipefail
cd "$(dirname "$0")/../.."
gen=../shared/tools/gen-corpus
[ -x "$gen" ] || { echo "shard-benchmark: $gen not found, nothing measured"; exit 0; }
[ -x /usr/bin/time ] || { echo "shard-benchmark: GNU time not installed (apt-get install time), nothing measured"; exit 0; }
command -v python3 >/dev/null || { echo "shard-benchmark: python3 not found, nothing measured"; exit 0; }
shards=${1:-8}
files=${2:-1000}
runs=${RUNS:-3}
swift build -c release --product runner-benchmark >/dev/null
swift build -c release --product SupervisionFixture >/dev/null
bin="$(swift build -c release --show-bin-path)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# Each shard's load: the summed duration of the last attempt of each of its test cases, from its own stream.
loads() {
  python3 - "$@" <<'PY'
import json, sys
loads = []
for path in sys.argv[1:]:
    starts, total = {}, 0.0
    for line in open(path):
        envelope = json.loads(line)
        if "testCaseStarted" in envelope:
            started = envelope["testCaseStarted"]
            starts[started["id"]] = started["timestamp"]
        elif "testCaseFinished" in envelope and not envelope["testCaseFinished"]["willBeRetried"]:
            finished = envelope["testCaseFinished"]
            start, end = starts[finished["testCaseStartedId"]], finished["timestamp"]
            total += (end["seconds"] - start["seconds"]) + (end["nanos"] - start["nanos"]) / 1e9
    loads.append(total)
mean = sum(loads) / len(loads)
print("loads " + " ".join("%.2f" % load for load in loads) + " s; slowest / mean %.3f" % (max(loads) / mean))
PY
}

skewed="$work/skewed"
mkdir -p "$skewed"
python3 - "$skewed" <<'PY'
import random, sys
random.seed(20)
for number in range(4):
    lines = ["Feature: Skewed %d" % number]
    for scenario in range(20):
        seconds = random.uniform(0.25, 0.6) if random.random() < 0.15 else random.uniform(0.005, 0.03)
        lines += ["  Scenario: s%d.%d" % (number, scenario), "    Given a step that sleeps %.3f s" % seconds]
    open("%s/skewed%d.feature" % (sys.argv[1], number), "w").write("\n".join(lines) + "\n")
PY
(cd "$skewed" && "$bin/SupervisionFixture" . --parallel 2 --format "message:$work/timings.ndjson" > /dev/null 2>&1)
echo "Balance, 80 scenarios over 4 shards:"
for mode in plain timings; do
  extra=()
  [ "$mode" = timings ] && extra=(--timings "$work/timings.ndjson")
  for index in 1 2 3 4; do
    (cd "$skewed" && "$bin/SupervisionFixture" . --shard "$index/4" "${extra[@]}" --format "message:$work/$mode-$index.ndjson" > /dev/null 2>&1)
  done
  printf "  %-13s " "$mode:"
  loads "$work"/$mode-?.ndjson
done

corpus="$work/corpus"
"$gen" "$corpus" "$files" 20 > /dev/null
"$bin/runner-benchmark" run "$corpus" --format "junit:$work/single.xml" > /dev/null 2>&1
mkdir -p "$work/shards"
for index in $(seq 1 "$shards"); do
  "$bin/runner-benchmark" run "$corpus" --shard "$index/$shards" --format "message:$work/shards/$index.ndjson" > /dev/null 2>&1
done
# Each round times the one-machine run with the same reports, then the merge: the ratio is taken round by round,
# since the host's pace drifts between rounds more than between two runs in a row.
best="" rss="" ratios=""
for _ in $(seq 1 "$runs"); do
  /usr/bin/time -f "%e" -o "$work/time" "$bin/runner-benchmark" run "$corpus" --format "junit:$work/run.xml" --format "html:$work/run.html" > /dev/null 2>&1 || true
  read -r single < "$work/time"
  /usr/bin/time -f "%e %M" -o "$work/time" "$bin/runner-benchmark" run merge "$work/shards" --format "junit:$work/merged.xml" --format "html:$work/merged.html" > /dev/null 2>&1
  read -r seconds kilobytes < "$work/time"
  ratios="$ratios $(awk -v m="$seconds" -v r="$single" 'BEGIN { printf "%.2f", m / r }')"
  if [ -z "$best" ] || awk "BEGIN{exit !($seconds < $best)}"; then best=$seconds; rss=$kilobytes; fi
done
strip() { sed -E 's/ (time|timestamp)="[^"]*"//g' "$1"; }
same=$([ "$(strip "$work/single.xml")" = "$(strip "$work/merged.xml")" ] && echo "the single run's" || echo "NOT the single run's")
echo "Merge of $shards shards of $files x 20 ($(du -sh "$work/shards" | cut -f1) of streams) into JUnit and HTML: $best s, $((rss / 1024)) MB peak; merged JUnit is $same"
echo "  against the one-machine run with the same reports, round by round:$ratios times"
