/// The text of `bdd --help`, in swift-argument-parser's layout.
enum RunHelp {
    /// The one-line usage shown under errors.
    static let usage = "bdd [<options>] [<path> ...]"

    /// The help text; `formatters` are the registry's names and one-line summaries.
    static func text(formatters: [(name: String, summary: String)]) -> String {
        var help = "OVERVIEW: Runs Gherkin feature files against Swift step definitions.\n\n"
        help += "USAGE: \(usage)\n"
        help += "       bdd gherkin [<options>] [<file> ...]\n"
        help += "       bdd format [<options>] [<messages.ndjson>]\n"
        help += "       bdd merge [<options>] <shard.ndjson|folder> ...\n"
        help += "       bdd steps [<options>] [<path> ...]\n"
        help += "       bdd lsp                   (a language server for editors)\n\n"
        help += "ARGUMENTS:\n"
        help += row("<path>", [
            "A feature file, or a folder searched for *.feature files",
            "(default: Features/). PATH:LINE runs the scenario written",
            "around LINE (its tags, steps or tables), an example row, or",
            "the whole file for a header or Background line. @FILE runs",
            "the scenarios a --format rerun:FILE report lists.",
        ])
        help += "\nOPTIONS:\n"
        help += row("-t, --tags <expression>", ["Runs the scenarios whose tags match, e.g. '@smoke and", "not @wip'. Repeatable: all must match."])
        help += row("-n, --name <regex>", ["Runs the scenarios whose name matches. Repeatable: any", "may match."])
        help += row("-d, --dry-run", ["Matches steps without running them; reports undefined and", "ambiguous steps."])
        help += row("--strict", ["Fails the run on undefined and pending steps (default)."])
        help += row("--no-strict", ["Lets undefined and pending steps pass the run."])
        help += row("--fail-fast", ["Stops after the first scenario that fails."])
        help += row("--order <order>", ["defined, reverse, random or random:SEED (default: defined)."])
        help += row("--first <path:line>", [
            "Runs the scenarios PATH[:LINE] selects before the others,",
            "each group in --order. It adds none to the run. Repeatable.",
        ])
        help += row("--language <language>", ["The Gherkin language of files without a '# language:'", "header (default: en)."])
        help += row("--languages <file>", ["Adds Gherkin languages from a gherkin-languages.json file."])
        help += row("--i18n-languages", ["Lists the Gherkin languages."])
        help += row("--i18n-keywords <language>", ["Lists the keywords of a Gherkin language."])
        help += row("-f, --format <name[:path]>", [
            "Writes a report to standard output, or to a file with a",
            "path. Repeatable (default: pretty, junit:reports/junit.xml",
            "and html:reports/index.html).",
        ])
        help += row("--no-color", ["Never colours the output (colour needs a terminal and no", "NO_COLOR)."])
        help += row("--retry <n>", ["Runs a failed scenario up to N more times; only the last", "attempt counts. Pending, undefined and ambiguous never retry."])
        help += row("--retry-tag-filter <expr>", ["Retries only the scenarios whose tags match."])
        help += row("--parallel <n|auto>", ["Runs N worker processes at once (auto: one per core;", "default: 1). @serial scenarios always run alone."])
        help += row("--shard <i/n|auto>", [
            "Runs the I-th of N parts of the selected scenarios, so N",
            "CI machines share a suite with no gap and no overlap (auto:",
            "from BDD_SHARD or the CI's own variables). See bdd merge.",
            "Without it, a bazel test run follows Bazel's shard_count.",
        ])
        help += row("--timings <file>", ["Balances the shards by the durations in an earlier run's", "message stream (a missing file: every scenario weighs alike)."])
        help += row("--step-timeout <seconds>", ["Stops a step or hook that runs longer (default: 60;", "0: no limit). A step definition can set its own."])
        help += row("--in-process", [
            "Runs the steps in this process, not in supervised",
            "workers: for a debugger. A crash then ends the run.",
        ])
        help += row("--watch", [
            "Runs, then runs again on each save: a saved feature file's",
            "scenarios, those it changed first, or everything once a",
            "changed Swift source is built again. Ctrl-C ends it with",
            "the last run's status.",
        ])
        help += row("--version", ["Shows the version."])
        help += row("-h, --help", ["Shows help information."])
        if !formatters.isEmpty {
            help += "\nFORMATTERS:\n"
            for formatter in formatters { help += row(formatter.name, [formatter.summary]) }
        }
        help += "\nEXIT STATUS:\n"
        help += row("0", ["Every selected scenario passed, or none was selected."])
        help += row("1", [
            "A scenario failed (or was undefined or pending with --strict),",
            "a step crashed or timed out, a feature file did not parse, or",
            "a report could not be written.",
        ])
        help += row("2", ["The run could not start: a bad option or path, no feature", "file, a report path that cannot be written."])
        help += row("129, 130, 143", ["The run was stopped by SIGHUP, SIGINT or SIGTERM; the", "reports say what ran."])
        return help
    }

    private static let column = 30

    /// A label padded to the description column; a label too long for it gets the description on the next line.
    private static func row(_ label: String, _ lines: [String]) -> String {
        let indent = String(repeating: " ", count: column)
        let labelled = "  " + label
        var text = labelled.count < column - 1
            ? labelled + String(repeating: " ", count: column - labelled.count)
            : labelled + "\n" + indent
        text += lines.joined(separator: "\n" + indent) + "\n"
        return text
    }
}
