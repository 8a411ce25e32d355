import CucumberMessages
import Foundation

/// What running a step or hook body gave, as Cucumber statuses see it.
struct StepOutcome: Sendable {
    let status: TestStepResultStatus
    let message: String?
    let exception: Exception?

    static let passed = StepOutcome(status: .passed, message: nil, exception: nil)
    static let skipped = StepOutcome(status: .skipped, message: nil, exception: nil)
    static let undefined = StepOutcome(status: .undefined, message: nil, exception: nil)

    /// The outcome of a body that threw `error`; `location` ("uri:line") ends the stack trace.
    init(error: any Error, location: String) {
        let text = Self.text(of: error)
        let type = String(describing: Swift.type(of: error))
        let thrown = Exception(type: type, message: text, stackTrace: "\(type): \(text)\n\(location)")
        // A bare pending or skip marker says nothing worth showing; with a reason it reads like any error.
        switch error {
        case let pending as any PendingSignal:
            status = .pending
            (message, exception) = pending.reason == nil ? (nil, nil) : (text, thrown)
        case let skipped as any SkipSignal:
            status = .skipped
            (message, exception) = skipped.reason == nil ? (nil, nil) : (text, thrown)
        default:
            status = .failed
            (message, exception) = (text, thrown)
        }
    }

    /// The outcome of a body that threw `thrown` (if anything) after a test framework recorded `issues` in it:
    /// passed when neither, failed with every issue's words (each with the Swift line that recorded it) otherwise.
    ///
    /// `#require` and `XCTUnwrap` record their issue and then throw to stop the body; that throw is the same failure,
    /// told once.
    init(thrown: (any Error)?, issues: [RecordedIssue], location: @autoclosure () -> String) {
        let stillThrown = issues.isEmpty ? thrown : thrown.flatMap { Self.isFrameworkStop($0) ? nil : $0 }
        guard !issues.isEmpty else {
            self = stillThrown.map { StepOutcome(error: $0, location: location()) } ?? .passed
            return
        }
        let directory = FileManager.default.currentDirectoryPath
        var parts = issues.map { issue in
            issue.location?.checked(issue.message, relativeTo: directory) ?? issue.message
        }
        if let stillThrown { parts.append(Self.text(of: stillThrown)) }
        let text = parts.joined(separator: "\n")
        status = .failed
        message = text
        exception = Exception(type: "Issue", message: text, stackTrace: "\(text)\n\(location())")
    }

    /// Whether `error` is how Swift Testing's `#require` or XCTest's `XCTUnwrap` stop a body after recording why.
    private static func isFrameworkStop(_ error: any Error) -> Bool {
        let type = String(reflecting: Swift.type(of: error))
        return type == "Testing.ExpectationFailedError" || type.hasPrefix("XCTest.XCTestError")
    }

    init(status: TestStepResultStatus, message: String?, exception: Exception?) {
        self.status = status
        self.message = message
        self.exception = exception
    }

    /// An ambiguous step, naming every definition that matches it.
    static func ambiguous(_ matches: [StepMatch]) -> StepOutcome {
        let definitions = matches.map { match in
            (pattern: match.definition.message.pattern.source, place: SourcePlace.text(of: match.definition.message.sourceReference) ?? "")
        }
        return StepOutcome(status: .ambiguous, message: StepOutcomeWording.ambiguous(definitions), exception: nil)
    }

    /// The error's own words: a `LocalizedError`'s description, else its `description` (or reflection).
    static func text(of error: any Error) -> String {
        if let localized = error as? any LocalizedError, let description = localized.errorDescription { return description }
        return String(describing: error)
    }

    /// The message's result with `duration`.
    func result(duration: Duration) -> TestStepResult {
        TestStepResult(duration: duration, message: message, status: status, exception: exception)
    }
}
