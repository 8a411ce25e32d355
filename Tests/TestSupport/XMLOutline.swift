import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// An XML element as a schema check needs it: names with their namespaces, attributes, child elements, character data.
///
/// Built with `XMLParser` rather than `XMLDocument`: on Linux (swift-corelibs-foundation 6.3) `XMLDocument`
/// silently recovers from malformed XML and can crash on some inputs, while `XMLParser` reports every error.
struct XMLOutline {
    /// An attribute, with the namespace its prefix is bound to (nil when unprefixed).
    struct Attribute {
        var name: String
        var namespace: String?
    }

    var name: String
    var namespace: String?
    var attributes: [Attribute]
    var children: [XMLOutline] = []
    /// Character data directly inside the element, entity references resolved.
    var text = ""
    /// Whether some of that character data came from a CDATA section.
    var holdsCDATA = false

    /// The name as messages show it: `{namespace}name` when the element is in a namespace.
    var displayName: String {
        namespace.map { "{\($0)}\(name)" } ?? name
    }

    /// The root element of `xml`, or why `xml` is not well-formed XML.
    static func parse(_ xml: String) -> Result<XMLOutline, NotWellFormed> {
        let builder = Builder()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.shouldProcessNamespaces = true
        parser.shouldReportNamespacePrefixes = true
        parser.delegate = builder
        let parsed = parser.parse()
        // Linux's XMLParser may return true after an error, or parse nothing without one: check all three.
        if let error = builder.firstError ?? parser.parserError.map({ NotWellFormed(error: $0, parser: parser) }) {
            return .failure(error)
        }
        guard parsed, let root = builder.root else {
            return .failure(NotWellFormed(description: "not well-formed XML: no complete root element"))
        }
        return .success(root)
    }

    /// Why a text is not well-formed XML, with where the parser stopped.
    struct NotWellFormed: Error, CustomStringConvertible {
        let description: String

        init(description: String) {
            self.description = description
        }

        init(error: any Error, parser: XMLParser) {
            let code = (error as NSError).code
            description = "not well-formed XML: parser error \(code) at line \(parser.lineNumber), column \(parser.columnNumber)"
        }
    }

    private final class Builder: NSObject, XMLParserDelegate {
        private(set) var root: XMLOutline?
        private(set) var firstError: NotWellFormed?
        private var open: [XMLOutline] = []
        /// Prefix bindings per open element; the innermost binding of a prefix wins.
        private var scopes: [[String: String]] = []
        private var declaredBeforeStart: [String: String] = [:]

        func parser(_ parser: XMLParser, didStartMappingPrefix prefix: String, toURI namespaceURI: String) {
            declaredBeforeStart[prefix] = namespaceURI
        }

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName: String?, attributes: [String: String] = [:]
        ) {
            scopes.append(declaredBeforeStart)
            declaredBeforeStart = [:]
            let attributes = attributes.keys.sorted().map { Attribute(name: $0, namespace: namespace(ofAttribute: $0)) }
            open.append(XMLOutline(name: elementName, namespace: namespaceURI.flatMap { $0.isEmpty ? nil : $0 }, attributes: attributes))
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            guard !open.isEmpty else { return }
            open[open.count - 1].text += string
        }

        func parser(_ parser: XMLParser, foundIgnorableWhitespace whitespaceString: String) {
            self.parser(parser, foundCharacters: whitespaceString)
        }

        func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
            guard !open.isEmpty else { return }
            open[open.count - 1].text += String(decoding: CDATABlock, as: UTF8.self)
            open[open.count - 1].holdsCDATA = true
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
            _ = scopes.popLast()
            guard let closed = open.popLast() else { return }
            if open.isEmpty {
                root = closed
            } else {
                open[open.count - 1].children.append(closed)
            }
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
            if firstError == nil { firstError = NotWellFormed(error: parseError, parser: parser) }
        }

        private func namespace(ofAttribute name: String) -> String? {
            guard let colon = name.firstIndex(of: ":") else { return nil }
            let prefix = String(name[..<colon])
            if prefix == "xml" { return "http://www.w3.org/XML/1998/namespace" }
            return scopes.reversed().lazy.compactMap { $0[prefix] }.first
        }
    }
}
