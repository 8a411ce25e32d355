import CucumberMessages

/// The run as the HTML report's script reads it: one JSON document of features, scenarios, steps and phrases.
///
/// Statuses are numbers (their severity) and durations whole microseconds, because at 35,000 scenarios every
/// repeated word costs megabytes; values a step does not have are left out rather than written as null.
enum HTMLReportData {
    /// Everything the formatter keeps besides the scenarios: `meta`, the parse errors, the snippets.
    struct Extras {
        var meta: Meta?
        /// Each parse error worth showing, said in the words and keywords of its file's language.
        var parseErrors: [String] = []
        /// The snippet suggested for each undefined pickle step (by id): code only.
        var snippets: [String: String] = [:]
        /// What made the run fail outside its scenarios: run hooks that went wrong, a run that ended in error.
        var runErrors: [String] = []
        /// The JSON objects of the run hooks that went wrong or attached something, as steps are written.
        var runHooks: [[UInt8]] = []
    }

    /// A feature as its scenarios show it: the header, without the scenarios, which the report already holds.
    struct FeatureHeading {
        var uri: String
        var keyword: String
        var name: String
        var description: String
        var language: String
        var tags: [String]
    }

    /// Writes the JSON object of one finished attempt to `json`, made as it finishes, while the run's memory still
    /// holds its details; false when the stream never said which test case or pickle the attempt ran.
    ///
    /// `tries` are the objects of the scenario's earlier attempts (`--retry`), shown under it; a last attempt that
    /// passed after them is marked flaky.
    static func writeScenario(
        _ started: TestCaseStarted, pickle: Pickle, lineage: PickleLineage?, feature: Int, index: RunQuery,
        phraseNumbers: [String: Int], snippets: [String: String], tries: [[UInt8]] = [], to json: inout JSONBytes
    ) -> Bool {
        guard let testCase = index.testCase(of: started) else { return false }
        writeScenario(
            started, testCase: testCase, pickle: pickle, lineage: lineage, feature: feature,
            index: index, phraseNumbers: phraseNumbers, snippets: snippets, tries: tries, to: &json
        )
        return true
    }

    /// The document (the run's times and `meta`, the scenarios as JSON objects in file order, their features, the
    /// parse errors and the phrases with their uses) up to its list of scenarios, which a caller writes one by one:
    /// a long run's scenarios are too many to join into one string first.
    static func jsonHead(index: RunQuery, extras: Extras) -> String {
        var json = JSONBytes(scriptSafe: true)
        json.raw("{")
        json.field("startedAt", index.testRunStarted.map { ReportTime.isoInstant($0.timestamp) } ?? "", first: true)
        json.field("durationUs", (index.runNanoseconds ?? 0) / 1000)
        json.raw(index.testRunFinished != nil ? ",\"finished\":true" : ",\"finished\":false")
        if let meta = extras.meta { writeMeta(meta, to: &json) }
        json.raw(",\"scenarios\":[")
        return json.text
    }

