import CucumberMessages
import XCTest

final class SourcePlaceTests: XCTestCase {
    func test_text_uriLineAndColumn_areJoinedByColons() {
        XCTAssertEqual(SourcePlace.text(uri: "features/a.feature", line: 6), "features/a.feature:6")
        XCTAssertEqual(SourcePlace.text(uri: "features/a.feature", line: 6, column: 3), "features/a.feature:6:3")
        XCTAssertEqual(SourcePlace.text(uri: "features/a.feature", line: nil), "features/a.feature", "no line, no colon")
    }

    func test_textOf_referenceByUri_isItsUriAndLine() {
        let reference = SourceReference(uri: "Sources/Steps.swift", location: Location(line: 12))

        XCTAssertEqual(SourcePlace.text(of: reference), "Sources/Steps.swift:12")
    }

    func test_textOf_javaMethodAndStackTraceElement_areWrittenAsCucumberJvmDoes() {
        let method = SourceReference(javaMethod: JavaMethod(className: "Steps", methodName: "eat", methodParameterTypes: ["int", "String"]))
        let element = SourceReference(
            location: Location(line: 9),
            javaStackTraceElement: JavaStackTraceElement(className: "Steps", fileName: "Steps.java", methodName: "lambda$new$0")
        )

        XCTAssertEqual(SourcePlace.text(of: method), "Steps.eat(int,String)")
        XCTAssertEqual(SourcePlace.text(of: element), "Steps.lambda$new$0(Steps.java:9)")
        XCTAssertNil(SourcePlace.text(of: nil))
    }
}
