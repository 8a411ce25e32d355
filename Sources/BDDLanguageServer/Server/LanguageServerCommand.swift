import BDDRuntime
import Foundation

/// `bdd lsp`: the language server over standard input and output, answering from the step library compiled into
/// the executable it runs in.
public enum LanguageServerCommand {
    /// The one-line usage.
    public static let usage = "bdd lsp"

    /// Serves one client until it sends `exit` or closes standard input; returns the exit status the protocol
    /// asks for (0 after `shutdown`, 1 otherwise). Logs go to `standardError`: standard output is the protocol's.
    @MainActor
    public static func run(arguments: [String], steps: () -> StepLibrary, standardOutput: (String) -> Void, standardError: @escaping (String) -> Void) async -> Int32 {
        if arguments == ["--help"] || arguments == ["-h"] {
            standardOutput(helpText)
            return 0
        }
        guard arguments.isEmpty || arguments == ["--stdio"] else {
            standardError("Error: Unknown argument '\(arguments[0])'\nUsage: \(usage)\nSee 'bdd lsp --help' for more information.\n")
            return 2
        }
        let log = { (line: String) in standardError("bdd lsp: \(line)\n") }
        let catalog: StepCatalog
        var problem: String?
        do {
            catalog = try StepCatalog(library: steps())
        } catch {
            // The features still get their syntax checked; every step then reads as undefined, and the user is told why.
            problem = "The step library cannot be used: \(error.message)"
            catalog = try! StepCatalog(library: StepLibrary())
        }
        let channel = StandardIOChannel()
        let server = LanguageServer(catalog: catalog, cancelled: channel.cancelled, executable: .current(), send: channel.send, log: log)
        if let problem { log(problem) }
        log("serving \(catalog.definitions.count) step definitions")
        for await inbound in channel.inbound() {
            switch inbound {
            case .message(let message): server.handle(message)
            case .unreadable(let error): server.handleUnreadable(error)
            }
            if let status = server.exitStatus { return status }
        }
        return 1
    }

    static let helpText = """
        OVERVIEW: A language server for feature files (Language Server Protocol 3.17, over standard input and output).

        It checks each feature as it is typed with the parser and step library of this executable: syntax errors,
        undefined and ambiguous steps; and offers completion, go to definition, hover, references, quick fixes,
        formatting, the outline and semantic colours. Point your editor's LSP client at this command.

        USAGE: \(usage)

        OPTIONS:
          --stdio                 Accepted for clients that pass it; standard input and output are always used.
          -h, --help              Shows this help.

        """
}
