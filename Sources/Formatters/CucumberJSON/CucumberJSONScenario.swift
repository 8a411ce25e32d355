import CucumberMessages
import Gherkin

/// Writes the elements Cucumber's JSON report gives one attempt of a test case: its background (the feature's
/// or rule's, with the steps of both), then the scenario with its hooks and steps.
///
/// One per formatter, reused for every test case: its lists keep their storage, and what repeats from one test
/// case to the next (a definition's location, the second of a start time, a feature's id) is written once.
/// Noncopyable, as its lists are writers that own their storage.
struct CucumberJSONScenario: ~Copyable {
    private var before = JSONWriter(hexControlEscapes: true)
    private var background = JSONWriter(hexControlEscapes: true)
    private var steps = JSONWriter(capacity: 4096, hexControlEscapes: true)
    private var after = JSONWriter(hexControlEscapes: true)
    /// The BeforeStep and AfterStep hooks of the step being written, when the stream has them as test steps, and the
    /// BeforeStep hooks finished since, which belong to the next step.
    private var stepBefore = JSONWriter(hexControlEscapes: true)
    private var stepAfter = JSONWriter(hexControlEscapes: true)
    private var pendingBefore = JSONWriter(hexControlEscapes: true)
    private var step = CucumberJSONStep()
    /// The start time's text up to its milliseconds, for the second it was last written for.
    private var second: (seconds: Int, text: [UInt8])?
    /// The last feature's, rule's, scenario's and examples' names and their id parts: consecutive test cases mostly
    /// share them (an outline's rows all of them).
    private var featureId: Cached?
    private var ruleId: Cached?
    private var scenarioId: Cached?
    private var examplesId: Cached?
    /// The scenario's id as it is made, its storage kept from one test case to the next.
    private var id: [UInt8] = []
    /// The last background's element up to its steps, by the background's id.
    private var backgroundHeading: Cached?

    /// Bytes made from a key, kept while the key repeats. A struct rather than a tuple: an optional tuple was copied
    /// and destroyed through the runtime's generic witnesses.
    private struct Cached {
        let key: String
        let bytes: [UInt8]
    }

    /// Writes the elements of an attempt of `testCase`, comma-separated, from what `index` remembers of it; writes
    /// nothing and returns false when the query no longer knows where its pickle sits in its document.
    mutating func write(_ started: TestCaseStarted, testCase: TestCase, pickle: Pickle, index: RunQuery, to json: inout JSONWriter) -> Bool {
        guard let place = index.place(of: pickle) else { return false }
        let written = writeSteps(of: testCase, pickle: pickle, place: place, started: started, index: index)
        // One background element whether the steps are the feature's, the rule's or both, headed by the background of
        // the first of them, as the converter merges them.
        if let node = written {
            // The same for every scenario after it: written once.
            if backgroundHeading?.key != node.id {
                var heading = JSONWriter(hexControlEscapes: true)
                heading.write("\"line\":")
                heading.writeDecimal(node.location.line)
                heading.write(",\"type\":\"background\"")
                writeHeading(keyword: node.keyword, name: node.name, description: node.description, to: &heading)
                heading.write(",\"steps\":[")
                backgroundHeading = Cached(key: node.id, bytes: heading.withBytes { Array($0) })
            }
            json.write(backgroundHeading!.bytes)
            background.withBytes { json.write($0) }
            json.write("]},{")
        }
        let row = place.rowPosition(of: pickle)
        json.write("\"start_timestamp\":")
        writeStart(started.timestamp, to: &json)
        json.write(",\"line\":")
        json.writeDecimal(row.map(place.rowLine(at:)) ?? place.scenario.location.line)
        json.write(",\"id\":")
        writeId(place: place, row: row, to: &json)
        json.write(",\"type\":\"scenario\"")
        writeHeading(keyword: place.scenario.keyword, name: pickle.name, description: place.scenario.description, to: &json)
        CucumberJSONStep.writeHooks(",\"before\":[", before, to: &json)
        json.write(",\"steps\":[")
        steps.withBytes { json.write($0) }
        json.write(UInt8(ascii: "]"))
        CucumberJSONStep.writeHooks(",\"after\":[", after, to: &json)
        if !pickle.tags.isEmpty {
            json.write(",\"tags\":[")
            for (position, tag) in pickle.tags.enumerated() {
                json.write(position == 0 ? "{\"name\":" : ",{\"name\":")
                json.writeString(tag.name)
                json.write(UInt8(ascii: "}"))
            }
            json.write(UInt8(ascii: "]"))
        }
        return true
    }

