#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What the system keeps of a crashed process: a worker's crash is reported by its coordinator, at the step that
/// crashed, so the system's own crash report, dialog or core file would only pile up, one per crashed worker.
package enum CrashReports {
    /// Asks the system to keep nothing when this process crashes; true when it agreed.
    @discardableResult
    package static func turnOffForThisProcess() -> Bool {
        #if canImport(Darwin)
        // ReportCrash hears of a crash through the task's corpse-notification exception port: with none, it writes
        // no report and shows no dialog. The process still ends by its signal, which the coordinator reads.
        return task_set_exception_ports(
            mach_task_self_, exception_mask_t(EXC_MASK_CORPSE_NOTIFY), mach_port_t(MACH_PORT_NULL), EXCEPTION_DEFAULT, THREAD_STATE_NONE
        ) == KERN_SUCCESS
        #else
        // A core limit of one byte writes no core file, and unlike a limit of zero it also stops a core handler
        // that the kernel pipes cores to (systemd-coredump, apport).
        var limit = rlimit()
        guard getrlimit(coreResource, &limit) == 0 else { return false }
        limit.rlim_cur = min(limit.rlim_max, 1)
        return setrlimit(coreResource, &limit) == 0
        #endif
    }

    /// Whether a crash of this process would leave nothing behind: what a worker's own step can check.
    package static var areTurnedOffForThisProcess: Bool {
        #if canImport(Darwin)
        let room = Int(EXC_TYPES_COUNT)
        var masks = [exception_mask_t](repeating: 0, count: room)
        var ports = [mach_port_t](repeating: 0, count: room)
        var behaviors = [exception_behavior_t](repeating: 0, count: room)
        var flavors = [thread_state_flavor_t](repeating: 0, count: room)
        var count = mach_msg_type_number_t(room)
        let asked = task_get_exception_ports(
            mach_task_self_, exception_mask_t(EXC_MASK_CORPSE_NOTIFY), &masks, &count, &ports, &behaviors, &flavors
        )
        return asked == KERN_SUCCESS && ports.prefix(Int(count)).allSatisfy { $0 == mach_port_t(MACH_PORT_NULL) }
        #else
        var limit = rlimit()
        return getrlimit(coreResource, &limit) == 0 && limit.rlim_cur <= 1
        #endif
    }

    #if !canImport(Darwin)
    private static var coreResource: __rlimit_resource_t { __rlimit_resource_t(RLIMIT_CORE.rawValue) }
    #endif
}
