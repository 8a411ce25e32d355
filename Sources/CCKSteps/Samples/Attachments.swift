import BDDRuntime
import Foundation

enum Attachments {
    static var library: StepLibrary {
        var steps = StepLibrary()
        steps.when("the string {string} is attached as {string}") { (scenario: ScenarioContext, text: String, mediaType: String) in
            scenario.attach(text, mediaType: mediaType)
        }
        steps.when("the string {string} is logged") { (scenario: ScenarioContext, text: String) in scenario.log(text) }
        steps.when("text with ANSI escapes is logged") { (scenario: ScenarioContext) in
            let colours = [("r", 31), ("a", 91), ("i", 33), ("n", 32), ("b", 34), ("o", 95), ("w", 35)]
            scenario.log("This displays a " + colours.map { "\u{1B}[\($0.1)m\($0.0)\u{1B}[0m" }.joined())
        }
        steps.when("the following string is attached as {string}:") { (scenario: ScenarioContext, mediaType: String, text: DocString) in
            scenario.attach(text.content, mediaType: mediaType)
        }
        steps.when("an array with {int} bytes is attached as {string}") { (scenario: ScenarioContext, count: Int, mediaType: String) in
            scenario.attach(Data((0..<count).map { UInt8(truncatingIfNeeded: $0) }), mediaType: mediaType)
        }
        steps.when("a PDF document is attached and renamed") { (scenario: ScenarioContext) in
            try scenario.attach(contentsOfFile: "document.pdf", mediaType: "application/pdf", fileName: "renamed.pdf")
        }
        steps.when("a link to {string} is attached") { (scenario: ScenarioContext, url: String) in scenario.link(url) }
        steps.when("the string {string} is attached as {string} before a failure") { (scenario: ScenarioContext, text: String, mediaType: String) in
            scenario.attach(text, mediaType: mediaType)
            throw Error("whoops")
        }
        return steps
    }
}
