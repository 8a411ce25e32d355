#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The calling process's environment, read and changed in place, as a child started later inherits it.
package enum EnvironmentVariables {
    /// The value of `name`; nil when it is not set.
    package static func value(of name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// Sets `name` to `value`, or unsets it when `value` is nil.
    package static func set(_ name: String, to value: String?) {
        if let value { setenv(name, value, 1) } else { unsetenv(name) }
    }
}
