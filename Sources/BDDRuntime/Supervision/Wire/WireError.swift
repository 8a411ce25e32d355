/// A command or event that does not read: what was read, and what is wrong with it, for the message that stops the
/// worker.
struct WireError: Error, Equatable, CustomStringConvertible {
    /// The line as read (a pickle frame's header line for its bytes), cut to 80 characters.
    let line: String
    /// What is wrong or missing, in words.
    let problem: String

    init(line: String, problem: String) {
        self.line = line.count > 80 ? String(line.prefix(77)) + "..." : line
        self.problem = problem
    }

    init(line: UnsafeBufferPointer<UInt8>, problem: String) {
        self.init(line: String(decoding: line.prefix(81), as: UTF8.self), problem: problem)
    }

    var description: String { "'\(line)': \(problem)" }
}
