#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A system call's refusal: the error number it set, and the system's words for it.
package struct SystemError: Error, Sendable, Equatable {
    /// The `errno` value.
    package let number: Int32

    /// An error of number `number`.
    package init(number: Int32) {
        self.number = number
    }

    /// The error the last failed call on this thread set.
    package static var last: SystemError { SystemError(number: errno) }

    /// The system's words for the error, as it gives them (`Permission denied`).
    package var reason: String { String(cString: strerror(number)) }

    /// The system's words starting in lower case, to follow a colon (`permission denied`).
    package var lowercasedReason: String {
        let text = reason
        return text.prefix(1).lowercased() + text.dropFirst()
    }

    /// Whether the call was interrupted by a signal before it did anything, and is simply made again.
    var isInterruption: Bool { number == EINTR }

    /// Whether the thing to be made already exists.
    package var isAlreadyThere: Bool { number == EEXIST }

    /// A descriptor that is not open.
    package static let badDescriptor = SystemError(number: EBADF)
}