    /// The document after its list of scenarios.
    static func jsonTail(features: [FeatureHeading], usage: StepUsage, extras: Extras) -> String {
        var json = JSONBytes(scriptSafe: true)
        json.raw("],\"features\":[")
        for (position, feature) in features.enumerated() {
            json.raw(position > 0 ? ",{" : "{")
            json.field("uri", feature.uri, first: true)
            json.field("keyword", feature.keyword)
            json.field("name", feature.name)
            json.field("description", feature.description)
            json.field("language", feature.language)
            json.raw(",\"tags\":")
            json.stringArray(feature.tags)
            json.raw("}")
        }
        json.raw("],\"parseErrors\":[")
        for (position, text) in extras.parseErrors.enumerated() {
            if position > 0 { json.raw(",") }
            json.string(text)
        }
        json.raw("],\"runErrors\":")
        json.stringArray(extras.runErrors)
        json.raw(",\"runHooks\":[")
        for (position, hook) in extras.runHooks.enumerated() {
            if position > 0 { json.raw(",") }
            json.raw(hook)
        }
        json.raw("]")
        json.raw(",\"phrases\":[")
        let catalogue = PhraseCatalogue(usage: usage)
        for (position, (definition, entry)) in zip(usage.definitions, catalogue.entries).enumerated() {
            json.raw(position > 0 ? ",{" : "{")
            json.field("pattern", definition.definition.pattern.source, first: true)
            if let keyword = entry.keyword { json.field("keyword", keyword) }
            json.raw(",\"params\":")
            json.stringArray(entry.parameters.map { "\($0.name): \($0.words)" })
            json.field("location", definition.location)
            json.field("uses", Int64(definition.useCount))
            json.field("us", definition.totalNanoseconds / 1000)
            json.raw(",\"places\":")
            json.stringArray(definition.places.map { $0.place + "\t" + $0.keyword + $0.text })
            json.raw("}")
        }
        json.raw("]}")
        return json.text
    }

    private static func writeMeta(_ meta: Meta, to json: inout JSONBytes) {
        func product(_ product: MetaProduct) -> String {
            [product.name, product.version ?? ""].filter { !$0.isEmpty }.joined(separator: " ")
        }
        json.raw(",\"meta\":{")
        json.field("implementation", product(meta.implementation), first: true)
        json.field("runtime", product(meta.runtime))
        json.field("os", product(meta.os))
        json.field("cpu", product(meta.cpu))
        if let ci = meta.ci {
            json.field("ci", [ci.name, ci.buildNumber.map { "#\($0)" } ?? ""].filter { !$0.isEmpty }.joined(separator: " "))
            if let url = ci.url { json.field("ciUrl", url) }
        }
        json.raw("}")
    }

