import CucumberExpressions
import XCTest

final class BigNumberTests: XCTestCase {
    func test_bigIntegerInit_signsAndLeadingZeros_areNormalised() {
        XCTAssertEqual(BigInteger("+007")?.description, "7")
        XCTAssertEqual(BigInteger("-000")?.description, "0")
        XCTAssertEqual(BigInteger("-0012")?.isNegative, true)
        XCTAssertEqual(BigInteger("-0012")?.magnitude, "12")
        XCTAssertEqual(BigInteger(Int64.min).description, "-9223372036854775808")
    }

    func test_bigIntegerInit_notAnInteger_isNil() {
        for text in ["", "-", "1.0", "1e3", " 1", "١٢"] {
            XCTAssertNil(BigInteger(text), text)
        }
    }

    func test_bigDecimalInit_validNumbers_areNormalised() {
        XCTAssertEqual(BigDecimal("+1.50e-3")?.description, "1.50E-3")
        XCTAssertEqual(BigDecimal(".5")?.description, ".5")
        XCTAssertEqual(BigDecimal("-12")?.description, "-12")
        XCTAssertNotEqual(BigDecimal("1.5"), BigDecimal("1.50"))
    }

    func test_bigDecimalInit_notADecimal_isNil() {
        for text in ["", ".", "5.", "1e", "1.2.3", "nan", "inf", "0x10", "1 "] {
            XCTAssertNil(BigDecimal(text), text)
        }
    }
}
