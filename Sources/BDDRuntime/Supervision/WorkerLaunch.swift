import Foundation

/// How the coordinator starts a worker: an executable that calls `BDD.main` with the same step library, given the
/// worker-mode argument first.
public struct WorkerLaunch: Sendable, Hashable {
    /// The argument that makes `BDD.main` a worker; users never type it.
    public static let modeArgument = "__bdd-worker"

    /// The executable to start.
    public var executable: String
    /// The arguments after the program name; the first is `modeArgument`.
    public var arguments: [String]

    /// A launch of `executable` in worker mode.
    public init(executable: String) {
        self.executable = executable
        self.arguments = [Self.modeArgument]
    }

    /// The setting that makes the Swift runtime print a crashed worker's backtrace to its standard error: the line of
    /// the step that crashed comes from there. Linux's runtime prints it by default; macOS's only to a terminal.
    static let backtraceSetting = "SWIFT_BACKTRACE=enable=yes,interactive=no"

    /// A worker's environment: the coordinator's `environment` (`NAME=value` each), with the backtrace setting
    /// unless the user chose one.
    static func workerEnvironment(_ environment: [String]) -> [String] {
        environment.contains { $0.hasPrefix("SWIFT_BACKTRACE=") } ? environment : environment + [backtraceSetting]
    }

    /// The running executable itself: workers are the same program, so they have the same steps.
    public static var currentExecutable: WorkerLaunch? {
        #if os(Linux)
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return WorkerLaunch(executable: path)
        }
        #endif
        return Bundle.main.executablePath.map(WorkerLaunch.init(executable:))
    }
}
