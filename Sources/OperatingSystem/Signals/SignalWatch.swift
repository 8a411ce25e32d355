#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns SIGINT, SIGTERM and SIGHUP into bytes on a pipe the coordinator polls with its workers (the self-pipe
/// trick), and ignores SIGPIPE so a dead worker or a closed standard output is an error code, not a death.
///
/// A signal handler may do almost nothing safely; writing one byte is one of the few things it may.
package final class SignalWatch {
    static let watched: [Int32] = [SIGINT, SIGTERM, SIGHUP]
    nonisolated(unsafe) private static var writeEnd: Int32 = -1

    /// Polled for readability: a byte there is the number of a signal received.
    package let readEnd: Int32
    private var previous: [(Int32, Handler?)] = []
    private typealias Handler = @convention(c) (Int32) -> Void

    /// Starts watching; nil when the system gives no pipe.
    package init?() {
        guard let ends = try? FileDescriptor.makePipe(nonBlocking: true) else { return nil }
        readEnd = ends.read
        Self.writeEnd = ends.write
        for signal in Self.watched {
            previous.append((signal, Glue.signal(signal) { number in
                var byte = UInt8(truncatingIfNeeded: number)
                _ = Glue.write(SignalWatch.writeEnd, &byte, 1)
            }))
        }
        previous.append((SIGPIPE, Glue.signal(SIGPIPE, SIG_IGN)))
    }

    /// The next signal received, if any arrived.
    package func takeSignal() -> ProcessSignal? {
        var byte: UInt8 = 0
        return Glue.read(readEnd, &byte, 1) == 1 ? ProcessSignal(rawValue: Int32(byte)) : nil
    }

    /// Puts the previous handlers back and closes the pipe.
    package func restore() {
        for (signal, handler) in previous {
            _ = Glue.signal(signal, handler)
        }
        FileDescriptor.close(readEnd)
        FileDescriptor.close(Self.writeEnd)
        Self.writeEnd = -1
    }
}
