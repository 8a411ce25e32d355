import XCTest

/// The guard of issue 2: the package as declared must follow the layer table.
final class PackageLayeringTests: XCTestCase {
    func test_declared_dependencies_of_app_targets_follow_layer_rules() throws {
        let graph = try DependencyGraph.parse(try PackageDump.json())

        let violations = LayerRuleChecker.violations(in: graph)

        XCTAssertEqual(violations, [], "Package.swift breaks the layer rules:\n" + violations.joined(separator: "\n"))
    }
}
