/// Why a run could not start once the options were understood: paths, files, filters, the step library.
struct RunCommandError: Error, Equatable, CustomStringConvertible {
    let message: String

    init(_ message: String) {
        self.message = message
    }

    var description: String { message }
}
