import BDDCommandLine
import CucumberMessages
import Foundation
import TestSupport
import XCTest

/// The HTML report as a browser shows it: headless Chromium loads real reports, runs their script, and the tests read
/// the DOM it leaves; screenshots land in `reports/` for a person to look at.
@MainActor
final class HTMLReportBrowserTests: XCTestCase {
    func test_htmlReport_ofTheSpecification_showsEveryScenarioWithItsStatus() async throws {
        let (browser, folder) = try makeSUT()
        let stream = folder.file("run.ndjson")

        let run = await SpecificationRun.run(["Features/", "--format", "progress", "--format", "html:\(folder.file("index.html"))", "--format", "message:\(stream)"])
        let page = URL(fileURLWithPath: folder.file("index.html"))
        let dom = try browser.renderedDOM(of: page)

        XCTAssertEqual(run.status, 0, run.output + run.error)
        let pickles = try SpecificationRun.envelopes(at: stream).compactMap { if case .pickle(let pickle) = $0 { pickle } else { nil } }
        let scenarios = RenderedScenario.all(in: dom)
        XCTAssertEqual(scenarios.count, pickles.count)
        XCTAssertEqual(Set(scenarios.map(\.status)), ["passed"])
        XCTAssertEqual(scenarios.filter(\.isShown).count, pickles.count)
        XCTAssertTrue(dom.contains("\(pickles.count) of \(pickles.count) scenarios match"), "the script ran")
        try browser.screenshot(of: page, to: Self.screenshot("html-report-wide.png"), width: 1280, height: 1600)
        try browser.screenshot(of: page, to: Self.screenshot("html-report-phone.png"), width: 390, height: 1600)
    }

    func test_htmlReport_filtersByStatusTextAndTags_fromTheURL() async throws {
        let (browser, folder) = try makeSUT()
        let stream = folder.file("run.ndjson")
        _ = await SpecificationRun.run(["Features/", "--format", "progress", "--format", "html:\(folder.file("index.html"))", "--format", "message:\(stream)"])
        let pickles = try SpecificationRun.envelopes(at: stream).compactMap { if case .pickle(let pickle) = $0 { pickle } else { nil } }
        let page = URL(fileURLWithPath: folder.file("index.html"))

        let failedOnly = RenderedScenario.all(in: try browser.renderedDOM(of: URL(string: page.absoluteString + "#status=failed")!))
        let searched = RenderedScenario.all(in: try browser.renderedDOM(of: URL(string: page.absoluteString + "#q=login%20exitoso")!))
        let tagged = RenderedScenario.all(in: try browser.renderedDOM(of: URL(string: page.absoluteString + "#tags=%40smoke%20and%20not%20%40catalog")!))

        XCTAssertEqual(failedOnly.filter(\.isShown).count, 0, "nothing failed")
        XCTAssertEqual(searched.filter(\.isShown).count, pickles.filter { $0.name.lowercased().contains("login exitoso") }.count)
        let expectedTagged = pickles.filter { pickle in
            let tags = pickle.tags.map(\.name)
            return tags.contains("@smoke") && !tags.contains("@catalog")
        }
        XCTAssertGreaterThan(expectedTagged.count, 0)
        XCTAssertEqual(tagged.filter(\.isShown).count, expectedTagged.count)
    }

    func test_htmlReport_ofAFailingRun_showsTheFailureUnderItsStep() async throws {
        let (browser, folder) = try makeSUT()
        let feature = try SpecificationRun.copyFeature(
            "catalog.feature", to: folder,
            replacing: "Entonces el catálogo muestra 2 productos", with: "Entonces el catálogo muestra 3 productos"
        )

        let run = await SpecificationRun.run([feature, "--format", "progress", "--format", "html:\(folder.file("index.html"))"])
        let page = URL(string: URL(fileURLWithPath: folder.file("index.html")).absoluteString + "#status=failed")!
        let dom = try browser.renderedDOM(of: page)

        XCTAssertEqual(run.status, 1)
        let shown = RenderedScenario.all(in: dom).filter(\.isShown)
        XCTAssertEqual(shown.map(\.status), ["failed"])
        let failingStep = try XCTUnwrap(dom.range(of: "el catálogo muestra 3 productos"), "the failing step is on the page")
        let message = try XCTUnwrap(dom.range(of: "<pre class=\"error\" role=\"alert\">ExpectationFailure: products on screen: Expected 3, got 2"))
        XCTAssertLessThan(failingStep.lowerBound, message.lowerBound, "the message follows its step")
        try browser.screenshot(of: page, to: Self.screenshot("html-report-failure.png"), width: 1280, height: 1400)
    }

