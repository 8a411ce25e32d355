import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// A parsed XML element compared the way /work/shared/tools/check-junit compares reports: element names,
/// attributes, and the text before the first child element, trimmed at both ends (ElementTree's `text`).
struct XMLTree: Equatable {
    var name: String
    var attributes: [String: String]
    var text: String
    var children: [XMLTree]

    struct ParseFailure: Error, CustomStringConvertible {
        let description: String
    }

    static func parse(_ xml: String) throws -> XMLTree {
        let builder = TreeBuilder()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = builder
        guard parser.parse(), let root = builder.root else {
            throw ParseFailure(description: "not well-formed XML: \(parser.parserError.map { "\($0)" } ?? "no root element")")
        }
        return root
    }

    /// Where this tree first differs from `expected`, or nil when they are the same.
    func firstDifference(from expected: XMLTree, path: String = "") -> String? {
        if name != expected.name { return "\(path): element <\(name)>, expected <\(expected.name)>" }
        let here = "\(path)/\(name)"
        if attributes != expected.attributes { return "\(here): attributes \(attributes), expected \(expected.attributes)" }
        if text != expected.text { return "\(here): text \(text.debugDescription), expected \(expected.text.debugDescription)" }
        if children.count != expected.children.count { return "\(here): \(children.count) children, expected \(expected.children.count)" }
        for (position, (child, expectedChild)) in zip(children, expected.children).enumerated() {
            if let difference = child.firstDifference(from: expectedChild, path: "\(here)[\(position)]") { return difference }
        }
        return nil
    }

    private final class TreeBuilder: NSObject, XMLParserDelegate {
        private struct Open {
            var tree: XMLTree
            var sawChild = false
        }

        private var stack: [Open] = []
        private(set) var root: XMLTree?

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            if !stack.isEmpty { stack[stack.count - 1].sawChild = true }
            stack.append(Open(tree: XMLTree(name: elementName, attributes: attributes, text: "", children: [])))
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            appendText(string)
        }

        func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
            appendText(String(decoding: CDATABlock, as: UTF8.self))
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
            guard var closed = stack.popLast()?.tree else { return }
            closed.text = closed.text.trimmingCharacters(in: .whitespacesAndNewlines)
            if stack.isEmpty {
                root = closed
            } else {
                stack[stack.count - 1].tree.children.append(closed)
            }
        }

        private func appendText(_ text: String) {
            guard let last = stack.indices.last, !stack[last].sawChild else { return }
            stack[last].tree.text += text
        }
    }
}
