import BDDCommandLine
import BDDRuntime
import Foundation

// runner-benchmark DIR [ITERATIONS] [FORMAT]: runs every scenario of a corpus made by `gen-corpus` through the whole `bdd`
// pipeline (parse, plan, match, execute, emit messages, format) with step definitions that do next to nothing,
// so the time measured is the runner's own. Prints the best and median run and the cost per executed step.
// `--no-census` skips the counting run (made with the message format), so a profile shows one configuration alone.
// `runner-benchmark run [bdd options] PATH…` is `bdd` itself with the corpus's steps, supervised by default, for
// whole-process measurements (Tests/Benchmarks/supervision-benchmark.sh); its workers are this executable too.
// `runner-benchmark tables [ROWS] [ITERATIONS]` times decoding a data table as structs (`DataTable.decode`).

if CommandLine.arguments.dropFirst().first == "tables" {
    exit(TableDecodingBenchmark.run(Array(CommandLine.arguments.dropFirst(2))))
}

let skipsCensus = CommandLine.arguments.contains("--no-census")
let arguments = CommandLine.arguments.dropFirst().filter { $0 != "--no-census" }
guard let directory = arguments.first else {
    FileHandle.standardError.write(Data("usage: runner-benchmark DIR [ITERATIONS] [progress|pretty|message] [--no-census]\n".utf8))
    exit(2)
}
let iterations = arguments.count > 1 ? max(1, Int(arguments[1]) ?? 5) : 5
let only = arguments.count > 2 ? arguments[2] : nil

/// The corpus's arithmetic, kept so each step does a little real work and a wrong binding would fail the run.
@MainActor
final class Counter: World {
    var value = 0
    init() {}
}

/// The four phrasings `gen-corpus` writes.
var steps = StepLibrary()
steps.given("a counter starting at {int}") { (counter: Counter, start: Int) in counter.value = start }
steps.when("I add {int}") { (counter: Counter, amount: Int, _: DataTable?) in counter.value += amount }
steps.then("the counter is {int}") { (counter: Counter, expected: Int) in
    try expectEqual(counter.value, expected)
}
steps.then("the note says {string}") { (_: Counter, _: String, _: DocString?) in }

steps.given("a pause of {int} ms") { (_: Counter, milliseconds: Int) in try await Task.sleep(for: .milliseconds(milliseconds)) }

// Tuned as `bdd` tunes itself, so the figures are those of the executable users run.
ProcessAllocator.tuneForRun()

if let mode = CommandLine.arguments.dropFirst().first, mode == "run" || mode == WorkerLaunch.modeArgument {
    let bddArguments = mode == "run" ? Array(CommandLine.arguments.dropFirst(2)) : Array(CommandLine.arguments.dropFirst())
    exit(await BDD.main(arguments: bddArguments, steps: steps))
}

let reports = FileManager.default.temporaryDirectory.appendingPathComponent("runner-benchmark-\(UUID().uuidString)")
defer { try? FileManager.default.removeItem(at: reports) }

/// Runs `bdd` in-process with everything it prints kept in memory; returns the exit status and the seconds taken.
@MainActor
func timedRun(_ options: [String]) async -> (status: Int32, seconds: Double, output: String) {
    var output = ""
    let console = Console(standardOutput: { output += $0 }, standardError: { _ in })
    let start = DispatchTime.now().uptimeNanoseconds
    let status = await BDD.main(arguments: [directory] + options + ["--no-color"], environment: [:], steps: steps, console: console, worker: nil)
    return (status, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9, output)
}

// One run with the message stream counts what the corpus holds and checks that everything passes.
var stepCount = 0
if !skipsCensus {
    let census = await timedRun(["--format", "message"])
    let lines = census.output.utf8.split(separator: UInt8(ascii: "\n"))
    stepCount = lines.count { $0.starts(with: #"{"testStepFinished""#.utf8) }
    let scenarioCount = lines.count { $0.starts(with: #"{"testCaseFinished""#.utf8) }
    guard census.status == 0, stepCount > 0 else {
        FileHandle.standardError.write(Data("runner-benchmark: the corpus did not pass (exit \(census.status), \(stepCount) steps)\n".utf8))
        exit(1)
    }
    print("corpus: \(scenarioCount) scenarios, \(stepCount) steps; \(iterations) runs per configuration; parsing included")
}

let configurations: [(name: String, options: [String])] = [
    ("progress", ["--format", "progress"]),
    ("pretty + junit file (the default)", ["--format", "pretty", "--format", "junit:\(reports.path)/junit.xml"]),
    ("message (NDJSON)", ["--format", "message"]),
    ("html file", ["--format", "progress", "--format", "html:\(reports.path)/index.html"]),
]
for configuration in configurations where only.map(configuration.name.hasPrefix) ?? true {
    var seconds: [Double] = []
    for _ in 0..<iterations {
        seconds.append(await timedRun(configuration.options).seconds)
    }
    seconds.sort()
    let best = seconds[0]
    let median = seconds[seconds.count / 2]
    guard stepCount > 0 else {
        print(String(format: "%@: best %.3f s, median %.3f s", configuration.name, best, median))
        continue
    }
    let microsecondsPerStep = best / Double(stepCount) * 1e6
    print(String(
        format: "%@: best %.3f s, median %.3f s, %.1f µs per step, %.0f steps/s",
        configuration.name, best, median, microsecondsPerStep, Double(stepCount) / best
    ))
}
