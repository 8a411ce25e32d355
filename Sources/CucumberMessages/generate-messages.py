#!/usr/bin/env python3
"""Generate how every Cucumber Messages type is written, read and coded, from one table.

usage: Sources/CucumberMessages/generate-messages.py [OUTPUT-DIRECTORY]
  OUTPUT-DIRECTORY  defaults to Sources/CucumberMessages

Writes four files, each saying at its top that it is generated:
  DirectJSON+Messages.swift    each message writes its own JSON (keys sorted, nil left out), as Foundation's
                               JSONEncoder with sorted keys writes it, many times faster;
  JSONReadable+Messages.swift  each message reads itself from a parsed JSON tree, naming what is wrong;
  JSONScannable+Messages.swift each message reads itself straight from the text, the decoder's fast path;
  Codable+Messages.swift       Codable for programs that use Foundation's coders (ours never do).

Why a table and a generator: the three used to be written by hand per message, and a field added to one and
forgotten in another was a silent loss. The Swift declarations (fields, documentation, initializers) stay hand
written; the compiler checks the generated code against them, and MessageTableTests checks that every stored
property is in the table and that every field of the shared suites' streams round-trips.

The table is ours, written from the official cucumber/messages JSON schema's names. A field's JSON key is its
Swift name in every message; a Swift initializer takes the fields in the order written here.
"""
import os
import re
import sys

# This file lives in Sources/CucumberMessages/ of the package.
DEFAULT_OUTPUT = os.path.dirname(os.path.abspath(__file__))

# Types written as a JSON string of their raw value.
ENUMS = [
    "AttachmentContentEncoding", "HookType", "PickleStepType", "SourceMediaType", "StepDefinitionPatternType",
    "StepKeywordType", "TestStepResultStatus",
]

# Enums whose JSON is an object with one member naming the case: `case: Type` alternatives, in the order
# Codable tries them.
ONE_OF = """
Envelope = meta: Meta | source: Source | gherkinDocument: GherkinDocument | pickle: Pickle | parseError: ParseError
  | parameterType: ParameterTypeDeclaration | undefinedParameterType: UndefinedParameterType
  | stepDefinition: StepDefinition | hook: Hook | testRunStarted: TestRunStarted | testCase: TestCase
  | testRunHookStarted: TestRunHookStarted | testRunHookFinished: TestRunHookFinished
  | testCaseStarted: TestCaseStarted | testStepStarted: TestStepStarted | attachment: Attachment
  | testStepFinished: TestStepFinished | testCaseFinished: TestCaseFinished | suggestion: Suggestion
  | testRunFinished: TestRunFinished
FeatureChild = rule: Rule | background: Background | scenario: Scenario
RuleChild = background: Background | scenario: Scenario
"""