    /// Sorts the attempt's finished steps, in the order they finished, into the lists they belong to, as the
    /// converter does: Before and After hooks into the scenario's, BeforeStep hooks into the next step's `before`,
    /// AfterStep hooks into the `after` of the step before them, steps into the background's list or the scenario's.
    /// Left out: what never finished, run hooks, a hook of no known kind and a step of no known Gherkin step; the last
    /// two still take the BeforeStep and AfterStep hooks around them, which go with them. Returns the background the
    /// first background step written belongs to.
    private mutating func writeSteps(of testCase: TestCase, pickle: Pickle, place: ScenarioPlace, started: TestCaseStarted, index: RunQuery) -> Background? {
        before.removeAll()
        background.removeAll()
        steps.removeAll()
        after.removeAll()
        // What the last test case left: BeforeStep hooks after its last step belong to no step.
        if pendingBefore.count > 0 { pendingBefore.removeAll() }
        if stepAfter.count > 0 { stepAfter.removeAll() }
        let attachments = index.attachments.isEmpty ? [] : index.attachments[started.id] ?? []
        var testSteps = InOrderLookup(testCase.testSteps)
        var pickleSteps = InOrderLookup(pickle.steps)
        var open = OpenStep.none
        var openAttachments: [Attachment] = []
        var heading: Background?
        // Field by field, where each message is: a step or result copied out whole retained and released all its
        // fields, a tenth of what the whole report cost.
        for finished in index.stepFinishes(of: started.id) {
            let attached = attachments.isEmpty ? [] : attachments.filter { $0.testStepId == finished.testStepId }
            let position = testSteps.position(id: finished.testStepId)
            let hook = position.flatMap { testSteps[$0].hookId }.flatMap { index.hooks[$0] }
            switch hook?.type {
            case .beforeTestCase?: step.writeHook(hook, result: finished.testStepResult, attachments: attached, to: &before); continue
            case .afterTestCase?: step.writeHook(hook, result: finished.testStepResult, attachments: attached, to: &after); continue
            case .beforeTestStep?: step.writeHook(hook, result: finished.testStepResult, attachments: attached, to: &pendingBefore); continue
            case .afterTestStep?: step.writeHook(hook, result: finished.testStepResult, attachments: attached, to: &stepAfter); continue
            case .beforeTestRun?, .afterTestRun?: continue
            case nil: break
            }
            close(open, attachments: openAttachments)
            // Step hooks are rare: their lists are touched only when they hold something.
            if stepBefore.count > 0 { stepBefore.removeAll() }
            if pendingBefore.count > 0 {
                pendingBefore.withBytes { stepBefore.write($0) }
                pendingBefore.removeAll()
            }
            if stepAfter.count > 0 { stepAfter.removeAll() }
            guard let position, let pickleStepId = testSteps[position].pickleStepId, let stepPosition = pickleSteps.position(id: pickleStepId) else {
                open = .dropped
                continue
            }
            let written = place.written(stepId: pickleSteps[stepPosition].astNodeIds.first)
            guard written.isKnown else {
                open = .dropped
                continue
            }
            if written.inBackground, heading == nil { heading = written.inRuleBackground ? place.ruleBackground : place.background }
            let definitionIds = testSteps[position].stepDefinitionIds
            let argumentsLists = testSteps[position].stepMatchArgumentsLists
            let text = pickleSteps[stepPosition].text
            inList(background: written.inBackground) { step, json in
                step.openStep(
                    keyword: written.keyword, line: written.line, text: text, definitionIds: definitionIds, argumentsLists: argumentsLists,
                    result: finished.testStepResult, index: index, to: &json
                )
                // Tested where it is (the lookup's positions are the pickle's), copied only when there is one.
                if case .some = pickle.steps[stepPosition].argument {
                    step.writeArgument(pickle.steps[stepPosition].argument!, docStringLine: written.docStringLine ?? written.line, to: &json)
                }
            }
            open = written.inBackground ? .background : .scenario
            openAttachments = attached
        }
        close(open, attachments: openAttachments)
        return heading ?? place.background
    }

