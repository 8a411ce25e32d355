import CucumberMessages

extension Specification {
    /// Something that went wrong in a scenario, where the feature file says it: a step that failed (with the
    /// expectation's words and where it was checked), an undefined, pending or ambiguous step, a hook that failed,
    /// or a syntax error. A value first, so a host runner records it in its own way.
    public struct Failure: Sendable, Hashable, CustomStringConvertible {
        /// What went wrong, as a run says it.
        public let message: String
        /// The feature file, relative to the package root when inside it.
        public let uri: String
        /// The feature file's absolute path, where an editor jumps to.
        public let filePath: String
        /// The 1-based line in the feature file.
        public let line: Int
        /// The 1-based column.
        public let column: Int

        /// Creates a failure.
        public init(message: String, uri: String, filePath: String, line: Int, column: Int = 1) {
            self.message = message
            self.uri = uri
            self.filePath = filePath
            self.line = max(line, 1)
            self.column = max(column, 1)
        }

        /// `uri:line:column: message`, as a compiler says it.
        public var description: String { "\(SourcePlace.text(uri: uri, line: line, column: column)): \(message)" }
    }
}
