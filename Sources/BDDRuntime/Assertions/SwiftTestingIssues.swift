import CucumberMessages

/// Hears Swift Testing's `#expect`, `#require` and `Issue.record` outside a running Swift Testing test, through
/// the fallback event handler that Swift 6.3 toolchains carry (`_TestingInterop`).
///
/// Found with `dlsym`, so `bdd` never links Swift Testing: the handler exists only in a process whose steps import
/// it. Swift Testing reads the handler once, at its first issue outside a test, so it is installed before any step
/// runs. Each issue arrives as a JSON event record (swift-testing's `Documentation/ABI/JSON.md`).
enum SwiftTestingIssues {
    private typealias Handler = @convention(c) (UnsafePointer<CChar>, UnsafeRawPointer, Int, UnsafeRawPointer?) -> Void
    private typealias Install = @convention(c) (Handler) -> Bool

    /// Whether Swift Testing is in this process at all.
    static var isLoaded: Bool {
        FrameworkAssertions.symbol("$s7Testing5IssueV6record_14sourceLocationAcA7CommentVSg_AA06SourceE0VtFZ") != nil
            || FrameworkAssertions.symbol("_swift_testing_getFallbackEventHandler") != nil
    }

    /// What installing the handler gave.
    enum Installation {
        case installed
        /// The toolchain is older than the fallback handler.
        case noHandler
        /// Another handler was installed first (a test runner's own): it hears the issues.
        case taken
    }

    /// Installs the handler.
    static func install() -> Installation {
        guard let address = FrameworkAssertions.symbol("_swift_testing_installFallbackEventHandler") else { return .noHandler }
        let install = unsafeBitCast(address, to: Install.self)
        let installed = install { _, base, count, _ in
            let record = UnsafeBufferPointer(start: base.assumingMemoryBound(to: UInt8.self), count: count)
            if let issue = SwiftTestingIssues.issue(inRecord: record) { IssueSink.record(issue) }
        }
        return installed ? .installed : .taken
    }

    /// The failure an event record tells, or nil for any other event (a warning, a known issue, another kind).
    static func issue(inRecord record: UnsafeBufferPointer<UInt8>) -> RecordedIssue? {
        guard let event = try? JSONNode.parse(record),
              event["kind"]?.text == "event", let payload = event["payload"],
              payload["kind"]?.text == "issueRecorded", let issue = payload["issue"],
              issue["isKnown"]?.flag != true, issue["isFailure"]?.flag ?? (issue["severity"]?.text != "warning")
        else { return nil }
        var failure: [String] = []
        var details: [String] = []
        for message in payload["messages"]?.elements ?? [] {
            guard let text = message["text"]?.text else { continue }
            if message["symbol"]?.text == "details" { details.append(text) } else { failure.append(text) }
        }
        let place = issue["sourceLocation"]
        let file = place?["filePath"]?.text ?? place?["_filePath"]?.text
        let line = place?["line"]?.number.flatMap { Int($0) }
        return RecordedIssue(headline: failure.first ?? "Issue recorded", comments: details, location: file.flatMap { file in line.map { CodeLocation(file: file, line: $0) } })
    }
}

private extension JSONNode {
    subscript(key: String) -> JSONNode? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    var text: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    var flag: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    var number: String? {
        if case .number(let value) = self { return value }
        return nil
    }

    var elements: [JSONNode] {
        if case .array(let values) = self { return values }
        return []
    }
}
