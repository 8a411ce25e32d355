import BDDRuntime

/// Where a step definition is written, as the protocol's `Location`: its Swift file's absolute URI and line.
enum DefinitionLocation {
    static func json(_ location: CodeLocation) -> JSONValue {
        let line = max(0, location.line - 1)
        let position = TextPosition(line: line, character: 0)
        return ["uri": .string(FileURI.uri(ofPath: location.file)), "range": TextRange(start: position, end: position).json]
    }
}
