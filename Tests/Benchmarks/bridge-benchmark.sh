#!/usr/bin/env bash
# What a scenario costs as a Swift Testing case (BDDTesting) beside the same scenario in `--in-process`, per scenario.
#
# Usage: Tests/Benchmarks/bridge-benchmark.sh [FILES]   (default 100: a FILES x 20 gen-corpus corpus)
# Environment: RUNS (default 3) runs of each, the best kept; BRIDGE_ROUNDS (default 5) rounds of the bridge-only loop;
# BENCH_CACHE (default /tmp/bdd-bridge-benchmark) keeps the package's build between invocations.
#
# The package is built as another team's would be: a package of its own depending on this checkout's `BDD` and
# `BDDTesting` products, with the corpus's four step definitions in a library, a `BDD.main` executable and a Swift
# Testing test (`@Test(arguments: Specification.scenarios(…))`), all built in release. Timed: `swift test -c release
# --skip-build` (the whole process: start, case discovery, parsing, every case), the same with BDD_REPORTS and with no case
# selected (the fixed cost), and the executable's `--in-process --format progress` run; each divided by the number of scenarios.
# The bridge's own cost, without Swift Testing's per case, is timed inside one process (`swift test --filter
# bridgeLoop`): `run()` on every scenario of a fresh list in a loop, BRIDGE_ROUNDS rounds, best and median, from a
# nonisolated test and from one on the main actor. Needs
# ../shared/tools/gen-corpus.
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
gen="$repo/../shared/tools/gen-corpus"
[ -x "$gen" ] || { echo "bridge-benchmark: $gen not found, nothing measured"; exit 0; }
files=${1:-100}
runs=${RUNS:-3}
cache=${BENCH_CACHE:-/tmp/bdd-bridge-benchmark}
package="$cache/bridge-bench"

# The dependency is named by its folder, so the checkout is copied to one called bdd; copies keep their times, so a
# second invocation rebuilds only what changed.
mkdir -p "$cache/bdd" "$package/Sources/BenchSteps" "$package/Sources/BenchRunner" "$package/Tests/BenchTests"
rm -rf "$cache/bdd/Sources" "$cache/bdd/Tests"
cp -Rp "$repo/Package.swift" "$repo/Sources" "$repo/Tests" "$cache/bdd/"
# SwiftPM plans a path dependency's sources once (see speed-benchmark.sh): a changed list of files drops its plans.
listing="$(cd "$cache/bdd" && find Sources Tests -type f | LC_ALL=C sort)"
if [ "$listing" != "$(cat "$cache/files.txt" 2>/dev/null)" ]; then
  rm -f "$package/.build/release.yaml" "$package/.build/release/description.json"
  printf '%s\n' "$listing" > "$cache/files.txt"
fi
put() { # put FILE: standard input into FILE, touched only when it changed
  cat > "$1.new"
  cmp -s "$1.new" "$1" 2>/dev/null && rm -f "$1.new" || mv "$1.new" "$1"
}
put "$package/Package.swift" <<'EOF'
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "bridge-bench",
    platforms: [.macOS(.v14)],
    dependencies: [.package(path: "../bdd")],
    targets: [
        .target(name: "BenchSteps", dependencies: [.product(name: "BDD", package: "bdd")]),
        .executableTarget(name: "BenchRunner", dependencies: ["BenchSteps", .product(name: "BDD", package: "bdd")]),
        .testTarget(name: "BenchTests", dependencies: ["BenchSteps", .product(name: "BDD", package: "bdd"), .product(name: "BDDTesting", package: "bdd")]),
    ]
)
EOF
put "$package/Sources/BenchSteps/BenchSteps.swift" <<'EOF'
import BDDRuntime

final class Counter: World {
    var value = 0
}

/// gen-corpus's four step phrasings, doing next to nothing.
public enum BenchSteps {
    public static var library: StepLibrary {
        var steps = StepLibrary()
        steps.given("a counter starting at {int}") { (counter: Counter, start: Int) in counter.value = start }
        steps.when("I add {int}") { (counter: Counter, amount: Int, _: DataTable?) in counter.value += amount }
        steps.then("the counter is {int}") { (counter: Counter, expected: Int) in try expectEqual(counter.value, expected) }
        steps.then("the note says {string}") { (_: Counter, _: String, _: DocString?) in }
        return steps
    }
}
EOF
put "$package/Sources/BenchRunner/main.swift" <<'EOF'
import BDDCommandLine
import BenchSteps
import Foundation

