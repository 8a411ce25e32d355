#!/usr/bin/env bash
# Runs the Bazel recipe of Documentation/CI.md with real Bazel (Debian's bazel-bootstrap, offline through
# ../shared/tools/bazel-offline.sh): a temporary workspace with its BUILD file and wrapper, the
# specification's features plus one deliberately failing scenario, and the `bdd` just built. Then checks that
#   - each of the 4 shards' test.xml holds exactly the scenarios `--shard k/4` runs, and every shard acknowledged;
#   - `bdd merge` of the shards' message streams gives the JUnit report of a one-machine run (times aside);
#   - the shard holding the failing scenario failed in Bazel and the others passed;
#   - `--test_filter` reaches every shard as a scenario name filter.
# Skips in one line without bazel; under CI (CI=true) a missing bazel fails.
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
offline="${BAZEL_OFFLINE:-$repo/../shared/tools/bazel-offline.sh}"
if ! command -v bazel >/dev/null 2>&1 || [ ! -f "$offline" ]; then
  if [ "${CI:-}" = true ]; then echo "bazel check: bazel or $offline is missing under CI" >&2; exit 1; fi
  echo "bazel check: skipped (no bazel: apt-get install bazel-bootstrap; or no $offline)"
  exit 0
fi
started=$SECONDS

bdd="${BDD:-}"
if [ -z "$bdd" ]; then
  (cd "$repo" && swift build --product bdd 2>&1 | tail -n 1)
  bdd="$(cd "$repo" && swift build --show-bin-path)/bdd"
fi

work="$(mktemp -d)"
ws="$work/workspace"
# Bazel's output tree lives beside the workspace (a startup option of its .bazelrc), so nothing outlives the check.
trap 'chmod -R u+w "$work" 2>/dev/null; rm -rf "$work"' EXIT
mkdir -p "$ws/Features"
fail() { echo "bazel check: $1" >&2; exit 1; }

# The recipe, taken from Documentation/CI.md itself: the ```python block opening with `# BUILD`, the ```sh block
# whose second line names bdd_test.sh, and the one that merges the shards' outputs.
python3 - "$repo/Documentation/CI.md" "$ws" <<'PY'
import re, sys
text = open(sys.argv[1], encoding='utf-8').read()
blocks = re.findall(r'^```\w*\n(.*?)^```', text, flags=re.S | re.M)
build = [b for b in blocks if b.startswith('# BUILD\n')]
wrapper = [b for b in blocks if b.split('\n')[1:2] and b.split('\n')[1].startswith('# bdd_test.sh')]
if len(build) != 1 or len(wrapper) != 1:
    sys.exit(f"bazel check: Documentation/CI.md should show one BUILD block and one bdd_test.sh block, found {len(build)} and {len(wrapper)}")
open(f'{sys.argv[2]}/BUILD', 'w').write(build[0])
open(f'{sys.argv[2]}/bdd_test.sh', 'w').write(wrapper[0])
merge = [b for b in blocks if b.startswith('for zip in bazel-testlogs/')]
if len(merge) != 1:
    sys.exit(f"bazel check: Documentation/CI.md should show one merge block (for zip in bazel-testlogs/...), found {len(merge)}")
