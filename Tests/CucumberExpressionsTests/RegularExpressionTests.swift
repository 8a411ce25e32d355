import CucumberExpressions
import XCTest

final class RegularExpressionTests: XCTestCase {
    func test_match_groupWithABuiltInRegexp_isTypedByThatParameterType() throws {
        let sut = try makeSUT(#"^I have (\d+) cukes and (-?\d+) pickles$"#)

        let arguments = try XCTUnwrap(sut.match("I have 42 cukes and -3 pickles"))

        XCTAssertEqual(arguments.map(\.parameterTypeName), ["int", "int"])
        XCTAssertEqual(try arguments.map { try $0.value() as? Int }, [42, -3])
    }

    func test_match_groupNoParameterTypeClaims_isAnUntypedString() throws {
        let sut = try makeSUT(#"^a (.*?)(?: and a (.*?))?(?: and a (.*?))?$"#)

        let arguments = try XCTUnwrap(sut.match("a cucumber and a zucchini"))

        XCTAssertEqual(arguments.map(\.parameterTypeName), [nil, nil, nil])
        XCTAssertEqual(arguments.map(\.group.value), ["cucumber", "zucchini", nil])
        XCTAssertEqual(arguments.map(\.group.start), [2, 17, nil])
        XCTAssertEqual(try arguments[0].value() as? String, "cucumber")
    }

    func test_match_nonCapturingLookaroundAndEscapedParentheses_areNotArguments() throws {
        let sut = try makeSUT(#"^\((?:x|y)\) [()] (?=z)(z+)(?<!q)(?i:W)$"#)

        let arguments = try XCTUnwrap(sut.match("(x) ( zzw"))

        XCTAssertEqual(arguments.map(\.group.value), ["zz"])
    }

    func test_match_nestedGroups_becomeChildrenOfTheirArgument() throws {
        let sut = try makeSUT(#"^((\w+)@(\w+)) and (?<name>\w+)$"#)

        let arguments = try XCTUnwrap(sut.match("ann@home and bob"))

        XCTAssertEqual(arguments.map(\.group.value), ["ann@home", "bob"])
        XCTAssertEqual(arguments[0].group.children.map(\.value), ["ann", "home"])
        XCTAssertEqual(arguments[0].group.children.map(\.start), [0, 4])
    }

    func test_match_quotedCharactersAndCharacterClasses_doNotOpenGroups() throws {
        let sut = try makeSUT(#"^\Q(a)\E [[(]x] (b)$"#)

        let arguments = try XCTUnwrap(sut.match("(a) x b"))

        XCTAssertEqual(arguments.map(\.group.value), ["b"])
    }

    func test_match_textThatDoesNotMatch_isNil() throws {
        let sut = try makeSUT(#"^I have (\d+) cukes$"#)

        XCTAssertNil(try sut.match("I have many cukes"))
    }

    func test_match_groupSharedByTwoUnpreferredTypes_throwsAmbiguity() throws {
        var registry = ParameterTypeRegistry()
        try registry.define(color(named: "color", prefer: false))
        try registry.define(color(named: "colour", prefer: false))
        let sut = try makeSUT("^I like (red|blue)$", registry: registry)

        XCTAssertThrowsError(try sut.match("I like red")) { error in
            XCTAssertEqual((error as? CucumberExpressionError)?.kind, .ambiguousParameterType)
            XCTAssertEqual("\(error)", """
                Your Regular Expression /^I like (red|blue)$/
                matches multiple parameter types with regexp red|blue:
                   {color}
                   {colour}

                I couldn't decide which one to use. You have two options:

                1) Use a Cucumber Expression instead of a Regular Expression. Try one of these:
                   I like {color}
                   I like {colour}

                2) Make one of the parameter types preferential and continue to use a Regular Expression.

                """)
        }
    }

    func test_match_groupSharedWithAPreferredType_usesThePreferredType() throws {
        var registry = ParameterTypeRegistry()
        try registry.define(color(named: "color", prefer: false))
        try registry.define(color(named: "colour", prefer: true))
        let sut = try makeSUT("^I like (red|blue)$", registry: registry)

        let arguments = try XCTUnwrap(sut.match("I like blue"))

        XCTAssertEqual(arguments.map(\.parameterTypeName), ["colour"])
    }

    func test_init_invalidPattern_throwsInvalidRegularExpression() throws {
        XCTAssertThrowsError(try makeSUT("^I have (unclosed$")) { error in
            XCTAssertEqual((error as? CucumberExpressionError)?.kind, .invalidRegularExpression)
        }
    }

    // MARK: - Helpers

    private func makeSUT(_ pattern: String, registry: ParameterTypeRegistry = ParameterTypeRegistry()) throws -> RegularExpression {
        let sut = try RegularExpression(pattern, registry: registry)
        XCTAssertEqual(sut.source, pattern)
        return sut
    }

    private func color(named name: String, prefer: Bool) throws -> ParameterType {
        try ParameterType(name: name, regularExpressions: ["red|blue"], preferForRegexpMatch: prefer) { $0[0] ?? "" }
    }
}
