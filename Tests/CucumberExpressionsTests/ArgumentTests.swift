import CucumberExpressions
import Foundation
import XCTest

final class ArgumentTests: XCTestCase {
    func test_value_builtInNumbers_haveTheirNaturalSwiftTypes() throws {
        XCTAssertEqual(try argument("{int}", "42").value() as? Int, 42)
        XCTAssertEqual(try argument("{float}", "2.5").value() as? Float, 2.5)
        XCTAssertEqual(try argument("{double}", "-1.5E+3").value() as? Double, -1500)
        XCTAssertEqual(try argument("{byte}", "-128").value() as? Int8, -128)
        XCTAssertEqual(try argument("{short}", "32767").value() as? Int16, 32767)
        XCTAssertEqual(try argument("{long}", "-9223372036854775808").value() as? Int64, .min)
    }

    func test_value_textTypes_areStrings() throws {
        XCTAssertEqual(try argument("{word}", "héllo").value() as? String, "héllo")
        XCTAssertEqual(try argument("{}", "any thing").value() as? String, "any thing")
        XCTAssertEqual(try argument("{string}", #"'it\'s'"#).value() as? String, "it's")
    }

    func test_value_bigNumbers_keepEveryDigit() throws {
        let integer = "-123456789012345678901234567890"
        let decimal = "3.1415926535897932384626433832795028841971693993751"

        XCTAssertEqual(try argument("{biginteger}", integer).value() as? BigInteger, BigInteger(integer))
        XCTAssertEqual((try argument("{bigdecimal}", decimal).value() as? BigDecimal)?.description, decimal)
    }

    func test_value_byteOutOfRange_throwsConversionError() throws {
        let sut = try argument("{byte}", "128")

        XCTAssertThrowsError(try sut.value()) { error in
            XCTAssertEqual(error as? ArgumentConversionError, ArgumentConversionError(#"Cannot convert "128" ({byte}) to Int8"#))
        }
    }

    func test_value_shortOutOfRange_throwsConversionError() throws {
        let sut = try argument("{short}", "-32769")

        XCTAssertThrowsError(try sut.value()) { error in
            XCTAssertEqual(error as? ArgumentConversionError, ArgumentConversionError(#"Cannot convert "-32769" ({short}) to Int16"#))
        }
    }

    func test_value_intBeyond64Bits_throwsConversionError() throws {
        let sut = try argument("{int}", "99999999999999999999")

        XCTAssertThrowsError(try sut.value()) { error in
            XCTAssertTrue(error is ArgumentConversionError)
        }
    }

    func test_valueAs_floatAsDouble_parsesTheTextRatherThanWideningTheFloat() throws {
        let sut = try argument("{float}", "3.141593")

        let value = try sut.value(as: Double.self)

        XCTAssertEqual(value, 3.141593)
    }

    func test_valueAs_otherIntegerWidths_convertWithinRange() throws {
        let sut = try argument("{int}", "200")

        XCTAssertEqual(try sut.value(as: Int64.self), 200)
        XCTAssertEqual(try sut.value(as: UInt8.self), 200)
        XCTAssertEqual(try sut.value(as: Double.self), 200)
        XCTAssertEqual(try sut.value(as: Decimal.self), Decimal(200))
        XCTAssertThrowsError(try sut.value(as: Int8.self))
    }

    func test_valueAs_bigDecimalAsDecimal_convertsExactlyWithinDecimalPrecision() throws {
        let sut = try argument("{bigdecimal}", "-12.75")

        let value = try sut.value(as: Decimal.self)

        XCTAssertEqual(value, Decimal(string: "-12.75"))
    }

    func test_valueAs_numberAsString_isTheMatchedText() throws {
        let sut = try argument("{int}", "007")

        XCTAssertEqual(try sut.value(as: String.self), "007")
        XCTAssertEqual(try sut.value(as: Int.self), 7)
    }

    func test_valueAs_quotedNumberAsInt_parsesTheUnquotedText() throws {
        let sut = try argument("{string}", #""42""#)

        let value = try sut.value(as: Int.self)

        XCTAssertEqual(value, 42)
    }

    func test_valueAs_wordThatIsNoNumber_throwsNamingTheTarget() throws {
        let sut = try argument("{word}", "nan")

        XCTAssertThrowsError(try sut.value(as: Double.self)) { error in
            XCTAssertEqual("\(error)", #"Cannot convert "nan" ({word}) to Double"#)
        }
    }

    func test_valueAs_unsupportedTarget_throws() throws {
        let sut = try argument("{word}", "x")

        XCTAssertThrowsError(try sut.value(as: URL.self))
    }

    func test_valueAs_optionalTargetForMissingGroup_isNil() throws {
        let sut = try XCTUnwrap(RegularExpression(#"^I am( not)? here (\d+)?$"#).match("I am here "))

        XCTAssertNil(try sut[0].value(as: String?.self))
        XCTAssertNil(try sut[1].value(as: Int?.self))
        XCTAssertThrowsError(try sut[1].value(as: Int.self))
    }

    func test_valueAs_optionalTargetForPresentGroup_isTheValue() throws {
        let sut = try XCTUnwrap(RegularExpression(#"^I am( not)? here (\d+)?$"#).match("I am not here 3"))

        XCTAssertEqual(try sut[0].value(as: String?.self), " not")
        XCTAssertEqual(try sut[1].value(as: Int?.self), 3)
    }

    func test_value_customTransformer_receivesCaptureGroupValues() throws {
        let (sut, spy) = try makeSUT(regexp: "([A-Z]{3})-([A-Z]{3})") { Flight(from: $0[0] ?? "", to: $0[1] ?? "") }
        let arguments = try XCTUnwrap(sut.match("LHR-CDG has been delayed"))

        let value = try arguments[0].value(as: Flight.self)

        XCTAssertEqual(value, Flight(from: "LHR", to: "CDG"))
        XCTAssertEqual(spy.received, [["LHR", "CDG"]])
        XCTAssertEqual(arguments[0].parameterTypeName, "flight")
    }

    func test_value_customTransformerWithoutGroups_receivesTheWholeMatch() throws {
        let (sut, spy) = try makeSUT(regexp: "[A-Z]{3}-[A-Z]{3}") { Flight(from: $0[0] ?? "", to: "") }

        _ = try XCTUnwrap(sut.match("LHR-CDG has been delayed")?.first).value()

        XCTAssertEqual(spy.received, [["LHR-CDG"]])
    }

    func test_value_customTransformerThrows_propagatesItsError() throws {
        let (sut, _) = try makeSUT(regexp: "[A-Z]{3}-[A-Z]{3}") { _ -> Flight in throw StubError.unknownAirport }
        let argument = try XCTUnwrap(sut.match("XXX-YYY has been delayed")?.first)

        XCTAssertThrowsError(try argument.value()) { error in
            XCTAssertEqual(error as? StubError, .unknownAirport)
        }
        XCTAssertThrowsError(try argument.value(as: Flight.self))
    }

    func test_valueAs_customValueAsString_isTheMatchedTextAndTransformsOnce() throws {
        let (sut, spy) = try makeSUT(regexp: "([A-Z]{3})-([A-Z]{3})") { Flight(from: $0[0] ?? "", to: $0[1] ?? "") }

        let text = try XCTUnwrap(sut.match("LHR-CDG has been delayed")?.first).value(as: String.self)

        XCTAssertEqual(text, "LHR-CDG")
        XCTAssertEqual(spy.received, [["LHR", "CDG"]])
    }

    func test_valueAs_intBeyond64BitsAsInt_throwsNamingTheTextAndType() throws {
        let sut = try argument("{int}", "-99999999999999999999")

        XCTAssertThrowsError(try sut.value(as: Int.self)) { error in
            XCTAssertEqual("\(error)", #"Cannot convert "-99999999999999999999" ({int}) to Int"#)
        }
    }

    func test_valueAs_longAsInt_convertsThroughItsOwnType() throws {
        let sut = try argument("{long}", "-42")

        XCTAssertEqual(try sut.value(as: Int.self), -42)
    }

    // MARK: - Helpers

    private struct Flight: Sendable, Equatable {
        let from: String
        let to: String
    }

    private enum StubError: Error, Equatable {
        case unknownAirport
    }

    private final class TransformerSpy: @unchecked Sendable {
        private let lock = NSLock()
        private var values: [[String?]] = []

        var received: [[String?]] { lock.withLock { values } }

        func record(_ groupValues: [String?]) {
            lock.withLock { values.append(groupValues) }
        }
    }

    private func makeSUT(
        regexp: String, transform: @escaping @Sendable ([String?]) throws -> Flight
    ) throws -> (CucumberExpression, TransformerSpy) {
        let spy = TransformerSpy()
        var registry = ParameterTypeRegistry()
        try registry.define(ParameterType(name: "flight", regularExpressions: [regexp]) { values in
            spy.record(values)
            return try transform(values)
        })
        return (try CucumberExpression("{flight} has been delayed", registry: registry), spy)
    }

    private func argument(_ expression: String, _ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> Argument {
        try XCTUnwrap(CucumberExpression(expression).match(text)?.first, file: file, line: line)
    }
}
