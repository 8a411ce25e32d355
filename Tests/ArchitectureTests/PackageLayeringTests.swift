import XCTest

/// The package as declared must follow the layer table (`LayerRules`).
final class PackageLayeringTests: XCTestCase {
    func test_declaredDependencies_ofAppTargets_followTheLayerRules() throws {
        let graph = try DependencyGraph.parse(try PackageDump.json())

        let violations = LayerRuleChecker.violations(in: graph)

        XCTAssertEqual(violations, [], "Package.swift breaks the layer rules:\n" + violations.joined(separator: "\n"))
    }

    func test_declaredDependencies_ofTestSupportTargets_followTheirRules() throws {
        let graph = try DependencyGraph.parse(try PackageDump.json())

        let violations = LayerRuleChecker.violations(in: graph, rules: LayerRules.testSupport)

        XCTAssertEqual(violations, [], "Package.swift breaks the test-support rules:\n" + violations.joined(separator: "\n"))
    }

    func test_declaredDependencies_ofFuzzingTargets_followTheirRules() throws {
        let graph = try DependencyGraph.parse(try PackageDump.json())

        let violations = LayerRuleChecker.violations(in: graph, rules: LayerRules.fuzzing)

        XCTAssertEqual(violations, [], "Package.swift breaks the fuzzing rules:\n" + violations.joined(separator: "\n"))
    }
}
