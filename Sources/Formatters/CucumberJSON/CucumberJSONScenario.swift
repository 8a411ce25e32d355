import CucumberMessages

/// Writes the elements Cucumber's JSON report gives one attempt of a test case: its background (the feature's
/// or rule's, with the steps of both), then the scenario with its hooks and steps.
enum CucumberJSONScenario {
    /// Writes the attempt's elements, comma-separated, from what `index` remembers of it; writes nothing and returns
    /// false when the query no longer knows its pickle or where it sits in its document.
    @discardableResult
    static func write(_ started: TestCaseStarted, index: RunQuery, to json: inout JSONBytes) -> Bool {
        guard let testCase = index.testCase(of: started), let pickle = index.pickles[testCase.pickleId],
              let place = index.place(of: pickle) else { return false }
        var results = index.stepResults(of: started)
        let attachments = index.attachments[started.id] ?? []
        var pickleSteps = InOrderLookup(pickle.steps, id: { $0.id })
        var before = JSONBytes()
        var background = JSONBytes()
        var steps = JSONBytes()
        var after = JSONBytes()
        var seenPickleStep = false
        for testStep in testCase.testSteps {
            let finished = results.element(id: testStep.id)
            let attached = attachments.isEmpty ? [] : attachments.filter { $0.testStepId == testStep.id }
            if let pickleStepId = testStep.pickleStepId {
                seenPickleStep = true
                guard let pickleStep = pickleSteps.element(id: pickleStepId) else { continue }
                let write = { (list: inout JSONBytes) in
                    list.raw(list.bytes.isEmpty ? "{" : ",{")
                    CucumberJSONStep.writeStep(testStep, pickleStep: pickleStep, place: place, finished: finished, attachments: attached, index: index, to: &list)
                    list.raw("}")
                }
                if place.isBackground(pickleStep) { write(&background) } else { write(&steps) }
                continue
            }
            guard let hookId = testStep.hookId else { continue }
            let hook = index.hooks[hookId]
            // Step hooks have no place in this report; a hook of no known kind is a Before hook when it runs first.
            switch hook?.type {
            case .beforeTestStep?, .afterTestStep?, .beforeTestRun?, .afterTestRun?: continue
            case .beforeTestCase?: write(hook: hook, finished, attached, to: &before)
            case .afterTestCase?: write(hook: hook, finished, attached, to: &after)
            case nil: seenPickleStep ? write(hook: hook, finished, attached, to: &after) : write(hook: hook, finished, attached, to: &before)
            }
        }
        if let node = place.background {
            json.field("line", Int64(node.location.line), first: true)
            json.field("type", "background")
            writeHeading(keyword: node.keyword, name: node.name, description: node.description, to: &json)
            json.raw(",\"steps\":[")
            json.raw(background.bytes)
            json.raw("]},{")
        }
        let lineage = place.lineage(of: pickle)
        json.field("start_timestamp", ReportTime.isoMilliseconds(started.timestamp), first: true)
        json.field("line", Int64(lineage.example?.row.location.line ?? place.scenario.location.line))
        json.field("id", id(of: lineage))
        json.field("type", "scenario")
        writeHeading(keyword: place.scenario.keyword, name: pickle.name, description: place.scenario.description, to: &json)
        if !before.bytes.isEmpty { json.raw(",\"before\":["); json.raw(before.bytes); json.raw("]") }
        json.raw(",\"steps\":[")
        json.raw(steps.bytes)
        json.raw("]")
        if !after.bytes.isEmpty { json.raw(",\"after\":["); json.raw(after.bytes); json.raw("]") }
        if !pickle.tags.isEmpty {
            json.raw(",\"tags\":[")
            for (position, tag) in pickle.tags.enumerated() {
                json.raw(position == 0 ? "{" : ",{")
                json.field("name", tag.name, first: true)
                json.raw("}")
            }
            json.raw("]")
        }
        return true
    }

    /// `feature;rule;scenario`, and `;examples;row` for an outline's row, the row counted from the header's 1.
    static func id(of lineage: PickleLineage) -> String {
        var id = CucumberJSONId.part(lineage.feature.name)
        if let rule = lineage.rule { id += ";" + CucumberJSONId.part(rule.name) }
        id += ";" + CucumberJSONId.part(lineage.scenario.name)
        if let example = lineage.example {
            id += ";" + CucumberJSONId.part(example.examples.name) + ";" + String(example.rowIndex + 2)
        }
        return id
    }

    private static func writeHeading(keyword: String, name: String, description: String, to json: inout JSONBytes) {
        json.field("keyword", keyword)
        json.field("name", name)
        json.field("description", description)
    }

    private static func write(hook: Hook?, _ finished: TestStepFinished?, _ attachments: [Attachment], to list: inout JSONBytes) {
        list.raw(list.bytes.isEmpty ? "{" : ",{")
        CucumberJSONStep.writeHook(hook, finished: finished, attachments: attachments, to: &list)
        list.raw("}")
    }
}
