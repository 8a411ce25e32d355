#!/usr/bin/env bash
# Builds Tests/ExternalPackage as another team's package would be built (depending on bdd's `BDD` product) and
# runs its specification: the scenario whose step traps must fail with Swift's own words, the others must pass. Then
# runs the same scenarios with `swift test` (BDDTesting): one test case per scenario and Examples row, a deliberately
# failing scenario reported at its feature line with the expectation's words, an undefined step with its snippet, and
# BDD_TAGS selecting (the trapping scenario is always left out: a trap would end the test process). Last, the cart's
# steps, which check with #expect, #require, Issue.record, XCTAssertEqual and XCTFail: each check that does not hold
# fails its step, with the framework's words and the Swift line, under `bdd` (supervised and in process), `swift test`
# (Swift Testing) and `runSpecification` (XCTest); each is told once, and the checks that hold pass. Then tables and
# doc strings decoded into the package's own types, and the three mistakes that fail a step naming where.
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
BDD_TAGS="not @supervised-only" swift test --skip-build --filter CounterStepsTests > test-out.txt 2>&1 || status=$?
failTest() { echo "external package (swift test): $1"; cat test-out.txt; exit 1; }
[ "$status" != 0 ] || failTest "expected the deliberately failing scenario to fail swift test"
grep -q "recorded an issue with 1 argument scenario → A deliberate mistake › expecting the wrong count at mistake.feature:8:1" test-out.txt \
    || failTest "the failing step is not reported at its feature line (mistake.feature:8)"
grep -q "Expected 3, got 2" test-out.txt || failTest "the issue does not carry the expectation's words"
grep -q "with 6 test cases failed" test-out.txt || failTest "expected 6 test cases, one per scenario and Examples row (the trapping one left out by BDD_TAGS)"
grep -q "Counter › counting from <start> - #1.2: counting from -1" test-out.txt || failTest "an Examples row is not a test case of its own, named as the JUnit report names it"
grep -q "a phrase nobody defined at mistake.feature:14:1" test-out.txt || failTest "the undefined step is not reported at its feature line (mistake.feature:14)"
grep -q 'steps.when("it is doubled")' test-out.txt || failTest "the undefined step's issue does not give its snippet"

status=0
BDD_TAGS="not @supervised-only and not @deliberately-failing" swift test --skip-build --filter CounterStepsTests > test-out.txt 2>&1 || status=$?
[ "$status" = 0 ] || failTest "expected the scenarios BDD_TAGS selects to pass, got exit status $status"
grep -q "with 4 test cases passed" test-out.txt || failTest "expected BDD_TAGS to select 4 test cases"
echo "external package: swift test ran each scenario and Examples row as a test case (the failing one at its feature line, the undefined one with its snippet; BDD_TAGS selects)"

# Each framework's assertion, once per way of running steps.
swift build --product CartSpecs 2>&1 | tail -n 1
cartFail() { echo "external package (cart, $1): $2"; cat "$3"; exit 1; }
checkCart() { # mode, output file
    grep -q "10 scenarios (5 failed, 5 passed)" "$2" || cartFail "$1" "expected the 5 checks that do not hold to fail and the 5 that hold to pass" "$2"
    grep -q "30 steps (5 failed, 5 skipped, 20 passed)" "$2" || cartFail "$1" "expected the step after each failed check to be skipped" "$2"
    grep -q "Expectation failed: (cart.items → 3) == (count → 4)" "$2" || cartFail "$1" "#expect's own words, with the values, are missing" "$2"
    grep -q "checked at Sources/CartSteps/CartSteps.swift:13" "$2" || cartFail "$1" "#require's Swift line is missing" "$2"
    grep -q "Issue recorded: the cart has 3 items" "$2" || cartFail "$1" "Issue.record's words are missing" "$2"
    grep -q 'XCTAssertEqual failed: ("3") is not equal to ("4")' "$2" || cartFail "$1" "XCTAssertEqual's words are missing" "$2"
    grep -q "XCTFail: the cart has 3 items" "$2" || cartFail "$1" "XCTFail's words are missing" "$2"
    if grep -q "ExpectationFailedError" "$2"; then cartFail "$1" "#require is told as a dump of its error" "$2"; fi
}
for mode in supervised in-process; do
    status=0
    flag=(); [ "$mode" = in-process ] && flag=(--in-process)
    "$(swift build --show-bin-path)/CartSpecs" AssertionFeatures "${flag[@]}" --format progress --format junit:reports/cart.xml > cart-out.txt 2>&1 || status=$?
    [ "$status" = 1 ] || cartFail "$mode" "expected exit status 1, got $status" cart-out.txt
    checkCart "$mode" cart-out.txt
    grep -q 'failures="5"' reports/cart.xml || cartFail "$mode" "the JUnit report does not count 5 failures" reports/cart.xml