    private static func writeScenario(
        _ started: TestCaseStarted, testCase: TestCase, pickle: Pickle, lineage: PickleLineage?, feature: Int,
        index: RunQuery, phraseNumbers: [String: Int], snippets: [String: String], tries: [[UInt8]], to json: inout JSONBytes
    ) {
        let line = pickle.location?.line ?? lineage?.example?.row.location.line ?? lineage?.scenario.location.line
        json.raw("{\"f\":")
        json.number(Int64(feature))
        if let rule = lineage?.rule { json.field("rule", "\(rule.keyword): \(rule.name)") }
        json.field("keyword", lineage?.scenario.keyword ?? "Scenario")
        json.field("name", pickle.name)
        if let example = lineage?.example {
            let block = example.block
            json.field("example", "\(block.keyword)\(block.name.isEmpty ? "" : ": " + block.name) #\(example.rowIndex + 1)")
        }
        if feature < 0 { json.field("uri", pickle.uri) }
        if let line { json.field("line", Int64(line)) }
        json.raw(",\"tags\":")
        json.stringArray(pickle.tags.map(\.name))
        let status = index.mostSevereResult(of: started)?.status ?? .passed
        json.field("s", Int64(status.severity))
        json.field("us", (index.nanoseconds(of: started) ?? 0) / 1000)
        if !tries.isEmpty {
            if status == .passed { json.raw(",\"flaky\":1") }
            json.raw(",\"tries\":[")
            for (position, attempt) in tries.enumerated() {
                if position > 0 { json.raw(",") }
                json.raw(attempt)
            }
            json.raw("]")
        }
        json.raw(",\"steps\":[")
        var results = index.stepResults(of: started)
        let attachments = index.attachments[started.id] ?? []
        let place = index.place(of: pickle)
        var pickleSteps = InOrderLookup(pickle.steps)
        var firstStep = true
        for (position, testStep) in testCase.testSteps.enumerated() {
            let result = results.element(id: testStep.id)?.testStepResult
            let stepAttachments = attachments.isEmpty ? [] : attachments.filter { $0.testStepId == testStep.id }
            var keyword = ""
            var text = ""
            var hookLocation: String?
            var argument: PickleStepArgument?
            if let pickleStepId = testStep.pickleStepId {
                let pickleStep = pickleSteps.element(id: pickleStepId)
                let astStep = pickleStep.flatMap { place?.step(of: $0) }
                keyword = astStep?.keyword ?? "* "
                text = pickleStep?.text ?? ""
                argument = pickleStep?.argument
            } else {
                // A hook is shown only when it has something to say: it went wrong, or it attached something.
                guard result.map({ $0.status != .passed && $0.status != .skipped }) ?? false || !stepAttachments.isEmpty else { continue }
                let hook = testStep.hookId.flatMap { index.hooks[$0] }
                keyword = ScenarioReport.hookLabel(of: hook, at: position, in: testCase)
                hookLocation = SourcePlace.text(of: hook?.sourceReference)
            }
            json.raw(firstStep ? "{" : ",{")
            firstStep = false
            json.field("k", keyword, first: true)
            json.field("t", text)
            if testStep.pickleStepId == nil { json.raw(",\"hook\":1") }
            if let hookLocation { json.field("loc", hookLocation) }
            // Most steps pass: their status is the one left out.
            let status = result?.status ?? .unknown
            if status != .passed { json.field("s", Int64(status.severity)) }
            json.field("us", result.map { $0.duration.totalNanoseconds / 1000 } ?? 0)
            if let ids = testStep.stepDefinitionIds, ids.count == 1, let number = phraseNumbers[ids[0]] {
                json.field("d", Int64(number))
            }
            if let error = result.flatMap(StepReport.error(of:)) { json.field("err", error) }
            if result?.status == .undefined, testStep.pickleStepId != nil {
                // The phrases a misspelt step may have meant, worded here, once: the page shows `hint` as it is.
                if let hint = StepOutcomeWording.didYouMean(index.closestPhrases(to: text)) { json.field("hint", hint) }
                if let id = testStep.pickleStepId, let snippet = snippets[id] { json.field("snip", snippet) }
            }
            if let table = argument?.dataTable {
                json.raw(",\"table\":[")
                for (position, row) in table.rows.enumerated() {
                    if position > 0 { json.raw(",") }
                    json.stringArray(row.cells.map(\.value))
                }
                json.raw("]")
            }
            if let docString = argument?.docString {
                json.field("doc", docString.content)
                if let mediaType = docString.mediaType { json.field("docType", mediaType) }
            }
            if !stepAttachments.isEmpty { writeAttachments(stepAttachments, to: &json) }
            json.raw("}")
        }
        json.raw("]}")
    }

    /// The JSON object of a run hook (`BeforeAll`, `AfterAll`), written as a hook step of a scenario is.
    static func runHook(_ report: RunHookReport, nanoseconds: Int64, attachments: [Attachment]) -> [UInt8] {
        var json = JSONBytes(scriptSafe: true)
        json.raw("{")
        json.field("k", report.label, first: true)
        json.field("t", "")
        json.raw(",\"hook\":1")
        if report.status != .passed { json.field("s", Int64(report.status.severity)) }
        json.field("us", nanoseconds / 1000)
        if let definition = report.definition { json.field("loc", definition) }
        if let error = report.error { json.field("err", error) }
        if !attachments.isEmpty { writeAttachments(attachments, to: &json) }
        json.raw("}")
        return json.bytes
    }

    private static func writeAttachments(_ attachments: [Attachment], to json: inout JSONBytes) {
        json.raw(",\"att\":[")
        for (position, attachment) in attachments.enumerated() {
            json.raw(position > 0 ? ",{" : "{")
            json.field("type", attachment.mediaType, first: true)
            json.field(attachment.contentEncoding == .base64 ? "base64" : "text", attachment.body)
            if let name = attachment.fileName { json.field("name", name) }
            if let url = attachment.url { json.field("url", url) }
            json.raw("}")
        }
        json.raw("]")
    }
}
