@testable import BDDRuntime
import XCTest

final class DocStringDecodingTests: XCTestCase {
    func test_decode_jsonWithoutOrWithAJSONMediaType_decodesIt() throws {
        for mediaType in [nil, "json", "application/json", "JSON"] {
            let sut = makeSUT(#"{"code": "SPRING", "percent": 10}"#, mediaType: mediaType)

            XCTAssertEqual(try sut.decode(Coupon.self), Coupon(code: "SPRING", percent: 10), mediaType ?? "none")
        }
    }

    func test_decode_valueOfTheWrongType_namesTheLineAndCodingPath() {
        let sut = makeSUT(#"{"code": "SPRING", "percent": "ten"}"#)

        XCTAssertThrowsError(try sut.decode(Coupon.self)) { error in
            let text = "\(error)"
            XCTAssertTrue(text.hasPrefix("features/shop.feature:7: doc string: not JSON of a Coupon: at percent: "), text)
        }
    }

    func test_decode_missingKeyInANestedValue_namesItsPath() {
        let sut = makeSUT(#"{"coupons": [{"code": "A", "percent": 1}, {"code": "B"}]}"#)

        XCTAssertThrowsError(try sut.decode(Coupons.self)) { error in
            XCTAssertTrue("\(error)".contains("at coupons[1].percent: no value"), "\(error)")
        }
    }

    func test_decode_malformedJSON_isADocStringError() {
        XCTAssertThrowsError(try makeSUT(#"{"code": "#).decode(Coupon.self)) { error in
            XCTAssertEqual((error as? DocStringDecodingError)?.line, 7)
            XCTAssertTrue("\(error)".hasPrefix("features/shop.feature:7: doc string: not JSON of a Coupon"), "\(error)")
        }
    }

    func test_decode_anotherMediaType_namesIt() {
        XCTAssertThrowsError(try makeSUT("code: SPRING", mediaType: "yaml").decode(Coupon.self)) { error in
            XCTAssertEqual("\(error)", "features/shop.feature:7: doc string: media type yaml is not JSON, so it cannot be decoded as Coupon")
        }
    }

    // MARK: - Helpers

    private func makeSUT(_ content: String, mediaType: String? = nil) -> BDDRuntime.DocString {
        BDDRuntime.DocString(content: content, mediaType: mediaType, uri: "features/shop.feature", line: 7)
    }
}

private struct Coupon: Decodable, Equatable { let code: String; let percent: Int }
private struct Coupons: Decodable { let coupons: [Coupon] }