# Structs: `Name(field: Type, ...)` in initializer order; `?` marks a field JSON may leave out.
STRUCTS = """
Attachment(body: String, contentEncoding: AttachmentContentEncoding, fileName: String?, mediaType: String,
  source: Source?, testCaseStartedId: String?, testStepId: String?, url: String?, testRunStartedId: String?,
  testRunHookStartedId: String?, timestamp: Timestamp?)
Background(location: Location, keyword: String, name: String, description: String, steps: [Step], id: String)
Ci(name: String, url: String?, buildNumber: String?, git: Git?)
Comment(location: Location, text: String)
Duration(seconds: Int, nanos: Int)
Examples(location: Location, tags: [Tag], keyword: String, name: String, description: String,
  tableHeader: TableRow?, tableBody: [TableRow], id: String)
Exception(type: String, message: String?, stackTrace: String?)
Feature(location: Location, tags: [Tag], language: String, keyword: String?, name: String, description: String,
  children: [FeatureChild])
GherkinDataTable(location: Location, rows: [TableRow])
GherkinDocString(location: Location, mediaType: String?, content: String, delimiter: String)
GherkinDocument(uri: String?, feature: Feature?, comments: [Comment])
Git(remote: String, revision: String, branch: String?, tag: String?)
JavaMethod(className: String, methodName: String, methodParameterTypes: [String])
JavaStackTraceElement(className: String, fileName: String, methodName: String)
Hook(id: String, name: String?, sourceReference: SourceReference, tagExpression: String?, type: HookType?)
Location(line: Int, column: Int?)
Meta(protocolVersion: String, implementation: MetaProduct, runtime: MetaProduct, os: MetaProduct,
  cpu: MetaProduct, ci: Ci?)
MetaProduct(name: String, version: String?)
ParameterTypeDeclaration(id: String, name: String, regularExpressions: [String],
  preferForRegularExpressionMatch: Bool, useForSnippets: Bool, sourceReference: SourceReference?)
ParseError(source: SourceReference, message: String)
Pickle(id: String, uri: String, location: Location?, name: String, language: String, steps: [PickleStep],
  tags: [PickleTag], astNodeIds: [String])
PickleDocString(mediaType: String?, content: String, argumentIndex: Int?)
PickleStep(argument: PickleStepArgument?, astNodeIds: [String], id: String, type: PickleStepType?, text: String)
PickleStepArgument(docString: PickleDocString?, dataTable: PickleTable?)
PickleTable(rows: [PickleTableRow], argumentIndex: Int?)
PickleTableCell(value: String)
PickleTableRow(cells: [PickleTableCell])
PickleTag(name: String, astNodeId: String)
Rule(location: Location, tags: [Tag], keyword: String, name: String, description: String,
  children: [RuleChild], id: String)
Scenario(location: Location, tags: [Tag], keyword: String, name: String, description: String, steps: [Step],
  examples: [Examples], id: String)
Snippet(language: String, code: String)
Source(uri: String, data: String, mediaType: SourceMediaType)
SourceReference(uri: String?, location: Location?, javaMethod: JavaMethod?,
  javaStackTraceElement: JavaStackTraceElement?)
Step(location: Location, keyword: String, keywordType: StepKeywordType?, text: String,
  docString: GherkinDocString?, dataTable: GherkinDataTable?, id: String)
StepDefinition(id: String, pattern: StepDefinitionPattern, sourceReference: SourceReference)
StepDefinitionPattern(source: String, type: StepDefinitionPatternType)
StepMatchArgument(group: StepMatchGroup, parameterTypeName: String?)
StepMatchArgumentsList(stepMatchArguments: [StepMatchArgument])
StepMatchGroup(children: [StepMatchGroup]?, start: Int?, value: String?)
Suggestion(id: String, pickleStepId: String, snippets: [Snippet])
TableCell(location: Location, value: String)
TableRow(location: Location, cells: [TableCell], id: String)
Tag(location: Location, name: String, id: String)
TestCase(id: String, pickleId: String, testSteps: [TestStep], testRunStartedId: String?)
TestCaseFinished(testCaseStartedId: String, timestamp: Timestamp, willBeRetried: Bool)
TestCaseStarted(attempt: Int, id: String, testCaseId: String, workerId: String?, timestamp: Timestamp)
TestRunFinished(message: String?, success: Bool, timestamp: Timestamp, exception: Exception?,
  testRunStartedId: String?)
TestRunHookFinished(testRunHookStartedId: String, result: TestStepResult, timestamp: Timestamp)
TestRunHookStarted(id: String, testRunStartedId: String, hookId: String, timestamp: Timestamp)
TestRunStarted(timestamp: Timestamp, id: String?)
TestStep(id: String, hookId: String?, pickleStepId: String?, stepDefinitionIds: [String]?,
  stepMatchArgumentsLists: [StepMatchArgumentsList]?)
TestStepFinished(testCaseStartedId: String, testStepId: String, testStepResult: TestStepResult,
  timestamp: Timestamp)
TestStepResult(duration: Duration, message: String?, status: TestStepResultStatus, exception: Exception?)
TestStepStarted(testCaseStartedId: String, testStepId: String, timestamp: Timestamp)
Timestamp(seconds: Int, nanos: Int)
UndefinedParameterType(expression: String, name: String)
"""


class Field:
    def __init__(self, name, type_text):
        self.name = name
        self.optional = type_text.endswith("?")
        self.type = type_text.rstrip("?")
        self.element = self.type[1:-1] if self.type.startswith("[") else None

    @property
    def swift_type(self):
        return self.type + ("?" if self.optional else "")


def parse_structs(text):
    structs = []
    for match in re.finditer(r"(\w+)\(([^)]*)\)", text):
        fields = [Field(*[part.strip() for part in item.split(":")]) for item in match.group(2).split(",")]
        structs.append((match.group(1), fields))
    return structs


