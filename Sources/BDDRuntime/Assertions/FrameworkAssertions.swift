import Foundation
import OperatingSystem

/// Which test frameworks' assertions this process hears, worked out and installed once, before any step runs.
struct FrameworkAssertions: Sendable {
    /// Whether a framework's assertions are heard: it is loaded and a way to hear it is installed.
    enum Hearing: Sendable, Equatable {
        /// Not in this process: steps cannot call it.
        case absent
        case heard
        /// Loaded, but nothing here hears it: its assertions would be lost, for `reason`.
        case unheard(reason: String)
    }

    let swiftTesting: Hearing
    let xcTest: Hearing
    /// The source that hears XCTest, when it does.
    let xcTestSource: (any XCTestIssueSource.Type)?

    /// The process's frameworks, installed on first use.
    static let current: FrameworkAssertions = {
        let swiftTesting: Hearing = switch SwiftTestingIssues.isLoaded ? SwiftTestingIssues.install() : nil {
        case nil: .absent
        case .installed: .heard
        case .noHandler: .unheard(reason: "with this toolchain: Swift 6.3 and later make them count")
        case .taken: .unheard(reason: "here: another test runner hears them first")
        }
        guard symbol("$s6XCTest7XCTFail_4file4lineySS_s12StaticStringVSutF") != nil else {
            return FrameworkAssertions(swiftTesting: swiftTesting, xcTest: .absent, xcTestSource: nil)
        }
        // The conformer of the BDDXCTest product, looked up by its mangled name (module and type, each after its length).
        let source = _typeByName("9BDDXCTest16XCTestAssertionsO") as? any XCTestIssueSource.Type
        guard let source else {
            let reason = "add the BDDXCTest product to the target that registers the steps"
            return FrameworkAssertions(swiftTesting: swiftTesting, xcTest: .unheard(reason: reason), xcTestSource: nil)
        }
        guard source.install() else {
            let reason = "this platform's XCTest offers no way to hear them outside its own test cases"
            return FrameworkAssertions(swiftTesting: swiftTesting, xcTest: .unheard(reason: reason), xcTestSource: nil)
        }
        return FrameworkAssertions(swiftTesting: swiftTesting, xcTest: .heard, xcTestSource: source)
    }()

    /// Whether any body needs listening to.
    var listens: Bool { swiftTesting == .heard || xcTest == .heard }

    /// What will not count in this process, said once when a run starts; nil when every loaded framework is heard.
    /// `hostHearsSwiftTesting`: the host's own scope hears Swift Testing inside its tests (the bridge).
    func notice(hostHearsSwiftTesting: Bool = false) -> String? {
        var lost: [String] = []
        if case .unheard(let reason) = swiftTesting, !hostHearsSwiftTesting {
            lost.append("#expect, #require and Issue.record in steps do not fail them \(reason)")
        }
        if case .unheard(let reason) = xcTest {
            lost.append("XCTAssert… and XCTFail in steps do not fail them: \(reason)")
        }
        return lost.isEmpty ? nil : lost.joined(separator: "\n")
    }

    static func symbol(_ name: String) -> UnsafeMutableRawPointer? {
        DynamicSymbol.address(named: name)
    }
}
