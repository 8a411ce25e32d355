#!/usr/bin/env bash
# Whole-process wall and CPU time of `bdd gherkin --no-source --no-ast` and of the official Python parser
# (pip package gherkin-official) printing the same pickles for the same gen-corpus corpus, best of 3 each, and
# whether the two outputs are the same JSON. Usage: Tests/Benchmarks/gherkin-vs-python.sh [FILES] (default 1000
# files of 20 scenarios); BDD=path measures that executable instead of building one. Needs ../shared/tools/gen-corpus,
# GNU time (/usr/bin/time) and python3 with gherkin-official.
set -euo pipefail
cd "$(dirname "$0")/../.."
gen=../shared/tools/gen-corpus
[ -x "$gen" ] || { echo "gherkin-vs-python: $gen not found, nothing measured"; exit 0; }
[ -x /usr/bin/time ] || { echo "gherkin-vs-python: GNU time not installed (apt-get install time), nothing measured"; exit 0; }
python3 -c "import gherkin.stream.gherkin_events" 2>/dev/null \
  || { echo "gherkin-vs-python: gherkin-official not installed (pip install gherkin-official), nothing measured"; exit 0; }
bdd=${BDD:-}
if [ -z "$bdd" ]; then
  swift build -c release --product bdd >/dev/null
  bdd="$(swift build -c release --show-bin-path)/bdd"
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
"$gen" "$work/corpus" "${1:-1000}" 20 > /dev/null

# The package has no command line of its own any more; this is what its `gherkin --no-source --no-ast` printed.
cat > "$work/pickles.py" <<'EOF'
import json, sys
from pathlib import Path
from gherkin.stream.gherkin_events import GherkinEvents
from gherkin.stream.source_events import SourceEvents

events = GherkinEvents(GherkinEvents.Options(print_source=False, print_ast=False, print_pickles=True))
for source in SourceEvents([Path(p) for p in sys.argv[1:]]).enum():
    for event in events.enum(source):
        sys.stdout.write(json.dumps(event, separators=(",", ":")) + "\n")
EOF

measure() { # label, output file, then the command; prints the best wall time of 3 with its CPU time and peak RSS
  local label=$1 output=$2; shift 2
  local best="" cpu="" rss=""
  for _ in 1 2 3; do
    /usr/bin/time -f "%e %U %S %M" -o "$work/time" "$@" "$work"/corpus/*.feature > "$output"
    read -r seconds user system kilobytes < "$work/time"
    if [ -z "$best" ] || awk "BEGIN{exit !($seconds < $best)}"; then
      best=$seconds; cpu=$(awk "BEGIN{print $user + $system}"); rss=$kilobytes
    fi
  done
  printf "| %-32s | %7s s | %7s s | %5s MB |\n" "$label" "$best" "$cpu" "$((rss / 1024))"
}

echo "| command | wall (best of 3) | CPU | peak RSS |"
echo "|---|---|---|---|"
measure "bdd gherkin --no-source --no-ast" "$work/bdd.ndjson" "$bdd" gherkin --no-source --no-ast
measure "gherkin-official (Python)" "$work/python.ndjson" python3 "$work/pickles.py"
python3 - "$work/bdd.ndjson" "$work/python.ndjson" <<'EOF'
import json, sys
mine, theirs = ([json.loads(line) for line in open(path)] for path in sys.argv[1:])
print(f"{len(mine)} pickles; same JSON as the Python parser's: {mine == theirs}")
EOF
