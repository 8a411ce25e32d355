import BDDCommandLine
import BDDRuntime
import XCTest

@MainActor
final class HelpTests: XCTestCase {
    func test_run_helpOption_printsTheReviewedHelpText() async throws {
        let outcome = try await run(["--help"])

        XCTAssertEqual(outcome.status, 0)
        XCTAssertEqual(outcome.error, "")
        XCTAssertEqual(outcome.output, Self.expectedHelp)
    }

    func test_run_helpAmongOtherOptions_printsOnlyTheHelp() async throws {
        let outcome = try await run(["--tags", "@a", "-h", "Features/"])

        XCTAssertEqual(outcome.status, 0)
        XCTAssertEqual(outcome.output, Self.expectedHelp)
    }

    func test_run_versionOption_printsTheVersion() async throws {
        let outcome = try await run(["--version"])

        XCTAssertEqual(outcome.status, 0)
        XCTAssertEqual(outcome.output, BDDVersion.current + "\n")
    }

    // MARK: - Helpers

    private func run(_ arguments: [String]) async throws -> CommandHarness.Outcome {
        let harness = try CommandHarness()
        defer { harness.removeDirectory() }
        return await harness.run(arguments)
    }

    /// Reviewed by hand: swift-argument-parser's layout, every option, formatter and exit status.
    private static let expectedHelp = """
        OVERVIEW: Runs Gherkin feature files against Swift step definitions.

        USAGE: bdd [<options>] [<path> ...]
               bdd gherkin [<options>] [<file> ...]
               bdd format [<options>] [<messages.ndjson>]
               bdd merge [<options>] <shard.ndjson|folder> ...
               bdd steps [<options>] [<path> ...]
               bdd lsp                   (a language server for editors)

        ARGUMENTS:
          <path>                      A feature file, or a folder searched for *.feature files
                                      (default: Features/). PATH:LINE runs the scenario written
                                      around LINE (its tags, steps or tables), an example row, or
                                      the whole file for a header or Background line. @FILE runs
                                      the scenarios a --format rerun:FILE report lists.

        OPTIONS:
          -t, --tags <expression>     Runs the scenarios whose tags match, e.g. '@smoke and
                                      not @wip'. Repeatable: all must match.
          -n, --name <regex>          Runs the scenarios whose name matches. Repeatable: any
                                      may match.
          -d, --dry-run               Matches steps without running them; reports undefined and
                                      ambiguous steps.
          --strict                    Fails the run on undefined and pending steps (default).
          --no-strict                 Lets undefined and pending steps pass the run.
          --fail-fast                 Stops after the first scenario that fails.
          --order <order>             defined, reverse, random or random:SEED (default: defined).
          --first <path:line>         Runs the scenarios PATH[:LINE] selects before the others,
                                      each group in --order. It adds none to the run. Repeatable.
          --language <language>       The Gherkin language of files without a '# language:'
                                      header (default: en).
          --languages <file>          Adds Gherkin languages from a gherkin-languages.json file.
          --i18n-languages            Lists the Gherkin languages.
          --i18n-keywords <language>  Lists the keywords of a Gherkin language.
          -f, --format <name[:path]>  Writes a report to standard output, or to a file with a
                                      path. Repeatable (default: pretty, junit:reports/junit.xml
                                      and html:reports/index.html).
          --no-color                  Never colours the output (colour needs a terminal and no
                                      NO_COLOR).
          --retry <n>                 Runs a failed scenario up to N more times; only the last
                                      attempt counts. Pending, undefined and ambiguous never retry.
          --retry-tag-filter <expr>   Retries only the scenarios whose tags match.
          --parallel <n|auto>         Runs N worker processes at once (auto: one per core;
                                      default: 1). @serial scenarios always run alone.
          --shard <i/n|auto>          Runs the I-th of N parts of the selected scenarios, so N
                                      CI machines share a suite with no gap and no overlap (auto:
                                      from BDD_SHARD or the CI's own variables). See bdd merge.
                                      Without it, a bazel test run follows Bazel's shard_count.
          --timings <file>            Balances the shards by the durations in an earlier run's
                                      message stream (a missing file: every scenario weighs alike).
          --step-timeout <seconds>    Stops a step or hook that runs longer (default: 60;
                                      0: no limit). A step definition can set its own.
          --in-process                Runs the steps in this process, not in supervised
                                      workers: for a debugger. A crash then ends the run.
          --watch                     Runs, then runs again on each save: a saved feature file's
                                      scenarios, those it changed first, or everything once a
                                      changed Swift source is built again. Ctrl-C ends it with
                                      the last run's status.
          --version                   Shows the version.
          -h, --help                  Shows help information.

        FORMATTERS:
          pretty                      Features, scenarios and steps with their status, then the summary.
          progress                    One character per step, then the failures and the summary.
          progress-bar                A line redrawn in place on a terminal, each failure above it, then the summary.
          junit                       JUnit XML, as Cucumber's junit-xml-formatter writes it.
          json                        Cucumber JSON, as Cucumber's cucumber-json-formatter writes it (Jenkins, Xray, Allure).
          message                     Cucumber Messages, one JSON envelope per line (NDJSON).
          html                        One self-contained HTML page of the run, to read and filter.
          github                      GitHub Actions annotations at each failing step's line, and the job summary.
          rerun                       file:line of every scenario that did not pass, for bdd @FILE.
          usage                       Each step definition, the steps that used it and how long they took.

        EXIT STATUS:
          0                           Every selected scenario passed, or none was selected.
          1                           A scenario failed (or was undefined or pending with --strict),
                                      a step crashed or timed out, a feature file did not parse, or
                                      a report could not be written.
          2                           The run could not start: a bad option or path, no feature
                                      file, a report path that cannot be written.
          129, 130, 143               The run was stopped by SIGHUP, SIGINT or SIGTERM; the
                                      reports say what ran.

        """
}