    func test_htmlReport_ofCucumberStreamsWithAttachments_showsThemInPlace() throws {
        let (browser, folder) = try makeSUT()
        let cck = try ConformanceDirectory.suite("cck")

        let images = try format(cck.appendingPathComponent("examples-tables-attachment/examples-tables-attachment.ndjson"), into: folder.file("images.html"))
        let kinds = try format(cck.appendingPathComponent("attachments/attachments.ndjson"), into: folder.file("attachments.html"))
        let imagesDOM = try browser.renderedDOM(of: images)
        let kindsDOM = try browser.renderedDOM(of: kinds)

        XCTAssertTrue(imagesDOM.contains("src=\"data:image/png;base64,iVBOR"), "the PNG is embedded and shown")
        XCTAssertEqual(RenderedScenario.all(in: kindsDOM).count, 8)
        XCTAssertTrue(kindsDOM.contains("<a href=\"https://cucumber.io\">"), "a text/uri-list attachment is a link")
        XCTAssertTrue(kindsDOM.contains("download=\"renamed.pdf\""), "a named file can be saved under its name")
        try browser.screenshot(of: images, to: Self.screenshot("html-report-attachments.png"), width: 1280, height: 1400)
    }

    func test_htmlReport_ofCucumberStreamsOfEveryShape_drawsEveryScenario() throws {
        let (browser, folder) = try makeSUT()
        let cck = try ConformanceDirectory.suite("cck")
        // Rules, retries, Markdown features, a run that ended in error, an empty stream: shapes a script could trip on.
        let samples = ["rules-backgrounds", "retry", "markdown", "test-run-exception", "empty", "all-statuses"]

        for sample in samples {
            let page = try format(cck.appendingPathComponent("\(sample)/\(sample).ndjson"), into: folder.file("\(sample).html"))
            let dom = try browser.renderedDOM(of: page)

            let drawn = RenderedScenario.all(in: dom).count
            XCTAssertTrue(dom.contains("\(drawn) of \(drawn) scenarios match"), "\(sample): the script did not finish drawing")
        }
    }

    // MARK: - Helpers

    private func makeSUT() throws -> (HeadlessChromium, TemporaryFolder) {
        guard let browser = HeadlessChromium.find() else {
            throw XCTSkip("chromium is not installed (apt-get install chromium): the HTML report is not checked in a browser")
        }
        let folder = TemporaryFolder()
        addTeardownBlock { folder.remove() }
        return (browser, folder)
    }

    private func format(_ stream: URL, into path: String) throws -> URL {
        var errors = ""
        let status = FormatCommand.run(
            arguments: ["--format", "html:\(path)", stream.path],
            standardInput: { "" },
            standardOutput: { _ in },
            standardError: { errors += $0 }
        )
        XCTAssertEqual(status, 0, errors)
        return URL(fileURLWithPath: path)
    }

    private static func screenshot(_ name: String) -> String {
        let folder = SpecificationRun.packageRoot.appendingPathComponent("reports")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.appendingPathComponent(name).path
    }
}

/// A scenario of the rendered report: its status and whether the filters left it on screen.
private struct RenderedScenario {
    let status: String
    let isShown: Bool

    static func all(in dom: String) -> [RenderedScenario] {
        dom.components(separatedBy: "<details class=\"scenario ").dropFirst().map { element in
            let openingTag = element.prefix { $0 != ">" }
            let status = openingTag.components(separatedBy: "data-status=\"").dropFirst().first?.prefix { $0 != "\"" }
            return RenderedScenario(status: status.map(String.init) ?? "", isShown: !openingTag.contains(" hidden"))
        }
    }
}
