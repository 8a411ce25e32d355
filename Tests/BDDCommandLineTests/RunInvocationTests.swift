@testable import BDDCommandLine
import XCTest

final class RunInvocationTests: XCTestCase {
    func test_init_withNoArguments_usesCucumbersDefaults() throws {
        let sut = try RunInvocation(arguments: [])

        XCTAssertEqual(sut.operands, [])
        XCTAssertTrue(sut.strict)
        XCTAssertFalse(sut.dryRun)
        XCTAssertFalse(sut.failFast)
        XCTAssertEqual(sut.order, .defined)
        XCTAssertEqual(sut.formats, [])
    }

    func test_init_everyOptionInBothSpellings_readsEach() throws {
        let sut = try RunInvocation(arguments: [
            "--tags", "@a", "-t", "@b", "--name=Login", "-n", "Catalog", "--dry-run", "--fail-fast", "--no-strict",
            "--order=random:42", "--language", "es", "--languages", "langs.json", "--format", "progress",
            "-f", "junit:out.xml", "--no-color", "Features/login.feature:12", "more",
        ])

        XCTAssertEqual(sut.tagExpressions, ["@a", "@b"])
        XCTAssertEqual(sut.namePatterns, ["Login", "Catalog"])
        XCTAssertTrue(sut.dryRun)
        XCTAssertTrue(sut.failFast)
        XCTAssertFalse(sut.strict)
        XCTAssertEqual(sut.order, .random(seed: 42))
        XCTAssertEqual(sut.language, "es")
        XCTAssertEqual(sut.languagesFile, "langs.json")
        XCTAssertEqual(sut.formats, ["progress", "junit:out.xml"])
        XCTAssertTrue(sut.noColor)
        XCTAssertEqual(sut.operands.map(\.path), ["Features/login.feature", "more"])
        XCTAssertEqual(sut.operands.map(\.lines), [[12], []])
    }

    func test_init_withStrictAfterNoStrict_letsTheLastWin() throws {
        XCTAssertTrue(try RunInvocation(arguments: ["--no-strict", "--strict"]).strict)
        XCTAssertFalse(try RunInvocation(arguments: ["--strict", "--no-strict"]).strict)
    }

    func test_init_everyOrder_readsIt() throws {
        XCTAssertEqual(try RunInvocation(arguments: ["--order", "defined"]).order, .defined)
        XCTAssertEqual(try RunInvocation(arguments: ["--order", "reverse"]).order, .reverse)
        XCTAssertEqual(try RunInvocation(arguments: ["--order", "random"]).order, .random(seed: nil))
        XCTAssertEqual(try RunInvocation(arguments: ["--order", "random:7"]).order, .random(seed: 7))
    }

    func test_init_withBadOrder_throwsNamingTheOption() {
        for value in ["sideways", "random:", "random:x", "random:-1"] {
            XCTAssertThrowsError(try RunInvocation(arguments: ["--order", value])) { error in
                XCTAssertEqual(error as? CommandLineError, .invalidValue(option: "--order", value: value, reason: "expected defined, reverse, random or random:SEED"))
            }
        }
    }

    func test_init_withEmptyValue_throwsNamingTheOption() {
        XCTAssertThrowsError(try RunInvocation(arguments: ["--tags="])) { error in
            XCTAssertEqual(error as? CommandLineError, .invalidValue(option: "--tags", value: "", reason: "it must not be empty"))
        }
    }

    func test_init_withUnknownOption_throwsNamingIt() {
        XCTAssertThrowsError(try RunInvocation(arguments: ["--colour"])) { error in
            XCTAssertEqual(error as? CommandLineError, .unknownOption("--colour"))
        }
    }

    func test_init_withHelpVersionAndI18n_recordsThem() throws {
        let sut = try RunInvocation(arguments: ["-h", "--version", "--i18n-languages", "--i18n-keywords", "es"])

        XCTAssertTrue(sut.wantsHelp)
        XCTAssertTrue(sut.wantsVersion)
        XCTAssertTrue(sut.listLanguages)
        XCTAssertEqual(sut.keywordsLanguage, "es")
    }
}
