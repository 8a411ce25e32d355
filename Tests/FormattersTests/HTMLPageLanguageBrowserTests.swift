import CucumberMessages
import Formatters
import Foundation
import TestSupport
import XCTest

/// The HTML report's own words in the reader's language, as Chromium shows them; what it quotes from the features
/// stays as written. Needs `chromium`.
final class HTMLPageLanguageBrowserTests: XCTestCase {
    func test_htmlReport_spanishChosenInTheURL_showsSpanishLabelsAndTheFeaturesAsWritten() throws {
        let (browser, page) = try makeSUT()

        let dom = try browser.renderedDOM(of: URL(string: page.absoluteString + "#lang=es")!)

        XCTAssertTrue(dom.contains("3 de 3 escenarios coinciden"), dom)
        XCTAssertTrue(dom.contains(">Escenarios</a>") && dom.contains(">Pasos</a>"), "the page's navigation is not in Spanish")
        XCTAssertTrue(dom.contains("</span> superado</span>") && dom.contains("</span> fallido</span>"), "statuses are not in Spanish")
        XCTAssertTrue(dom.contains(">Successful login</span>") || dom.contains("Successful login"), "a scenario's name changed")
        XCTAssertTrue(dom.contains("<span class=\"keyword\">Feature:</span>"), "the features' keyword changed")
        XCTAssertTrue(dom.contains("aria-current=\"true\">Español</a>"), "the switch does not show the language chosen")
    }

    func test_htmlReport_spanishBrowserAndNoChoice_showsSpanishLabels() throws {
        let (_, page) = try makeSUT()

        let dom = try renderedDOM(of: page, acceptLanguages: "es-ES,es,en")

        XCTAssertTrue(dom.contains("3 de 3 escenarios coinciden"), dom)
    }

    func test_htmlReport_englishBrowserAndNoChoice_showsEnglishLabels() throws {
        let (browser, page) = try makeSUT()

        let dom = try browser.renderedDOM(of: page)

        XCTAssertTrue(dom.contains("3 of 3 scenarios match"), dom)
        XCTAssertTrue(dom.contains("</span> passed</span>"))
    }

    func test_htmlReport_filterChangedAfterChoosingSpanish_keepsTheLanguageInTheURL() throws {
        let (browser, page) = try makeSUT()

        let dom = try browser.renderedDOM(of: URL(string: page.absoluteString + "#status=failed&lang=es")!)

        XCTAssertTrue(dom.contains("1 de 3 escenarios coinciden"), dom)
    }

    // MARK: - Helpers

    /// The DOM Chromium leaves with `languages` as the browser's languages; `HeadlessChromium` takes no such setting.
    private func renderedDOM(of page: URL, acceptLanguages languages: String) throws -> String {
        let profile = TemporaryFolder()
        defer { profile.remove() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--user-data-dir=\(profile.path)",
                             "--accept-lang=\(languages)", "--dump-dom", page.absoluteString]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    private func makeSUT() throws -> (HeadlessChromium, URL) {
        guard let browser = HeadlessChromium.find() else { throw XCTSkip("chromium is not installed (apt-get install chromium)") }
        let folder = TemporaryFolder()
        addTeardownBlock { folder.remove() }
        var page = ""
        var formatter = HTMLFormatter(write: { page += $0 })
        for envelope in SampleRun.envelopes { formatter.record(envelope) }
        formatter.finish()
        try page.write(toFile: folder.file("index.html"), atomically: true, encoding: .utf8)
        return (browser, URL(fileURLWithPath: folder.file("index.html")))
    }
}
