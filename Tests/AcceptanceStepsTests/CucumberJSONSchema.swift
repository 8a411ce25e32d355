import Foundation
import TestSupport
import XCTest

/// Checks a Cucumber JSON report against the shared suite's `cucumber-jvm.schema.json`, with python3's `jsonschema`.
enum CucumberJSONSchema {
    private static let script = """
    import json, sys
    try:
        import jsonschema
    except ImportError:
        sys.exit(3)
    schema = json.load(open(sys.argv[1]))
    for e in sorted(jsonschema.Draft7Validator(schema).iter_errors(json.load(sys.stdin)), key=lambda e: list(e.path)):
        print("/".join(map(str, e.path)) + ": " + e.message[:200])
    """

    /// Each way `report` breaks the schema (`path: message`); skips the test when the schema, python3 or
    /// `jsonschema` is missing.
    static func problems(in report: String) throws -> [String] {
        let suite = try ConformanceDirectory.suite("cucumber-json")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, suite.appendingPathComponent("cucumber-jvm.schema.json").path]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        do { try process.run() } catch { throw XCTSkip("python3 cannot be run: \(error)") }
        input.fileHandleForWriting.write(Data(report.utf8))
        try input.fileHandleForWriting.close()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        switch process.terminationStatus {
        case 127: throw XCTSkip("needs python3 with the jsonschema package: python3 is not installed")
        case 3: throw XCTSkip("needs python3 with the jsonschema package (pip install jsonschema)")
        case 0: return String(decoding: printed, as: UTF8.self).split(separator: "\n").map(String.init)
        default: return ["the schema check could not read the report (exit \(process.terminationStatus))"]
        }
    }
}
