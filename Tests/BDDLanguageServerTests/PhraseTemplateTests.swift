@testable import BDDLanguageServer
import XCTest

final class PhraseTemplateTests: XCTestCase {
    func test_label_cucumberExpression_showsTheFirstAlternativeWithoutOptionalTextOrEscapes() {
        let sut = PhraseTemplate(expression: #"el usuario ingresa/entra {string} en el catálogo(s) \(beta\)"#, isRegularExpression: false)

        XCTAssertEqual(sut.label, "el usuario ingresa {string} en el catálogo (beta)")
        XCTAssertEqual(sut.parts.filter { if case .parameter = $0 { true } else { false } }.count, 1)
    }

    func test_snippet_cucumberExpression_numbersEachParameterFilledWithItsValue() {
        let sut = PhraseTemplate(expression: "tengo {int} pepino(s) y {word}", isRegularExpression: false)

        XCTAssertEqual(sut.snippet { index, name in "\(name)\(index)" }, "tengo ${1:int0} pepino y ${2:word1}")
    }

    func test_label_expressionThatDoesNotParse_isItsTextAsWritten() {
        XCTAssertEqual(PhraseTemplate(expression: "roto {int", isRegularExpression: false).label, "roto {int")
    }
}
