import Foundation
import XCTest

/// An executable this package builds (`swift build` puts it beside the test bundle), for tests that run it.
///
/// A missing one is not the machine's fault but the build's: under CI (`CI=true`) the test fails saying so; elsewhere
/// it skips with one line. Tools CI installs (chromium, xmllint, nvim, pygls) are not looked up here: they just skip.
public enum BuiltExecutable {
    /// The executable `name` beside the test bundle; when it is missing, fails the test under CI and skips it elsewhere.
    public static func require(_ name: String) throws -> URL {
        if let found = locate(name, from: bundleFolder) { return found }
        throw notBuilt(name)
    }

    /// The first executable file `name` in `folder` or up to three folders above it; nil when there is none.
    public static func locate(_ name: String, from folder: URL) -> URL? {
        var folder = folder
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder.deleteLastPathComponent()
        }
        return nil
    }

    /// What a missing `name` throws: a failure under CI (a product of this package must be there), else a skip.
    static func notBuilt(_ name: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> any Error {
        SharedData.unavailable("\(name) is not built beside the tests (swift build builds it)", environment: environment)
    }

    /// The folder of the test bundle's executable, which `locate` walks up from to the products folder.
    ///
    /// Not the process's own path: on macOS the process is `xctest` or `swiftpm-testing-helper` (or Xcode's agent),
    /// which loaded the bundle. The bundle of a class of ours is the one loaded: `.build/debug/X.xctest/Contents/MacOS`
    /// there (three folders below the products), the test executable itself on Linux (beside them).
    static var bundleFolder: URL {
        let executable = Bundle(for: BundleMarker.self).executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        return executable.deletingLastPathComponent()
    }
}

/// A class of this module, whose bundle is the test bundle that links it.
private final class BundleMarker {}
