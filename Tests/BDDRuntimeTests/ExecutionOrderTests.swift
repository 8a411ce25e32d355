import BDDRuntime
import XCTest

final class ExecutionOrderTests: XCTestCase {
    func test_arrange_defined_keepsTheOrder() {
        XCTAssertEqual(ExecutionOrder.defined.arrange([1, 2, 3]), [1, 2, 3])
    }

    func test_arrange_reverse_reversesTheOrder() {
        XCTAssertEqual(ExecutionOrder.reverse.arrange([1, 2, 3]), [3, 2, 1])
    }

    func test_arrange_random_isAPermutationReproducibleBySeed() {
        let items = Array(1...20)

        let first = ExecutionOrder.random(seed: 1234).arrange(items)
        let again = ExecutionOrder.random(seed: 1234).arrange(items)
        let other = ExecutionOrder.random(seed: 4321).arrange(items)

        XCTAssertEqual(first, again)
        XCTAssertEqual(first.sorted(), items)
        XCTAssertNotEqual(first, items)
        XCTAssertNotEqual(first, other)
    }

    func test_arrange_randomWithFewItems_doesNotCrash() {
        XCTAssertEqual(ExecutionOrder.random(seed: 1).arrange([Int]()), [])
        XCTAssertEqual(ExecutionOrder.random(seed: 1).arrange([7]), [7])
    }
}
