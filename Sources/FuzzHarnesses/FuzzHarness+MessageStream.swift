import BDDCommandLine
import Formatters
import Foundation

extension FuzzHarness {
    /// Hands the input to `bdd format` as a saved message stream, once per formatter: it must render (status 0)
    /// or be refused with a message naming its line (status 2).
    public static let messageStream = FuzzHarness(
        name: "message-stream",
        check: { input throws(PropertyViolation) in
            let text = String(decoding: input, as: UTF8.self)
            for name in FormatterRegistry.standard.names {
                var errors = ""
                let status = FormatCommand.run(
                    arguments: ["--format", name], standardInput: { text }, standardOutput: { _ in }, standardError: { errors += $0 }
                )
                let refusedWithItsLine = status == 2 && errors.hasPrefix("Error: standard input, line ")
                guard status == 0 || refusedWithItsLine else {
                    throw PropertyViolation("\(name): exit status \(status) with \(errors.debugDescription)")
                }
            }
        },
        seeds: { conformance in
            SeedFiles.contents(under: conformance.appendingPathComponent("cck"), endingWith: [".ndjson"])
                + SeedFiles.contents(under: conformance.appendingPathComponent("junit"), endingWith: [".ndjson"])
        }
    )
}
