import BDDRuntime
import Foundation

/// The server fed the bytes a client writes and answering in memory: `bdd lsp`'s message loop without its standard
/// streams, for the fuzz harness and any host that carries the protocol itself.
@MainActor
public final class LanguageServerEndpoint {
    private var framer = MessageFramer()
    private let cancelled = CancelledRequests()
    private var server: LanguageServer!
    private var sent: [JSONValue] = []

    /// A server answering from `steps`; with `readsFolders` false it reads no workspace folder from the disk.
    public init(steps: StepLibrary, readsFolders: Bool = true) throws {
        let catalog = try StepCatalog(library: steps)
        server = LanguageServer(catalog: catalog, cancelled: cancelled, readsFolders: readsFolders, send: { [unowned self] in sent.append($0) })
    }

    /// The status `exit` set: nil until the client sends it, and from then on input is no longer read.
    public var exitStatus: Int32? { server.exitStatus }

    /// Hands `bytes` to the server as the next part of the client's stream; returns the messages it sent, as JSON.
    public func receive(_ bytes: [UInt8]) -> [Data] {
        framer.append(bytes)
        while exitStatus == nil, let frame = framer.next() {
            switch StandardIOChannel.inbound(for: frame, noting: cancelled) {
            case .message(let message): server.handle(message)
            case .unreadable(let error): server.handleUnreadable(error)
            }
        }
        defer { sent.removeAll() }
        return sent.map { $0.encoded() }
    }

    /// The text the server holds for `uri`, or nil when it knows no such document.
    public func documentText(_ uri: String) -> String? {
        server.documentText(uri)
    }

    /// `body` framed as the protocol frames a message.
    nonisolated public static func frame(_ body: [UInt8]) -> [UInt8] {
        MessageFramer.frame(body)
    }
}
