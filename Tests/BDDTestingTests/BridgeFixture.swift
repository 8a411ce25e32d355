import BDDRuntime
import Foundation
import TestSupport

/// A package of its own in a temporary folder (a `Package.swift` and `Features/`), as another team's would be, and
/// the steps of its counter.
struct BridgeFixture {
    let folder = TemporaryFolder()

    /// Where a test file of the package would be: relative feature paths start from the folder above it with a `Package.swift`.
    var testFile: String { folder.file("Tests/CounterTests/CounterTests.swift") }

    init(features: [String: String]) {
        write("// swift-tools-version: 6.0\n", to: "Package.swift")
        for (name, text) in features { write(text, to: "Features/" + name) }
    }

    func write(_ text: String, to relativePath: String) {
        let path = folder.file(relativePath)
        try? FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
    }

    static let counter = """
        Feature: Counter

          Scenario: One increment
            Given a counter at 1
            When it is incremented
            Then it reads 2

          @slow
          Scenario Outline: Several increments
            Given a counter at <start>
            When it is incremented
            Then it reads <end>

            Examples:
              | start | end |
              | 1     | 2   |
              | 5     | 6   |

          Rule: Mistakes are told

            Scenario: A wrong expectation
              Given a counter at 1
              When it is incremented
              Then it reads 3
              And it is incremented

            Scenario: A step nobody wrote
              Given a counter at 1
              When it is doubled

        """

    static var steps: StepLibrary {
        var steps = StepLibrary()
        steps.given("a counter at {int}") { (counter: Counter, value: Int) in counter.value = value }
        steps.when("it is incremented") { (counter: Counter) in counter.value += 1 }
        steps.then("it reads {int}") { (counter: Counter, value: Int) in try expectEqual(counter.value, value) }
        return steps
    }
}

final class Counter: World {
    var value = 0
}
