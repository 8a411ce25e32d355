import CucumberMessages

/// What the console says about one finished test case attempt: where it sits, its steps, their outcome.
struct ScenarioReport: Sendable, Equatable {
    /// A feature or rule line, with the id that tells when a new one starts.
    struct Heading: Sendable, Equatable {
        var id: String
        var keyword: String
        var name: String
        var tags: [String]
    }

    var feature: Heading
    var rule: Heading?
    var keyword: String
    var name: String
    var tags: [String]
    /// `uri:line` of the scenario, or of the examples row for an outline.
    var location: String
    var status: TestStepResultStatus
    var willBeRetried: Bool
    var steps: [StepReport]

    /// The report of an attempt, once the index knows its test case and pickle.
    init?(started: TestCaseStarted, index: RunQuery) {
        guard let queried = index.queried(started), let pickle = queried.pickle?.pickle else { return nil }
        let testCase = queried.testCase
        let lineage = index.lineage(of: pickle)
        let featureTags = lineage?.feature.tags.map(\.name) ?? []
        feature = Heading(
            id: pickle.uri,
            keyword: lineage?.feature.keyword ?? "Feature",
            name: lineage?.feature.name ?? pickle.uri,
            tags: featureTags
        )
        rule = lineage?.rule.map { Heading(id: $0.id, keyword: $0.keyword, name: $0.name, tags: $0.tags.map(\.name)) }
        keyword = lineage?.scenario.keyword ?? "Scenario"
        name = pickle.name
        if featureTags.count > 8 {
            // A set, not the array: a feature line can hold thousands of tags, and each scenario tag is looked up.
            let inheritedTags = Set(featureTags)
            tags = pickle.tags.map(\.name).filter { !inheritedTags.contains($0) }
        } else {
            tags = pickle.tags.map(\.name).filter { !featureTags.contains($0) }
        }
        let line = pickle.location?.line ?? lineage?.example?.row.location.line ?? lineage?.scenario.location.line
        location = SourcePlace.text(uri: pickle.uri, line: line)
        status = index.mostSevereResult(of: started)?.status ?? .passed
        willBeRetried = index.testCaseFinishes[started.id]?.willBeRetried ?? false
        steps = Self.steps(of: testCase, pickle: pickle, started: started, index: index)
    }

    /// Every pickle step in plan order; hooks only when they went wrong or attached something.
    private static func steps(of testCase: TestCase, pickle: Pickle, started: TestCaseStarted, index: RunQuery) -> [StepReport] {
        var pickleSteps = InOrderLookup(pickle.steps)
        var results = index.stepResults(of: started)
        let attachments = index.attachments[started.id] ?? []
        let place = index.place(of: pickle)
        func report(of testStep: TestStep, at position: Int, result: TestStepResult?) -> StepReport? {
            let status = result?.status ?? .unknown
            let texts = attachments.isEmpty ? [] : attachments.filter { $0.testStepId == testStep.id }.map(Self.line(for:))
            if let pickleStepId = testStep.pickleStepId {
                let pickleStep = pickleSteps.position(id: pickleStepId)
                let definitionIds = testStep.stepDefinitionIds ?? []
                let text = pickleStep.map { pickleSteps[$0].text } ?? ""
                // An undefined step with nothing to say of its own names the phrases it may have meant, under it,
                // where its writer looks.
                let error = result.flatMap(StepReport.error(of:)) ?? (status == .undefined ? StepOutcomeWording.didYouMean(index.closestPhrases(to: text)) : nil)
                return StepReport(
                    kind: .step(
                        keyword: pickleStep.flatMap { place?.keyword(of: pickleSteps[$0]) } ?? defaultKeyword(for: pickleStep.flatMap { pickleSteps[$0].type }),
                        text: text,
                        argument: pickleStep.flatMap { pickleSteps[$0].argument }
                    ),
                    status: status,
                    definition: definitionIds.count == 1 ? index.stepDefinitionLocations[definitionIds[0]] : nil,
                    error: error,
                    attachments: texts,
                    pickleStepId: pickleStepId
                )
            }
            // A hook that passed says nothing, unless it attached or logged something.
            guard status != .passed && status != .skipped || !texts.isEmpty, let hookId = testStep.hookId else { return nil }
            let hook = index.hooks[hookId]
            return StepReport(
                kind: .hook(label: hookLabel(of: hook, at: position, in: testCase)),
                status: status,
                definition: SourcePlace.text(of: hook?.sourceReference),
                error: result.flatMap(StepReport.error(of:)),
                attachments: texts
            )
        }

        var reports: [StepReport] = []
        reports.reserveCapacity(testCase.testSteps.count)
        // Positions rather than elements where only fields are read: every scenario of a run is reported here.
        for (position, testStep) in testCase.testSteps.enumerated() {
            let result = results.position(id: testStep.id).map { results[$0].testStepResult }
            if let report = report(of: testStep, at: position, result: result) { reports.append(report) }
        }
        return reports
    }

    /// "Before hook", "After hook", "BeforeStep hook" or "AfterStep hook" by the hook's type (by where it sits among
    /// the pickle steps when the stream does not say), with its name when it has one.
    static func hookLabel(of hook: Hook?, at position: Int, in testCase: TestCase) -> String {
        var label = "Hook"
        switch hook?.type {
        case .beforeTestCase?: label = "Before hook"
        case .afterTestCase?: label = "After hook"
        case .beforeTestStep?: label = "BeforeStep hook"
        case .afterTestStep?: label = "AfterStep hook"
        case .beforeTestRun?, .afterTestRun?, nil:
            let pickleStepPositions = testCase.testSteps.indices.filter { testCase.testSteps[$0].pickleStepId != nil }
            if let first = pickleStepPositions.first, position < first {
                label = "Before hook"
            } else if let last = pickleStepPositions.last, position > last {
                label = "After hook"
            }
        }
        return hook?.name.map { "\(label) (\($0))" } ?? label
    }

    private static func defaultKeyword(for type: PickleStepType?) -> String {
        switch type {
        case .context: "Given "
        case .action: "When "
        case .outcome: "Then "
        default: "* "
        }
    }

    /// What the console shows of an attachment: text as it is, anything else named by its media type and size.
    static func line(for attachment: Attachment) -> String {
        if attachment.contentEncoding == .identity, attachment.mediaType.hasPrefix("text/") { return attachment.body }
        let bytes = attachment.contentEncoding == .base64 ? attachment.body.utf8.count / 4 * 3 - attachment.body.suffix(2).filter { $0 == "=" }.count : attachment.body.utf8.count
        let name = attachment.fileName.map { "\($0), " } ?? ""
        return "Attached: \(name)\(attachment.mediaType), \(bytes) \(bytes == 1 ? "byte" : "bytes")"
    }
}