def parse_one_of(text):
    result = []
    for declaration in re.split(r"\n(?=\w)", text.strip()):
        name, alternatives = declaration.split("=")
        cases = [tuple(part.strip() for part in item.split(":")) for item in alternatives.split("|")]
        result.append((name.strip(), cases))
    return result


def header(what):
    return (
        "// Generated by Sources/CucumberMessages/generate-messages.py from its message table. Do not edit.\n"
        "// Regenerate: python3 Sources/CucumberMessages/generate-messages.py\n\n" + what + "\n"
    )


def writer_value(field):
    """The expression `JSONWriter.field` takes for a field: enums by their raw value."""
    if field.type in ENUMS:
        return field.name + ("?.rawValue" if field.optional else ".rawValue")
    return field.name


def writers(structs, one_ofs):
    out = [header(
        "// Keys in sorted order, optionals left out when nil: byte for byte what Foundation's JSONEncoder writes with\n"
        "// sorted keys (EnvelopeConformanceTests holds every envelope of the shared suites to it)."
    )]
    for name, fields in structs:
        out.append(f"extension {name}: DirectJSON {{\n    func writeJSON(to json: inout JSONWriter) {{\n        json.object {{\n")
        for field in sorted(fields, key=lambda f: f.name):
            out.append(f'            $0.field("{field.name}", {writer_value(field)})\n')
        out.append("        }\n    }\n}\n\n")
    for name, cases in one_ofs:
        out.append(f"extension {name}: DirectJSON {{\n    func writeJSON(to json: inout JSONWriter) {{\n        json.object {{ json in\n            switch self {{\n")
        for case, _ in cases:
            # `case let`, here and in the encoders: these encode one node's union and walk nothing, so a search for a
            # rule bound the other way finds the walks of a document alone (`GherkinDocumentWalk`).
            out.append(f'            case let .{case}(message): json.field("{case}", message)\n')
        out.append("            }\n        }\n    }\n}\n\n")
    for name, cases in one_ofs:
        if name != "Envelope":
            continue
        out.append("extension Envelope {\n    /// The name of the message this envelope holds, as it appears in JSON.\n")
        out.append("    public var name: String {\n        switch self {\n")
        for case, _ in cases:
            out.append(f'        case .{case}: "{case}"\n')
        out.append("        }\n    }\n}\n\n")
    return "".join(out).rstrip("\n") + "\n"


def member_switch(cases, default):
    """A loop over an object's members, one `case` per known key, that names the key of a member it cannot read."""
    lines = ["        for member in try node.members() {", "            do throws(MessageDecodingError) {", "                switch member.key {"]
    lines += [f"                case {case}" for case in cases]
    lines += [f"                default: {default}", "                }", "            } catch {",
              "                throw error.inside(member.key)", "            }", "        }"]
    return "\n".join(lines) + "\n"


def reader_opening(protocol, comment):
    """A readers file's header and its enums' conformances to `protocol`."""
    return [header(comment)] + [f"extension {name}: {protocol} {{}}\n" for name in ENUMS] + ["\n"]


def reader_start(name, protocol, initializer, fields):
    """A struct's reader up to its fields, each an optional local until every member was read."""
    return [f"extension {name}: {protocol} {{\n", f"    {initializer} {{\n"] + \
        [f"        var {field.name}: {field.type}?\n" for field in fields]


def readers(structs, one_ofs):
    out = reader_opening("JSONReadable",
        "// Each message reads itself from a parsed tree: members matched by key in one pass, unknown keys ignored (a\n"
        "// newer protocol may add fields), null taken as absent, and a fault named with its path."
    )
    for name, fields in structs:
        out += reader_start(name, "JSONReadable", "init(json node: JSONNode) throws(MessageDecodingError)", fields)
        out.append(member_switch([f'"{field.name}": {field.name} = try member.value.read()' for field in fields], "break"))
        arguments = []
        for field in fields:
            if field.optional:
                arguments.append(f"{field.name}: {field.name}")
            else:
                arguments.append(f'{field.name}: try JSONNode.required({field.name}, "{field.name}")')
        out.append(f"        self.init(\n            " + ",\n            ".join(arguments) + "\n        )\n")
        out.append("    }\n}\n\n")
    for name, cases in one_ofs:
        names = ", ".join(f"'{case}'" for case, _ in cases)
        out.append(f"extension {name}: JSONReadable {{\n")
        out.append("    init(json node: JSONNode) throws(MessageDecodingError) {\n")
        out.append(member_switch([f'"{case}": self = .{case}(try {type_name}(json: member.value)); return' for case, type_name in cases], "continue"))
        if name == "Envelope":
            out.append("        throw .unknownMessage(keys: try node.members().map(\\.key))\n")
        else:
            out.append(f'        throw .invalid("expected one of {names}")\n')
        out.append("    }\n}\n\n")
    return "".join(out).rstrip("\n") + "\n"


