import CucumberMessages
import Foundation
import TagExpressions

/// Which pickles a run selects: by tag expression, by name, by `file:LINE`. All given criteria must hold.
public struct PickleFilter: Sendable {
    private let tagExpression: TagExpression?
    private let namePatterns: [NSRegularExpression]
    private let linesByUri: [String: Set<Int>]

    /// A filter; `namePatterns` are regular expressions (any may match), `linesByUri` restricts the files it names.
    public init(tagExpression: String? = nil, namePatterns: [String] = [], linesByUri: [String: Set<Int>] = [:]) throws(PickleFilterError) {
        if let tagExpression {
            do {
                self.tagExpression = try TagExpression(tagExpression)
            } catch {
                throw .invalidTagExpression(tagExpression, message: error.message)
            }
        } else {
            self.tagExpression = nil
        }
        var compiled: [NSRegularExpression] = []
        for pattern in namePatterns {
            do {
                compiled.append(try NSRegularExpression(pattern: pattern))
            } catch {
                throw .invalidNamePattern(pattern)
            }
        }
        self.namePatterns = compiled
        self.linesByUri = linesByUri
    }

    /// Whether the filter selects by `file:LINE`, so `accepts` needs the targets of each file's lines.
    var selectsLines: Bool { !linesByUri.isEmpty }

    /// Whether `pickle` is selected; `targets` says what each line of its file selects.
    func accepts(_ pickle: Pickle, targets: LineTargets) -> Bool {
        if let tagExpression, !tagExpression.evaluate(pickle.tags.map(\.name)) { return false }
        if !namePatterns.isEmpty {
            let range = NSRange(pickle.name.startIndex..., in: pickle.name)
            guard namePatterns.contains(where: { $0.firstMatch(in: pickle.name, range: range) != nil }) else { return false }
        }
        if let wanted = linesByUri[pickle.uri] { return targets.selects(pickle, atAnyOf: wanted) }
        return true
    }
}
