import BDDTesting
import CartSteps
import Testing

// The cart's scenarios as Swift Testing cases: a step's own #expect or XCTAssertEqual fails the step, once.
@Test(arguments: try Specification.scenarios(in: "AssertionFeatures", steps: CartSteps.library))
func cart(_ scenario: Specification.Scenario) async throws {
    try await scenario.run()
}

import BDDXCTest
import XCTest

// The same scenarios in one XCTest method: each failing step is one XCTest failure at its feature line.
final class CartXCTests: XCTestCase {
    func test_cart_everyAssertion_failsItsStep() async throws {
        try await runSpecification(in: "AssertionFeatures", steps: CartSteps.library)
    }
}
