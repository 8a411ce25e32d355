/// The declarations of Jenkins' jenkins-junit.xsd as data: what each element may carry and hold.
///
/// Every attribute there is an optional or required `xs:string`, so the schema constrains names, presence,
/// nesting, order and counts, never the form of a value (`time="soon"` is valid).
enum JUnitSchema {
    /// What an element may hold.
    enum Content {
        /// Child elements in this order and number; character data other than whitespace is not allowed.
        case elements([Particle])
        /// Character data only (an `xs:string` element, or a mixed one without particles).
        case text
        /// Nothing at all, not even whitespace.
        case empty
    }

    /// One step of a sequence: an element and how often it may occur there (`max` nil: unbounded).
    struct Particle {
        let name: String
        let min: Int
        let max: Int?

        /// The XSD-like shorthand of the particle: `name`, `name?`, `name*` or `name+`.
        var notation: String {
            switch (min, max) {
            case (1, 1): name
            case (0, 1): name + "?"
            case (0, nil): name + "*"
            case (1, nil): name + "+"
            default: "\(name){\(min),\(max.map(String.init) ?? "")}"
            }
        }
    }

    /// An element declaration.
    struct Declaration {
        let required: Set<String>
        let optional: Set<String>
        let content: Content
    }

    /// The elements a report may start with (the schema would accept any declared element; a report is one of these).
    static let roots: [String] = ["testsuites", "testsuite"]

    /// The namespace of `xsi:` attributes, and the local names of those in it that only point at a schema,
    /// which validators accept on any element.
    static let instanceNamespace = "http://www.w3.org/2001/XMLSchema-instance"
    static let schemaLocationAttributes: Set<String> = ["schemaLocation", "noNamespaceSchemaLocation"]

    static let declarations: [String: Declaration] = [
        "testsuites": Declaration(
            required: [],
            optional: ["name", "time", "tests", "failures", "disabled", "errors"],
            content: .elements([Particle(name: "testsuite", min: 0, max: nil)])),
        "testsuite": Declaration(
            required: ["name", "tests"],
            optional: ["failures", "errors", "time", "disabled", "skipped", "timestamp", "hostname", "id", "package"],
            content: .elements([
                Particle(name: "properties", min: 0, max: 1),
                Particle(name: "testcase", min: 0, max: nil),
                Particle(name: "system-out", min: 0, max: 1),
                Particle(name: "system-err", min: 0, max: 1),
            ])),
        "properties": Declaration(required: [], optional: [], content: .elements([Particle(name: "property", min: 1, max: nil)])),
        "property": Declaration(required: ["name", "value"], optional: [], content: .empty),
        "testcase": Declaration(
            required: ["name"],
            optional: ["assertions", "time", "classname", "status"],
            content: .elements([
                Particle(name: "skipped", min: 0, max: 1),
                Particle(name: "error", min: 0, max: nil),
                Particle(name: "failure", min: 0, max: nil),
                Particle(name: "system-out", min: 0, max: nil),
                Particle(name: "system-err", min: 0, max: nil),
            ])),
        "failure": Declaration(required: [], optional: ["type", "message"], content: .text),
        "error": Declaration(required: [], optional: ["type", "message"], content: .text),
        "skipped": Declaration(required: [], optional: [], content: .text),
        "system-out": Declaration(required: [], optional: [], content: .text),
        "system-err": Declaration(required: [], optional: [], content: .text),
    ]
}
