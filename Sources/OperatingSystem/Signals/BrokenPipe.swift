#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// SIGPIPE, which by default ends a process that writes to a pipe nobody reads.
package enum BrokenPipe {
    /// From now on a write to a closed pipe fails with an error to report, rather than ending the process.
    package static func ignore() {
        _ = Glue.signal(SIGPIPE, SIG_IGN)
    }
}
