#!/usr/bin/env bash
# Builds Tests/ExternalPackage as another team's package would be built (depending on bdd's `BDD` product) and
# runs its specification: the scenario whose step traps must fail with Swift's own words, the others must pass. Then
# runs the same scenarios with `swift test` (BDDTesting): one test case per scenario and Examples row, a deliberately
# failing scenario reported at its feature line with the expectation's words, an undefined step with its snippet, and
# BDD_TAGS selecting (the trapping scenario is always left out: a trap would end the test process).
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
"$(swift build --show-bin-path)/CounterSpecs" Features/counter.feature --format progress --format junit:reports/junit.xml > out.txt 2> err.txt || status=$?

fail() { echo "external package: $1"; cat out.txt; exit 1; }
[ "$status" = 1 ] || fail "expected exit status 1, got $status"
grep -q "5 scenarios (1 failed, 4 passed)" out.txt || fail "expected 1 failed and 4 passed scenarios"
grep -q "Swift runtime failure: arithmetic overflow" reports/junit.xml || fail "the JUnit report does not carry the crash's own words"
grep -q "CounterSteps/CounterSteps.swift:9" reports/junit.xml || fail "the JUnit report does not name the step's line that trapped"
[ "$(grep -c '<testcase ' reports/junit.xml)" = 5 ] || fail "expected five test cases in the JUnit report"
echo "external package: supervised run of its own steps as expected (1 failed with the crash, 4 passed)"

# The same scenarios as Swift Testing cases, one per scenario.
swift build --build-tests 2>&1 | tail -n 1
status=0
BDD_TAGS="not @supervised-only" swift test --skip-build > test-out.txt 2>&1 || status=$?
failTest() { echo "external package (swift test): $1"; cat test-out.txt; exit 1; }
[ "$status" != 0 ] || failTest "expected the deliberately failing scenario to fail swift test"
grep -q "recorded an issue with 1 argument scenario → A deliberate mistake › expecting the wrong count at mistake.feature:8:1" test-out.txt \
    || failTest "the failing step is not reported at its feature line (mistake.feature:8)"
grep -q "Expected 3, got 2" test-out.txt || failTest "the issue does not carry the expectation's words"
grep -q "with 6 test cases failed" test-out.txt || failTest "expected 6 test cases, one per scenario and Examples row (the trapping one left out by BDD_TAGS)"
grep -q "Counter › counting from -1 (Examples #2)" test-out.txt || failTest "an Examples row is not a test case of its own, named in the feature's words"
grep -q "a phrase nobody defined at mistake.feature:14:1" test-out.txt || failTest "the undefined step is not reported at its feature line (mistake.feature:14)"
grep -q 'steps.when("it is doubled")' test-out.txt || failTest "the undefined step's issue does not give its snippet"

status=0
BDD_TAGS="not @supervised-only and not @deliberately-failing" swift test --skip-build > test-out.txt 2>&1 || status=$?
[ "$status" = 0 ] || failTest "expected the scenarios BDD_TAGS selects to pass, got exit status $status"
grep -q "with 4 test cases passed" test-out.txt || failTest "expected BDD_TAGS to select 4 test cases"
echo "external package: swift test ran each scenario and Examples row as a test case (the failing one at its feature line, the undefined one with its snippet; BDD_TAGS selects)"
