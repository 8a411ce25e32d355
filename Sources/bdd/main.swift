import BDDCommandLine
import Foundation

// Temporary dispatcher: only `bdd gherkin …` exists so far.
let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.first == "gherkin" else {
    FileHandle.standardError.write(Data("bdd: not yet implemented\n".utf8))
    exit(1)
}
var pending: [UInt8] = []
let status = GherkinCommand.run(
    arguments: Array(arguments.dropFirst()),
    standardOutput: { text in
        pending.append(contentsOf: text.utf8)
        if pending.count >= 1 << 16 {
            FileHandle.standardOutput.write(Data(pending))
            pending.removeAll(keepingCapacity: true)
        }
    },
    standardError: { FileHandle.standardError.write(Data($0.utf8)) }
)
FileHandle.standardOutput.write(Data(pending))
exit(status)
