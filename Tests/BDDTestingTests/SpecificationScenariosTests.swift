@testable import BDDTesting
import BDDRuntime
import XCTest

final class SpecificationScenariosTests: XCTestCase {
    func test_scenarios_outlineAndRule_areOneCaseEachDescribedInTheFeaturesWords() throws {
        let fixture = BridgeFixture(features: ["counter.feature": BridgeFixture.counter])
        defer { fixture.folder.remove() }

        let scenarios = try scenarios(in: fixture)

        XCTAssertEqual(scenarios.map(\.testDescription), [
            "Counter › One increment",
            "Counter › Several increments - #1.1",
            "Counter › Several increments - #1.2",
            "Counter › Mistakes are told › A wrong expectation",
            "Counter › Mistakes are told › A step nobody wrote",
        ])
    }

    func test_scenarios_outlineWithNamedExamplesBlocks_areNamedAsTheJUnitReportNamesThem() throws {
        let fixture = BridgeFixture(features: ["shop.feature": """
            Feature: Shop

              Scenario Outline: Discount at <total>
                Given a counter at <total>

                Examples: Below the threshold
                  | total |
                  | 10    |

                Examples: Above it
                  | total |
                  | 60    |
                  | 80    |
            """])
        defer { fixture.folder.remove() }

        let scenarios = try scenarios(in: fixture)

        XCTAssertEqual(scenarios.map(\.testDescription), [
            "Shop › Discount at <total> - Below the threshold - #1.1: Discount at 10",
            "Shop › Discount at <total> - Above it - #2.1: Discount at 60",
            "Shop › Discount at <total> - Above it - #2.2: Discount at 80",
        ])
    }

    func test_scenarios_relativePath_isReadFromThePackageRootAndIdentifiedByUriAndLine() throws {
        let fixture = BridgeFixture(features: ["counter.feature": BridgeFixture.counter])
        defer { fixture.folder.remove() }

        let scenarios = try scenarios(in: fixture)

        XCTAssertEqual(scenarios.map(\.id), [
            "Features/counter.feature:3",
            "Features/counter.feature:16",
            "Features/counter.feature:17",
            "Features/counter.feature:21",
            "Features/counter.feature:27",
        ])
        XCTAssertEqual(Set(scenarios.map(\.id)).count, scenarios.count, "ids must tell the cases apart to re-run one")
    }

    func test_scenarios_absolutePathToOneFile_isUsedAsIs() throws {
        let fixture = BridgeFixture(features: ["counter.feature": BridgeFixture.counter])
        defer { fixture.folder.remove() }

        let scenarios = try Specification.scenarios(
            in: fixture.folder.file("Features/counter.feature"), steps: BridgeFixture.steps, file: "/nowhere/Tests.swift", environment: [:]
        )

        XCTAssertEqual(scenarios.count, 5)
    }

    func test_scenarios_tagsInTheEnvironment_selectOnlyTheMatchingScenarios() throws {
        let fixture = BridgeFixture(features: ["counter.feature": BridgeFixture.counter])
        defer { fixture.folder.remove() }

        XCTAssertEqual(try scenarios(in: fixture, environment: ["BDD_TAGS": "@slow"]).map(\.line), [16, 17])
        XCTAssertEqual(try scenarios(in: fixture, environment: ["TEST_RUNNER_BDD_TAGS": "not @slow"]).map(\.line), [3, 21, 27])
        XCTAssertEqual(try scenarios(in: fixture, environment: ["BDD_TAGS": "@nothing"]).count, 0)
    }

    func test_scenarios_nameAndLinesInTheEnvironment_selectAsARunDoes() throws {
        let fixture = BridgeFixture(features: ["counter.feature": BridgeFixture.counter])
        defer { fixture.folder.remove() }

        XCTAssertEqual(try scenarios(in: fixture, environment: ["BDD_NAME": "^A "]).map(\.line), [21, 27])
        XCTAssertEqual(try scenarios(in: fixture, environment: ["BDD_LINES": "Features/counter.feature:17,Features/counter.feature:3"]).map(\.line), [3, 17])
    }

    func test_scenarios_badTagExpression_throwsNamingIt() throws {
        let fixture = BridgeFixture(features: ["counter.feature": BridgeFixture.counter])
        defer { fixture.folder.remove() }

        XCTAssertThrowsError(try scenarios(in: fixture, environment: ["BDD_TAGS": "@a and"]))
    }

    func test_scenarios_featuresWithAHiddenFolder_areTheFilesBddRuns() throws {
        let fixture = BridgeFixture(features: ["counter.feature": BridgeFixture.counter, ".drafts/draft.feature": BridgeFixture.counter])
        defer { fixture.folder.remove() }

        let uris = Set(try scenarios(in: fixture).map(\.uri))

        let bddRuns = try FeatureLocator(currentDirectory: fixture.folder.path).locate([FeatureOperand(path: "Features")]).map(\.uri)
        XCTAssertEqual(uris, ["Features/counter.feature"])
        XCTAssertEqual(uris, Set(bddRuns))
    }

    func test_scenarios_linesOfAMissingFile_throwNamingItAsBddDoes() {
        let fixture = BridgeFixture(features: ["counter.feature": BridgeFixture.counter])
        defer { fixture.folder.remove() }

        XCTAssertThrowsError(try scenarios(in: fixture, environment: ["BDD_LINES": "Features/gone.feature:3"])) {
            XCTAssertTrue("\($0)".contains("No such file or directory: 'Features/gone.feature'"), "\($0)")
        }
    }

    func test_scenarios_missingFolder_throwsNamingIt() {
        XCTAssertThrowsError(try Specification.scenarios(in: "/no/such/folder", steps: BridgeFixture.steps, file: #filePath, environment: [:])) {
            XCTAssertTrue(String(describing: $0).contains("/no/such/folder"))
        }
    }

    func test_scenarios_fileThatDoesNotParse_isOneScenarioFailingAtTheErrorsLineAndColumn() async throws {
        let fixture = BridgeFixture(features: ["broken.feature": "Feature: Broken\n\n  Scenario: x\n    Given a counter at 1\n  Oops this is not Gherkin\n"])
        defer { fixture.folder.remove() }

        let scenarios = try scenarios(in: fixture)
        let failures = await scenarios.first?.failures() ?? []

        XCTAssertEqual(scenarios.map(\.testDescription), ["Features/broken.feature (does not parse)"])
        XCTAssertEqual(failures.map(\.line), [5])
        XCTAssertEqual(failures.first?.column, 3)
        XCTAssertEqual(failures.first?.filePath, fixture.folder.file("Features/broken.feature"))
        XCTAssertTrue(failures.first?.message.contains("Oops this is not Gherkin") ?? false, failures.first?.message ?? "")
    }

    private func scenarios(in fixture: BridgeFixture, environment: [String: String] = [:]) throws -> [Specification.Scenario] {
        try Specification.scenarios(in: "Features", steps: BridgeFixture.steps, file: fixture.testFile, environment: environment)
    }
}
