import Foundation
import XCTest

/// What a test does when something it reads from outside the package (the shared suites, a built product) is not
/// there: under CI (`CI=true`) the test fails saying what is missing, for CI always has it; elsewhere it skips in
/// one line, visibly.
public enum SharedData {
    /// The error a test fails with under CI when what it needs is missing.
    public struct Missing: Error, CustomStringConvertible {
        public let message: String
        public var description: String { message }
    }

    /// The error that skips the test, or under CI fails it, with `message` saying what is missing.
    public static func unavailable(_ message: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> any Error {
        // Thrown rather than XCTFail + XCTSkip, which XCTest would count as one failure and one skip of one test.
        environment["CI"] == "true" ? Missing(message: message + " (under CI it must be there)") : XCTSkip(message)
    }
}
