#!/usr/bin/env bash
# Whether build B of the runner is faster than build A, when a run's own spread is as large as the change: times the
# two whole processes in pairs, A then B, then B then A, over ROUNDS rounds, and prints each build's median and best
# wall time and the median and quartiles of the ratio B / A of wall time (to the nanosecond) and of CPU time (user +
# system, the worker included; in hundredths of a second, so only runs of a second or so give it meaning). Two
# copies of one build give a median near 1.00 with quartiles about 0.97 and 1.03 on this project's machine kind at
# 1000 x 20; a change whose third quartile stays under 1.00 is one the pairs can see.
#
# Usage: Tests/Benchmarks/paired-runs.sh BUILD_A BUILD_B [CORPUS]
#   BUILD_A, BUILD_B: `runner-benchmark` executables (copy .build/release/runner-benchmark aside between builds), or
#     any `bdd`-like executable when RUN_PREFIX is empty (RUN_PREFIX="" for the speed benchmark's CorpusRunner).
#   CORPUS: a folder of .feature files (default: a gen-corpus corpus of 1000 files of 20 scenarios, made here).
# Environment: ROUNDS (default 30); OPTIONS (default: --format progress --format junit:<scratch>/junit.xml).
# Needs GNU time (/usr/bin/time) and, without CORPUS, ../shared/tools/gen-corpus.
set -euo pipefail
[ $# -ge 2 ] || { sed -n '2,14p' "$0" | sed 's/^# \{0,1\}//'; exit 2; }
[ -x /usr/bin/time ] || { echo "paired-runs: GNU time not installed (apt-get install time), nothing measured"; exit 0; }
a=$1 b=$2
rounds=${ROUNDS:-30}
prefix=${RUN_PREFIX-run}
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
corpus=${3:-}
if [ -z "$corpus" ]; then
  gen="$(cd "$(dirname "$0")/../.." && pwd)/../shared/tools/gen-corpus"
  [ -x "$gen" ] || { echo "paired-runs: $gen not found and no corpus given, nothing measured"; exit 0; }
  corpus="$work/corpus"
  "$gen" "$corpus" 1000 20 > /dev/null
  sync
fi
read -r -a options <<<"${OPTIONS:---format progress --format junit:$work/junit.xml}"

# time_once BUILD: sets wall and cpu of one run; a run that fails stops the comparison, as a fast failure is no result.
time_once() {
  local command=("$1")
  [ -z "$prefix" ] || command+=("$prefix")
  local start end
  start=$(date +%s%N)
  /usr/bin/time -f "%U %S" -o "$work/time" "${command[@]}" "$corpus" "${options[@]}" > /dev/null 2>&1 \
    || { echo "paired-runs: $1 failed on $corpus"; exit 1; }
  end=$(date +%s%N)
  # Wall time to the nanosecond (GNU time gives hundredths, too coarse for a run of 50 ms); CPU time in hundredths.
  wall=$(( end - start ))
  read -r user system < "$work/time"
  cpu=$(awk "BEGIN{print $user + $system}")
}

# One untimed run of each: the first run on a fresh corpus is the slowest, whoever makes it.
time_once "$a"; time_once "$b"
walls=() cpus=() seconds_a=() seconds_b=()
for round in $(seq 1 "$rounds"); do
  # A first in odd rounds, B first in even ones: neither always runs on the other's warm caches.
  for which in $( (( round % 2 )) && echo "a b" || echo "b a"); do
    if [ "$which" = a ]; then time_once "$a"; wall_a=$wall cpu_a=$cpu; else time_once "$b"; wall_b=$wall cpu_b=$cpu; fi
  done
  seconds_a+=("$(awk "BEGIN{print $wall_a / 1e9}")")
  seconds_b+=("$(awk "BEGIN{print $wall_b / 1e9}")")
  walls+=("$(awk "BEGIN{print $wall_b / $wall_a}")")
  cpus+=("$(awk "BEGIN{print ($cpu_a > 0 ? $cpu_b / $cpu_a : 1)}")")
done

quartiles() {
  printf '%s\n' "$@" | sort -g | awk '{v[NR]=$1} END{q3 = int(3 * NR / 4); if (q3 < 1) q3 = 1; printf "median %.3f (quartiles %.3f, %.3f)", v[int((NR+1)/2)], v[int(NR/4)+1], v[q3]}'
}
echo "B / A over $rounds pairs, $corpus"
echo "A: $(printf '%s\n' "${seconds_a[@]}" | sort -g | awk '{v[NR]=$1} END{printf "%.3f s median, %.3f s best", v[int((NR+1)/2)], v[1]}'); B: $(printf '%s\n' "${seconds_b[@]}" | sort -g | awk '{v[NR]=$1} END{printf "%.3f s median, %.3f s best", v[int((NR+1)/2)], v[1]}')"
echo "wall: $(quartiles "${walls[@]}")"
echo "CPU:  $(quartiles "${cpus[@]}")"
