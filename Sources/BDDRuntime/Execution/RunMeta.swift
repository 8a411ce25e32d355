import CucumberMessages
import Foundation
import OperatingSystem

/// The `meta` message describing this runner and the machine it runs on.
public enum RunMeta {
    /// The Cucumber Messages version the `CucumberMessages` types follow.
    public static let protocolVersion = "34.2.1"

    /// The `meta` of a run on this machine, with the CI service `environment` names, if any.
    public static func current(environment: [String: String] = ProcessInfo.processInfo.environment) -> Meta {
        let os = ProcessInfo.processInfo.operatingSystemVersion
        return Meta(
            protocolVersion: protocolVersion,
            implementation: MetaProduct(name: "bdd", version: BDDVersion.current),
            runtime: MetaProduct(name: "Swift", version: swiftVersion),
            os: MetaProduct(name: osName, version: "\(os.majorVersion).\(os.minorVersion).\(os.patchVersion)"),
            cpu: MetaProduct(name: cpuName),
            ci: CIEnvironment.detect(in: environment)
        )
    }

    private static var swiftVersion: String {
        #if compiler(>=6.3)
        "6.3"
        #elseif compiler(>=6.2)
        "6.2"
        #elseif compiler(>=6.1)
        "6.1"
        #else
        "6.0"
        #endif
    }

    private static var osName: String { SystemName.current }

    private static var cpuName: String {
        #if arch(x86_64)
        "x86_64"
        #elseif arch(arm64)
        "arm64"
        #else
        "unknown"
        #endif
    }
}