exit(await BDD.main(arguments: Array(CommandLine.arguments.dropFirst()), steps: BenchSteps.library))
EOF
put "$package/Tests/BenchTests/BenchTests.swift" <<'EOF'
import BDDRuntime
import BDDTesting
import BenchSteps
import Foundation
import Testing

@Test(arguments: try Specification.scenarios(in: "Features", steps: BenchSteps.library))
func scenario(_ scenario: Specification.Scenario) async throws {
    try await scenario.run()
}

/// The bridge alone, without Swift Testing's cost per case: `run()` on every scenario in one loop, a fresh list each
/// round (its BeforeAll and AfterAll included), timed from inside. Runs only when BRIDGE_ROUNDS is set.
@Test(.enabled(if: ProcessInfo.processInfo.environment["BRIDGE_ROUNDS"] != nil))
func bridgeLoop() async throws {
    try await timeRounds()
    // What the runtime alone takes to go to the main actor and back, which every scenario of this loop does once.
    let clock = ContinuousClock()
    let start = clock.now
    for _ in 0..<20_000 { await MainActor.run {} }
    let took = start.duration(to: clock.now).components
    print("MAIN-ACTOR-ROUND-TRIP \((Double(took.seconds) * 1e6 + Double(took.attoseconds) / 1e12) / 20_000)")
}

/// The same loop on the main actor, where `run()` is isolated and steps run: no round trip to it for each scenario.
@MainActor
@Test(.enabled(if: ProcessInfo.processInfo.environment["BRIDGE_ROUNDS"] != nil))
func bridgeLoopOnMainActor() async throws {
    try await timeRounds()
}

/// Prints `BRIDGE-LOOP … best B median M`, microseconds a scenario over BRIDGE_ROUNDS rounds, on the caller's actor.
func timeRounds(isolation: isolated (any Actor)? = #isolation) async throws {
    let rounds = max(Int(ProcessInfo.processInfo.environment["BRIDGE_ROUNDS"] ?? "") ?? 5, 1)
    let clock = ContinuousClock()
    var micros: [Double] = []
    for _ in 0..<rounds {
        let scenarios = try Specification.scenarios(in: "Features", steps: BenchSteps.library)
        let start = clock.now
        for scenario in scenarios { try await scenario.run() }
        let took = start.duration(to: clock.now).components
        micros.append((Double(took.seconds) * 1e6 + Double(took.attoseconds) / 1e12) / Double(scenarios.count))
    }
    micros.sort()
    print("BRIDGE-LOOP \(rounds) rounds best \(micros[0]) median \(micros[rounds / 2])")
}
EOF
if [ "$(cat "$cache/corpus.txt" 2>/dev/null)" != "$files" ]; then
  rm -rf "$package/Features" && "$gen" "$package/Features" "$files" 20 > /dev/null
  echo "$files" > "$cache/corpus.txt"
fi

