import BDDRuntime
import CucumberMessages
import Formatters
import Foundation
import Reports
import ShardMerge

/// `bdd merge`: joins the message streams of a run's shards into the reports of one run, through the same
/// `ReportSet` a run writes its reports with.
///
/// Exit status: the merged run's own, 0 when it passed and 1 when it did not (or a report could not be written);
/// 2 when the streams cannot make one run (a shard missing, given twice, of another run or version, a stream
/// malformed, cut short or of another tool), with the shard or file named.
public enum MergeCommand {
    /// The one-line usage shown under errors and in help.
    public static let usage = MergeInvocation.usage

    /// Runs the command; `colored` is the caller's verdict on the console (see `ConsoleColor`).
    public static func run(
        arguments: [String],
        currentDirectory: String,
        standardOutput: @escaping (String) -> Void,
        standardError: (String) -> Void,
        colored: Bool = false,
        environment: [String: String] = [:],
        registry: FormatterRegistry = .standard
    ) -> Int32 {
        func refuse(_ message: String) -> Int32 {
            standardError("Error: \(message)\n")
            return 2
        }
        let invocation: MergeInvocation
        var reports: ReportSet
        do {
            invocation = try MergeInvocation(arguments: arguments, registry: registry, environment: environment)
            if invocation.wantsHelp {
                standardOutput(MergeInvocation.helpText(registry: registry))
                return 0
            }
            let gitHub = GitHubEnvironment.context(environment: environment, directory: currentDirectory, specifications: invocation.specifications)
            let options = FormatterOptions(colored: colored && !invocation.noColor, gitHub: gitHub)
            do {
                reports = try ReportSet(specifications: invocation.specifications, registry: registry, options: options, standardOutput: standardOutput, directory: currentDirectory)
            } catch {
                throw CommandLineError(error)
            }
        } catch {
            standardError("Error: \(error)\nUsage: \(usage)\nSee 'bdd merge --help' for more information.\n")
            return 2
        }
        let merge: ShardMerge
        do {
            let paths = try invocation.streamPaths(from: currentDirectory)
            merge = try ShardMerge(paths: paths, allowsMissing: invocation.allowsMissing)
        } catch {
            return refuse("\(error)")
        }
        if !merge.missing.isEmpty {
            let names = merge.missing.map { "\($0)/\(merge.total)" }.joined(separator: ", ")
            standardError("Merging without shard \(names): its scenarios are reported as not run\n")
        }
        var clock = SystemClock()
        do {
            try reports.begin(startedAt: clock.now())
        } catch {
            return refuse("\(error)")
        }
        let succeeded: Bool
        do {
            succeeded = try merge.write { reports.record($0) }
        } catch {
            reports.abandon()
            return refuse("\(error)")
        }
        let failures = reports.finish()
        for failure in failures { standardError("Error: \(failure)\n") }
        return succeeded && failures.isEmpty ? 0 : 1
    }
}
