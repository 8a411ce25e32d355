/// The rules of jenkins-junit.xsd for a `<testsuite>` report, checked on a parsed tree without a schema validator.
enum JenkinsJUnitShape {
    static func violations(of root: XMLTree) -> [String] {
        guard root.name == "testsuite" else { return ["root is <\(root.name)>, expected <testsuite>"] }
        var problems = check(root, required: ["name", "tests"], allowed: suiteAttributes, children: suiteChildren)
        for child in root.children {
            switch child.name {
            case "testcase":
                problems += check(child, required: ["name"], allowed: ["name", "assertions", "time", "classname", "status"], children: caseChildren)
                for outcome in child.children {
                    let allowed: Set<String> = ["failure", "error"].contains(outcome.name) ? ["type", "message"] : []
                    problems += check(outcome, required: [], allowed: allowed, children: [])
                }
            case "system-out", "system-err":
                problems += check(child, required: [], allowed: [], children: [])
            default:
                break
            }
        }
        return problems
    }

    private static let suiteAttributes: Set<String> = ["name", "tests", "failures", "errors", "time", "disabled", "skipped", "timestamp", "hostname", "id", "package"]
    /// Children in the order the sequence allows them, with their maximum count (nil: unbounded).
    private static let suiteChildren: [(String, Int?)] = [("properties", 1), ("testcase", nil), ("system-out", 1), ("system-err", 1)]
    private static let caseChildren: [(String, Int?)] = [("skipped", 1), ("error", nil), ("failure", nil), ("system-out", nil), ("system-err", nil)]

    private static func check(_ element: XMLTree, required: Set<String>, allowed: Set<String>, children sequence: [(String, Int?)]) -> [String] {
        var problems: [String] = []
        for name in required where element.attributes[name] == nil {
            problems.append("<\(element.name)> lacks the required attribute '\(name)'")
        }
        for name in element.attributes.keys.sorted() where !allowed.contains(name) {
            problems.append("<\(element.name)> has an attribute '\(name)' the schema does not allow")
        }
        var position = 0
        var count = 0
        for child in element.children {
            guard let rank = sequence.firstIndex(where: { $0.0 == child.name }) else {
                problems.append("<\(element.name)> holds <\(child.name)>, which the schema does not allow there")
                continue
            }
            if rank < position {
                problems.append("<\(child.name)> comes after an element the schema orders behind it in <\(element.name)>")
            }
            count = rank == position ? count + 1 : 1
            position = max(position, rank)
            if let limit = sequence[rank].1, count > limit {
                problems.append("<\(element.name)> holds more than \(limit) <\(child.name)>")
            }
        }
        return problems
    }
}
