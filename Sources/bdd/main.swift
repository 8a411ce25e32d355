import BDDCommandLine
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Subcommand dispatch; the coordinator merges the other subcommands in here.
let arguments = Array(CommandLine.arguments.dropFirst())

if arguments.first == "format" {
    let status = FormatCommand.run(
        arguments: Array(arguments.dropFirst()),
        standardInput: { String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self) },
        standardOutput: { FileHandle.standardOutput.write(Data($0.utf8)) },
        standardError: { FileHandle.standardError.write(Data($0.utf8)) },
        colored: ConsoleColor.isEnabled(isTerminal: isatty(STDOUT_FILENO) == 1, environment: ProcessInfo.processInfo.environment)
    )
    exit(status)
}

if arguments.first == "gherkin" {
    // Envelopes are buffered: one write per line would make large files slow to print.
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
}

print("bdd: not yet implemented")
