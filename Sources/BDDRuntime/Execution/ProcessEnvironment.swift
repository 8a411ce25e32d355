import Foundation
import OperatingSystem

/// This process's environment, changed for an in-process run's steps and put back after it: what `beforeRun` hooks
/// set reaches a step that reads `ProcessInfo.processInfo.environment`, as it reaches a worker's.
enum ProcessEnvironment {
    /// Sets `values`; returns what they replaced (nil where a variable was not set), for `restore(_:)`.
    static func set(_ values: [String: String]) -> [String: String?] {
        var previous: [String: String?] = [:]
        for (name, value) in values {
            // Through `updateValue`: a subscript's nil would drop the name, and it would never be unset.
            previous.updateValue(EnvironmentVariables.value(of: name), forKey: name)
            EnvironmentVariables.set(name, to: value)
        }
        return previous
    }

    /// Puts back what `set(_:)` replaced.
    static func restore(_ previous: [String: String?]) {
        for (name, value) in previous {
            EnvironmentVariables.set(name, to: value)
        }
    }
}
