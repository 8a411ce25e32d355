import Foundation

extension ExpectationFailure: LocalizedError {
    /// The message and, on a line of its own, where the check is written (relative to the current folder), so a
    /// failure names the line of the step definition as well as the feature's.
    public var errorDescription: String? {
        location.checked(message, relativeTo: FileManager.default.currentDirectoryPath)
    }
}
