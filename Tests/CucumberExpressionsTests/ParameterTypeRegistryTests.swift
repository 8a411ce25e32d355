@testable import CucumberExpressions
import XCTest

final class ParameterTypeRegistryTests: XCTestCase {
    func test_init_noArguments_definesCucumbersBuiltInTypesInOrder() {
        let sut = ParameterTypeRegistry()

        let names = sut.parameterTypes.map(\.name)

        XCTAssertEqual(names, ["int", "float", "word", "string", "", "double", "bigdecimal", "byte", "short", "long", "biginteger"])
        XCTAssertTrue(sut.parameterTypes.allSatisfy(\.isBuiltIn))
    }

    func test_init_builtInNumberTypes_nameTheirValueTypeAsSwiftDescribesIt() throws {
        // The names are written out to spare a runtime lookup at start-up: they must still say what Swift says.
        let numbers = ParameterTypeRegistry().parameterTypes.filter { $0.numberType != nil }

        XCTAssertEqual(numbers.count, 8)
        for type in numbers {
            XCTAssertEqual(type.valueTypeName, String(describing: try XCTUnwrap(type.numberType)), type.name)
        }
    }

    func test_init_builtInFlags_followCucumber() {
        let sut = ParameterTypeRegistry()

        let snippetTypes = sut.parameterTypes.filter(\.useForSnippets).map(\.name)
        let preferredTypes = sut.parameterTypes.filter(\.preferForRegexpMatch).map(\.name)

        XCTAssertEqual(snippetTypes, ["int", "float", "string"])
        XCTAssertEqual(preferredTypes, ["int", ""])
        XCTAssertEqual(sut.parameterType(named: "byte")?.valueTypeName, "Int8")
    }

    func test_define_customType_isFoundByNameAndUsableInExpressions() throws {
        var sut = ParameterTypeRegistry()

        try sut.define(ParameterType(name: "price", regularExpressions: [#"\d+\.\d\d €"#]) { $0[0] ?? "" })

        let type = try XCTUnwrap(sut.parameterType(named: "price"))
        XCTAssertFalse(type.isBuiltIn)
        XCTAssertEqual(type.valueTypeName, "String")
        XCTAssertNotNil(try CucumberExpression("it costs {price}", registry: sut).match("it costs 3.50 €"))
    }

    func test_define_takenName_throws() throws {
        var sut = ParameterTypeRegistry()

        XCTAssertThrowsError(try sut.define(ParameterType(name: "int", regularExpressions: ["x"]) { $0 })) { error in
            XCTAssertEqual(error as? CucumberExpressionError, CucumberExpressionError(.invalidParameterType, "There is already a parameter type with name int"))
        }
    }

    func test_define_secondAnonymousType_throws() throws {
        var sut = ParameterTypeRegistry()

        XCTAssertThrowsError(try sut.define(ParameterType(name: "", regularExpressions: ["x"]) { $0 })) { error in
            XCTAssertEqual("\(error)", "The anonymous parameter type has already been defined")
        }
    }

    func test_define_secondPreferredTypeForARegexp_throws() throws {
        var sut = ParameterTypeRegistry()
        try sut.define(ParameterType(name: "color", regularExpressions: ["red|blue"], preferForRegexpMatch: true) { $0 })

        XCTAssertThrowsError(try sut.define(ParameterType(name: "colour", regularExpressions: ["red|blue"], preferForRegexpMatch: true) { $0 })) { error in
            XCTAssertEqual("\(error)", "There can only be one preferential parameter type per regexp. The regexp /red|blue/ is used for two preferential parameter types, {color} and {colour}")
        }
        XCTAssertNil(sut.parameterType(named: "colour"))
    }

    func test_parameterTypeInit_illegalCharacterInName_throws() {
        XCTAssertThrowsError(try ParameterType(name: "my/type", regularExpressions: ["x"]) { $0 }) { error in
            XCTAssertEqual((error as? CucumberExpressionError)?.kind, .invalidParameterType)
        }
    }

    func test_parameterTypeInit_invalidRegexp_throws() {
        XCTAssertThrowsError(try ParameterType(name: "broken", regularExpressions: ["(x"]) { $0 }) { error in
            XCTAssertEqual((error as? CucumberExpressionError)?.kind, .invalidRegularExpression)
        }
    }

    func test_parameterTypeInit_noRegexp_throws() {
        XCTAssertThrowsError(try ParameterType(name: "empty", regularExpressions: []) { $0 })
    }

    func test_define_afterAnExpressionWasCompiled_leavesThatExpressionUnchanged() throws {
        var sut = ParameterTypeRegistry()
        let compiledBefore = try CucumberExpression("a {word}", registry: sut)

        try sut.define(ParameterType(name: "color", regularExpressions: ["red"]) { $0 })

        XCTAssertThrowsError(try CucumberExpression("a {color}", registry: ParameterTypeRegistry()))
        XCTAssertNotNil(try CucumberExpression("a {color}", registry: sut).match("a red"))
        XCTAssertNotNil(compiledBefore.match("a red"))
    }
}
