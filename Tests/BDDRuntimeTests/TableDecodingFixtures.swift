@testable import BDDRuntime
import Foundation

/// Row types the table decoding tests decode into.
struct Item: Decodable, Equatable { let name: String; let quantity: Int }
struct Priced: Decodable, Equatable { let unitPrice: Double }
struct Flag: Decodable { let flag: Bool }
struct Dated: Decodable { let date: Date }
struct Noted: Decodable, Equatable { let name: String; let note: String?; let count: Int? }
struct Address: Codable, Equatable { let city: String; let zip: String }
struct Customer: Decodable, Equatable { let name: String; let address: Address; let tags: [String] }

struct Scalars: Decodable {
    let text: String
    let int: Int
    let int8: Int8
    let uint64: UInt64
    let double: Double
    let float: Float
    let decimal: Decimal
    let bool: Bool
    let date: Date
    let url: URL
}

enum Colour: String, Decodable { case red, blue }
enum Size: Int, Decodable { case small = 1, medium = 2 }
struct Swatch: Decodable { let colour: Colour; let size: Size }

/// Decodable only so that Swift synthesizes the row types' `init(from:)`: its cells go through `{money}`.
struct Money: Decodable, Equatable, Sendable {
    let cents: Int
    let currency: String

    static let regularExpression = #"(\d+)\.(\d{2}) ([A-Z]{3})"#

    /// `{money}`'s transformer, from its three groups.
    static func make(_ groups: [String?]) throws -> Money {
        guard let units = groups[0].flatMap({ Int($0) }), let hundredths = groups[1].flatMap({ Int($0) }), let currency = groups[2] else {
            throw StepArgumentError("not money")
        }
        return Money(cents: units * 100 + hundredths, currency: currency)
    }

    static let cellType = TableCellType(Money.self, name: "money", regularExpressions: [regularExpression], transform: make)
}

struct Product: Decodable, Equatable { let name: String; let price: Money }
struct Discounted: Decodable { let name: String; let discount: Money? }
