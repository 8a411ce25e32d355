import Foundation

/// The stages of the targets whose folders are a pipeline, in the order a run goes through them: a folder's code
/// uses the types of its own and earlier stages, never a later one's, as a target uses only earlier targets.
///
/// Files directly in the target's folder (its entry point, its version) belong to no stage and may be used by all.
/// Targets whose folders are kinds rather than stages (the formatters, the command line) are not listed.
enum StageOrder {
    static let stages: [String: [String]] = [
        "Gherkin": ["Errors", "Scanning", "Dialects", "Matching", "Reading", "Parsing", "AST", "Walking", "Indexing", "Pickles"],
        "BDDRuntime": ["Authoring", "Loading", "Planning", "Assertions", "Execution", "Sharding", "Supervision", "Results", "Running"],
        "ShardMerge": ["Reading", "Checking", "Joining"],
        "BDDLanguageServer": ["Transport", "Documents", "Analysis", "Capabilities", "Server"],
        "Formatters": ["Text", "ParseErrors", "Query", "Options", "Console", "Phrases", "Stream", "JUnit", "CucumberJSON", "HTML", "GitHub", "Registry"],
        "BDDCommandLine": ["Console", "Options", "Watch", "Commands"],
    ]

    /// The folders inside a stage that are the two sides of a process boundary and what they share: each folder uses
    /// its own types and those of the folders listed for it, so one side reaches the other only through the wire.
    static let sides: [String: [String: Set<String>]] = [
        "BDDRuntime/Supervision": ["Wire": [], "Coordinator": ["Wire"], "Worker": ["Wire"]],
    ]

    /// Every use, among `files` (path relative to the stage's folder, and source), of a type of a folder that
    /// `allowed` does not list for the file's own folder.
    static func sideViolations(in files: [(path: String, source: String)], allowed: [String: Set<String>]) -> [Violation] {
        let placed = inFolders(files)
        let sideOfType = folderOfEachType(placed)
        var found: [Violation] = []
        for file in placed {
            let reachable = (allowed[file.folder] ?? []).union([file.folder])
            for type in Set(words(in: file.code)).sorted() {
                guard let side = sideOfType[type], !reachable.contains(side) else { continue }
                found.append(Violation(file: file.path, from: file.folder, to: side, type: type))
            }
        }
        return found
    }

    /// One use of a later stage's type: `file` (relative to the target) in stage `from` names `type` of stage `to`.
    struct Violation: Equatable, CustomStringConvertible {
        let file: String
        let from: String
        let to: String
        let type: String

        var description: String { "\(file) (\(from)) uses \(type) of \(to)" }
    }

    /// Every use of a later stage's type among `files` (path relative to the target, and source), with `order`
    /// the stages from first to last.
    static func violations(in files: [(path: String, source: String)], order: [String]) -> [Violation] {
        let staged = inFolders(files)
        let stageOfType = folderOfEachType(staged)
        var found: [Violation] = []
        for file in staged {
            guard let position = order.firstIndex(of: file.folder) else { continue }
            for type in Set(words(in: file.code)).sorted() {
                guard let stage = stageOfType[type], let other = order.firstIndex(of: stage), other > position else { continue }
                found.append(Violation(file: file.path, from: file.folder, to: stage, type: type))
            }
        }
        return found
    }

    /// The files inside a folder, each with its folder and its code without comments and strings.
    private static func inFolders(_ files: [(path: String, source: String)]) -> [(folder: String, path: String, code: String)] {
        files.compactMap { file in
            let parts = file.path.split(separator: "/")
            guard parts.count > 1 else { return nil }
            return (String(parts[0]), file.path, strippingCommentsAndStrings(file.source))
        }
    }

    /// The folder declaring each top-level type.
    private static func folderOfEachType(_ files: [(folder: String, path: String, code: String)]) -> [String: String] {
        var folderOfType: [String: String] = [:]
        for file in files {
            for type in topLevelTypes(in: file.code) { folderOfType[type] = file.folder }
        }
        return folderOfType
    }

    /// The types a file declares at its top level (nested types are their parent's).
    static func topLevelTypes(in code: String) -> [String] {
        let range = NSRange(code.startIndex..., in: code)
        return declaration.matches(in: code, range: range).compactMap { Range($0.range(at: 1), in: code).map { String(code[$0]) } }
    }

    private static let declaration = try! NSRegularExpression(
        pattern: #"^(?:@\w+(?:\([^)\n]*\))?\s+)*(?:(?:public|internal|package|private|fileprivate|final|indirect|nonisolated)\s+)*(?:struct|class|enum|protocol|actor|typealias)\s+([A-Z]\w*)"#,
        options: [.anchorsMatchLines]
    )

    private static func words(in code: String) -> [String] {
        code.split { !($0.isLetter || $0.isNumber || $0 == "_") }.filter { $0.first?.isUppercase == true }.map(String.init)
    }

    /// The code without comments and the text of string literals, so prose naming a type is not a use of it.
    static func strippingCommentsAndStrings(_ source: String) -> String {
        var text = source.replacingOccurrences(of: #"/\*[\s\S]*?\*/"#, with: "", options: .regularExpression)
        text = text.replacingOccurrences(of: #"//[^\n]*"#, with: "", options: .regularExpression)
        return text.replacingOccurrences(of: #""(?:\\.|[^"\\\n])*""#, with: "\"\"", options: .regularExpression)
    }
}
