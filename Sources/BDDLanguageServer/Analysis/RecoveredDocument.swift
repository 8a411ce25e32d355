import CucumberMessages
import Gherkin

/// What a document that does not parse still says, read line by line by the parser's token matcher: its steps,
/// tags and outline headings. Each line is taken for what it reads as, so one bad line costs only itself.
struct RecoveredDocument {
    private(set) var steps: [StepOccurrence] = []
    private(set) var tags: [FeatureAnalysis.TagOccurrence] = []
    private(set) var headings: [OutlineHeading] = []

    init(lines: [RecognisedLine], dialect: GherkinDialect) {
        let outlineKeywords = Set(dialect.scenarioOutline)
        let outlines = Self.scenariosWithExamples(lines)
        var previousType = StepKeywordType.unknown
        var inOutline = false
        var inDocString = false
        for (index, line) in lines.enumerated() {
            switch line.type {
            case .featureLine, .ruleLine, .backgroundLine, .scenarioLine, .examplesLine:
                let kind = Self.kind(of: line.type)
                headings.append(OutlineHeading(kind: kind, keyword: line.keyword, name: line.text, line: line.line, lastLine: line.line))
                if kind != .examples {
                    previousType = .unknown
                    inOutline = kind == .scenario && (outlineKeywords.contains(line.keyword) || outlines.contains(line.line))
                }
            case .stepLine:
                previousType = PickleStepTypes.effectiveType(of: line.keywordType, after: previousType)
                let type = PickleStepTypes.pickleStepType(previousType)
                let next = lines[(index + 1)...].first { $0.type != .comment && $0.type != .empty }?.type
                steps.append(StepOccurrence(
                    line: line.line, column: line.column, keyword: line.keyword, text: line.text, type: type == .unknown ? nil : type,
                    hasDataTable: next == .tableRow, hasDocString: next == .docStringSeparator, isInOutline: inOutline, bindings: []
                ))
                extendLastHeading(to: line.line)
            case .docStringSeparator:
                inDocString.toggle()
                extendLastHeading(to: line.line)
            case .tableRow:
                extendLastHeading(to: line.line)
            case .other where inDocString:
                extendLastHeading(to: line.line)
            case .tagLine:
                tags += line.tags.map { .init(name: $0.name, line: $0.location.line, column: $0.location.column ?? 1) }
            default:
                break
            }
        }
    }

    /// Binds each step as written; an outline's step with a `<placeholder>` is left unbound, since only its rows'
    /// texts, which a document that does not parse cannot give, say what it matches.
    mutating func bind(with binder: StepBinder) {
        for index in steps.indices where !(steps[index].isInOutline && steps[index].text.contains("<")) {
            steps[index].bindings = [.init(text: steps[index].text, exampleRowLine: nil, matches: binder.matches(steps[index].text))]
        }
    }

    private mutating func extendLastHeading(to line: Int) {
        guard !headings.isEmpty else { return }
        headings[headings.count - 1].lastLine = line
    }

    /// The lines of the scenarios followed by an Examples heading before the next scenario.
    private static func scenariosWithExamples(_ lines: [RecognisedLine]) -> Set<Int> {
        var found: Set<Int> = []
        var scenario: Int?
        for line in lines {
            switch line.type {
            case .scenarioLine: scenario = line.line
            case .featureLine, .ruleLine, .backgroundLine: scenario = nil
            case .examplesLine: if let scenario { found.insert(scenario) }
            default: break
            }
        }
        return found
    }

    private static func kind(of type: TokenType) -> OutlineHeading.Kind {
        switch type {
        case .featureLine: .feature
        case .ruleLine: .rule
        case .backgroundLine: .background
        case .examplesLine: .examples
        default: .scenario
        }
    }
}
