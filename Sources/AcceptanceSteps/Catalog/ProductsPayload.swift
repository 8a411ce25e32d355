import Foundation
import BDDRuntime

/// Builds the JSON body of `GET /products` from a table written in the feature's words.
///
/// Columns: `id`, `nombre`, `precio` (a decimal number, sent as a JSON number), `moneda`, `imagen`.
enum ProductsPayload {
    static func json(from table: DataTable) throws -> Data {
        let objects = try table.hashes.enumerated().map { index, row in
            let row = Row(cells: row, number: index + 1)
            return "{\"id\": \(try row.quoted("id")), \"name\": \(try row.quoted("nombre")), "
                + "\"price\": \(try row.number("precio")), \"currency\": \(try row.quoted("moneda")), "
                + "\"image_url\": \(try row.quoted("imagen"))}"
        }
        return Data("[\(objects.joined(separator: ", "))]".utf8)
    }

    private struct Row {
        let cells: [String: String]
        let number: Int

        func cell(_ column: String) throws -> String {
            try unwrap(cells[column], "the products table has no column '\(column)'")
        }

        func quoted(_ column: String) throws -> String {
            String(decoding: try JSONEncoder().encode(try cell(column)), as: UTF8.self)
        }

        func number(_ column: String) throws -> String {
            let text = try cell(column)
            guard Decimal(string: text) != nil, text.allSatisfy({ $0.isNumber || $0 == "." || $0 == "-" }) else {
                throw stepFailure("row \(number): '\(text)' in column '\(column)' is not a number")
            }
            return text
        }
    }
}
