/// One GitHub Actions workflow command (`::error file=…,line=…,title=…::message`), escaped as the runner reads it.
struct WorkflowCommand: Equatable {
    var name: String
    /// Its properties in order, e.g. `file`, `line`, `col`, `title`.
    var properties: [(key: String, value: String)]
    var message: String

    /// The command's line, ending in a newline.
    var line: String {
        let listed = properties.map { "\($0.key)=\(Self.escapedProperty($0.value))" }.joined(separator: ",")
        return "::\(name)\(listed.isEmpty ? "" : " " + listed)::\(Self.escapedData(message))\n"
    }

    /// A message: `%`, CR and LF escaped, so a multi-line error stays one command.
    static func escapedData(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "%": escaped += "%25"
            case "\r": escaped += "%0D"
            case "\n": escaped += "%0A"
            default: escaped.unicodeScalars.append(character)
            }
        }
        return escaped
    }

    /// A property's value: as a message, and `:` and `,` too, which would end the value.
    static func escapedProperty(_ text: String) -> String {
        var escaped = ""
        for character in escapedData(text).unicodeScalars {
            switch character {
            case ":": escaped += "%3A"
            case ",": escaped += "%2C"
            default: escaped.unicodeScalars.append(character)
            }
        }
        return escaped
    }

    static func == (left: WorkflowCommand, right: WorkflowCommand) -> Bool {
        left.line == right.line
    }
}
