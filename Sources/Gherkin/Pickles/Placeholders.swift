#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CucumberMessages

/// The placeholders an examples table defines: the names in its header, in order.
struct Placeholders {
    /// The header's names.
    let names: [String]
    /// Whether a name holds `<` or `>`: then only replacing name after name gives the official result.
    let hasDelimitedName: Bool
    private let nameBytes: [[UInt8]]
    /// The column of each name (the first, when a name repeats), for headers too wide to search in order.
    private let columns: [String: Int]

    init(header: TableRow) {
        names = header.cells.map(\.value)
        nameBytes = names.map { Array($0.utf8) }
        hasDelimitedName = nameBytes.contains { $0.contains(UInt8(ascii: "<")) || $0.contains(UInt8(ascii: ">")) }
        var columns: [String: Int] = [:]
        if names.count > Self.searchedInOrder {
            for (column, name) in names.enumerated() where columns[name] == nil { columns[name] = column }
        }
        self.columns = columns
    }

    /// Up to this many names, a search in order beats hashing.
    private static let searchedInOrder = 8

    /// The column of the first header name spelled by `bytes`.
    func column(of bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard names.count > Self.searchedInOrder else {
            return nameBytes.firstIndex { name in
                name.count == bytes.count && name.withUnsafeBufferPointer { name in
                    name.count == 0 || memcmp(name.baseAddress!, bytes.baseAddress!, name.count) == 0
                }
            }
        }
        return columns[String(decoding: bytes, as: UTF8.self)]
    }
}
