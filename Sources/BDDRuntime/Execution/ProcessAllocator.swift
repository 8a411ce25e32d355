import OperatingSystem

/// The C allocator's settings for a run's processes, which make and free millions of small message values on
/// several threads: an executable's choice, made first thing in its `main.swift` (see Documentation/Tuning.md).
public enum ProcessAllocator {
    /// Applies the settings to this process; true when the allocator took every one (false where it is not glibc).
    @discardableResult
    public static func tuneForRun() -> Bool {
        AllocatorSettings.applyForRun()
    }
}
