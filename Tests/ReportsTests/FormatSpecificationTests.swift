import Reports
import XCTest

final class FormatSpecificationTests: XCTestCase {
    func test_initParsing_nameAlone_writesToStandardOutput() throws {
        let sut = try FormatSpecification(parsing: "pretty")

        XCTAssertEqual(sut, FormatSpecification(name: "pretty", path: nil))
    }

    func test_initParsing_nameAndPath_splitsAtTheFirstColon() throws {
        let sut = try FormatSpecification(parsing: "junit:reports/a:b.xml")

        XCTAssertEqual(sut, FormatSpecification(name: "junit", path: "reports/a:b.xml"))
        XCTAssertEqual(sut.description, "junit:reports/a:b.xml")
    }

    func test_initParsing_unknownName_throwsNamingTheValueAndTheKnownNames() {
        XCTAssertThrowsError(try FormatSpecification(parsing: "cucumber-html:out.html")) { error in
            XCTAssertEqual(
                "\(error)",
                "Invalid report 'cucumber-html:out.html': unknown formatter 'cucumber-html' (available: pretty, progress, progress-bar, junit, json, message, html, github, rerun, usage)"
            )
        }
    }

    func test_initParsing_emptyPath_throws() {
        XCTAssertThrowsError(try FormatSpecification(parsing: "junit:")) { error in
            XCTAssertEqual(error as? ReportSetupError, ReportSetupError(value: "junit:", reason: "the path after ':' is empty"))
        }
    }

    func test_initParsing_emptyName_throws() {
        XCTAssertThrowsError(try FormatSpecification(parsing: ":out.xml")) { error in
            XCTAssertEqual(error as? ReportSetupError, ReportSetupError(value: ":out.xml", reason: "a formatter name is required before ':'"))
        }
    }

    func test_validate_twoOnStandardOutput_throwsNamingTheSecond() {
        let specifications = [FormatSpecification(name: "pretty"), FormatSpecification(name: "junit", path: "r.xml"), FormatSpecification(name: "progress")]

        XCTAssertThrowsError(try FormatSpecification.validate(specifications)) { error in
            XCTAssertEqual(
                "\(error)",
                "Invalid report 'progress': only one formatter can write to standard output and 'pretty' already does; give this one a path (NAME:PATH)"
            )
        }
    }

    func test_validate_twoOnOneFile_throws() {
        let specifications = [FormatSpecification(name: "junit", path: "r.xml"), FormatSpecification(name: "message", path: "r.xml")]

        XCTAssertThrowsError(try FormatSpecification.validate(specifications)) { error in
            XCTAssertEqual(error as? ReportSetupError, ReportSetupError(value: "message:r.xml", reason: "'r.xml' is already the report of 'junit'"))
        }
    }

    func test_validate_oneFileSpelledTwoWays_throwsQuotingBothAsWritten() {
        let specifications = [FormatSpecification(name: "junit", path: "out//r.xml"), FormatSpecification(name: "message", path: "./out/r.xml")]

        XCTAssertThrowsError(try FormatSpecification.validate(specifications)) { error in
            XCTAssertEqual(error as? ReportSetupError, ReportSetupError(value: "message:./out/r.xml", reason: "'out//r.xml' is already the report of 'junit'"))
        }
    }

    func test_validate_relativeAndAbsoluteSpellingFromDirectory_throwsQuotingBothAsWritten() {
        let specifications = [FormatSpecification(name: "junit", path: "out/r.xml"), FormatSpecification(name: "message", path: "/run/out/r.xml")]

        XCTAssertThrowsError(try FormatSpecification.validate(specifications, from: "/run")) { error in
            XCTAssertEqual(error as? ReportSetupError, ReportSetupError(value: "message:/run/out/r.xml", reason: "'out/r.xml' is already the report of 'junit'"))
        }
    }

    func test_validate_oneOnStandardOutputAndFiles_accepts() {
        let specifications = [FormatSpecification(name: "pretty"), FormatSpecification(name: "junit", path: "a.xml"), FormatSpecification(name: "message", path: "b.ndjson")]

        XCTAssertNoThrow(try FormatSpecification.validate(specifications))
    }

    func test_runDefaults_withoutFormatOptions_arePrettyOnStandardOutputAndJUnitAndHTMLInReports() {
        XCTAssertEqual(FormatSpecification.runDefaults.map(\.description), ["pretty", "junit:reports/junit.xml", "html:reports/index.html"])
        XCTAssertNoThrow(try FormatSpecification.validate(FormatSpecification.runDefaults))
    }
}
