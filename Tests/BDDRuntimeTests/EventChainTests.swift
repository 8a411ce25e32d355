@testable import BDDRuntime
import CucumberMessages
import XCTest

@MainActor
final class EventChainTests: XCTestCase {
    func test_publish_severalLinks_handsEachEnvelopeToEveryLinkInTheOrderLinked() async {
        var seen: [String] = []
        let sut = EventChain([{ _ in seen.append("reports") }])
        sut.link(ListenerStub { seen.append("listener") })
        sut.link { _ in seen.append("result") }

        sut.publish(.testRunStarted(TestRunStarted(timestamp: Timestamp(seconds: 0, nanos: 0))))

        XCTAssertEqual(seen, ["reports", "listener", "result"])
    }

    func test_publish_listenerThatThrows_keepsTheFirstErrorAndGoesOnToTheNextLinks() async {
        var reached = 0
        let sut = EventChain()
        sut.link(ListenerStub { throw StubError(name: "first") })
        sut.link(ListenerStub { throw StubError(name: "second") })
        sut.link { _ in reached += 1 }

        sut.publish(.testRunStarted(TestRunStarted(timestamp: Timestamp(seconds: 0, nanos: 0))))

        XCTAssertEqual((sut.listenerFailure as? StubError)?.name, "first")
        XCTAssertNil(sut.lateListenerFailure)
        XCTAssertEqual(reached, 1)
    }

    func test_publish_listenerThatThrowsOnTheRunsEnd_isALateFailure() async {
        let sut = EventChain()
        sut.link(ListenerStub { throw StubError(name: "late") })

        sut.publish(.testRunFinished(TestRunFinished(success: true, timestamp: Timestamp(seconds: 0, nanos: 0))))

        XCTAssertNil(sut.listenerFailure)
        XCTAssertEqual((sut.lateListenerFailure as? StubError)?.name, "late")
    }

    func test_hasListeners_onlyConsumers_isFalse() async {
        let sut = EventChain([{ _ in }])

        XCTAssertFalse(sut.hasListeners)
        sut.link(ListenerStub {})
        XCTAssertTrue(sut.hasListeners)
    }

    // MARK: - Helpers

    private struct StubError: Error {
        let name: String
    }

    private final class ListenerStub: RunListener {
        private let action: () throws -> Void

        init(_ action: @escaping () throws -> Void) {
            self.action = action
        }

        func receive(_ envelope: Envelope) throws {
            try action()
        }
    }
}
