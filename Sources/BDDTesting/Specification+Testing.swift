import Testing

extension Specification.Scenario: CustomTestStringConvertible {
    /// Feature › rule › scenario[ - examples - #i.j]: how Swift Testing and Xcode list the case.
    public var testDescription: String { description }

    /// Runs the scenario in this process, as `bdd --in-process` would, and records each failure as a Swift Testing
    /// `Issue` at its line of the feature file.
    ///
    /// A step that traps ends the test process, as it would end an in-process run: `bdd` supervises such steps.
    /// Isolated to the main actor, where the steps run anyway, so a `@MainActor` test calls it without a hop.
    @MainActor
    public func run() async throws {
        for failure in await failures() {
            Issue.record(Comment(rawValue: failure.message), sourceLocation: failure.sourceLocation)
        }
    }
}

extension Specification.Failure {
    /// Where Swift Testing (and Xcode) shows the issue: the feature file's line and column.
    public var sourceLocation: SourceLocation {
        let name = filePath.split(separator: "/").last.map(String.init) ?? uri
        // A file ID is `Module/file`: the feature's folder stands in for the module.
        let folder = filePath.split(separator: "/").dropLast().last.map(String.init) ?? "Features"
        return SourceLocation(fileID: "\(folder)/\(name)", filePath: filePath, line: line, column: column)
    }
}
