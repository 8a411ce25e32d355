import CucumberExpressions
import XCTest

final class CucumberExpressionTests: XCTestCase {
    func test_regularExpression_textWithRegexMetacharacters_escapesEachOne() throws {
        let sut = try makeSUT(#"a.b*c+d?e^f$g|h[i]j\{k\}l\(m\)n\\"#)

        let regexp = sut.regularExpression

        XCTAssertEqual(regexp, #"^a\.b\*c\+d\?e\^f\$g\|h\[i\]j\{k\}l\(m\)n\\$"#)
    }

    func test_match_dotInExpression_matchesOnlyADot() throws {
        let sut = try makeSUT("version 1.5 of {word}")

        let literal = sut.match("version 1.5 of bdd")
        let other = sut.match("version 1x5 of bdd")

        XCTAssertNotNil(literal)
        XCTAssertNil(other)
    }

    func test_match_extraTextAroundTheStep_doesNotMatch() throws {
        let sut = try makeSUT("I have {int} cukes")

        let prefixed = sut.match("so I have 4 cukes")
        let suffixed = sut.match("I have 4 cukes today")

        XCTAssertNil(prefixed)
        XCTAssertNil(suffixed)
    }

    func test_match_textAfterAstralCharacters_reportsUTF16Offsets() throws {
        let sut = try makeSUT("😀 ñ {int} and {string}")

        let arguments = try XCTUnwrap(sut.match(#"😀 ñ 42 and "été""#))

        XCTAssertEqual(arguments.map(\.group.start), [5, 12])
        XCTAssertEqual(arguments.map(\.group.end), [7, 17])
        XCTAssertEqual(arguments.map(\.group.value), ["42", #""été""#])
        XCTAssertEqual(try arguments[1].value(as: String.self), "été")
    }

    func test_match_stringParameter_nestsGroupsLikeTheStringRegexp() throws {
        let sut = try makeSUT("there are {string} in the basket")

        let group = try XCTUnwrap(sut.match(#"there are "eggs" in the basket"#)?.first?.group)

        let expected = Group(value: #""eggs""#, start: 10, end: 16, children: [
            Group(value: "eggs", start: 11, end: 15, children: [Group(value: nil, start: nil, end: nil)]),
            Group(value: nil, start: nil, end: nil, children: [Group(value: nil, start: nil, end: nil)]),
        ])
        XCTAssertEqual(group, expected)
    }

    func test_match_parameterTypeWithSeveralRegexps_groupsThemAsOneArgument() throws {
        let sut = try makeSUT("{int} items")

        let arguments = try XCTUnwrap(sut.match("-3 items"))

        XCTAssertEqual(sut.regularExpression, #"^((?:-?\d+)|(?:\d+)) items$"#)
        XCTAssertEqual(arguments.count, 1)
        XCTAssertEqual(try arguments[0].value(as: Int.self), -3)
        XCTAssertEqual(arguments[0].parameterTypeName, "int")
    }

    func test_match_combiningMarkRightAfterTheLeadingText_matchesCodePointsAsTheRegexDoes() throws {
        let sut = try makeSUT("cafe{}")

        let arguments = try XCTUnwrap(sut.match("cafe\u{301} au lait"))

        XCTAssertEqual(arguments.map(\.group.value), ["\u{301} au lait"])
    }

    func test_match_escapedCharactersInTheLeadingText_matchThemLiterally() throws {
        let sut = try makeSUT(#"\(a\) \{b\} {int}"#)

        let literal = sut.match("(a) {b} 7")
        let other = sut.match("a {b} 7")

        XCTAssertEqual(literal?.map(\.group.value), ["7"])
        XCTAssertNil(other)
    }

    func test_match_leadingOptional_matchesWithAndWithoutIt() throws {
        let sut = try makeSUT("(the )cucumber is {word}")

        let forms = ["the cucumber is green", "cucumber is green"].map { sut.match($0) }

        XCTAssertEqual(forms.map { $0?.first?.group.value }, ["green", "green"])
    }

    func test_match_leadingAlternation_matchesEachAlternative() throws {
        let sut = try makeSUT("cucumber/gherkin is {word}")

        let forms = ["cucumber is green", "gherkin is green"].map { sut.match($0) }

        XCTAssertEqual(forms.map { $0?.first?.group.value }, ["green", "green"])
    }

    func test_parameterTypes_expressionWithParameters_listsThemInOrder() throws {
        let sut = try makeSUT("{string} costs {float} in {word}")

        let names = sut.parameterTypes.map(\.name)

        XCTAssertEqual(names, ["string", "float", "word"])
    }

    func test_init_undefinedParameterType_reportsItsName() throws {
        XCTAssertThrowsError(try makeSUT("{airport} is closed")) { error in
            XCTAssertEqual((error as? CucumberExpressionError)?.kind, .undefinedParameterType(name: "airport"))
        }
    }

    func test_init_escapedOrdinaryCharacter_throwsTheCannotEscapeProblem() throws {
        XCTAssertThrowsError(try makeSUT(#"a \x"#)) { error in
            XCTAssertEqual((error as? CucumberExpressionError)?.kind, .syntax)
            XCTAssertEqual("\(error)", """
                This Cucumber Expression has a problem at column 4:

                a \\x
                   ^
                Only the characters '{', '}', '(', ')', '\\', '/' and whitespace can be escaped.
                If you did mean to use an '\\' you can use '\\\\' to escape it
                """)
        }
    }

    func test_init_unclosedParameterAfterAstralCharacter_pointsAtCodePointColumn() throws {
        XCTAssertThrowsError(try makeSUT("😀 {int")) { error in
            XCTAssertTrue("\(error)".hasPrefix("This Cucumber Expression has a problem at column 3:\n\n😀 {int\n  ^\n"), "\(error)")
        }
    }

    func test_match_sameExpressionFromManyTasks_givesEveryTaskItsOwnArguments() async throws {
        let sut = try makeSUT("task {int} done")

        let values = try await withThrowingTaskGroup(of: Int.self) { group in
            for number in 0..<50 {
                group.addTask { try XCTUnwrap(sut.match("task \(number) done")?.first).value(as: Int.self) }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }

        XCTAssertEqual(values.sorted(), Array(0..<50))
    }

    // MARK: - Helpers

    private func makeSUT(_ expression: String, registry: ParameterTypeRegistry = ParameterTypeRegistry()) throws -> CucumberExpression {
        try CucumberExpression(expression, registry: registry)
    }
}
