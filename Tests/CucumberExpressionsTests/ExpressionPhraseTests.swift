import CucumberExpressions
import XCTest

final class ExpressionPhraseTests: XCTestCase {
    func test_init_expressionWithEveryKindOfPiece_readsThemInOrderWithEscapesResolved() throws {
        let sut = try ExpressionPhrase(#"el usuario ingresa/entra(n) {string} y {} producto(s) \(nuevo\) a\/b"#)

        XCTAssertEqual(sut.pieces, [
            .text("el usuario "),
            .alternation(["ingresa", "entra"]),
            .text(" "),
            .parameter("string"),
            .text(" y "),
            .parameter(""),
            .text(" producto"),
            .optional("s"),
            .text(" (nuevo) a/b"),
        ])
    }

    func test_init_malformedExpression_throwsCucumbersError() {
        XCTAssertThrowsError(try ExpressionPhrase("unclosed {int")) { error in
            XCTAssertTrue(String(describing: error).contains("{"), "\(error)")
        }
    }
}
