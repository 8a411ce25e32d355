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

print("bdd: not yet implemented")
