#!/usr/bin/env bash
# Whole-process speed of `bdd` beside behave's, as a table: wall time (best of RUNS) and that run's peak RSS. The
# 1000 x 20 configurations are timed in turn, a run of each a round.
#
# Usage: Tests/Benchmarks/speed-benchmark.sh [SIZES…]   (default: 100 1000 3000 files of 20 scenarios)
# Environment: RUNS (default 3) runs of each bdd configuration; PEER_RUNS runs of each behave one (default 3 up to
# 1000 files, 1 above: behave takes minutes at 3000 files), taken in the same rounds as bdd's, so a host that
# speeds up or slows down during the sitting weighs on both alike; BENCH_CACHE (default /tmp/bdd-speed-benchmark)
# keeps the corpus runner's build between invocations.
#
# The corpus runner is built as another team's package would build it: a package of its own that depends on this
# checkout's `BDD` product and declares the corpus's four step definitions. Needs ../shared/tools/gen-corpus and
# GNU time (apt-get install time). behave is the peer: `pip install behave==1.3.3`; without it, its column is
# empty and the script says so.
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
gen="$repo/../shared/tools/gen-corpus"
[ -x "$gen" ] || { echo "speed-benchmark: $gen not found, nothing measured"; exit 0; }
[ -x /usr/bin/time ] || { echo "speed-benchmark: GNU time not installed (apt-get install time), nothing measured"; exit 0; }
runs=${RUNS:-3}
cache=${BENCH_CACHE:-/tmp/bdd-speed-benchmark}
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(100 1000 3000)
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# The outside package. Copies keep their modification times, so a second invocation rebuilds only what changed.
mkdir -p "$cache/bdd" "$cache/corpus-runner/Sources/CorpusRunner"
rm -rf "$cache/bdd/Sources" "$cache/bdd/Tests"
cp -Rp "$repo/Package.swift" "$repo/Sources" "$repo/Tests" "$cache/bdd/"
cat > "$cache/corpus-runner/Package.swift.new" <<'EOF'
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "corpus-runner",
    platforms: [.macOS(.v14)],
    dependencies: [.package(path: "../bdd")],
    targets: [.executableTarget(name: "CorpusRunner", dependencies: [.product(name: "BDD", package: "bdd")])]
)
EOF
cat > "$cache/corpus-runner/Sources/CorpusRunner/main.swift.new" <<'EOF'
import BDDCommandLine
import BDDRuntime
import Foundation

final class Counter: World {
    var value = 0
}

var steps = StepLibrary()
steps.given("a counter starting at {int}") { (counter: Counter, start: Int) in counter.value = start }
steps.when("I add {int}") { (counter: Counter, amount: Int, _: DataTable?) in counter.value += amount }
steps.then("the counter is {int}") { (counter: Counter, expected: Int) in try expectEqual(counter.value, expected) }
steps.then("the note says {string}") { (_: Counter, _: String, _: DocString?) in }

ProcessAllocator.tuneForRun()
exit(await BDD.main(arguments: Array(CommandLine.arguments.dropFirst()), steps: steps))
EOF
for file in Package.swift Sources/CorpusRunner/main.swift; do
  cmp -s "$cache/corpus-runner/$file.new" "$cache/corpus-runner/$file" 2>/dev/null || mv "$cache/corpus-runner/$file.new" "$cache/corpus-runner/$file"
  rm -f "$cache/corpus-runner/$file.new"
done
# SwiftPM plans a path dependency's sources once and did not see a file added to this checkout since (the build
# failed, "cannot find 'ParsingThread' in scope"): when the list of files changed, its plans are dropped.
listing="$(cd "$cache/bdd" && find Sources Tests -type f | LC_ALL=C sort)"
if [ "$listing" != "$(cat "$cache/files.txt" 2>/dev/null)" ]; then
  for scratch in .build .build-static; do
    rm -f "$cache/corpus-runner/$scratch/release.yaml" "$cache/corpus-runner/$scratch/release/description.json"
  done
  printf '%s\n' "$listing" > "$cache/files.txt"