open(f'{sys.argv[2]}/../merge.sh', 'w').write(merge[0])
PY
chmod +x "$ws/bdd_test.sh"
grep -q 'shard_count = 4' "$ws/BUILD" || fail "the documented BUILD file does not ask for 4 shards"
touch "$ws/WORKSPACE"
printf 'startup --output_user_root=%s\n' "$work/bazel-root" > "$ws/.bazelrc"
cp "$bdd" "$ws/bdd"
cp "$repo"/Features/*.feature "$ws/Features/"
cat > "$ws/Features/mistake.feature" <<'EOF'
Feature: A deliberate mistake
  Scenario: A valid login expected to be refused
    Given un usuario registrado con email "user@example.com"
    And un password válido "Str0ngP@ss"
    When el usuario envía sus credenciales al sistema
    Then el sistema devuelve un error de tipo InvalidCredentials
EOF

cd "$ws"
status=0
bash "$offline" test //:specification --test_output=summary --build_event_json_file="$work/events.json" > "$work/bazel.txt" 2>&1 || status=$?
# Bazel's exit status 3: the build passed and some test failed.
[ "$status" = 3 ] || { cat "$work/bazel.txt"; fail "expected bazel test to exit 3 (a shard failed), got $status"; }
testlogs="$(readlink -f bazel-testlogs)/specification"

# Test cases of a JUnit report, one "classname/name" a line, in the report's order.
cases() { python3 -c 'import sys, xml.etree.ElementTree as T
for c in T.parse(sys.argv[1]).iter("testcase"): print(c.get("classname") + "/" + c.get("name"))' "$1"; }
# A JUnit report without what differs from run to run: times and timestamps.
timeless() { sed -E 's/ (time|timestamp)="[^"]*"//g' "$1"; }

for index in 1 2 3 4; do
  shard="$testlogs/shard_${index}_of_4"
  [ -f "$shard/test.shard" ] || fail "shard $index did not touch TEST_SHARD_STATUS_FILE"
  "$ws/bdd" Features/ --shard "$index/4" --format junit:"$work/expected-$index.xml" > /dev/null 2>&1 || true
  diff <(cases "$work/expected-$index.xml" | sort) <(cases "$shard/test.xml" | sort) \
    || fail "shard $index's test.xml does not hold the scenarios of --shard $index/4"
  [ -n "$(cases "$shard/test.xml")" ] || fail "shard $index ran no scenario"
  [ -f "$shard/test.outputs/outputs.zip" ] || fail "shard $index left no outputs.zip"
done

"$ws/bdd" Features/ --format junit:"$work/one-machine.xml" > /dev/null 2>&1 || true
# The documented merge, with the bdd just built.
merge_status=0
PATH="$ws:$PATH" bash -eo pipefail "$work/merge.sh" > "$work/merge.txt" 2>&1 || merge_status=$?
[ "$merge_status" = 1 ] || { cat "$work/merge.txt"; fail "expected the documented merge to exit 1 (one scenario failed), got $merge_status"; }
diff <(timeless "$work/one-machine.xml") <(timeless reports/junit.xml) \
  || fail "the merged JUnit report differs from a one-machine run's"

# Which shards failed, as Bazel saw them (its build events), against where the failing scenario ran.
failing=$(grep -l 'A valid login expected to be refused' "$testlogs"/shard_*_of_4/test.xml | sed -E 's/.*shard_([0-9])_of_4.*/\1/')
python3 - "$work/events.json" "$failing" <<'PY'
import json, sys
statuses = {}
for line in open(sys.argv[1]):
    event = json.loads(line)
    result = event.get('id', {}).get('testResult')
    if result and 'testResult' in event:
        statuses[result.get('shard', 0)] = event['testResult'].get('status')
expected = {shard: ('FAILED' if str(shard) == sys.argv[2] else 'PASSED') for shard in (1, 2, 3, 4)}
if statuses != expected:
    sys.exit(f"bazel check: shard results {statuses}, expected {expected} (the failing scenario ran in shard {sys.argv[2]})")
PY

# --test_filter reaches each shard as TESTBRIDGE_TEST_ONLY: only the login scenarios run, split among the shards.
bash "$offline" test //:specification --test_filter='^Login' --test_output=errors > "$work/filtered.txt" 2>&1 \
  || { cat "$work/filtered.txt"; fail "the --test_filter run failed"; }
filtered=$(for index in 1 2 3 4; do cases "$testlogs/shard_${index}_of_4/test.xml"; done | sort)
expected=$("$ws/bdd" Features/ --name '^Login' --format junit:"$work/filtered.xml" > /dev/null 2>&1; cases "$work/filtered.xml" | sort)
[ -n "$expected" ] && [ "$filtered" = "$expected" ] || fail "--test_filter ran $(wc -l <<<"$filtered") scenarios, expected the $(wc -l <<<"$expected") login ones"

scenarios=$(cases "$work/one-machine.xml" | wc -l)
echo "bazel check: 4 shards ran their own parts of $scenarios scenarios, merged into the one-machine JUnit report; the failing scenario failed shard $failing only; --test_filter reached every shard ($((SECONDS - started)) s)"
