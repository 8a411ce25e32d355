import BDDCommandLine
import XCTest

final class OptionScannerTests: XCTestCase {
    func test_scan_withSeparateAndInlineValues_readsBoth() throws {
        let sut = makeSUT()

        let scanned = try sut.scan(["--tags", "@smoke", "--name=Login", "Features/"])

        XCTAssertEqual(scanned, [.option("--tags", value: "@smoke"), .option("--name", value: "Login"), .operand("Features/")])
    }

    func test_scan_withInlineValueContainingEquals_keepsTheRest() throws {
        let scanned = try makeSUT().scan(["--name=a=b"])

        XCTAssertEqual(scanned, [.option("--name", value: "a=b")])
    }

    func test_scan_withShortAlias_usesLongName() throws {
        let scanned = try makeSUT().scan(["-t", "@wip"])

        XCTAssertEqual(scanned, [.option("--tags", value: "@wip")])
    }

    func test_scan_afterDoubleDash_treatsEverythingAsOperands() throws {
        let scanned = try makeSUT().scan(["--dry-run", "--", "--tags", "-x"])

        XCTAssertEqual(scanned, [.option("--dry-run", value: nil), .operand("--tags"), .operand("-x")])
    }

    func test_scan_withUnknownOption_throwsNamingIt() {
        XCTAssertThrowsError(try makeSUT().scan(["--colour"])) { error in
            XCTAssertEqual(error as? CommandLineError, .unknownOption("--colour"))
            XCTAssertEqual("\(error)", "Unknown option '--colour'")
        }
    }

    func test_scan_withValuedOptionLast_throwsMissingValue() {
        XCTAssertThrowsError(try makeSUT().scan(["--tags"])) { error in
            XCTAssertEqual(error as? CommandLineError, .missingValue(option: "--tags"))
        }
    }

    func test_scan_withValueOnFlag_throwsUnexpectedValue() {
        XCTAssertThrowsError(try makeSUT().scan(["--dry-run=yes"])) { error in
            XCTAssertEqual(error as? CommandLineError, .unexpectedValue(option: "--dry-run"))
        }
    }

    // MARK: - Helpers

    private func makeSUT() -> OptionScanner {
        OptionScanner(
            options: ["--tags": .value, "--name": .value, "--dry-run": .flag],
            aliases: ["-t": "--tags"]
        )
    }
}
