import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The running process itself.
package enum CurrentProcess {
    /// Its id.
    package static var identifier: Int32 { getpid() }

    /// The path of its executable: on Linux the kernel's link, which names the file even when it was started
    /// through another link; elsewhere what the main bundle says.
    package static var executablePath: String? {
        #if os(Linux)
        if let path = FileSystem.destinationOfLink("/proc/self/exe") { return path }
        #endif
        return Bundle.main.executablePath
    }

    /// Ends it at once with `status`, running no exit handler: for a worker whose coordinator is gone.
    package static func exitNow(_ status: Int32) -> Never {
        _exit(status)
    }

    /// Moves standard output to a new descriptor, returned, and makes standard error stand in its place, so that
    /// whatever code in the process prints goes to standard error and the new descriptor carries only what is
    /// written to it on purpose.
    package static func setStandardOutputAside() throws(SystemError) -> Int32 {
        let kept = dup(FileDescriptor.standardOutput)
        guard kept >= 0 else { throw SystemError.last }
        try FileDescriptor.replace(FileDescriptor.standardOutput, with: FileDescriptor.standardError)
        return kept
    }
}
