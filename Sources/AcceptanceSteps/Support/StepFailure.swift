import BDDRuntime

/// A failed check with a plain-words message, located where it is written.
func stepFailure(_ message: String, file: String = #filePath, line: Int = #line) -> ExpectationFailure {
    ExpectationFailure(message, location: CodeLocation(file: file, line: line))
}
