#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Descriptors waited on together for input, kept from one wait to the next so a loop that waits thousands of
/// times makes its list once.
package struct PollSet {
    private var entries: [pollfd] = []

    /// An empty set.
    package init() {}

    /// Forgets every descriptor, keeping the room.
    package mutating func removeAll() {
        entries.removeAll(keepingCapacity: true)
    }

    /// Adds `fd` to wait on.
    package mutating func add(_ fd: Int32) {
        entries.append(pollfd(fd: fd, events: Int16(POLLIN), revents: 0))
    }

    /// Waits until a descriptor has input (or its end), or `timeout` milliseconds pass (-1: no limit); then
    /// calls `ready` with each descriptor that has, in the order they were added.
    package mutating func wait(timeout: Int32, _ ready: (Int32) -> Void) {
        let count = poll(&entries, nfds_t(entries.count), timeout)
        guard count > 0 else { return }
        for entry in entries where entry.revents != 0 {
            ready(entry.fd)
        }
    }
}
