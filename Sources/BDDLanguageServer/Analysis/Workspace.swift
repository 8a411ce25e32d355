import BDDRuntime
import Foundation
import Gherkin

/// Every feature file the server knows: those of the workspace's folders, read once at start, and those the
/// editor has open, whose text the editor owns. Each is analysed when its text changes, and only then.
final class Workspace {
    /// One known file.
    struct Entry {
        var document: TextDocument
        var analysis: FeatureAnalysis
        /// Whether the editor has it open: then its text comes from the editor, not from the disk.
        var isOpen: Bool
    }

    let parser: GherkinParser
    let binder: StepBinder
    private(set) var entries: [String: Entry] = [:]
    /// How the workspace's steps use each definition: the sum of its documents' usage, kept as they change.
    private(set) var usage: DefinitionUsage

    init(parser: GherkinParser, binder: StepBinder) {
        self.parser = parser
        self.binder = binder
        usage = DefinitionUsage(definitionCount: binder.catalog.definitions.count)
    }

    subscript(uri: String) -> Entry? { entries[uri] }

    /// Sets the text of `uri`, analysing it again.
    @discardableResult
    func update(uri: String, document: TextDocument, isOpen: Bool) -> Entry {
        let entry = Entry(document: document, analysis: FeatureAnalysis(uri: uri, text: document.text, parser: parser, binder: binder), isOpen: isOpen)
        if let old = entries[uri] { usage.merge(old.analysis.usage, removing: true) }
        usage.merge(entry.analysis.usage)
        entries[uri] = entry
        return entry
    }

    /// Forgets `uri`.
    func remove(uri: String) {
        if let old = entries.removeValue(forKey: uri) { usage.merge(old.analysis.usage, removing: true) }
    }

    /// The editor closed `uri`: its text comes from the disk again, analysed once, or it is forgotten when no file
    /// holds it (an unsaved buffer).
    func close(uri: String) {
        entries[uri]?.isOpen = false
        reload(uri: uri)
    }

    /// Reads `uri` from the disk again unless the editor has it open; forgets it when the file is gone.
    func reload(uri: String) {
        if entries[uri]?.isOpen == true { return }
        guard let path = FileURI.path(of: uri), let data = FileManager.default.contents(atPath: path) else {
            remove(uri: uri)
            return
        }
        update(uri: uri, document: TextDocument(uri: uri, text: String(decoding: data, as: UTF8.self)), isOpen: false)
    }

    /// Reads every feature file under `folder` that `bdd` would run from it (hidden folders, build products among
    /// them, left out), found by the runner's own finder so the editor indexes what a run runs.
    func load(folder: String) {
        for path in FeatureLocator.files(in: folder, matching: FeatureLocator.isFeatureFile) {
            let uri = FileURI.uri(ofPath: path)
            if entries[uri]?.isOpen == true { continue }
            reload(uri: uri)
        }
    }

    /// Every step line of the workspace bound to definition `index`, by file, in file and line order.
    func steps(using index: Int) -> [(uri: String, step: StepOccurrence)] {
        entries.keys.sorted().flatMap { uri in
            (entries[uri]?.analysis.steps ?? []).filter { $0.definitionIndices.contains(index) }.map { (uri, $0) }
        }
    }

    /// Every tag of the workspace with how often it is written, the most used first.
    func tagCounts() -> [(name: String, count: Int)] {
        var counts: [String: Int] = [:]
        for entry in entries.values {
            for tag in entry.analysis.tags { counts[tag.name, default: 0] += 1 }
        }
        return counts.sorted { $0.value > $1.value || ($0.value == $1.value && $0.key < $1.key) }.map { ($0.key, $0.value) }
    }
}
