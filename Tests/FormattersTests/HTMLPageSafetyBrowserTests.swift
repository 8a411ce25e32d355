import CucumberMessages
import Formatters
import Foundation
import TestSupport
import XCTest

/// The HTML report opened by a browser with hostile input: what steps attach and what features say is shown as
/// text, only web links are clickable, and a coloured log is coloured without its escapes. Needs `chromium`.
final class HTMLPageSafetyBrowserTests: XCTestCase {
    func test_htmlReport_withHostileNamesTablesAndAttachments_runsNoScriptOfThem() throws {
        let (browser, page) = try makeSUT(HostileRun.envelopes)

        let dom = try browser.renderedDOM(of: page)

        XCTAssertTrue(dom.contains("class=\"scenario"), "the page's own script ran")
        XCTAssertFalse(dom.contains("data-pwned=\""), "a script of the input ran")
        XCTAssertFalse(dom.lowercased().contains("href=\"javascript:"), "a javascript: link is clickable")
        XCTAssertFalse(dom.contains("href=\"java\tscript:") || dom.contains("href=\"data:text/html"), "a script link is clickable")
        for link in HostileRun.safeLinks {
            XCTAssertTrue(dom.contains("href=\"\(link)\""), "\(link) is not clickable")
        }
        XCTAssertTrue(dom.contains("<span class=\"unsafe-link\""), "a script link is not shown as text")
    }

    func test_htmlReport_colouredLogAttachment_isShownColouredWithoutEscapes() throws {
        let (browser, page) = try makeSUT(HostileRun.envelopes)

        let dom = try browser.renderedDOM(of: page)

        XCTAssertTrue(dom.contains("<span class=\"ansi-fg1\">red</span> plain <span class=\"ansi-fg2 ansi-bold\">bold green</span>"), "the log is not coloured")
        XCTAssertFalse(dom.contains("\u{1B}") || dom.contains("[31m") || dom.contains("[2J") || dom.contains("0;title"), "escapes are left in the page")
    }

    // MARK: - Helpers

    private func makeSUT(_ envelopes: [Envelope]) throws -> (HeadlessChromium, URL) {
        guard let browser = HeadlessChromium.find() else { throw XCTSkip("chromium is not installed (apt-get install chromium)") }
        let folder = TemporaryFolder()
        addTeardownBlock { folder.remove() }
        var page = ""
        var formatter = HTMLFormatter(write: { page += $0 })
        for envelope in envelopes { formatter.record(envelope) }
        formatter.finish()
        try page.write(toFile: folder.file("index.html"), atomically: true, encoding: .utf8)
        return (browser, URL(fileURLWithPath: folder.file("index.html")))
    }
}
