/// The name of the system this was built for, as Cucumber's `meta` message spells it.
package enum SystemName {
    /// `darwin`, `linux`, `windows` or `unknown`.
    package static var current: String {
        #if os(macOS)
        "darwin"
        #elseif os(Linux)
        "linux"
        #elseif os(Windows)
        "windows"
        #else
        "unknown"
        #endif
    }
}
