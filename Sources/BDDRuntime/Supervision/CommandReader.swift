import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads the worker's standard input on a thread of its own, so a `cancel` reaches a running step at once even
/// while the main actor is busy with it; every other line is handed on in order.
final class CommandReader: Sendable {
    let lines: AsyncStream<String>

    init(cancellation: StepCancellation) {
        let (stream, continuation) = AsyncStream.makeStream(of: String.self, bufferingPolicy: .unbounded)
        lines = stream
        let thread = Thread {
            var pending: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let count = buffer.withUnsafeMutableBytes { Glue.read(STDIN_FILENO, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                if count <= 0 { break }
                pending.append(contentsOf: buffer[0..<count])
                var start = 0
                while let newline = pending[start...].firstIndex(of: UInt8(ascii: "\n")) {
                    let line = String(decoding: pending[start..<newline], as: UTF8.self)
                    start = newline + 1
                    if line.hasPrefix("cancel ") {
                        // cancel ID TIMEOUT: only the step or hook with that id is stopped, so a late cancel cannot hit the next one.
                        let words = line.split(separator: " ", maxSplits: 2)
                        if words.count == 3 {
                            cancellation.cancel(id: String(words[1]), reason: "The step ran longer than its timeout of \(words[2]) and was cancelled.")
                        }
                    } else {
                        continuation.yield(line)
                    }
                }
                pending.removeFirst(start)
            }
            continuation.finish()
        }
        thread.start()
    }
}
