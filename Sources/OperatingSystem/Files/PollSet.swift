#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Descriptors waited on together for input, kept from one wait to the next so a loop that waits thousands of
/// times makes its list once. Read by index after a wait, with no closure, since the loop calls it for every batch
/// of events.
package struct PollSet {
    @usableFromInline
    package var entries: [pollfd] = []

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

    /// Waits until a descriptor has input (or its end), or `timeout` milliseconds pass (-1: no limit); false when
    /// none has.
    @discardableResult
    package mutating func wait(timeout: Int32) -> Bool {
        poll(&entries, nfds_t(entries.count), timeout) > 0
    }

    /// How many descriptors were added.
    @inlinable
    package var count: Int { entries.count }

    /// The descriptor added `index`-th.
    @inlinable
    package func descriptor(at index: Int) -> Int32 { entries[index].fd }

    /// Whether the last wait found input (or the end) at the descriptor added `index`-th.
    @inlinable
    package func hasInput(at index: Int) -> Bool { entries[index].revents != 0 }
}