def scanners(structs, one_ofs):
    out = reader_opening("JSONScannable",
        "// Each message reads itself straight from the text, the fast path of MessageDecoder: members matched by key\n"
        "// as bytes, unknown keys passed over as the tree reads them, null taken as absent. Anything else gives nil,\n"
        "// and the line is read again through the tree (JSONReadable+Messages.swift), which names the fault."
    )
    for name, fields in structs:
        out += reader_start(name, "JSONScannable", "init?(scanning json: inout JSONScanner)", fields)
        out.append("        guard json.enter(UInt8(ascii: \"{\")) else { return nil }\n")
        out.append("        var first = true\n")
        out.append("        while let key = json.nextKey(&first) {\n")
        for position, field in enumerate(fields):
            keyword = "if" if position == 0 else "} else if"
            out.append(f'            {keyword} key == "{field.name}" {{\n')
            out.append(f"                guard json.read(&{field.name}) else {{ return nil }}\n")
        out.append("            } else {\n                guard json.skipUnknown() else { return nil }\n            }\n")
        out.append("        }\n")
        required = [field.name for field in fields if not field.optional]
        guards = ", ".join(["json.failure == nil"] + [f"let {name}" for name in required])
        out.append(f"        guard {guards} else {{ return nil }}\n")
        arguments = ", ".join(f"{field.name}: {field.name}" for field in fields)
        out.append(f"        self.init({arguments})\n")
        out.append("    }\n}\n\n")
    for name, cases in one_ofs:
        out.append(f"extension {name}: JSONScannable {{\n")
        out.append("    init?(scanning json: inout JSONScanner) {\n")
        out.append(f"        var read: {name}?\n")
        out.append("        guard json.enter(UInt8(ascii: \"{\")) else { return nil }\n")
        out.append("        var first = true\n")
        out.append("        while let key = json.nextKey(&first) {\n")
        out.append("            // The first known key is the message, as the tree takes it; the rest are checked and passed over.\n")
        for position, (case, type_name) in enumerate(cases):
            keyword = "if" if position == 0 else "} else if"
            out.append(f'            {keyword} read == nil, key == "{case}" {{\n')
            out.append(f"                guard let message = {type_name}(scanning: &json) else {{ return nil }}\n")
            out.append(f"                read = .{case}(message)\n")
        out.append("            } else {\n                guard json.skipUnknown() else { return nil }\n            }\n")
        out.append("        }\n")
        out.append("        guard json.failure == nil, let read else { return nil }\n")
        out.append("        self = read\n")
        out.append("    }\n}\n\n")
    return "".join(out).rstrip("\n") + "\n"


