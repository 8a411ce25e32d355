import BDDRuntime
import CucumberMessages

extension Specification {
    /// One test case of the specification: a pickle of a feature file (an Examples row is its own), or a file that
    /// does not parse.
    ///
    /// Identified by `uri:line` (the scenario's line, or its Examples row's), so the toolchain's runner can run one
    /// case again; described in the feature's own words (`Counter › Several increments - Big steps - #2.1`).
    public struct Scenario: Sendable, Identifiable, CustomStringConvertible {
        /// `uri:line`: the feature file relative to the package root, and the line of the scenario or Examples row.
        public let id: String
        /// Feature › rule › scenario, and which Examples row: how a person reads it.
        public let description: String
        /// The feature file, relative to the package root when inside it.
        public let uri: String
        /// The scenario's line, or its Examples row's.
        public let line: Int
        /// The tags the scenario inherits and carries, `@` included.
        public let tags: [String]
        let source: Source

        /// What running the case means: a pickle to run, or a file's parse errors to tell.
        enum Source: Sendable {
            case pickle(Pickle, ParsedFeature)
            case unparsable([Failure], SpecificationSession)
        }

        init(uri: String, line: Int, description: String, tags: [String], source: Source) {
            self.id = SourcePlace.text(uri: uri, line: line)
            self.uri = uri
            self.line = line
            self.description = description
            self.tags = tags
            self.source = source
        }

        /// Whether the scenario is tagged `@serial`: it never runs beside another.
        public var isSerial: Bool { tags.contains("@serial") }

        /// Runs the scenario in this process and returns what failed, without recording anything: each failing,
        /// undefined, pending or ambiguous step (and any failing hook) once, at its feature line. Empty when it passed.
        /// Isolated to the main actor, where the steps run anyway.
        @MainActor
        public func failures() async -> [Failure] {
            switch source {
            case .unparsable(let failures, let session): await session.fail(unparsable: failures)
            case .pickle(let pickle, let context): await context.session.run(pickle, context: context, serial: isSerial)
            }
        }
    }
}
