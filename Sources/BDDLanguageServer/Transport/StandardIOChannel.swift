import Foundation
import OperatingSystem

/// Standard input and output as the protocol's channel: a thread of its own reads and frames the client's
/// messages, and one lock keeps each written message whole. Standard output carries the protocol only.
final class StandardIOChannel: @unchecked Sendable {
    /// What the client sent next.
    enum Inbound: Sendable {
        case message(JSONValue)
        /// Bytes that were no message: answered with JSON-RPC's parse error, and reading goes on.
        case unreadable(JSONRPCError)
    }

    /// Requests cancelled by the client, noted as soon as the cancellation is read.
    let cancelled = CancelledRequests()
    private let input: Int32
    private let output: Int32
    private let writeLock = NSLock()

    init(input: Int32 = FileDescriptor.standardInput, output: Int32 = FileDescriptor.standardOutput) {
        self.input = input
        self.output = output
    }

    /// The client's messages in the order they arrive; the stream ends when the client closes standard input.
    func inbound() -> AsyncStream<Inbound> {
        let (stream, continuation) = AsyncStream<Inbound>.makeStream()
        let thread = Thread { [self] in
            readUntilEnd(into: continuation)
            continuation.finish()
        }
        thread.name = "bdd lsp reader"
        thread.start()
        return stream
    }

    /// Writes one message, framed.
    func send(_ value: JSONValue) {
        let bytes = MessageFramer.frame(Array(value.encoded()))
        writeLock.withLock {
            // The client is gone when this fails: nothing can be told to it, and the end of its input stops the server.
            _ = FileDescriptor.writeAll(bytes, to: output)
        }
    }

    private func readUntilEnd(into continuation: AsyncStream<Inbound>.Continuation) {
        var framer = MessageFramer()
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { (try? FileDescriptor.read(input, into: $0)) ?? 0 }
            guard count > 0 else { return }
            framer.append(chunk[0..<count])
            while let frame = framer.next() {
                continuation.yield(Self.inbound(for: frame, noting: cancelled))
            }
        }
    }

    /// What a frame holds for the server; a cancellation is noted in `cancelled` as soon as it is read.
    static func inbound(for frame: MessageFramer.Frame, noting cancelled: CancelledRequests) -> Inbound {
        switch frame {
        case .malformedHeader(let detail):
            return .unreadable(.parseError(detail))
        case .body(let body):
            guard let value = try? JSONValue.parse(Data(body)) else {
                return .unreadable(.parseError("the message body is not JSON"))
            }
            if value["method"]?.string == "$/cancelRequest", let id = value["params"]?["id"] {
                cancelled.insert(id)
            }
            return .message(value)
        }
    }
}
