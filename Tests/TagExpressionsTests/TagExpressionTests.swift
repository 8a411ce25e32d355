import TagExpressions
import XCTest

final class TagExpressionTests: XCTestCase {
    func test_init_operatorsWithoutParentheses_bindNotThenAndThenOr() throws {
        let sut = try TagExpression("not @a and @b or @c")

        XCTAssertEqual(sut, .or(.and(.not(.tag("@a")), .tag("@b")), .tag("@c")))
        XCTAssertEqual(sut.description, "( ( not ( @a ) and @b ) or @c )")
    }

    func test_init_parentheses_overridePrecedence() throws {
        let sut = try TagExpression("@a and ((@b or @c))")

        XCTAssertEqual(sut, .and(.tag("@a"), .or(.tag("@b"), .tag("@c"))))
    }

    func test_evaluate_setsAndArrays_giveTheSameAnswers() throws {
        let sut = try TagExpression("@smoke and not @wip")

        XCTAssertTrue(sut.evaluate(["@smoke", "@login"]))
        XCTAssertTrue(sut.evaluate(Set(["@smoke"])))
        XCTAssertFalse(sut.evaluate(["@smoke", "@wip"]))
        XCTAssertFalse(sut.evaluate([String]()))
    }

    func test_init_blankExpression_selectsEverything() throws {
        let sut = try TagExpression(" \t ")

        XCTAssertEqual(sut, .always)
        XCTAssertTrue(sut.evaluate([String]()))
        XCTAssertEqual(sut.description, "")
    }

    func test_description_tagsWithCombiningMarks_parsesBackToTheSameExpression() throws {
        let expressions = ["\u{031D} or t", "not \u{0301}a", "@a\\(\u{0301} and (\u{20DD})", "x\\ \u{0308} or y"]

        for text in expressions {
            let sut = try TagExpression(text)

            XCTAssertEqual(try TagExpression(sut.description), sut, "\(text) printed as \(sut.description)")
        }
    }

    func test_init_combiningMarkAfterSpace_isATagOfItsOwn() throws {
        let sut = try TagExpression("\u{031D} or t")

        XCTAssertEqual(sut, .or(.tag("\u{031D}"), .tag("t")))
        XCTAssertTrue(sut.evaluate(["\u{031D}"]))
    }

    func test_init_escapedSpace_isPartOfTheTag() throws {
        let sut = try TagExpression(#"@two\ words or @x"#)

        XCTAssertTrue(sut.evaluate(["@two words"]))
        XCTAssertFalse(sut.evaluate(["@two"]))
        XCTAssertEqual(sut.description, #"( @two\ words or @x )"#)
    }

    func test_init_trailingBackslash_isDropped() throws {
        let sut = try TagExpression(#"@a\"#)

        XCTAssertEqual(sut, .tag("@a"))
    }

    func test_description_parsedAgain_givesTheSameExpression() throws {
        let sut = try TagExpression(#"not (@a\(1\) or @b\\) and @c\ d"#)

        let reparsed = try TagExpression(sut.description)

        XCTAssertEqual(reparsed, sut)
    }

    func test_init_unmatchedClosingParenthesis_throwsOfficialMessage() {
        XCTAssertThrowsError(try TagExpression("@a )")) { error in
            XCTAssertEqual("\(error)", #"Tag expression "@a )" could not be parsed because of syntax error: Unmatched )."#)
        }
    }

    func test_init_openParenthesisAtTheEnd_throwsUnmatched() {
        XCTAssertThrowsError(try TagExpression("@a and (")) { error in
            XCTAssertEqual("\(error)", #"Tag expression "@a and (" could not be parsed because of syntax error: Unmatched (."#)
        }
    }

    func test_init_operatorMissingItsRightOperandInsideParentheses_throwsExpectedOperand() {
        XCTAssertThrowsError(try TagExpression("( @a and")) { error in
            XCTAssertEqual("\(error)", #"Tag expression "( @a and" could not be parsed because of syntax error: Expected operand."#)
        }
    }

    func test_init_emptyParentheses_throwsExpectedOperand() {
        XCTAssertThrowsError(try TagExpression("()")) { error in
            XCTAssertEqual("\(error)", #"Tag expression "()" could not be parsed because of syntax error: Expected operand."#)
        }
    }
}
