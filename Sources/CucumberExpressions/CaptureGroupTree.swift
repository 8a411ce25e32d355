import Foundation

/// A compiled regular expression that reports its matches as a tree of nested capture groups.
///
/// NSRegularExpression (ICU) is used rather than Swift's `Regex`: its syntax and code-point semantics
/// are those of Java's regexps that Cucumber documents, it reports UTF-16 offsets as Cucumber Messages
/// expect, it is Sendable, and it matches a step several times faster than `Regex` built at run time.
struct CaptureGroupTree: Sendable {
    /// A capture group's position in the pattern: its number, its source text and the groups inside it.
    struct Shape: Sendable {
        let index: Int
        let source: String
        var children: [Shape]
    }

    let pattern: String
    let root: Shape
    private let regex: NSRegularExpression

    init(pattern: String) throws(CucumberExpressionError) {
        do {
            regex = try NSRegularExpression(pattern: pattern)
        } catch {
            throw CucumberExpressionError(.invalidRegularExpression, "Invalid regular expression: \(pattern)")
        }
        self.pattern = pattern
        let count = regex.numberOfCaptureGroups
        if let parsed = Self.shape(of: pattern), Self.count(parsed) == count {
            root = parsed
        } else {
            // A construct the scanner does not know: keep the groups, lose only their nesting.
            let flat = (0..<count).map { Shape(index: $0 + 1, source: "", children: []) }
            root = Shape(index: 0, source: pattern, children: flat)
        }
    }

    /// The groups of the first match of `text`, or nil when it does not match.
    func match(_ text: String) -> Group? {
        let range = NSRange(location: 0, length: text.utf16.count)
        guard let result = regex.firstMatch(in: text, options: [], range: range) else { return nil }
        return group(root, of: result, in: text)
    }

    private func group(_ shape: Shape, of result: NSTextCheckingResult, in text: String) -> Group {
        let children = shape.children.map { group($0, of: result, in: text) }
        let range = result.range(at: shape.index)
        guard range.location != NSNotFound else {
            return Group(value: nil, start: nil, end: nil, children: children)
        }
        // Cut by scalars: a group may end inside a character (before a combining mark), where
        // `Range(_:in:)` gives up and a character view would round the bounds.
        let lower = text.utf16.index(text.utf16.startIndex, offsetBy: range.location)
        let upper = text.utf16.index(lower, offsetBy: range.length)
        let value = String(text.unicodeScalars[lower..<upper])
        return Group(value: value, start: range.location, end: range.location + range.length, children: children)
    }

    private static func count(_ shape: Shape) -> Int {
        shape.children.reduce(shape.children.count) { $0 + count($1) }
    }

    /// Scans the pattern's parentheses the way ICU reads them; nil when they do not balance.
    private static func shape(of pattern: String) -> Shape? {
        let scalars = Array(pattern.unicodeScalars)
        // Open groups: the shape so far, where its source starts, whether it captures.
        var stack: [(shape: Shape, sourceStart: Int, capturing: Bool)] = [(Shape(index: 0, source: pattern, children: []), 0, true)]
        var nextIndex = 1
        var classDepth = 0
        var quoting = false
        var i = 0
        func at(_ offset: Int) -> Unicode.Scalar? { i + offset < scalars.count ? scalars[i + offset] : nil }
        while i < scalars.count {
            let scalar = scalars[i]
            if quoting {
                if scalar == "\\", at(1) == "E" { quoting = false; i += 1 }
            } else if scalar == "\\" {
                if at(1) == "Q" { quoting = true }
                i += 1
            } else if classDepth > 0 {
                if scalar == "[" { classDepth += 1 } else if scalar == "]" { classDepth -= 1 }
            } else if scalar == "[" {
                classDepth = 1
            } else if scalar == "(" {
                if at(1) == "?", at(2) == "#" {
                    while i < scalars.count, scalars[i] != ")" { i += 1 }
                } else {
                    let capturing = at(1) != "?" || (at(2) == "<" && at(3) != "=" && at(3) != "!")
                    let index = capturing ? nextIndex : -1
                    if capturing { nextIndex += 1 }
                    stack.append((Shape(index: index, source: "", children: []), i + 1, capturing))
                }
            } else if scalar == ")" {
                guard stack.count > 1, let open = stack.popLast() else { return nil }
                if open.capturing {
                    let source = String(String.UnicodeScalarView(scalars[open.sourceStart..<i]))
                    stack[stack.count - 1].shape.children.append(Shape(index: open.shape.index, source: source, children: open.shape.children))
                } else {
                    stack[stack.count - 1].shape.children += open.shape.children
                }
            }
            i += 1
        }
        guard stack.count == 1 else { return nil }
        return stack[0].shape
    }
}
