import CucumberMessages

/// `SampleRun` with what an attacker controls made hostile: markup that would run script in the feature's and a
/// scenario's name, a table cell and a doc string; and attachments of the first step: links with a `javascript:`
/// scheme (hidden behind a tab and upper case too), safe links, an HTML page, and a log coloured with ANSI codes.
enum HostileRun {
    /// Markup that marks the page's body if any script of it runs.
    static let payload = #"<img src=x onerror="document.body.setAttribute('data-pwned','1')"><script>document.body.setAttribute('data-pwned','2')</script>"#
    static let scriptLinks = ["javascript:document.body.setAttribute('data-pwned','3')", "JavaScript:document.title='x'", "java\tscript:alert(1)", "data:text/html,<script>alert(1)</script>"]
    static let safeLinks = ["https://example.com/ok", "mailto:team@example.com", "reports/other.html"]
    static let colouredLog = "\u{1B}[31mred\u{1B}[0m plain \u{1B}[1;32mbold green\u{1B}[0m\u{1B}]0;title\u{07}\u{1B}[2J"

    static var envelopes: [Envelope] {
        var attached = false
        return SampleRun.envelopes.flatMap { envelope -> [Envelope] in
            switch envelope {
            case .gherkinDocument(var document):
                document.feature?.name = payload
                return [.gherkinDocument(document)]
            case .pickle(var pickle):
                pickle.name = payload
                if var table = pickle.steps.first?.argument?.dataTable {
                    table.rows[1].cells[0].value = payload
                    pickle.steps[0].argument?.dataTable = table
                }
                if let index = pickle.steps.firstIndex(where: { $0.argument?.docString != nil }) {
                    pickle.steps[index].argument?.docString?.content = payload
                }
                return [.pickle(pickle)]
            case .testStepFinished(let finished) where finished.testStepId == "ts1" && !attached:
                attached = true
                return attachments(startedId: finished.testCaseStartedId) + [envelope]
            default:
                return [envelope]
            }
        }
    }

    private static func attachments(startedId: String) -> [Envelope] {
        let attach = { (body: String, mediaType: String) in
            Envelope.attachment(Attachment(body: body, contentEncoding: .identity, mediaType: mediaType, testCaseStartedId: startedId, testStepId: "ts1"))
        }
        return [
            attach((scriptLinks + safeLinks).joined(separator: "\n"), "text/uri-list"),
            attach(payload, "text/html"),
            attach(colouredLog, "text/x.cucumber.log+plain"),
            .attachment(Attachment(body: "", contentEncoding: .identity, fileName: "evil", mediaType: "text/plain", testCaseStartedId: startedId, testStepId: "ts1", url: scriptLinks[0])),
        ]
    }
}
