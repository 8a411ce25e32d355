/// The columns of one decoding, shared by its rows: which property each names, and which were read, so a column no
/// property reads is reported once every row is decoded.
final class TableColumns {
    let names: [String]
    let cellTypes: TableCellTypes
    private let byName: [String: Int]
    private var byKey: [String: Int] = [:]
    private(set) var read: [Bool]
    /// Where an error says the problem is: the data row's number and line, for a column of a row.
    private let place: (_ row: Int, _ column: Int?) -> (row: Int?, line: Int?)
    private let uri: String?

    init(names: [String], cellTypes: TableCellTypes, uri: String?, place: @escaping (_ row: Int, _ column: Int?) -> (row: Int?, line: Int?)) throws(TableDecodingError) {
        self.names = names
        self.cellTypes = cellTypes
        self.uri = uri
        self.place = place
        read = Array(repeating: false, count: names.count)
        var byName: [String: Int] = [:]
        for (column, name) in names.enumerated() {
            let word = Self.word(name)
            if let earlier = byName[word] {
                let (row, line) = place(0, column)
                throw TableDecodingError(uri: uri, line: line, row: row, column: name, problem: .shape("it names the same property as \"\(names[earlier])\""))
            }
            byName[word] = column
        }
        self.byName = byName
    }

    /// The column a property's key names: as written, in camel case or as words (`Unit price`, `unit_price`).
    func column(for key: some CodingKey) -> Int? {
        if let column = byKey[key.stringValue] { return column >= 0 ? column : nil }
        let column = byName[Self.word(key.stringValue)]
        byKey[key.stringValue] = column ?? -1
        if let column { read[column] = true }
        return column
    }

    func error(row: Int, column: Int?, _ problem: TableDecodingError.Problem) -> TableDecodingError {
        let (shownRow, line) = place(row, column)
        return TableDecodingError(uri: uri, line: line, row: shownRow, column: column.map { names[$0] }, problem: problem)
    }

    /// Throws for the first column no property read.
    func checkAllRead(by type: Any.Type) throws(TableDecodingError) {
        guard let unread = read.firstIndex(of: false) else { return }
        let (row, line) = place(0, unread)
        throw TableDecodingError(uri: uri, line: line, row: row, column: names[unread], problem: .unknownColumn(type: String(describing: type)))
    }

    /// Letters and digits only, lowercased: the form every way of writing a name shares.
    private static func word(_ name: String) -> String {
        String(String.UnicodeScalarView(name.unicodeScalars.filter { $0.properties.isAlphabetic || $0.properties.numericType != nil })).lowercased()
    }
}
