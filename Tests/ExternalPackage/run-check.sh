#!/usr/bin/env bash
# Builds Tests/ExternalPackage as another team's package would be built (depending on bdd's `BDD` product) and
# runs its specification: the scenario whose step traps must fail with Swift's own words, the others must pass.
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# The dependency is named by its folder, so the checkout is copied to a folder called bdd.
mkdir -p "$work/bdd"
cp -R "$repo/Package.swift" "$repo/Sources" "$repo/Tests" "$work/bdd/"
cp -R "$repo/Tests/ExternalPackage" "$work/counter-specs"

cd "$work/counter-specs"
swift build --product CounterSpecs 2>&1 | tail -n 1
status=0
"$(swift build --show-bin-path)/CounterSpecs" Features/ --format progress --format junit:reports/junit.xml > out.txt 2> err.txt || status=$?

fail() { echo "external package: $1"; cat out.txt; exit 1; }
[ "$status" = 1 ] || fail "expected exit status 1, got $status"
grep -q "3 scenarios (1 failed, 2 passed)" out.txt || fail "expected 1 failed and 2 passed scenarios"
grep -q "Swift runtime failure: arithmetic overflow" reports/junit.xml || fail "the JUnit report does not carry the crash's own words"
grep -q "CounterSpecs/main.swift:11" reports/junit.xml || fail "the JUnit report does not name the step's line that trapped"
[ "$(grep -c '<testcase ' reports/junit.xml)" = 3 ] || fail "expected three test cases in the JUnit report"
echo "external package: supervised run of its own steps as expected (1 failed with the crash, 2 passed)"
