import Foundation
import CatalogDomain
import LoginDomain
import LoginInfrastructure
import SharedKernel

/// The users and products of the stub graph, taken from the course documents' examples.
public enum DemoData {
    /// `user@example.com` / `Str0ngP@ss`, granted the token `demo-token`.
    public static let users: [StubAuthGateway.RegisteredUser] = {
        guard let email = try? Email("user@example.com"), let password = try? Password("Str0ngP@ss") else { return [] }
        return [StubAuthGateway.RegisteredUser(email: email, password: password, token: AccessToken("demo-token"))]
    }()

    /// Two products priced in euros.
    public static let products: [Product] = [
        product(id: "1", name: "Camiseta", amount: "29.99"),
        product(id: "2", name: "Taza", amount: "9.50"),
    ].compactMap { $0 }

    private static func product(id: String, name: String, amount: String) -> Product? {
        guard let amount = Decimal(string: amount, locale: Locale(identifier: "en_US_POSIX")),
              let imageURL = URL(string: "https://example.com/images/\(id).png")
        else { return nil }
        return try? Product(id: id, name: name, price: Price(amount: amount, currency: "EUR"), imageURL: imageURL)
    }
}
