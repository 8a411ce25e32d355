import BDDRuntime
import Formatters
import Foundation
import Gherkin
import Reports
import TagExpressions

/// How `RunCommand` turns its options into the run's parts; each throws naming the option at fault.
extension RunCommand {
    func dialectCatalog(_ invocation: RunInvocation) throws -> DialectCatalog {
        guard let file = invocation.languagesFile else { return .builtIn }
        let path = file.hasPrefix("/") ? file : (currentDirectory as NSString).appendingPathComponent(file)
        do {
            return DialectCatalog.builtIn.adding(try DialectCatalog(contentsOfFile: path))
        } catch {
            throw CommandLineError.invalidValue(option: "--languages", value: file, reason: "\(error)")
        }
    }

    func dialect(_ code: String, in catalog: DialectCatalog, option: String) throws -> GherkinDialect {
        guard let dialect = catalog.dialect(code) else {
            throw CommandLineError.invalidValue(option: option, value: code, reason: "unknown language (see --i18n-languages)")
        }
        return dialect
    }

    func reportSet(_ invocation: RunInvocation) throws -> ReportSet {
        var specifications = try invocation.formats.map { value throws(CommandLineError) in
            try FormatSpecification.option(value, registry: registry)
        }
        let defaulted = specifications.isEmpty
        if defaulted { specifications = GitHubEnvironment.defaultReports(environment: environment) }
        specifications = BazelEnvironment(environment: environment).reports(specifications, defaulted: defaulted, directory: currentDirectory)
        let colored = !invocation.noColor && ConsoleColor.isEnabled(isTerminal: console.outputIsTerminal, environment: environment)
        let gitHub = GitHubEnvironment.context(environment: environment, directory: currentDirectory, specifications: specifications)
        do {
            return try makeReportSet(specifications, colored: colored, gitHub: gitHub, invocation: invocation)
        } catch {
            throw CommandLineError(error)
        }
    }

    private func makeReportSet(
        _ specifications: [FormatSpecification], colored: Bool, gitHub: GitHubContext, invocation: RunInvocation
    ) throws(ReportSetupError) -> ReportSet {
        try ReportSet(
            specifications: specifications,
            registry: registry,
            options: FormatterOptions(
                colored: colored, listsUnusedStepDefinitions: invocation.dryRun, strict: invocation.strict, gitHub: gitHub,
                columns: environment["COLUMNS"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil } ?? 80
            ),
            standardOutput: console.standardOutput,
            // Report paths are relative to the run's folder, not to wherever the process happens to be.
            directory: currentDirectory
        )
    }

    func pickleFilter(_ invocation: RunInvocation, located: [LocatedFeature]) throws -> PickleFilter {
        if let filter = invocation.retryTagFilter {
            do {
                _ = try TagExpression(filter)
            } catch {
                throw CommandLineError.invalidValue(option: "--retry-tag-filter", value: filter, reason: error.message)
            }
        }
        for expression in invocation.tagExpressions {
            do {
                _ = try TagExpression(expression)
            } catch {
                throw CommandLineError.invalidValue(option: "--tags", value: expression, reason: error.message)
            }
        }
        let tags = invocation.tagExpressions.count > 1
            ? invocation.tagExpressions.map { "(\($0))" }.joined(separator: " and ")
            : invocation.tagExpressions.first
        var lines: [String: Set<Int>] = [:]
        for feature in located {
            if let selected = feature.lines { lines[feature.uri] = selected }
        }
        let bazelFilter = invocation.namePatterns.isEmpty ? BazelEnvironment(environment: environment).testFilter : nil
        if !invocation.namePatterns.isEmpty, let ignored = BazelEnvironment(environment: environment).testFilter {
            console.standardError("--name is given: Bazel's TESTBRIDGE_TEST_ONLY '\(ignored)' is not applied\n")
        }
        do {
            return try PickleFilter(tagExpression: tags, namePatterns: bazelFilter.map { [$0] } ?? invocation.namePatterns, linesByUri: lines)
        } catch {
            switch error {
            case .invalidTagExpression(let expression, let message):
                throw CommandLineError.invalidValue(option: "--tags", value: expression, reason: message)
            case .invalidNamePattern(let pattern) where bazelFilter != nil:
                throw RunCommandError("Bazel's TESTBRIDGE_TEST_ONLY (--test_filter) is '\(pattern)', not a valid regular expression for scenario names")
            case .invalidNamePattern(let pattern):
                throw CommandLineError.invalidValue(option: "--name", value: pattern, reason: "not a valid regular expression")
            }
        }
    }

    func runOptions(_ invocation: RunInvocation) -> RunOptions {
        let order: ExecutionOrder
        switch invocation.order {
        case .defined: order = .defined
        case .reverse: order = .reverse
        case .random(let seed?): order = .random(seed: seed)
        case .random(nil):
            let seed = UInt64.random(in: 0..<1_000_000)
            console.standardError("Running scenarios in random order with seed \(seed) (repeat it with --order random:\(seed))\n")
            order = .random(seed: seed)
        }
        let timeout = invocation.stepTimeout.map { $0 == 0 ? nil : Duration.milliseconds(Int64(($0 * 1000).rounded(.up))) } ?? RunOptions.defaultStepTimeout
        return RunOptions(
            dryRun: invocation.dryRun,
            failFast: invocation.failFast,
            strict: invocation.strict,
            order: order,
            workers: invocation.parallel ?? max(1, ProcessInfo.processInfo.activeProcessorCount),
            stepTimeout: timeout,
            retry: invocation.retry,
            retryTagFilter: invocation.retryTagFilter
        )
    }

    /// The scenarios `--first` puts before the others, its files found as operands are; nil without `--first`.
    func firstScenarios(_ invocation: RunInvocation) throws -> FirstScenarios? {
        guard !invocation.first.isEmpty else { return nil }
        do {
            let located = try FeatureLocator(currentDirectory: currentDirectory).locate(invocation.first)
            return FirstScenarios(linesByUri: Dictionary(uniqueKeysWithValues: located.map { ($0.uri, $0.lines ?? []) }))
        } catch {
            throw RunCommandError("--first: \(error.description)")
        }
    }

    /// A report written over a feature file would destroy the specification it reports on.
    func refuseReportsOverFeatures(_ reports: ReportSet, located: [LocatedFeature]) throws {
        let features = Set(located.map { ReportFileWriter.followingLinks($0.absolutePath) })
        for report in reports.resolvedPaths where features.contains(ReportFileWriter.followingLinks(report.resolved)) {
            throw CommandLineError.invalidValue(option: "--format", value: report.path, reason: "it is one of the feature files being run")
        }
    }

    func describeFilters(_ invocation: RunInvocation) -> String {
        var criteria = invocation.tagExpressions.map { "--tags '\($0)'" } + invocation.namePatterns.map { "--name '\($0)'" }
        if invocation.namePatterns.isEmpty, let filter = BazelEnvironment(environment: environment).testFilter {
            criteria.append("TESTBRIDGE_TEST_ONLY '\(filter)'")
        }
        if invocation.operands.contains(where: { !$0.lines.isEmpty }) { criteria.append("the given lines") }
        return criteria.isEmpty ? "" : " matching " + criteria.joined(separator: ", ")
    }
}
