import Foundation
import XCTest

final class DependencyGraphTests: XCTestCase {
    func test_parse_everyDependencyForm_readsIt() throws {
        let json = """
        {"name": "demo", "targets": [
          {"name": "A", "type": "regular", "dependencies": []},
          {"name": "B", "type": "regular", "dependencies": [{"byName": ["A", null]}]},
          {"name": "C", "type": "regular", "dependencies": [{"target": ["B", null]}, {"product": ["Lib", "other-package", null, null]}]},
          {"name": "CTests", "type": "test"}
        ]}
        """

        let graph = try DependencyGraph.parse(Data(json.utf8))

        XCTAssertEqual(graph, ["A": [], "B": ["A"], "C": ["B", "Lib"], "CTests": []])
    }

    func test_parse_withoutTargets_throws() {
        XCTAssertThrowsError(try DependencyGraph.parse(Data(#"{"name": "demo"}"#.utf8)))
    }

    func test_parse_unreadableDependency_throws() {
        let json = #"{"targets": [{"name": "A", "dependencies": [{"somethingNew": ["B"]}]}]}"#

        XCTAssertThrowsError(try DependencyGraph.parse(Data(json.utf8)))
    }

    func test_parse_nonJSON_throws() {
        XCTAssertThrowsError(try DependencyGraph.parse(Data("not json".utf8)))
    }
}
