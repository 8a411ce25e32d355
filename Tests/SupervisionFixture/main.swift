import BDDCommandLine
import BDDRuntime
import CucumberMessages
import Foundation
import OperatingSystem

// Steps that fail the way Swift code fails in real life, for the supervision tests: each runs in a worker process
// that this same executable becomes when the coordinator starts it.

final class Marks: World {
    var file = ""
}

var steps = StepLibrary()
steps.given("a step that passes") { (_: ScenarioContext) in }
steps.given("a step that fails") { (_: ScenarioContext) in try expect(false, "it was meant to fail") }
steps.given("a step that traps") { (_: ScenarioContext) in
    let empty: [Int] = []
    _ = empty[Int(ProcessInfo.processInfo.processIdentifier % 1 + 1)]
}
steps.given("a step that exits with status {int}") { (_: ScenarioContext, status: Int) in exit(Int32(status)) }
steps.given("a step that spins forever") { (_: ScenarioContext) in
    while ProcessInfo.processInfo.processIdentifier > 0 { usleep(1000) }
}
steps.given("a step that awaits forever") { (_: ScenarioContext) in
    try await Task.sleep(for: .seconds(1_000_000))
}
steps.given("a step that waits {double} s with a timeout of {double} s") { (_: ScenarioContext, seconds: Double, _: Double) in
    try await Task.sleep(for: .seconds(seconds))
}
steps.given("a step that writes {int} MB to standard error") { (_: ScenarioContext, megabytes: Int) in
    let line = Data((String(repeating: "x", count: 1023) + "\n").utf8)
    for _ in 0..<(megabytes * 1024) { FileHandle.standardError.write(line) }
}
steps.given("a step that sleeps {double} s") { (_: ScenarioContext, seconds: Double) in
    try await Task.sleep(for: .seconds(seconds))
}
steps.given("a step that notes its run in {string}") { (scenario: ScenarioContext, file: String) in
    // Start and end times, one line per step, for the @serial test to check that runs never overlap.
    let start = Date().timeIntervalSince1970
    try await Task.sleep(for: .milliseconds(150))
    append("\(scenario.name) \(start) \(Date().timeIntervalSince1970) \(ProcessInfo.processInfo.processIdentifier)\n", to: file)
}
steps.given("a step that notes its worker in {string}") { (_: ScenarioContext, file: String) in
    let environment = ProcessInfo.processInfo.environment
    let noted = [environment["BDD_WORKER_ID"], environment["BDD_WORKER_COUNT"], environment["FIXTURE_SHARED"]].map { $0 ?? "-" }
    append((noted + ["\(ProcessInfo.processInfo.processIdentifier)"]).joined(separator: " ") + "\n", to: file)
}
steps.given("a step that marks {string} and awaits forever") { (_: ScenarioContext, marker: String) in
    // The marker tells a test the run is in the middle of this step, so it can interrupt it there.
    _ = FileManager.default.createFile(atPath: marker, contents: nil)
    try await Task.sleep(for: .seconds(1_000_000))
}
steps.given("a step with its own timeout of one second", timeout: .seconds(1)) { (_: ScenarioContext) in
    try await Task.sleep(for: .seconds(1_000_000))
}

