import CucumberMessages

/// Writes the elements Cucumber's JSON report gives one attempt of a test case: its background (the feature's
/// or rule's, with the steps of both), then the scenario with its hooks and steps.
///
/// One per formatter, reused for every test case: its lists keep their storage, and what repeats from one test
/// case to the next (a definition's location, the second of a start time, a feature's id) is written once.
struct CucumberJSONScenario {
    private var before = JSONBytes()
    private var background = JSONBytes()
    private var steps = JSONBytes()
    private var after = JSONBytes()
    private var step = CucumberJSONStep()
    /// The start time's text up to its milliseconds, for the second it was last written for.
    private var second: (seconds: Int, text: [UInt8])?
    /// The last feature's and rule's names and their id parts: consecutive test cases mostly share them.
    private var featureId: (name: String, part: String)?
    private var ruleId: (name: String, part: String)?
    /// The last background's element up to its steps, by the background's id.
    private var backgroundHeading: (id: String, bytes: [UInt8])?

    /// Writes the elements of an attempt of `testCase`, comma-separated, from what `index` remembers of it; writes
    /// nothing and returns false when the query no longer knows where its pickle sits in its document.
    mutating func write(_ started: TestCaseStarted, testCase: TestCase, pickle: Pickle, index: RunQuery, to json: inout JSONBytes) -> Bool {
        guard let place = index.place(of: pickle) else { return false }
        writeSteps(of: testCase, pickle: pickle, place: place, started: started, index: index)
        if let node = place.background {
            // The same for every scenario after it: written once.
            if backgroundHeading?.id != node.id {
                var heading = JSONBytes()
                heading.field("line", Int64(node.location.line), first: true)
                heading.field("type", "background")
                writeHeading(keyword: node.keyword, name: node.name, description: node.description, to: &heading)
                heading.raw(",\"steps\":[")
                backgroundHeading = (node.id, heading.bytes)
            }
            json.raw(backgroundHeading!.bytes)
            json.raw(background.bytes)
            json.raw("]},{")
        }
        let row = place.rowPosition(of: pickle)
        json.raw("\"start_timestamp\":")
        writeStart(started.timestamp, to: &json)
        json.raw(",\"line\":")
        json.number(Int64(row.map { place.scenario.examples[$0].tableBody[$1].location.line } ?? place.scenario.location.line))
        json.raw(",\"id\":")
        json.string(id(place: place, row: row))
        json.raw(",\"type\":\"scenario\"")
        writeHeading(keyword: place.scenario.keyword, name: pickle.name, description: place.scenario.description, to: &json)
        if !before.bytes.isEmpty { json.raw(",\"before\":["); json.raw(before.bytes); json.raw("]") }
        json.raw(",\"steps\":[")
        json.raw(steps.bytes)
        json.raw("]")
        if !after.bytes.isEmpty { json.raw(",\"after\":["); json.raw(after.bytes); json.raw("]") }
        if !pickle.tags.isEmpty {
            json.raw(",\"tags\":[")
            for (position, tag) in pickle.tags.enumerated() {
                json.raw(position == 0 ? "{\"name\":" : ",{\"name\":")
                json.string(tag.name)
                json.raw("}")
            }
            json.raw("]")
        }
        return true
    }

    /// Sorts the attempt's steps into the lists they belong to: Before hooks, background steps, scenario steps,
    /// After hooks.
    private mutating func writeSteps(of testCase: TestCase, pickle: Pickle, place: ScenarioPlace, started: TestCaseStarted, index: RunQuery) {
        before.removeAll()
        background.removeAll()
        steps.removeAll()
        after.removeAll()
        var results = index.stepResults(of: started)
        let attachments = index.attachments[started.id] ?? []
        var pickleSteps = InOrderLookup(pickle.steps, id: { $0.id })
        var seenPickleStep = false
        // By position: a loop over the steps themselves copied each one, retaining and releasing all its fields.
        let testSteps = testCase.testSteps
        for position in testSteps.indices {
            let testStep = testSteps[position]
            let finished = results.element(id: testStep.id)
            let attached = attachments.isEmpty ? [] : attachments.filter { $0.testStepId == testStep.id }
            if let pickleStepId = testStep.pickleStepId {
                seenPickleStep = true
                guard let pickleStep = pickleSteps.element(id: pickleStepId) else { continue }
                let written = place.written(pickleStep)
                if written?.inBackground == true {
                    step.writeStep(testStep, pickleStep: pickleStep, written: written, finished: finished, attachments: attached, index: index, to: &background)
                } else {
                    step.writeStep(testStep, pickleStep: pickleStep, written: written, finished: finished, attachments: attached, index: index, to: &steps)
                }
                continue
            }
            guard let hookId = testStep.hookId else { continue }
            let hook = index.hooks[hookId]
            // Step hooks have no place in this report; a hook of no known kind is a Before hook when it runs first.
            switch hook?.type {
            case .beforeTestStep?, .afterTestStep?, .beforeTestRun?, .afterTestRun?: continue
            case .beforeTestCase?: step.writeHook(hook, finished: finished, attachments: attached, to: &before)
            case .afterTestCase?: step.writeHook(hook, finished: finished, attachments: attached, to: &after)
            case nil:
                if seenPickleStep {
                    step.writeHook(hook, finished: finished, attachments: attached, to: &after)
                } else {
                    step.writeHook(hook, finished: finished, attachments: attached, to: &before)
                }
            }
        }
    }

    /// `feature;rule;scenario`, and `;examples;row` for an outline's row, the row counted from the header's 1.
    private mutating func id(place: ScenarioPlace, row: (examplesIndex: Int, rowIndex: Int)?) -> String {
        if featureId?.name != place.feature.name { featureId = (place.feature.name, CucumberJSONId.part(place.feature.name)) }
        var id = featureId!.part
        if let rule = place.rule {
            if ruleId?.name != rule.name { ruleId = (rule.name, CucumberJSONId.part(rule.name)) }
            id += ";" + ruleId!.part
        }
        id += ";" + CucumberJSONId.part(place.scenario.name)
        if let (examplesIndex, rowIndex) = row {
            id += ";" + CucumberJSONId.part(place.scenario.examples[examplesIndex].name) + ";" + String(rowIndex + 2)
        }
        return id
    }

    /// Writes the start time as a JSON string, to the millisecond (`ReportTime.isoMilliseconds`), its second
    /// formatted once.
    private mutating func writeStart(_ timestamp: Timestamp, to json: inout JSONBytes) {
        if second?.seconds != timestamp.seconds {
            let whole = ReportTime.isoMilliseconds(Timestamp(seconds: timestamp.seconds, nanos: 0))
            second = (timestamp.seconds, Array(("\"" + whole.dropLast(4)).utf8))
        }
        json.raw(second!.text)
        let milliseconds = min(max(timestamp.nanos, 0), 999_999_999) / 1_000_000
        for digit in [milliseconds / 100, milliseconds / 10 % 10, milliseconds % 10] { json.byte(UInt8(48 + digit)) }
        json.raw("Z\"")
    }

    private func writeHeading(keyword: String, name: String, description: String, to json: inout JSONBytes) {
        json.raw(",\"keyword\":")
        json.string(keyword)
        json.raw(",\"name\":")
        json.string(name)
        json.raw(",\"description\":")
        json.string(description)
    }
}
