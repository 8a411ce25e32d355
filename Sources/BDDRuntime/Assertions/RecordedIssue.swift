/// A failed assertion that a test framework recorded while a step or hook body ran: `#expect`, `#require` or
/// `Issue.record` (Swift Testing), an `XCTAssert…` or `XCTFail` (XCTest).
public struct RecordedIssue: Sendable, Hashable {
    /// The framework's own words, with the values it compared: `Expectation failed: (count → 3) == 4`.
    public let message: String
    /// The Swift line that recorded it, when the framework says.
    public let location: CodeLocation?

    /// Creates an issue.
    public init(message: String, location: CodeLocation?) {
        self.message = message
        self.location = location
    }

    /// A Swift Testing issue, worded as its console does: what failed (`Expectation failed: …`, `Issue recorded`),
    /// then each comment on a line of its own; a bare `Issue.record("…")` reads `Issue recorded: …`.
    public init(headline: String, comments: [String], location: CodeLocation?) {
        switch (headline, comments.count) {
        case (_, 0): message = headline
        case ("Issue recorded", 1): message = headline + ": " + comments[0]
        default: message = ([headline] + comments).joined(separator: "\n")
        }
        self.location = location
    }
}
