import BDDRuntime
import Testing
import XCTest

/// Steps that check with Swift Testing's and XCTest's own assertions, as a Swift developer writes them first.
public enum CartSteps {
    public static var library: StepLibrary {
        var steps = StepLibrary()
        steps.given("a cart with {int} items") { (cart: Cart, count: Int) in cart.items = count }
        steps.then("the cart has {int} items, checked with {word}") { (cart: Cart, count: Int, assertion: String) in
            switch assertion {
            case "expect": #expect(cart.items == count)
            case "require": try #require(cart.items == count)
            case "Issue.record": if cart.items != count { Issue.record("the cart has \(cart.items) items") }
            case "XCTAssertEqual": XCTAssertEqual(cart.items, count)
            case "XCTFail": if cart.items != count { XCTFail("the cart has \(cart.items) items") }
            default: throw ExpectationFailure("no assertion named \(assertion)")
            }
        }
        steps.then("the cart is paid") { (cart: Cart) in cart.paid = true }
        // What a failed scenario leaves behind, logged only when it failed.
        steps.after { (scenario: ScenarioContext) in
            if scenario.status == .failed, let failure = scenario.failure {
                scenario.log("cart left unpaid after line \(failure.line): \(failure.text)")
            }
        }
        return steps
    }
}

final class Cart: World {
    var items = 0
    var paid = false
}
