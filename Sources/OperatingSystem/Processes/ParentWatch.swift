import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Ends a worker whose coordinator died (killed with SIGKILL, say), even while a step spins: an orphan would
/// otherwise go on forever.
package enum ParentWatch {
    /// Starts the watch on a thread of its own, for the rest of the process's life.
    package static func start() {
        let parent = getppid()
        let thread = Thread {
            while true {
                usleep(200_000)
                if getppid() != parent { _exit(1) }
            }
        }
        thread.start()
    }
}
