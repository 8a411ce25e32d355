import BDDRuntime
import Foundation

/// `runner-benchmark tables [ROWS] [ITERATIONS]`: decodes a table of ROWS rows (default 1,000) of five columns as
/// structs, ITERATIONS times (default 200), and prints the best and median cost per row.
enum TableDecodingBenchmark {
    private enum Colour: String, Decodable { case red, green, blue }

    private struct Row: Decodable {
        let name: String
        let quantity: Int
        let unitPrice: Decimal
        let inStock: Bool
        let colour: Colour
    }

    static func run(_ arguments: [String]) -> Int32 {
        let rowCount = arguments.first.flatMap { Int($0) } ?? 1_000
        let iterations = arguments.count > 1 ? max(1, Int(arguments[1]) ?? 200) : 200
        let colours = ["red", "green", "blue"]
        let table = DataTable(rows: [["Name", "Quantity", "Unit price", "In stock", "Colour"]] + (0..<rowCount).map { index in
            ["item \(index)", "\(index)", "\(index).25", index.isMultiple(of: 2) ? "yes" : "no", colours[index % 3]]
        })
        var seconds: [Double] = []
        var checksum = 0
        for _ in 0..<iterations {
            let start = DispatchTime.now().uptimeNanoseconds
            guard let rows = try? table.decode([Row].self) else {
                FileHandle.standardError.write(Data("the table did not decode\n".utf8))
                return 1
            }
            seconds.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
            checksum &+= rows.count
        }
        seconds.sort()
        let perRow = { (total: Double) in String(format: "%.2f µs", total / Double(max(rowCount, 1)) * 1e6) }
        print("\(rowCount) rows × 5 columns, \(iterations) iterations (\(checksum) rows decoded)")
        print("best \(String(format: "%.2f ms", seconds[0] * 1e3)) (\(perRow(seconds[0])) a row), "
            + "median \(String(format: "%.2f ms", seconds[seconds.count / 2] * 1e3)) (\(perRow(seconds[seconds.count / 2])) a row)")
        return 0
    }
}
