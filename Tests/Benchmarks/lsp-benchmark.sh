#!/usr/bin/env bash
# The language server's figures: start-up to `initialize` answered, a workspace of FILES x 20 gen-corpus features
# indexed (and the server's peak memory then), diagnostics after each edit of a 2,000-scenario document, and
# completion in it. `bdd lsp` is served by runner-benchmark, whose steps are gen-corpus's four phrasings.
#
# usage: Tests/Benchmarks/lsp-benchmark.sh [FILES]   (default 1000; needs ../shared/tools/gen-corpus and python3)
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
files=${1:-1000}
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

(cd "$repo" && swift build -c release --product runner-benchmark 2>&1 | tail -n 1) >&2
server="$repo/.build/release/runner-benchmark"
"$repo/../shared/tools/gen-corpus" "$work/workspace" "$files" 20 >/dev/null
"$repo/../shared/tools/gen-corpus" "$work/large" 1 2000 >/dev/null
echo "machine: $(nproc) cores, $(free -g | awk '/Mem:/ {print $2}') GiB, $(uname -sr)"
python3 "$repo/Tests/Benchmarks/lsp-benchmark.py" "$server" "$work/workspace" "$(ls "$work"/large/*.feature | head -n 1)"
