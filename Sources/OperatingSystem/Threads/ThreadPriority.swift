#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The scheduling priority of the calling thread, for work that must not slow the run it serves (a report written
/// beside the run).
package enum ThreadPriority {
    /// Puts the calling thread behind the process's other threads; true when the system took it.
    @discardableResult
    package static func lowerCurrentThread() -> Bool {
        #if canImport(Darwin)
        // Darwin schedules threads by quality of service; a nice value there is the whole process's.
        pthread_set_qos_class_self_np(QOS_CLASS_UTILITY, 0) == 0
        #else
        // On Linux a nice value is the calling thread's own (who 0), and 10 is what `nice` gives by default.
        setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 10) == 0
        #endif
    }
}
