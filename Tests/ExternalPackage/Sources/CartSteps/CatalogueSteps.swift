import BDDRuntime

/// Steps that take their tables and doc strings as Swift values, as the README's reference shows them.
public enum CatalogueSteps {
    public static var library: StepLibrary {
        var steps = StepLibrary()
        steps.parameterType("money", regex: [#"(\d+)\.(\d\d) ([A-Z]{3})"#], description: "an amount, like 9.50 EUR") { groups in
            Money(cents: Int((groups[0] ?? "") + (groups[1] ?? "")) ?? 0, currency: groups[2] ?? "")
        }
        steps.given("the catalogue:") { (shop: Shop, products: [Product]) in shop.products = products }
        steps.given("the customer:") { (shop: Shop, customer: Customer) in shop.customer = customer }
        steps.when("the coupon is applied:") { (shop: Shop, coupon: DocString) in shop.coupon = try coupon.decode(Coupon.self) }
        steps.then("the catalogue has {int} products worth {money}, {int} large and {int} with a note") {
            (shop: Shop, count: Int, worth: Money, large: Int, noted: Int) in
            try expectEqual(shop.products.count, count)
            try expectEqual(shop.products.reduce(0) { $0 + $1.unitPrice.cents }, worth.cents)
            try expectEqual(shop.products.filter { $0.size == .large }.count, large)
            try expectEqual(shop.products.filter { $0.note != nil }.count, noted)
        }
        steps.then("{string} is a member with {int}% off") { (shop: Shop, name: String, percent: Int) in
            try expectEqual(shop.customer?.name, name)
            try expect(shop.customer?.member == true, "not a member")
            try expectEqual(shop.coupon?.percent, percent)
        }
        return steps
    }
}

/// An amount in cents, written `9.50 EUR`; `Decodable` only so that `Product`'s decoding is synthesized.
struct Money: Decodable, StepArgument {
    let cents: Int
    let currency: String
}

enum Size: String, Decodable {
    case small, large
}

struct Product: Decodable {
    let name: String
    let unitPrice: Money
    let size: Size
    let note: String?
}

struct Customer: TableDecodable {
    let name: String
    let member: Bool
}

struct Coupon: Codable {
    let code: String
    let percent: Int
}

final class Shop: World {
    var products: [Product] = []
    var customer: Customer?
    var coupon: Coupon?
}
