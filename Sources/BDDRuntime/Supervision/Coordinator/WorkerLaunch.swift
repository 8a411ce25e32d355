import OperatingSystem

/// How the coordinator starts a worker: an executable that calls `BDD.main` with the same step library, given the
/// worker-mode argument first.
public struct WorkerLaunch: Sendable, Hashable {
    /// The argument that makes `BDD.main` a worker; users never type it.
    public static let modeArgument = "__bdd-worker"

    /// The executable to start.
    public var executable: String
    /// The arguments after the program name; the first is `modeArgument`.
    public var arguments: [String]
    /// Variables a worker gets on top of the coordinator's environment (those of the run's `beforeRun` hooks).
    public var environment: [String: String] = [:]

    /// A launch of `executable` in worker mode.
    public init(executable: String) {
        self.executable = executable
        self.arguments = [Self.modeArgument]
    }

    /// The setting that makes the Swift runtime print a crashed worker's backtrace to its standard error: the line of
    /// the step that crashed comes from there. Linux's runtime prints it by default; macOS's only to a terminal.
    static let backtraceSetting = "SWIFT_BACKTRACE=enable=yes,interactive=no"

    /// A worker's environment: the coordinator's `environment` (`NAME=value` each) with `adding` in place of any
    /// variable of the same name, and the backtrace setting unless the user chose one.
    static func workerEnvironment(_ environment: [String], adding: [String: String] = [:]) -> [String] {
        let kept = adding.isEmpty ? environment : environment.filter { entry in
            adding[String(entry.prefix { $0 != "=" })] == nil
        }
        let added = adding.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        let all = kept + added
        return all.contains { $0.hasPrefix("SWIFT_BACKTRACE=") } ? all : all + [backtraceSetting]
    }

    /// The running executable itself: workers are the same program, so they have the same steps.
    public static var currentExecutable: WorkerLaunch? {
        CurrentProcess.executablePath.map(WorkerLaunch.init(executable:))
    }
}
