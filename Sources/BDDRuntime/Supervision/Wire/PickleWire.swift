import CucumberMessages

/// A pickle as the coordinator hands it to a worker, with the lines its scenario and steps are written on:
/// length-prefixed binary fields in a fixed order, which a worker reads many times faster than JSON (no escapes,
/// no keys, no tree); `WorkerCommand` frames it.
///
/// Integers and lengths are LEB128 varints; a string is its UTF-8 length and bytes; an optional is a 0/1 byte
/// before its value; an array is its count before its elements; a step's type is one byte. Nothing here has to
/// outlive one run, so the order is the only contract and both ends are this file.
enum PickleWire {
    static func encode(_ pickle: Pickle, lines: [(id: String, line: Int)] = []) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(1024)
        encode(pickle, lines: lines, appendingTo: &bytes)
        return bytes
    }

    /// Encodes the pickle after the bytes `output` holds: a coordinator encodes every pickle it sends into one
    /// buffer it keeps, rather than a new one each time.
    static func encode(_ pickle: Pickle, lines: [(id: String, line: Int)], appendingTo output: inout [UInt8]) {
        var out = Writer()
        swap(&out.bytes, &output)
        defer { swap(&out.bytes, &output) }
        out.integer(lines.count)
        for pair in lines {
            out.string(pair.id)
            out.integer(pair.line)
        }
        out.string(pickle.id)
        out.string(pickle.uri)
        out.optional(pickle.location) { out, location in
            out.integer(location.line)
            out.optional(location.column) { $0.integer($1) }
        }
        out.string(pickle.name)
        out.string(pickle.language)
        out.strings(pickle.astNodeIds)
        out.integer(pickle.tags.count)
        for tag in pickle.tags {
            out.string(tag.name)
            out.string(tag.astNodeId)
        }
        out.integer(pickle.steps.count)
        for step in pickle.steps {
            out.string(step.id)
            out.string(step.text)
            out.optional(step.type) { $0.bytes.append(stepTypeCode($1)) }
            out.strings(step.astNodeIds)
            out.optional(step.argument) { out, argument in
                out.optional(argument.docString) { out, docString in
                    out.string(docString.content)
                    out.optional(docString.mediaType) { $0.string($1) }
                    out.optional(docString.argumentIndex) { $0.integer($1) }
                }
                out.optional(argument.dataTable) { out, table in
                    out.integer(table.rows.count)
                    for row in table.rows {
                        out.strings(row.cells.map { $0.value })
                    }
                    out.optional(table.argumentIndex) { $0.integer($1) }
                }
            }
        }
    }

    /// The pickle and lines `bytes` hold; nil when they are not exactly one encoded pickle.
    static func decode(_ bytes: [UInt8]) -> (pickle: Pickle, lines: [(id: String, line: Int)])? {
        var input = Reader(bytes)
        guard let lines = try? readLines(&input), let pickle = try? readPickle(&input), input.atEnd else { return nil }
        return (pickle, lines)
    }

    private static func readLines(_ input: inout Reader) throws(Malformed) -> [(id: String, line: Int)] {
        let count = try input.count()
        var lines: [(id: String, line: Int)] = []
        lines.reserveCapacity(count)
        for _ in 0..<count {
            lines.append((id: try input.string(), line: try input.integer()))
        }
        return lines
    }

    private static func readPickle(_ input: inout Reader) throws(Malformed) -> Pickle {
        let id = try input.string()
        let uri = try input.string()
        let location: Location? = try input.optional { input throws(Malformed) in
            Location(line: try input.integer(), column: try input.optional { input throws(Malformed) in try input.integer() })
        }
        let name = try input.string()
        let language = try input.string()
        let astNodeIds = try input.strings()
        let tagCount = try input.count()
        var tags: [PickleTag] = []
        tags.reserveCapacity(tagCount)
        for _ in 0..<tagCount {
            tags.append(PickleTag(name: try input.string(), astNodeId: try input.string()))
        }
        let stepCount = try input.count()
        var steps: [PickleStep] = []
        steps.reserveCapacity(stepCount)
        for _ in 0..<stepCount {
            steps.append(try readStep(&input))
        }
        return Pickle(id: id, uri: uri, location: location, name: name, language: language, steps: steps, tags: tags, astNodeIds: astNodeIds)
    }

    private static func readStep(_ input: inout Reader) throws(Malformed) -> PickleStep {
        let id = try input.string()
        let text = try input.string()
        let type: PickleStepType? = try input.optional { input throws(Malformed) in try stepType(input.byte()) }
        let astNodeIds = try input.strings()
        let argument: PickleStepArgument? = try input.optional { input throws(Malformed) in
            let docString: PickleDocString? = try input.optional { input throws(Malformed) in
                let content = try input.string()
                let mediaType = try input.optional { input throws(Malformed) in try input.string() }
                let argumentIndex = try input.optional { input throws(Malformed) in try input.integer() }
                return PickleDocString(mediaType: mediaType, content: content, argumentIndex: argumentIndex)
            }
            let dataTable: PickleTable? = try input.optional { input throws(Malformed) in
                let rowCount = try input.count()
                var rows: [PickleTableRow] = []
                rows.reserveCapacity(rowCount)
                for _ in 0..<rowCount {
                    rows.append(PickleTableRow(cells: try input.strings().map(PickleTableCell.init(value:))))
                }
                return PickleTable(rows: rows, argumentIndex: try input.optional { input throws(Malformed) in try input.integer() })
            }
            return PickleStepArgument(docString: docString, dataTable: dataTable)
        }
        return PickleStep(argument: argument, astNodeIds: astNodeIds, id: id, type: type, text: text)
    }

    // A step's type as one byte: read as its name, matching the string cost an eighth of reading a step.
    private static func stepTypeCode(_ type: PickleStepType) -> UInt8 {
        switch type {
        case .unknown: 0
        case .context: 1
        case .action: 2
        case .outcome: 3
        }
    }

    private static func stepType(_ code: UInt8) throws(Malformed) -> PickleStepType {
        switch code {
        case 0: .unknown
        case 1: .context
        case 2: .action
        case 3: .outcome
        default: throw Malformed()
        }
    }

    private struct Malformed: Error {}

    private struct Writer {
        var bytes: [UInt8] = []

        // Inlined, with a string read through its UTF-8 buffer: a pickle writes some forty integers and strings, and
        // calls through the string's generic view would dominate encoding it.
        @inline(__always)
        mutating func integer(_ value: Int) {
            var rest = UInt64(bitPattern: Int64(value))
            while rest >= 0x80 {
                bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
                rest >>= 7
            }
            bytes.append(UInt8(rest))
        }

        @inline(__always)
        mutating func string(_ value: String) {
            var value = value
            value.withUTF8 { utf8 in
                integer(utf8.count)
                bytes.append(contentsOf: utf8)
            }
        }

        mutating func strings(_ values: [String]) {
            integer(values.count)
            for value in values { string(value) }
        }

        mutating func optional<T>(_ value: T?, _ write: (inout Writer, T) -> Void) {
            guard let value else { return bytes.append(0) }
            bytes.append(1)
            write(&self, value)
        }
    }

    private struct Reader {
        private let bytes: [UInt8]
        private var position = 0

        init(_ bytes: [UInt8]) {
            self.bytes = bytes
        }

        var atEnd: Bool { position == bytes.count }

        mutating func integer() throws(Malformed) -> Int {
            var value: UInt64 = 0
            var shift: UInt64 = 0
            while true {
                guard position < bytes.count, shift < 64 else { throw Malformed() }
                let byte = bytes[position]
                position += 1
                value |= UInt64(byte & 0x7F) << shift
                if byte < 0x80 { return Int(Int64(bitPattern: value)) }
                shift += 7
            }
        }

        /// A count of things still to read: never negative, never more than the bytes left could hold.
        mutating func count() throws(Malformed) -> Int {
            let count = try integer()
            guard count >= 0, count <= bytes.count - position else { throw Malformed() }
            return count
        }

        mutating func string() throws(Malformed) -> String {
            let length = try count()
            defer { position += length }
            return String(decoding: bytes[position..<position + length], as: UTF8.self)
        }

        mutating func strings() throws(Malformed) -> [String] {
            let count = try count()
            var values: [String] = []
            values.reserveCapacity(count)
            for _ in 0..<count { values.append(try string()) }
            return values
        }

        mutating func byte() throws(Malformed) -> UInt8 {
            guard position < bytes.count else { throw Malformed() }
            defer { position += 1 }
            return bytes[position]
        }

        mutating func optional<T>(_ read: (inout Reader) throws(Malformed) -> T) throws(Malformed) -> T? {
            switch try byte() {
            case 0: return nil
            case 1: return try read(&self)
            default: throw Malformed()
            }
        }
    }
}