steps.given("a step that passes on its second attempt") { (_: ScenarioContext) in
    Attempts.count += 1
    if Attempts.count < 2 { try expect(false, "first attempt") }
}
steps.given("a step that attaches {string}") { (scenario: ScenarioContext, text: String) in scenario.attach(text) }
steps.given("no crash of the worker would leave a report behind") { (_: ScenarioContext) in
    try expect(CrashReports.areTurnedOffForThisProcess, "a crash of this worker would leave a core file or crash report")
}
steps.given("no descriptor of the worker is open on {string}") { (_: ScenarioContext, path: String) in
    // Compared by device and inode, on every platform: a descriptor the coordinator leaked is a low number.
    var wanted = stat()
    try expect(stat(path, &wanted) == 0, "cannot read \(path)")
    for fd in Int32(0)..<256 {
        var status = stat()
        guard fstat(fd, &status) == 0 else { continue }
        try expect(status.st_dev != wanted.st_dev || status.st_ino != wanted.st_ino, "descriptor \(fd) is open on \(path)")
    }
}
steps.beforeAll { (run: TestRunContext) in
    run.log("worker ready")
    if ProcessInfo.processInfo.environment["FIXTURE_FAILING_BEFORE_ALL"] != nil { try expect(false, "BeforeAll was told to fail") }
}
// What hooks read of their scenario, logged for the test that a worker tells them as a run in process does.
steps.afterStep(tags: "@reports-its-result") { (scenario: ScenarioContext) in scenario.log("after step: \(scenario.status.rawValue)") }
steps.after(tags: "@reports-its-result") { (scenario: ScenarioContext) in
    let failure = scenario.failure.map { "\($0.text) at \($0.uri):\($0.line): \($0.message ?? "")" }
    scenario.log("\(scenario.status.rawValue): \(failure ?? "nothing failed")")
}

// Run-wide set-up, noted in FIXTURE_RUN_LOG: once per run, in the coordinator, its environment handed to the workers.
steps.beforeRun { run in
    let environment = ProcessInfo.processInfo.environment
    if let log = environment["FIXTURE_RUN_LOG"] { append("beforeRun \(ProcessInfo.processInfo.processIdentifier)\n", to: log) }
    run.environment["FIXTURE_SHARED"] = "shared"
    if environment["FIXTURE_FAILING_BEFORE_RUN"] != nil { try expect(false, "beforeRun was told to fail") }
}
steps.afterRun { run in
    if let log = ProcessInfo.processInfo.environment["FIXTURE_RUN_LOG"] { append("afterRun \(run.environment["FIXTURE_SHARED"] ?? "-")\n", to: log) }
}

/// Appends `line` to the file at `path` in one write, so the lines of several processes never mix.
func append(_ line: String, to path: String) {
    let fd = open(path, O_WRONLY | O_APPEND | O_CREAT, 0o644)
    guard fd >= 0 else { return }
    _ = Array(line.utf8).withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
    close(fd)
}

/// How often the retried step ran in this worker process.
@MainActor
enum Attempts {
    static var count = 0
}

/// A listener of this host program that fails once a test case finished (asked for with
/// `--fixture-failing-listener`, which only this fixture knows), for the test that it stops a supervised run.
@MainActor
final class FailingListener: RunListener {
    struct Down: Error, CustomStringConvertible {
        var description: String { "the listener went down" }
    }

    func receive(_ envelope: Envelope) throws {
        if case .testCaseFinished = envelope { throw Down() }
    }
}

// What the coordinator's host program may have done before the run; its workers must not inherit it.
if !CommandLine.arguments.contains(WorkerLaunch.modeArgument) {
    let environment = ProcessInfo.processInfo.environment
    // A descriptor left open without close-on-exec, as a library might (above the numbers workers are handed).
    if let leaked = environment["FIXTURE_LEAKED_FILE"] {
        let fd = open(leaked, O_RDONLY)
        _ = fcntl(fd, F_DUPFD, 40)
    }
    #if os(Linux)
    // Core files allowed, as on a machine where someone asked for them (macOS workers turn off crash reports
    // through an exception port instead, which this does not touch).
    if environment["FIXTURE_ALLOW_CORES"] != nil {
        var limit = rlimit()
        _ = getrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &limit)
        limit.rlim_cur = min(limit.rlim_max, 1 << 20)
        _ = setrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &limit)
    }
    #endif
}

var arguments = Array(CommandLine.arguments.dropFirst())
let listeners: [any RunListener] = arguments.contains("--fixture-failing-listener") ? [FailingListener()] : []
arguments.removeAll { $0 == "--fixture-failing-listener" }
exit(await BDD.main(arguments: arguments, steps: steps, listeners: listeners))
