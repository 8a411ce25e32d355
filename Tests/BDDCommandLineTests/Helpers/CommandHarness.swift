import BDDCommandLine
import BDDRuntime
import CucumberMessages
import Foundation
import XCTest

/// A temporary project folder and an in-process `bdd` whose console output is captured.
@MainActor
final class CommandHarness {
    struct Outcome {
        let status: Int32
        let output: String
        let error: String

        /// The envelopes of a run made with `--format message`.
        func envelopes() throws -> [Envelope] {
            try MessageDecoder().envelopes(from: output)
        }
    }

    let directory: URL
    var environment: [String: String] = [:]
    var outputIsTerminal = false
    /// Steps defined in a test live in the test process, so they run here unless a test supervises a fixture.
    var worker: WorkerLaunch?

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("bdd-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    func removeDirectory() {
        try? FileManager.default.removeItem(at: directory)
    }

    func write(_ path: String, _ text: String) throws {
        let url = directory.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func read(_ path: String) -> String? {
        FileManager.default.contents(atPath: directory.appendingPathComponent(path).path).map { String(decoding: $0, as: UTF8.self) }
    }

    func run(_ arguments: [String], steps: StepLibrary = StepLibrary(), input: String = "") async -> Outcome {
        var output = ""
        var error = ""
        let console = Console(
            standardOutput: { output += $0 },
            standardError: { error += $0 },
            standardInput: { input },
            outputIsTerminal: outputIsTerminal
        )
        let status = await BDD.main(
            arguments: arguments,
            environment: environment,
            steps: steps,
            console: console,
            currentDirectory: directory.path,
            ids: IncrementingIdGenerator(),
            worker: worker
        )
        return Outcome(status: status, output: output, error: error)
    }
}

extension [Envelope] {
    /// The names of the pickles whose test cases started, in order.
    var startedPickleNames: [String] {
        var pickleNames: [String: String] = [:]
        var pickleIdByCase: [String: String] = [:]
        var started: [String] = []
        for envelope in self {
            switch envelope {
            case .pickle(let pickle): pickleNames[pickle.id] = pickle.name
            case .testCase(let testCase): pickleIdByCase[testCase.id] = testCase.pickleId
            case .testCaseStarted(let testCase):
                if let pickleId = pickleIdByCase[testCase.testCaseId], let name = pickleNames[pickleId] { started.append(name) }
            default: break
            }
        }
        return started
    }

    var stepStatuses: [TestStepResultStatus] {
        compactMap { if case .testStepFinished(let finished) = $0 { finished.testStepResult.status } else { nil } }
    }
}
