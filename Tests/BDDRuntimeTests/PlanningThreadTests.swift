@testable import BDDRuntime
import CucumberMessages
import Gherkin
import Foundation
import XCTest

/// The planning thread hands items over in batches and waits for room: whatever its lead, the run must get every
/// file and test case once, in run order, and the thread must stop when the run drops the queue half way.
final class PlanningThreadTests: XCTestCase {
    func test_next_withLeadsSmallerThanTheSuite_givesEveryItemOnceInRunOrder() throws {
        let files = (0..<25).map { Self.feature(number: $0, scenarios: 1 + $0 % 6) }
        let expected = files.flatMap { file in ["file \(file.uri)"] + Self.scenarioNames(of: file) }
        let leads: [(PlanningThread.Lead, batch: Int)] = [
            (PlanningThread.Lead(capacity: 1, lowWater: 0, kept: 0), 1),
            (PlanningThread.Lead(capacity: 3, lowWater: 0, kept: 1), 2),
            (PlanningThread.Lead(capacity: 8, lowWater: 7, kept: 5), 3),
            (PlanningThread.Lead(capacity: 20, lowWater: 4, kept: 100), 4),
            (.short, PlanningThread.batchSize),
            (.long, PlanningThread.batchSize),
        ]

        for (lead, batch) in leads {
            let sut = try makeSUT(files, lead: lead, batchSize: batch)

            let taken = try XCTUnwrap(Self.takeAll(from: sut), "the run still waits for items, lead \(lead.capacity)/\(lead.lowWater)/\(lead.kept)")

            XCTAssertEqual(taken, expected, "lead \(lead.capacity)/\(lead.lowWater)/\(lead.kept), batches of \(batch)")
            XCTAssertNil(sut.next(), "nothing after the end, lead \(lead.capacity)")
            XCTAssertTrue(sut.waitUntilStopped(seconds: 10), "the thread went on after the last item was taken, lead \(lead.capacity)")
        }
    }

    func test_abandon_halfWayWithATinyLead_letsTheThreadStopWithoutTheRestBeingTaken() throws {
        let files = (0..<40).map { Self.feature(number: $0, scenarios: 3) }
        let sut = try makeSUT(files, lead: PlanningThread.Lead(capacity: 2, lowWater: 0, kept: 3), batchSize: 1)
        for _ in 0..<10 { XCTAssertNotNil(sut.next()) }

        sut.abandon()

        XCTAssertTrue(sut.waitUntilStopped(seconds: 10), "the thread still waits after being abandoned")
    }

    // MARK: - Helpers

    private func makeSUT(_ files: [(uri: String, text: String)], lead: PlanningThread.Lead, batchSize: Int) throws -> PlanningThread {
        var library = StepLibrary()
        library.given("a counter at {int}") { (_: ScenarioContext, _: Int) in }
        var ids: any IdGenerator = IncrementingIdGenerator()
        let supportCode = try SupportCode(library: library, ids: &ids, currentDirectory: "/repo")
        return PlanningThread(
            first: [],
            lines: GherkinLines(),
            source: FeatureSource(MemoryFeatureStream(files: files)),
            planner: TestCasePlanner(supportCode: supportCode),
            testRunStartedId: "run",
            lead: lead,
            batchSize: batchSize
        )
    }

    /// Every item, taken on a thread of its own so that a hand-over that never comes fails the test instead of
    /// hanging it; nil after 10 seconds.
    private static func takeAll(from sut: PlanningThread) -> [String]? {
        final class Box: @unchecked Sendable { var items: [String] = [] }
        let box = Box()
        let done = DispatchSemaphore(value: 0)
        Thread {
            while let item = sut.next() { box.items.append(describe(item)) }
            done.signal()
        }.start()
        return done.wait(timeout: .now() + 10) == .success ? box.items : nil
    }

    private static func describe(_ item: PlanningThread.Item) -> String {
        switch item {
        case .file(let file): "file \(file.envelopes.compactMap { if case .source(let source) = $0 { source.uri } else { nil } }.first ?? "?")"
        case .testCase(let entry): entry.planned.pickle.name
        }
    }

    private static func scenarioNames(of file: (uri: String, text: String)) -> [String] {
        file.text.split(separator: "\n").compactMap { line in
            line.trimmingCharacters(in: .whitespaces).hasPrefix("Scenario: ") ? String(line.trimmingCharacters(in: .whitespaces).dropFirst(10)) : nil
        }
    }

    private static func feature(number: Int, scenarios: Int) -> (uri: String, text: String) {
        var text = "Feature: feature \(number)\n"
        for scenario in 0..<scenarios {
            text += "\n  Scenario: scenario \(number).\(scenario)\n    Given a counter at \(scenario)\n"
        }
        return ("features/f\(number).feature", text)
    }
}