cd "$package"
swift build -c release --build-tests 2>&1 | tail -n 1 >&2
runner="$(swift build -c release --show-bin-path)/BenchRunner"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# best NAME COMMAND…: the best wall time of RUNS runs, in seconds, into best[NAME]; a run that fails stops the script.
declare -A best
time_best() {
  local name=$1; shift
  local round start end seconds
  for round in $(seq "$runs"); do
    start=$(date +%s.%N)
    "$@" > "$work/out.txt" 2>&1 || { echo "bridge-benchmark: $name failed:"; tail -n 20 "$work/out.txt"; exit 1; }
    end=$(date +%s.%N)
    seconds=$(echo "$end - $start" | bc -l)
    if [ -z "${best[$name]:-}" ] || [ "$(echo "$seconds < ${best[$name]}" | bc -l)" = 1 ]; then best[$name]=$seconds; fi
  done
}
time_best in-process "$runner" Features --in-process --format progress
scenarios=$(grep -Eo '^[0-9]+ scenarios' "$work/out.txt" | grep -Eo '[0-9]+')
time_best swift-test swift test -c release --skip-build
cases=$(grep -Eo 'with [0-9]+ test cases passed' "$work/out.txt" | grep -Eo '[0-9]+')
[ "$cases" = "$scenarios" ] || { echo "bridge-benchmark: swift test ran $cases cases, the run $scenarios scenarios"; exit 1; }
# The fixed cost: the same process with no case selected (start, discovery, parsing every file, no scenario run).
time_best swift-test-empty env BDD_TAGS='@no-such-tag' swift test -c release --skip-build
time_best swift-test-reports env BDD_REPORTS="$work/reports" swift test -c release --skip-build
[ -s "$work/reports/junit.xml" ] || { echo "bridge-benchmark: BDD_REPORTS wrote no junit.xml"; exit 1; }
# The bridge alone: one process running every scenario's run() in a loop, BRIDGE_ROUNDS times, timed from inside;
# from a nonisolated test (a round trip to the main actor each scenario, as a nonisolated @Test makes), then from one
# on the main actor.
bridge_loop() { # bridge_loop NAME SWIFT-TEST-OPTIONS…: "best median" of the loop, into bridge[NAME]
  local name=$1; shift
  BRIDGE_ROUNDS=${BRIDGE_ROUNDS:-5} swift test -c release --skip-build "$@" > "$work/bridge.txt" 2>&1 \
    || { echo "bridge-benchmark: the bridge loop failed:"; tail -n 20 "$work/bridge.txt"; exit 1; }
  bridge[$name]=$(awk '/BRIDGE-LOOP/ { for (i = 1; i < NF; i++) { if ($i == "best") b = $(i + 1); if ($i == "median") m = $(i + 1) } } END { print b, m }' "$work/bridge.txt")
  [ "${bridge[$name]}" != " " ] || { echo "bridge-benchmark: the bridge loop printed no figure"; exit 1; }
}
declare -A bridge
bridge_loop nonisolated --filter bridgeLoop --skip OnMainActor
round_trip=$(awk '/MAIN-ACTOR-ROUND-TRIP/ { print $2 }' "$work/bridge.txt")
bridge_loop main-actor --filter bridgeLoopOnMainActor

per() { echo "scale=1; $1 * 1000000 / $scenarios" | bc -l; }
printf '%s x 20 corpus: %s scenarios, release builds, best wall time of %s runs (whole processes)\n' "$files" "$scenarios" "$runs"
printf '  swift test --skip-build (Swift Testing, BDDTesting) %7.3f s  %8s us a scenario\n' "${best[swift-test]}" "$(per "${best[swift-test]}")"
printf '  the same with BDD_REPORTS (JUnit, HTML, messages)    %7.3f s  %8s us a scenario\n' "${best[swift-test-reports]}" "$(per "${best[swift-test-reports]}")"
printf '  BenchRunner --in-process --format progress          %7.3f s  %8s us a scenario\n' "${best[in-process]}" "$(per "${best[in-process]}")"
printf '  swift test with no case selected (fixed cost)       %7.3f s; the rest %8s us a scenario\n' "${best[swift-test-empty]}" "$(per "$(echo "${best[swift-test]} - ${best[swift-test-empty]}" | bc -l)")"
read -r loop_best loop_median <<< "${bridge[nonisolated]}"
read -r main_best main_median <<< "${bridge[main-actor]}"
printf '  the bridge alone: run() on every scenario in a loop, best of %s rounds (median)\n' "${BRIDGE_ROUNDS:-5}"
printf '    from a nonisolated test                          %8.1f us a scenario (%.1f)\n' "$loop_best" "$loop_median"
printf '    from a test on the main actor                    %8.1f us a scenario (%.1f)\n' "$main_best" "$main_median"
printf '  a round trip to the main actor alone (await MainActor.run {}) %.1f us\n' "$round_trip"
printf '  ratio swift test / --in-process: %s\n' "$(echo "scale=2; ${best[swift-test]} / ${best[in-process]}" | bc -l)"
printf '  ratio bridge alone (nonisolated) / --in-process: %s\n' "$(echo "scale=2; $loop_best * $scenarios / 1000000 / ${best[in-process]}" | bc -l)"
