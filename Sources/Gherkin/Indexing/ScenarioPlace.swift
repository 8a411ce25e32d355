import CucumberMessages

/// Where a scenario sits in its Gherkin document (feature, rule, the backgrounds its pickles start with), and the
/// steps, Examples blocks and rows its pickles were compiled from, found by AST node id or by position.
///
/// A class, so a lookup retains one reference rather than copying a feature, a rule and a scenario whole. Steps and
/// rows are searched in the scenario itself: a scenario has a handful of steps, its rows are found by line, and
/// hashing every step and row id of every document as it arrived cost more than these searches do. The lookups are
/// inlinable: a report asks them for every test case and reads a field or two of what they find, and inlined, the
/// rest is never copied.
public final class ScenarioPlace: Sendable {
    /// The feature holding the scenario.
    public let feature: Feature
    /// The rule holding the scenario; nil at the feature's level.
    public let rule: Rule?
    /// The scenario as written.
    public let scenario: Scenario
    /// The feature's background, when one is written before the scenario.
    public let featureBackground: Background?
    /// The rule's background, when the scenario is in a rule that has one written before it.
    public let ruleBackground: Background?
    @usableFromInline let featureBackgroundSteps: [Step]
    @usableFromInline let ruleBackgroundSteps: [Step]

    /// `scenario`, where `scope` says it sits.
    public init(_ scenario: Scenario, scope: GherkinScope) {
        feature = scope.feature
        rule = scope.rule
        self.scenario = scenario
        featureBackground = scope.featureBackground
        ruleBackground = scope.ruleBackground
        featureBackgroundSteps = scope.featureBackground?.steps ?? []
        ruleBackgroundSteps = scope.ruleBackground?.steps ?? []
    }

    /// The list of steps a step of the scenario's pickles is written in.
    public enum StepList: Sendable {
        /// The scenario's own steps.
        case scenario
        /// The steps of the rule's background.
        case ruleBackground
        /// The steps of the feature's background.
        case featureBackground
    }

    /// Where a step is written: its list and its position there, from zero.
    public struct StepPosition: Sendable, Equatable {
        /// The list holding the step.
        public let list: StepList
        /// The step's position in its list.
        public let index: Int

        @usableFromInline
        init(list: StepList, index: Int) {
            self.list = list
            self.index = index
        }
    }

    /// The steps of `list`.
    @inlinable
    public func steps(in list: StepList) -> [Step] {
        switch list {
        case .scenario: scenario.steps
        case .ruleBackground: ruleBackgroundSteps
        case .featureBackground: featureBackgroundSteps
        }
    }

    /// Where the AST step `id` is written among the scenario's and its backgrounds' steps; nil for any other id.
    @inlinable
    public func stepPosition(of id: String?) -> StepPosition? {
        guard let id else { return nil }
        if let index = scenario.steps.firstIndex(where: { $0.id == id }) { return StepPosition(list: .scenario, index: index) }
        if let index = ruleBackgroundSteps.firstIndex(where: { $0.id == id }) { return StepPosition(list: .ruleBackground, index: index) }
        if let index = featureBackgroundSteps.firstIndex(where: { $0.id == id }) { return StepPosition(list: .featureBackground, index: index) }
        return nil
    }

    /// The AST step a pickle step was compiled from (its first AST node id): one of the scenario's, or of a
    /// background its pickles start with.
    @inlinable
    public func step(of pickleStep: PickleStep) -> Step? {
        stepPosition(of: pickleStep.astNodeIds.first).map { steps(in: $0.list)[$0.index] }
    }

    /// The keyword of the AST step a pickle step was compiled from, read without copying the step.
    @inlinable
    public func keyword(of pickleStep: PickleStep) -> String? {
        stepPosition(of: pickleStep.astNodeIds.first).map { steps(in: $0.list)[$0.index].keyword }
    }

    /// The line the node `id` is written on: the scenario, one of its steps or Examples blocks, its rule or a
    /// background it starts with. A row is not searched for: its line is its pickle's own.
    public func line(of id: String) -> Int? {
        if id == scenario.id { return scenario.location.line }
        if let position = stepPosition(of: id) { return steps(in: position.list)[position.index].location.line }
        if let examplesIndex = scenario.examples.firstIndex(where: { $0.id == id }) { return scenario.examples[examplesIndex].location.line }
        if let rule, rule.id == id { return rule.location.line }
        if let featureBackground, featureBackground.id == id { return featureBackground.location.line }
        if let ruleBackground, ruleBackground.id == id { return ruleBackground.location.line }
        return nil
    }

    /// The Examples block `examplesIndex` of the scenario.
    @inlinable
    public func examples(at examplesIndex: Int) -> Examples {
        scenario.examples[examplesIndex]
    }

    /// The name of the Examples block `examplesIndex`, read without copying the block.
    @inlinable
    public func examplesName(at examplesIndex: Int) -> String {
        scenario.examples[examplesIndex].name
    }

    /// The body row at `position`.
    @inlinable
    public func row(at position: ExampleRowPosition) -> TableRow {
        scenario.examples[position.examplesIndex].tableBody[position.rowIndex]
    }

    /// The line the body row at `position` is written on, read without copying the row.
    @inlinable
    public func rowLine(at position: ExampleRowPosition) -> Int {
        scenario.examples[position.examplesIndex].tableBody[position.rowIndex].location.line
    }

    /// Which Examples block and row an outline's pickle was made from; nil for a plain scenario's.
    ///
    /// A row's pickle is located at its row, and a table's rows are written in line order: the row is found by a
    /// binary search on the pickle's line, so an outline of a million rows needs no index of them. A pickle located
    /// elsewhere is searched for by id.
    @inlinable
    public func rowPosition(of pickle: Pickle) -> ExampleRowPosition? {
        guard pickle.astNodeIds.count > 1, let id = pickle.astNodeIds.last else { return nil }
        if let line = pickle.location?.line {
            for examplesIndex in scenario.examples.indices {
                let body = scenario.examples[examplesIndex].tableBody
                guard let first = body.first, let last = body.last,
                      first.location.line <= line, line <= last.location.line else { continue }
                let rowIndex = Self.firstRow(atOrAfter: line, in: body)
                if body[rowIndex].id == id { return ExampleRowPosition(examplesIndex: examplesIndex, rowIndex: rowIndex) }
            }
        }
        for examplesIndex in scenario.examples.indices {
            if let rowIndex = scenario.examples[examplesIndex].tableBody.firstIndex(where: { $0.id == id }) {
                return ExampleRowPosition(examplesIndex: examplesIndex, rowIndex: rowIndex)
            }
        }
        return nil
    }

    /// The body row of the block `examplesIndex` written last at or before `line`; nil when its first row is
    /// written after `line`.
    public func rowPosition(writtenBy line: Int, inExamples examplesIndex: Int) -> ExampleRowPosition? {
        let body = scenario.examples[examplesIndex].tableBody
        guard let first = body.first, first.location.line <= line else { return nil }
        let after = Self.firstRow(atOrAfter: line + 1, in: body)
        return ExampleRowPosition(examplesIndex: examplesIndex, rowIndex: after - 1)
    }

    /// The position of the first of `body`'s rows written on or after `line`, `body.count` when there is none:
    /// rows are written in line order.
    @usableFromInline
    static func firstRow(atOrAfter line: Int, in body: [TableRow]) -> Int {
        var low = 0
        var high = body.count
        while low < high {
            let middle = (low + high) / 2
            if body[middle].location.line < line { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
