import CucumberMessages
import Foundation

/// What steps and hooks can attach to the report: text with a media type, bytes, a file, a log line, a link.
///
/// Scenario hooks and steps attach through their `ScenarioContext`, BeforeAll and AfterAll hooks through their
/// `TestRunContext`; each attachment becomes an `attachment` message tied to the step or hook that made it.
@MainActor
public protocol Attaching {
    /// Attaches `body` as it is (`.identity`, text) or Base64-encoded (`.base64`, bytes).
    func attach(body: String, encoding: AttachmentContentEncoding, mediaType: String, fileName: String?)
}

extension Attaching {
    /// Attaches text, e.g. a request the step sent.
    public func attach(_ text: String, mediaType: String = "text/plain", fileName: String? = nil) {
        attach(body: text, encoding: .identity, mediaType: mediaType, fileName: fileName)
    }

    /// Attaches bytes; they travel Base64-encoded.
    public func attach(_ data: Data, mediaType: String, fileName: String? = nil) {
        attach(body: data.base64EncodedString(), encoding: .base64, mediaType: mediaType, fileName: fileName)
    }

    /// Attaches the bytes of the file at `path` (relative to the run's folder), under `fileName` when given.
    public func attach(contentsOfFile path: String, mediaType: String, fileName: String? = nil) throws {
        attach(try Data(contentsOf: URL(fileURLWithPath: path)), mediaType: mediaType, fileName: fileName)
    }

    /// Logs a line of text (Cucumber's `log`).
    public func log(_ text: String) {
        attach(text, mediaType: "text/x.cucumber.log+plain")
    }

    /// Attaches a link (Cucumber's `link`).
    public func link(_ url: String) {
        attach(url, mediaType: "text/uri-list")
    }
}