def codables(structs, one_ofs):
    out = [header(
        "import Foundation\n\n"
        "// Codable for programs that hand messages to Foundation's coders; bdd itself reads and writes through\n"
        "// JSONReadable and DirectJSON. The same JSON: optionals left out when nil, an enum by its raw value, a\n"
        "// one-of as an object with one member naming it."
    )]
    for name in ENUMS:
        out.append(f"extension {name}: Codable {{}}\n")
    out.append("\n")
    for name, fields in structs:
        keys = ", ".join(field.name for field in fields)
        out.append(f"extension {name}: Codable {{\n")
        out.append(f"    private enum CodingKeys: String, CodingKey {{\n        case {keys}\n    }}\n\n")
        out.append("    public init(from decoder: any Decoder) throws {\n")
        out.append("        let container = try decoder.container(keyedBy: CodingKeys.self)\n")
        arguments = []
        for field in fields:
            method = "decodeIfPresent" if field.optional else "decode"
            arguments.append(f"{field.name}: try container.{method}({field.type}.self, forKey: .{field.name})")
        out.append("        self.init(\n            " + ",\n            ".join(arguments) + "\n        )\n    }\n\n")
        out.append("    public func encode(to encoder: any Encoder) throws {\n")
        out.append("        var container = encoder.container(keyedBy: CodingKeys.self)\n")
        for field in fields:
            method = "encodeIfPresent" if field.optional else "encode"
            out.append(f"        try container.{method}({field.name}, forKey: .{field.name})\n")
        out.append("    }\n}\n\n")
    for name, cases in one_ofs:
        keys = ", ".join(case for case, _ in cases)
        what = "an envelope holds no known message" if name == "Envelope" else \
            "expected one of " + ", ".join(f"'{case}'" for case, _ in cases)
        out.append(f"extension {name}: Codable {{\n")
        out.append(f"    private enum CodingKeys: String, CodingKey {{\n        case {keys}\n    }}\n\n")
        out.append("    public init(from decoder: any Decoder) throws {\n")
        out.append("        let container = try decoder.container(keyedBy: CodingKeys.self)\n")
        for case, type_name in cases:
            out.append(f"        if let message = try container.decodeIfPresent({type_name}.self, forKey: .{case}) {{\n")
            out.append(f"            self = .{case}(message)\n            return\n        }}\n")
        out.append("        throw DecodingError.dataCorrupted(DecodingError.Context(\n")
        out.append(f'            codingPath: decoder.codingPath, debugDescription: "{what}"\n        ))\n    }}\n\n')
        out.append("    public func encode(to encoder: any Encoder) throws {\n")
        out.append("        var container = encoder.container(keyedBy: CodingKeys.self)\n")
        out.append("        switch self {\n")
        for case, _ in cases:
            out.append(f"        case let .{case}(message): try container.encode(message, forKey: .{case})\n")
        out.append("        }\n    }\n}\n\n")
    return "".join(out).rstrip("\n") + "\n"


def declaration_differences(structs, one_ofs):
    """Where the table and the hand-written Swift declarations beside this file disagree, in words."""
    differences = []

    def source(name):
        path = os.path.join(DEFAULT_OUTPUT, name + ".swift")
        if not os.path.exists(path):
            differences.append(f"{name}: no {name}.swift")
            return ""
        with open(path, encoding="utf-8") as f:
            return f.read()

    for name, fields in structs:
        # A field may be stored as it is or computed over a compact storage (`public var line: Int {`).
        declared = re.findall(r"^    public (?:var|let) (\w+): ([^\s=]+)(?: \{)?$", source(name), re.M)
        written = [(field.name, field.swift_type) for field in fields]
        if declared != written:
            differences.append(f"{name}: the table has {written}, the struct declares {declared}")
    for name, cases in one_ofs:
        declared = re.findall(r"^    case (\w+)\((\w+)\)$", source(name), re.M)
        if declared != list(cases):
            differences.append(f"{name}: the table has {list(cases)}, the enum declares {declared}")
    for name in ENUMS:
        if not re.search(r"public enum " + name + r": String\b", source(name)):
            differences.append(f"{name}: not declared as an enum with String raw values")
    return differences


def main(argv):
    output = argv[1] if len(argv) > 1 else DEFAULT_OUTPUT
    structs = parse_structs(STRUCTS)
    one_ofs = parse_one_of(ONE_OF)
    # A field declared in Swift but missing here would be dropped from the JSON without a word: refuse instead.
    differences = declaration_differences(structs, one_ofs)
    if differences:
        sys.exit("generate-messages.py: the table disagrees with the Swift declarations:\n  " + "\n  ".join(differences))
    for file_name, text in [
        ("DirectJSON+Messages.swift", writers(structs, one_ofs)),
        ("JSONScannable+Messages.swift", scanners(structs, one_ofs)),
        ("JSONReadable+Messages.swift", readers(structs, one_ofs)),
        ("Codable+Messages.swift", codables(structs, one_ofs)),
    ]:
        with open(os.path.join(output, file_name), "w", encoding="utf-8") as f:
            f.write(text)


if __name__ == "__main__":
    main(sys.argv)