done
status=0
"$(swift build --show-bin-path)/CartSpecs" AssertionFeatures --format pretty > cart-pretty.txt 2>&1 || status=$?
[ "$(grep -c "cart left unpaid after line 8: the cart has 4 items, checked with" cart-pretty.txt)" = 5 ] \
    || cartFail pretty "the After hook's log is not shown exactly for the 5 failed scenarios" cart-pretty.txt
echo "external package: #expect, #require, Issue.record, XCTAssertEqual and XCTFail fail their steps under bdd, supervised and in process; an After hook logs exactly on the failed scenarios, and pretty shows it"

# Tables and doc strings as the package's own Decodable types: a {money} column, an enum and an optional column, a
# vertical table and a JSON doc string; a misspelt column, a bad cell and a malformed doc string each fail their step.
status=0
"$(swift build --show-bin-path)/CartSpecs" TableFeatures --format progress > table-out.txt 2>&1 || status=$?
tableFail() { echo "external package (tables): $1"; cat table-out.txt; exit 1; }
[ "$status" = 1 ] || tableFail "expected exit status 1, got $status"
grep -q "4 scenarios (3 failed, 1 passed)" table-out.txt || tableFail "expected the decoded scenario to pass and the three mistakes to fail"
grep -q "TableFeatures/catalogue.feature:20: no column gives unitPrice (a Money)" table-out.txt || tableFail "the misspelt column is not named with its table's line"
grep -q 'TableFeatures/catalogue.feature:26: data table row 1, column "Unit price": "2,50 EUR" is not a Money: it does not match {money}' table-out.txt \
    || tableFail "the bad cell is not named with its line, row and column"
grep -q "TableFeatures/catalogue.feature:30: doc string: not JSON of a Coupon: at percent:" table-out.txt || tableFail "the malformed doc string is not named with its line and path"
echo "external package: its own Decodable rows, vertical table and JSON doc string decode; a misspelt column, a bad cell and a malformed doc string fail naming where"

swift build --build-tests 2>&1 | tail -n 1
status=0
swift test --skip-build --filter CartStepsTests > cart-test.txt 2>&1 || status=$?
[ "$status" != 0 ] || cartFail "swift test" "expected the checks that do not hold to fail swift test" cart-test.txt
grep -q "cart(_:) with 10 test cases failed after .* with 5 issues" cart-test.txt || cartFail "swift test" "expected 5 issues in 10 Swift Testing cases: one per check that does not hold, none twice" cart-test.txt
grep -q "Executed 1 test, with 5 failures" cart-test.txt || cartFail "swift test" "expected 5 XCTest failures from runSpecification, one per check that does not hold" cart-test.txt
[ "$(grep -cE "that does not hold - #1\.[0-9]: .* at cart\.feature:8:1" cart-test.txt)" = 5 ] || cartFail "swift test" "each failing check is not reported once at its feature line (cart.feature:8)" cart-test.txt
grep -q 'XCTAssertEqual failed: ("3") is not equal to ("4")' cart-test.txt || cartFail "swift test" "XCTAssertEqual's words are missing" cart-test.txt
grep -q "Expectation failed: (cart.items → 3) == (count → 4)" cart-test.txt || cartFail "swift test" "#expect's words are missing" cart-test.txt
if grep -qE "recorded an issue .* at CartSteps\.swift:[0-9]+:[0-9]+" cart-test.txt; then cartFail "swift test" "an assertion is also told at its Swift line" cart-test.txt; fi
echo "external package: the same assertions fail their steps once, at the feature's line, in swift test (Swift Testing and XCTest)"
