#if canImport(Glibc)
import Glibc
#endif

/// The C allocator's settings for a run's processes, which make and free millions of small message values on
/// several threads.
///
/// With glibc's defaults, three costs showed in a profile of a 35,000 scenario run: merging the "fast bins" of
/// small freed blocks whenever a larger block was asked for, growing and shrinking the planning thread's heap a
/// few pages at a time (an `mprotect` and page faults each time), and mapping each block over 128 KB (the JUnit
/// report's 1 MB blocks, a growing array's new storage) afresh. What these settings save and cost is measured in
/// Tests/Benchmarks/README.md.
package enum AllocatorSettings {
    /// Applies the settings to this process; true when the allocator took every one (false where it is not glibc).
    @discardableResult
    package static func applyForRun() -> Bool {
        #if canImport(Glibc)
        // malloc.h is not part of the Glibc module: the function is found by name, and its options are their values.
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "mallopt") else { return false }
        let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
        let fastBinLimit: Int32 = 1, trimThreshold: Int32 = -1, topPad: Int32 = -2, mapThreshold: Int32 = -3
        let settings: [(option: Int32, value: Int32)] = [
            // No fast bins: a small freed block is merged with its neighbours at once, not all together later.
            (fastBinLimit, 0),
            // Freed memory stays with the process, and the heap grows by 64 MB at a time.
            (trimThreshold, 256 << 20),
            (topPad, 64 << 20),
            // Blocks up to 32 MB come from the heap, not from a mapping of their own.
            (mapThreshold, 32 << 20),
        ]
        // Each is tried, whatever became of the one before: one the allocator refuses leaves the others standing.
        return settings.reduce(true) { tookAll, setting in mallopt(setting.option, setting.value) == 1 && tookAll }
        #else
        return false
        #endif
    }
}
