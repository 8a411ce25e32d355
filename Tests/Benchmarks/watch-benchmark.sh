#!/usr/bin/env bash
# What `bdd --watch` costs while nothing changes: a package of FILES gen-corpus feature files (default 1000) and this
# repository's Swift sources, watched for SECONDS (default 30) after its first run; prints the watcher's CPU time
# (user + system, from /proc) as a share of one core. The runs themselves are separate processes, not counted.
#
# usage: Tests/Benchmarks/watch-benchmark.sh [BDD_EXECUTABLE] [FILES] [SECONDS]   (needs ../shared/tools/gen-corpus)
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
bdd=${1:-$repo/.build/debug/bdd}
files=${2:-1000}
seconds=${3:-30}
work="$(mktemp -d)"
trap 'kill "$watcher" 2>/dev/null || true; rm -rf "$work"' EXIT

"$repo/../shared/tools/gen-corpus" "$work/Features" "$files" 20 >/dev/null
cp -r "$repo/Sources" "$repo/Package.swift" "$work/"
cd "$work"
"$bdd" --watch Features --tags @nothing --format progress >/dev/null 2>"$work/watch.log" &
watcher=$!
until grep -q "^Watching" "$work/watch.log"; do sleep 0.2; done
ticks() { awk '{print $14 + $15}' "/proc/$watcher/stat"; }
before=$(ticks)
sleep "$seconds"
after=$(ticks)
hz=$(getconf CLK_TCK)
sources=$(find Sources -name '*.swift' | wc -l)
echo "machine: $(nproc) cores, $(uname -sr)"
awk -v t=$((after - before)) -v hz="$hz" -v s="$seconds" -v f="$files" -v src="$sources" \
  'BEGIN { printf "watching %d feature files and %d Swift sources for %d s: %.2f s of CPU, %.2f %% of a core\n", f, src, s, t / hz, 100 * t / hz / s }'
