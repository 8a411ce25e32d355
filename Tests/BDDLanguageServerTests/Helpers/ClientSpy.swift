@testable import BDDLanguageServer

/// Records what the server sends, as a client would receive it.
@MainActor
final class ClientSpy {
    private(set) var messages: [JSONValue] = []

    func receive(_ message: JSONValue) {
        messages.append(message)
    }

    /// The response to request `id`.
    func response(to id: Int) -> JSONValue? {
        messages.last { $0["id"] == .int(id) && $0["method"] == nil }
    }

    /// The notifications of `method`, oldest first.
    func notifications(_ method: String) -> [JSONValue] {
        messages.filter { $0["method"]?.string == method && $0["id"] == nil }
    }

    /// The diagnostics last published for `uri`.
    func diagnostics(for uri: String) -> [JSONValue] {
        notifications("textDocument/publishDiagnostics").last { $0["params"]?["uri"]?.string == uri }?["params"]?["diagnostics"]?.array ?? []
    }
}
