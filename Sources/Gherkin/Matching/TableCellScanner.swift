import CucumberMessages

/// Reads the cells of a table row: text between pipes, trimmed, with `\|`, `\\` and `\n` unescaped.
///
/// Text before the first pipe and after the last one is not a cell.
enum TableCellScanner {
    /// The cells, located where their trimmed text starts.
    static func cells(of line: GherkinLine, in source: SourceBytes) -> [TableCell] {
        var cells: [TableCell] = []
        cells.reserveCapacity(max(source.count(of: ASCII.pipe, in: line.textStart..<line.end) - 1, 0))
        var unescaped: [UInt8] = []
        var index = line.textStart
        var column = 0              // characters read since the start of the text
        var cellStart = index       // first byte of the current cell
        var cellColumn = 1          // column of the cell's first character, relative to the text
        var escaped = false         // whether the current cell holds an escape (then `unescaped` holds it)
        var firstPipe = true
        let end = line.end
        while index < end {
            let byte = source[index]
            column += 1
            if byte == ASCII.pipe {
                if firstPipe {
                    firstPipe = false
                } else {
                    let column = line.indent + cellColumn
                    let cell = escaped ? cell(unescaped, column: column) : cell(cellStart, index, column: column, in: source)
                    cells.append(TableCell(location: Location(line: line.number, column: cell.column), value: cell.text))
                }
                index += 1
                cellStart = index
                cellColumn = column + 1
                escaped = false
                unescaped.removeAll(keepingCapacity: true)
                continue
            }
            if byte == ASCII.backslash {
                if !escaped {
                    escaped = true
                    unescaped.append(contentsOf: UnsafeBufferPointer(rebasing: source.buffer[cellStart..<index]))
                }
                index += 1
                guard index < end else { break }
                let next = source[index]
                column += 1
                if next == ASCII.letterN {
                    unescaped.append(ASCII.newline)
                    index += 1
                    continue
                }
                if next != ASCII.pipe && next != ASCII.backslash { unescaped.append(ASCII.backslash) }
            }
            let width = scalarWidth(at: index, in: source, end: end)
            if escaped { unescaped.append(contentsOf: UnsafeBufferPointer(rebasing: source.buffer[index..<(index + width)])) }
            index += width
        }
        return cells
    }

    private static func scalarWidth(at index: Int, in source: SourceBytes, end: Int) -> Int {
        var next = index + 1
        while next < end, source[next] & 0xC0 == 0x80 { next += 1 }
        return next - index
    }

    private static func cell(_ start: Int, _ end: Int, column: Int, in source: SourceBytes) -> LineItem {
        cell(UnsafeBufferPointer(rebasing: source.buffer[start..<end]), column: column)
    }

    private static func cell(_ bytes: [UInt8], column: Int) -> LineItem {
        bytes.withUnsafeBufferPointer { cell($0, column: column) }
    }

    private static func cell(_ bytes: UnsafeBufferPointer<UInt8>, column: Int) -> LineItem {
        var start = 0
        var end = bytes.count
        var leading = 0
        while start < end {
            let width = CellWhitespace.length(at: start, in: bytes, end: end)
            if width == 0 { break }
            start += width
            leading += 1
        }
        while end > start {
            let width = CellWhitespace.length(before: end, in: bytes, start: start)
            if width == 0 { break }
            end -= width
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        return LineItem(column: column + leading, text: text)
    }
}

/// The whitespace trimmed around cell values: spaces and tabs but not line feeds, which `\n` puts there on purpose.
private enum CellWhitespace {
    static func length(at index: Int, in bytes: UnsafeBufferPointer<UInt8>, end: Int) -> Int {
        let byte = bytes[index]
        if byte < 0x80 { return isASCII(byte) ? 1 : 0 }
        return byte == 0xC2 && index + 1 < end && (bytes[index + 1] == 0x85 || bytes[index + 1] == 0xA0) ? 2 : 0
    }

    static func length(before index: Int, in bytes: UnsafeBufferPointer<UInt8>, start: Int) -> Int {
        let byte = bytes[index - 1]
        if byte < 0x80 { return isASCII(byte) ? 1 : 0 }
        return (byte == 0x85 || byte == 0xA0) && index - 2 >= start && bytes[index - 2] == 0xC2 ? 2 : 0
    }

    private static func isASCII(_ byte: UInt8) -> Bool {
        byte == ASCII.space || byte == ASCII.tab || byte == 0x0B || byte == 0x0C || byte == 0x0D
    }
}
