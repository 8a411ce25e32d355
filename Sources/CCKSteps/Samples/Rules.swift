import BDDRuntime

enum Rules {
    static var library: StepLibrary {
        var steps = StepLibrary()
        steps.given("the customer has {int} cents") { (shop: Shop, cents: Int) in shop.money = cents }
        steps.given("there are chocolate bars in stock") { (shop: Shop) in shop.stock = ["Mars"] }
        steps.given("there are no chocolate bars in stock") { (shop: Shop) in shop.stock = [] }
        steps.when("the customer tries to buy a {int} cent chocolate bar") { (shop: Shop, price: Int) in
            if shop.money >= price, !shop.stock.isEmpty { shop.chocolate = shop.stock.removeFirst() }
        }
        steps.then("the sale should not happen") { (shop: Shop) in
            guard shop.chocolate == nil else { throw AssertionError(description: "the sale happened") }
        }
        steps.then("the sale should happen") { (shop: Shop) in
            guard shop.chocolate != nil else { throw AssertionError(description: "the sale did not happen") }
        }
        return steps
    }
}

final class Shop: World {
    var money = 0
    var stock: [String] = []
    var chocolate: String?
}
