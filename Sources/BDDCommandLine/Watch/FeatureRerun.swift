/// What a save of feature files runs, in one run: the saved files, with their new and edited scenarios first
/// (`--first FILE:LINE…`, so the reports stay one run's), and the line that announces it.
struct FeatureRerun: Equatable {
    /// The operands and `--first` options to add to the run's options.
    let arguments: [String]
    /// What the banner before the run says.
    let announcement: String

    /// The run of `saved` files (as the run names them), each with what changed in it, or nil when it does not
    /// parse: such a file runs as it is, and the run reports its syntax error.
    init(saved: [(file: String, changes: ScenarioChanges?)]) {
        let files = saved.map(\.file)
        let names = files.joined(separator: ", ")
        let changed = saved.reduce(0) { $0 + ($1.changes?.changed ?? 0) }
        let total = saved.reduce(0) { $0 + ($1.changes?.total ?? 0) }
        guard changed > 0, changed < total else {
            arguments = files
            announcement = "\(names) saved: running \(files.count == 1 ? "its" : "their") scenarios"
            return
        }
        let first = saved.compactMap { file, changes -> String? in
            guard let changes, changes.changed > 0 else { return nil }
            // A file changed throughout goes first whole.
            let lines = changes.changed == changes.total ? "" : changes.lines.map { ":\($0)" }.joined()
            return "--first=\(file)\(lines)"
        }
        arguments = first + files
        announcement = "\(names) changed: \(changed == 1 ? "1 scenario" : "\(changed) scenarios") first, then the other \(total - changed)"
    }
}
