#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A C function looked up by name as the process's loaded libraries define it: for what a module does not export,
/// or a library the program may not have loaded.
package enum DynamicSymbol {
    /// The address of `name` in the process's libraries; nil when none defines it.
    package static func address(named name: String) -> UnsafeMutableRawPointer? {
        #if canImport(Darwin)
        dlsym(UnsafeMutableRawPointer(bitPattern: -2), name)  // RTLD_DEFAULT
        #else
        dlsym(nil, name)  // RTLD_DEFAULT
        #endif
    }
}