    /// Where the step written last went, left open for the AfterStep hooks that follow it.
    private enum OpenStep {
        case none, dropped, background, scenario
    }

    /// Ends the step left open with its BeforeStep and AfterStep hooks and what it attached.
    private mutating func close(_ open: OpenStep, attachments: [Attachment]) {
        switch open {
        case .none, .dropped: break
        case .background: step.close(before: stepBefore, after: stepAfter, attachments: attachments, to: &background)
        case .scenario: step.close(before: stepBefore, after: stepAfter, attachments: attachments, to: &steps)
        }
    }

    /// Hands the step writer the background's list or the scenario's.
    private mutating func inList(background inBackground: Bool, _ write: (inout CucumberJSONStep, inout JSONWriter) -> Void) {
        if inBackground { write(&step, &background) } else { write(&step, &steps) }
    }

    /// `feature;rule;scenario`, and `;examples;row` for an outline's row, the row counted from the header's 1, as a
    /// JSON string.
    private mutating func writeId(place: ScenarioPlace, row: ExampleRowPosition?, to json: inout JSONWriter) {
        id.removeAll(keepingCapacity: true)
        Self.appendPart(of: place.feature.name, cachedIn: &featureId, to: &id)
        if let rule = place.rule {
            id.append(UInt8(ascii: ";"))
            Self.appendPart(of: rule.name, cachedIn: &ruleId, to: &id)
        }
        id.append(UInt8(ascii: ";"))
        Self.appendPart(of: place.scenario.name, cachedIn: &scenarioId, to: &id)
        if let row {
            id.append(UInt8(ascii: ";"))
            Self.appendPart(of: place.examplesName(at: row.examplesIndex), cachedIn: &examplesId, to: &id)
            id.append(UInt8(ascii: ";"))
            id.append(contentsOf: String(row.rowIndex + 2).utf8)
        }
        id.withUnsafeBufferPointer { json.writeString(bytes: $0) }
    }

    /// Appends the id part of `name`, made again only when `cache` holds another name's.
    private static func appendPart(of name: String, cachedIn cache: inout Cached?, to id: inout [UInt8]) {
        if cache?.key != name {
            var part: [UInt8] = []
            CucumberJSONId.append(name, to: &part)
            cache = Cached(key: name, bytes: part)
        }
        id.append(contentsOf: cache!.bytes)
    }

    /// Writes the start time as a JSON string, to the millisecond (`ReportTime.isoMilliseconds`), its second
    /// formatted once.
    private mutating func writeStart(_ timestamp: Timestamp, to json: inout JSONWriter) {
        if second?.seconds != timestamp.seconds {
            let whole = ReportTime.isoMilliseconds(Timestamp(seconds: timestamp.seconds, nanos: 0))
            second = (timestamp.seconds, Array(("\"" + whole.dropLast(4)).utf8))
        }
        json.write(second!.text)
        let milliseconds = min(max(timestamp.nanos, 0), 999_999_999) / 1_000_000
        json.write(UInt8(48 + milliseconds / 100))
        json.write(UInt8(48 + milliseconds / 10 % 10))
        json.write(UInt8(48 + milliseconds % 10))
        json.write("Z\"")
    }

    private func writeHeading(keyword: String, name: String, description: String, to json: inout JSONWriter) {
        json.write(",\"keyword\":")
        json.writeString(keyword)
        json.write(",\"name\":")
        json.writeString(name)
        json.write(",\"description\":")
        json.writeString(description)
    }
}