fi
(cd "$cache/corpus-runner" && swift build -c release --product CorpusRunner 2>&1 | tail -n 1) >&2
bdd="$(cd "$cache/corpus-runner" && swift build -c release --show-bin-path)/CorpusRunner"
# The same package linked with the Swift runtime and Foundation inside the executable, as a team may build its runner
# for CI (README, "Using bdd in your own package"): timed as one more row at 1000 x 20, or left out when this
# toolchain cannot link it so.
static_bdd=""
if (cd "$cache/corpus-runner" && swift build -c release --product CorpusRunner --static-swift-stdlib --scratch-path .build-static 2>&1 | tail -n 1) >&2; then
  static_bdd="$cache/corpus-runner/.build-static/release/CorpusRunner"
fi

behave_ok=false
if command -v behave >/dev/null 2>&1 && behave --version 2>/dev/null | grep -q "1.3.3"; then behave_ok=true; fi

# in_turn N NAME[:K]…: times the command in each array NAME once a round for N rounds (the first K rounds for a
# NAME:K), the configurations taken in turn, so a machine that slows down or speeds up during the sitting weighs on
# each alike (one after the other, the first configuration on a corpus was twice the odd row, and the message row's
# ratio to it moved with it; behave, timed after bdd, took 24 s one day and 38 s on another); sets
# result[NAME] to "SECONDS KILOBYTES SLOWEST STATUS" of the fastest run, SLOWEST being the slowest run's seconds, so
# the table shows the spread, and STATUS "passed", or "FAILED" when any run exited non-zero: a runner that skips
# work by failing (behave once did, on a step file that left 500 steps undefined) must not look fast.
declare -A result
in_turn() {
  local rounds=$1 n=$1; shift
  local entry name seconds kilobytes round
  declare -A best=() kb=() worst=() status=() limit=()
  for entry in "$@"; do
    name=${entry%%:*}
    if [ "$entry" = "$name" ]; then limit[$name]=$rounds; else limit[$name]=${entry#*:}; fi
    [ "${limit[$name]}" -le "$n" ] || n=${limit[$name]}
  done
  for round in $(seq 1 "$n"); do
    for entry in "$@"; do
      name=${entry%%:*}
      [ "$round" -le "${limit[$name]}" ] || continue
      local -n command=$name
      /usr/bin/time -f "%e %M" -o "$work/time" "${command[@]}" > /dev/null 2>&1 || status[$name]=FAILED
      read -r seconds kilobytes < <(tail -n 1 "$work/time")
      if [ -z "${best[$name]:-}" ] || awk "BEGIN{exit !($seconds < ${best[$name]})}"; then best[$name]=$seconds; kb[$name]=$kilobytes; fi
      if [ -z "${worst[$name]:-}" ] || awk "BEGIN{exit !($seconds > ${worst[$name]})}"; then worst[$name]=$seconds; fi
      unset -n command
    done
  done
  for entry in "$@"; do name=${entry%%:*}; result[$name]="${best[$name]} ${kb[$name]} ${worst[$name]} ${status[$name]:-passed}"; done
}

row() { # label, bdd "s kb slowest status", peer the same or empty
  local label=$1 ours=$2 peer=${3:-}
  read -r s kb slowest outcome <<<"$ours"
  [ "$outcome" = passed ] || label="$label (bdd FAILED)"
  if [ -n "$peer" ]; then
    read -r ps pkb _ peer_outcome <<<"$peer"
    [ "$peer_outcome" = passed ] || label="$label (behave FAILED)"
    printf "| %-44s | %7s s (slowest %s s) | %5s MB | %7s s | %5s MB | %6s× |\n" "$label" "$s" "$slowest" "$((kb / 1024))" "$ps" "$((pkb / 1024))" \
      "$(awk "BEGIN{printf \"%.1f\", $ps / ($s > 0 ? $s : 0.001)}")"
  else
    printf "| %-44s | %7s s (slowest %s s) | %5s MB | %9s | %8s | %7s |\n" "$label" "$s" "$slowest" "$((kb / 1024))" "" "" ""
  fi
}

# Every configuration runs from the scratch folder: the default one writes its reports/ there.
cd "$work"
echo "| run | bdd wall, best of $runs | bdd RSS | behave wall | behave RSS | speed-up |"
echo "|---|---|---|---|---|---|"
declare -A progress
for files in "${sizes[@]}"; do
  corpus="$work/corpus-$files/features"
  "$gen" "$corpus" "$files" 20 > /dev/null
  # The corpus's files reach the disk now, not during the first runs timed on it, which otherwise share the machine
  # with the writeback of 4 MB of new files (1000 x 20 took 1.34-1.52 s there against 1.05-1.10 s run later).
  sync
  # One untimed run first: even after the sync, the first run on a new corpus was the slowest row (1.47 s against
  # 1.18-1.29 s for the same binary minutes later), for a cause not found; the warm-up keeps it out of the table.
  "$bdd" "$corpus" --format progress --format "junit:$work/junit.xml" > /dev/null 2>&1 || true
  progress_run=("$bdd" "$corpus" --format progress --format "junit:$work/junit.xml")
  message_run=("$bdd" "$corpus" --format "message:$work/run.ndjson" --format "junit:$work/junit.xml")
  parallel_run=("$bdd" "$corpus" --parallel 2 --format progress --format "junit:$work/junit.xml")
  in_process_run=("$bdd" "$corpus" --in-process --format progress --format "junit:$work/junit.xml")
  # What `bdd DIR` does with no option: pretty on the console, reports/junit.xml and reports/index.html.
  default_run=("$bdd" "$corpus")
  timed=(progress_run)
  if [ "$files" = 1000 ]; then timed+=(message_run parallel_run in_process_run default_run); fi
  if [ "$files" = 1000 ] && [ -n "$static_bdd" ]; then
    static_run=("$static_bdd" "$corpus" --format progress --format "junit:$work/junit.xml")
    timed+=(static_run)
  fi
  if $behave_ok; then
    # behave finds its steps beside the features; bdd reads only the .feature files there.
    mkdir -p "$corpus/steps"
    cat > "$corpus/steps/corpus_steps.py" <<'EOF'
from behave import given, when, then, step

@given("a counter starting at {start:d}")
def start(context, start):
    context.value = start

@when("I add {amount:d}")
def add(context, amount):
    context.value += amount

@then("the counter is {expected:d}")
def check(context, expected):
    assert context.value == expected

# Under any keyword, as in the corpus (When ... And the note says): with @then, behave left 500 steps a 100 files
# undefined and skipped the rest of their scenarios.
@step('the note says "{text}"')
def note(context, text):
    pass
EOF
    peer_run=(behave -f progress --junit --junit-directory "$work/behave-junit" "$corpus")
    timed+=("peer_run:${PEER_RUNS:-$([ "$files" -le 1000 ] && echo 3 || echo 1)}")
  fi
  in_turn "$runs" "${timed[@]}"
  ours=${result[progress_run]}
  progress[$files]=$ours
  peer=""
  if $behave_ok; then
    peer=${result[peer_run]}
    rm -rf "$corpus/steps" "$work/behave-junit"
  fi
  row "$files x 20, progress + JUnit" "$ours" "$peer"
  if [ "$files" = 1000 ]; then
    row "$files x 20, message:FILE + JUnit" "${result[message_run]}"
    row "$files x 20, progress + JUnit, --parallel 2" "${result[parallel_run]}"
    row "$files x 20, progress + JUnit, --in-process" "${result[in_process_run]}"
    row "$files x 20, the default (pretty + JUnit + HTML)" "${result[default_run]}"
    [ -z "$static_bdd" ] || row "$files x 20, progress + JUnit, static build" "${result[static_run]}" "$peer"
  fi
done
$behave_ok || echo "(behave 1.3.3 is not installed: pip install behave==1.3.3 for its column)"
[ -n "$static_bdd" ] || echo "(no static build: this toolchain could not link the corpus runner with --static-swift-stdlib)"

if [ -n "${progress[1000]:-}" ] && [ -n "${progress[3000]:-}" ]; then
  read -r one _ <<<"${progress[1000]}"
  read -r three _ <<<"${progress[3000]}"
  echo
  echo "3000 x 20 costs $(awk "BEGIN{printf \"%.2f\", $three / $one}")× the 1000 x 20 run."
fi

# Start-up: nothing of the step library should be built for these.
echo
for flag in --help --version; do
  best=""
  for _ in $(seq 1 10); do
    start=$(date +%s%N)
    "$bdd" "$flag" > /dev/null
    elapsed=$(( ($(date +%s%N) - start) / 1000000 ))
    if [ -z "$best" ] || [ "$elapsed" -lt "$best" ]; then best=$elapsed; fi
  done
  echo "bdd $flag: $best ms (best of 10)"
done
