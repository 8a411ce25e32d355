import Foundation

/// How the watch builds the steps again after a Swift source changed: `swift build` of the product being run,
/// in the configuration and build folder it was built in, or the shell command in `BDD_WATCH_BUILD`.
struct WatchBuild: Equatable, Sendable {
    /// The package's folder, where the build runs.
    let packageRoot: String
    /// The program and its arguments.
    let command: [String]

    /// The build of `executable` (`…/.build/debug/bdd`, or `…/SCRATCH/x86_64-unknown-linux-gnu/release/bdd`)
    /// in the package holding `currentDirectory`; nil outside a package.
    init?(executable: String, currentDirectory: String, environment: [String: String]) {
        guard let root = Self.packageRoot(from: currentDirectory) else { return nil }
        packageRoot = root
        if let custom = environment["BDD_WATCH_BUILD"], !custom.isEmpty {
            command = ["/bin/sh", "-c", custom]
            return
        }
        let url = URL(fileURLWithPath: executable)
        let configuration = url.deletingLastPathComponent().lastPathComponent
        var scratch = url.deletingLastPathComponent().deletingLastPathComponent()
        // `.build/debug` is a link to `.build/<triple>/debug`: the build folder is above the triple.
        if scratch.lastPathComponent.split(separator: "-").count >= 3 { scratch.deleteLastPathComponent() }
        command = ["/usr/bin/env", "swift", "build", "--product", url.lastPathComponent]
            + (configuration == "release" ? ["-c", "release"] : [])
            + (scratch.lastPathComponent == ".build" && scratch.deletingLastPathComponent().path == root ? [] : ["--scratch-path", scratch.path])
    }

    /// The closest folder holding a `Package.swift`, from `folder` up.
    static func packageRoot(from folder: String) -> String? {
        var url = URL(fileURLWithPath: folder).standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url.path }
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path { return nil }
            url = parent
        }
    }
}
