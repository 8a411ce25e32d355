import BDDLanguageServer
import BDDRuntime
import Foundation

extension FuzzHarness {
    /// Drives `bdd lsp`'s message handling. An input whose first byte is even is the client's byte stream itself
    /// (frames, mutated JSON, garbage), after an `initialize`: every request the stream holds before `exit` must be
    /// answered, with a result or an error. An odd first byte makes the rest an `EditScript` (documents opened,
    /// changed with ranges out of bounds or splitting a surrogate pair, closed, asked about when closed, versions
    /// out of order): every request answered, and each open document's text the one the edits give.
    public static let languageServer = FuzzHarness(
        name: "language-server",
        check: { input throws(PropertyViolation) in
            guard let mode = input.first else { return }
            let rest = Array(input.dropFirst())
            let result: PropertyViolation? = MainActor.assumeIsolated {
                do {
                    if mode % 2 == 0 { try LanguageServerSession.stream(rest) } else { try LanguageServerSession.script(EditScript(rest)) }
                    return nil
                } catch let violation as PropertyViolation {
                    return violation
                } catch {
                    return PropertyViolation("\(error)")
                }
            }
            if let result { throw result }
        },
        seeds: { conformance in
            SeedFiles.contents(under: conformance.appendingPathComponent("gherkin/good"), endingWith: [".feature"]).flatMap { feature in
                [[0] + LanguageServerSession.seedStream(opening: feature), [1] + EditScript.seed(opening: feature)]
            }
        }
    )
}
