import XCTest

/// The guard of issue 2: the package as declared must follow the layer table.
final class PackageLayeringTests: XCTestCase {
    func test_declared_dependencies_of_app_targets_follow_layer_rules() throws {
        let graph = try DependencyGraph.parse(try PackageDump.json())

        let violations = LayerRuleChecker.violations(in: graph)

        XCTAssertEqual(violations, [], "Package.swift breaks the layer rules:\n" + violations.joined(separator: "\n"))
    }

    func test_declared_dependencies_of_test_support_targets_follow_their_rules() throws {
        let graph = try DependencyGraph.parse(try PackageDump.json())

        let violations = LayerRuleChecker.violations(in: graph, rules: LayerRules.testSupport)

        XCTAssertEqual(violations, [], "Package.swift breaks the test-support rules:\n" + violations.joined(separator: "\n"))
    }

    func test_declared_dependencies_of_fuzzing_targets_follow_their_rules() throws {
        let graph = try DependencyGraph.parse(try PackageDump.json())

        let violations = LayerRuleChecker.violations(in: graph, rules: LayerRules.fuzzing)

        XCTAssertEqual(violations, [], "Package.swift breaks the fuzzing rules:\n" + violations.joined(separator: "\n"))
    }
}
