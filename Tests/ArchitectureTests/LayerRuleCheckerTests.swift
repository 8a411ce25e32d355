import XCTest

final class LayerRuleCheckerTests: XCTestCase {
    func test_violations_graphMatchingTheRules_isEmpty() {
        let violations = LayerRuleChecker.violations(in: allowedGraph())

        XCTAssertEqual(violations, [])
    }

    func test_violations_withInnerLayerDependingOutward_reportsTheEdge() {
        var graph = allowedGraph()
        graph["LoginDomain", default: []].append("Platform")

        let violations = LayerRuleChecker.violations(in: graph)

        XCTAssertEqual(violations, ["LoginDomain must not depend on Platform"])
    }

    func test_violations_withCrossFeatureEdge_reportsIt() {
        var graph = allowedGraph()
        graph["CatalogInterface", default: []].append("LoginDomain")
        graph["LoginInfrastructure", default: []].append("CatalogApplication")

        let violations = LayerRuleChecker.violations(in: graph)

        XCTAssertEqual(violations, [
            "CatalogInterface must not depend on LoginDomain",
            "LoginInfrastructure must not depend on CatalogApplication",
        ])
    }

    func test_violations_withInterfaceDependingOnInfrastructure_reportsIt() {
        var graph = allowedGraph()
        graph["LoginInterface", default: []].append("LoginInfrastructure")

        let violations = LayerRuleChecker.violations(in: graph)

        XCTAssertEqual(violations, ["LoginInterface must not depend on LoginInfrastructure"])
    }

    func test_violations_withAppTargetDependingOnRunnerOrProduct_reportsIt() {
        var graph = allowedGraph()
        graph["AppComposition", default: []].append("BDDRuntime")
        graph["SharedKernel", default: []].append("SomeLibraryProduct")

        let violations = LayerRuleChecker.violations(in: graph)

        XCTAssertEqual(violations, [
            "AppComposition must not depend on BDDRuntime",
            "SharedKernel must not depend on SomeLibraryProduct",
        ])
    }

    func test_violations_withAppTargetDependingOnTestSupport_reportsIt() {
        var graph = allowedGraph()
        graph["LoginApplication", default: []].append("AppTestSupport")
        graph["Platform", default: []].append("TestSupport")

        let violations = LayerRuleChecker.violations(in: graph)

        XCTAssertEqual(violations, [
            "LoginApplication must not depend on AppTestSupport",
            "Platform must not depend on TestSupport",
        ])
    }

    func test_violations_withTestSupportDependingOnAnAdapter_reportsIt() {
        var graph = LayerRules.testSupport.mapValues { $0.sorted() }
        graph["AppTestSupport", default: []].append("LoginInfrastructure")

        let violations = LayerRuleChecker.violations(in: graph, rules: LayerRules.testSupport)

        XCTAssertEqual(violations, ["AppTestSupport must not depend on LoginInfrastructure"])
    }

    func test_violations_withMissingAppTarget_reportsIt() {
        var graph = allowedGraph()
        graph["Platform"] = nil

        let violations = LayerRuleChecker.violations(in: graph)

        XCTAssertEqual(violations, ["Platform is missing from the package, so its layer rule cannot be checked"])
    }

    func test_violations_targetsOutsideTheApp_areIgnored() {
        var graph = allowedGraph()
        graph["AcceptanceSteps"] = ["BDDRuntime", "AppComposition", "LoginDomain"]
        graph["LoginDomainTests"] = ["LoginDomain", "Platform"]

        let violations = LayerRuleChecker.violations(in: graph)

        XCTAssertEqual(violations, [])
    }

    // MARK: - Helpers

    /// A fabricated graph in which every app target uses exactly what it may.
    private func allowedGraph() -> [String: [String]] {
        LayerRules.allowed.mapValues { $0.sorted() }
    }
}
