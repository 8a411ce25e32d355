import Foundation

/// Checks a JUnit XML report against Jenkins' `jenkins-junit.xsd`, with or without `xmllint` on the machine.
///
/// Usage: `XCTAssertEqual(JUnitSchemaCheck.problems(in: xml), [])`.
public enum JUnitSchemaCheck {
    /// Every way `xml` breaks the schema, one line each; empty when it is a valid report.
    ///
    /// Always runs the own structural check (well-formedness, a `testsuites` or `testsuite` root, and for each
    /// element its allowed and required attributes, its character data, its children's order and counts); when
    /// `xmllint` and the schema (`$BDD_CONFORMANCE_DIR/junit/jenkins-junit.xsd`) are both available, adds what
    /// `xmllint --schema` says, so a document passes only if both agree it is valid.
    public static func problems(in xml: String) -> [String] {
        structuralProblems(in: xml) + (Xmllint.problems(in: xml, schema: schemaFile) ?? [])
    }

    /// The schema file in the shared conformance suites, or nil when it is not there.
    static var schemaFile: URL? {
        let file = ConformanceDirectory.location.appendingPathComponent("junit/jenkins-junit.xsd")
        return FileManager.default.fileExists(atPath: file.path) ? file : nil
    }

    /// The own check alone: the schema's rules applied to the parsed document, without `xmllint`.
    static func structuralProblems(in xml: String) -> [String] {
        switch XMLOutline.parse(xml) {
        case .failure(let notWellFormed):
            return [notWellFormed.description]
        case .success(let root):
            if let namespace = root.namespace {
                return ["root element <\(root.name)> is in namespace '\(namespace)', the schema declares its elements in no namespace"]
            }
            guard JUnitSchema.roots.contains(root.name) else {
                return ["root element is <\(root.name)>, expected <testsuites> or <testsuite>"]
            }
            return problems(of: root, at: "/\(root.name)")
        }
    }

    private static func problems(of element: XMLOutline, at path: String) -> [String] {
        guard let declaration = JUnitSchema.declarations[element.name] else {
            return ["\(path): element <\(element.name)> is not declared by the schema"]
        }
        var found = attributeProblems(of: element, declaration, at: path)
        found += contentProblems(of: element, declaration.content, at: path)
        var seen: [String: Int] = [:]
        for child in element.children where JUnitSchema.declarations[child.name] != nil && child.namespace == nil {
            seen[child.name, default: 0] += 1
            found += problems(of: child, at: "\(path)/\(child.name)[\(seen[child.name] ?? 1)]")
        }
        return found
    }

    private static func attributeProblems(of element: XMLOutline, _ declaration: JUnitSchema.Declaration, at path: String) -> [String] {
        var found: [String] = []
        for attribute in element.attributes where !isAllowed(attribute, by: declaration) {
            found.append("\(path): attribute '\(attribute.name)' is not allowed")
        }
        let present = Set(element.attributes.filter { $0.namespace == nil }.map(\.name))
        for name in declaration.required.sorted() where !present.contains(name) {
            found.append("\(path): required attribute '\(name)' is missing")
        }
        return found
    }

    private static func isAllowed(_ attribute: XMLOutline.Attribute, by declaration: JUnitSchema.Declaration) -> Bool {
        guard let namespace = attribute.namespace else {
            return declaration.required.contains(attribute.name) || declaration.optional.contains(attribute.name)
        }
        let localName = attribute.name.split(separator: ":").last.map(String.init) ?? attribute.name
        return namespace == JUnitSchema.instanceNamespace && JUnitSchema.schemaLocationAttributes.contains(localName)
    }

    private static func contentProblems(of element: XMLOutline, _ content: JUnitSchema.Content, at path: String) -> [String] {
        switch content {
        case .text:
            return element.children.first.map { ["\(path): child element <\($0.displayName)> is not allowed, only text"] } ?? []
        case .empty:
            if let child = element.children.first { return ["\(path): child element <\(child.displayName)> is not allowed, the element must be empty"] }
            return element.text.isEmpty && !element.holdsCDATA ? [] : ["\(path): text is not allowed, the element must be empty"]
        case .elements(let sequence):
            let hasText = element.holdsCDATA || element.text.contains { !xmlWhitespace.contains($0) }
            let textProblem = hasText ? ["\(path): text is not allowed, only child elements"] : []
            return textProblem + sequenceProblems(of: element.children, sequence, at: path)
        }
    }

    /// Matches the children against the sequence greedily (each particle names a distinct element, so greedy is exact).
    private static func sequenceProblems(of children: [XMLOutline], _ sequence: [JUnitSchema.Particle], at path: String) -> [String] {
        var position = children.startIndex
        for particle in sequence {
            var count = 0
            while position < children.endIndex, children[position].name == particle.name, children[position].namespace == nil,
                  particle.max.map({ count < $0 }) ?? true {
                count += 1
                position += 1
            }
            if count < particle.min {
                return ["\(path): <\(particle.name)> must occur at least \(particle.min) time(s) here"]
            }
        }
        guard position < children.endIndex else { return [] }
        let model = sequence.map(\.notation).joined(separator: ", ")
        return ["\(path): <\(children[position].displayName)> is not expected here; the schema allows (\(model))"]
    }

    /// XML's whitespace: the only character data an element-only element may hold.
    private static let xmlWhitespace: Set<Character> = [" ", "\t", "\n", "\r", "\r\n"]
}
