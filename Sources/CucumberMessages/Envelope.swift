/// One Cucumber Messages envelope: exactly one message of the event stream.
///
/// Serialised as a JSON object with a single key naming the message, one per line (NDJSON).
///
/// Indirect: every consumer of the stream switches over each envelope, and Swift copies the whole value to do so,
/// retaining every field of its message; inline, the largest message made that 257 bytes. Boxed, a copy is one
/// pointer and one retain, for one allocation when the envelope is made.
public indirect enum Envelope: Codable, Sendable, Hashable {
    /// What produced the stream.
    case meta(Meta)
    /// A feature file's text.
    case source(Source)
    /// A parsed feature file.
    case gherkinDocument(GherkinDocument)
    /// A compiled scenario.
    case pickle(Pickle)
    /// A syntax error in a feature file.
    case parseError(ParseError)
    /// A parameter type definition.
    case parameterType(ParameterTypeDeclaration)
    /// An expression naming an unknown parameter type.
    case undefinedParameterType(UndefinedParameterType)
    /// A step definition.
    case stepDefinition(StepDefinition)
    /// A hook definition.
    case hook(Hook)
    /// The run started.
    case testRunStarted(TestRunStarted)
    /// A test case was planned.
    case testCase(TestCase)
    /// A run hook started.
    case testRunHookStarted(TestRunHookStarted)
    /// A run hook finished.
    case testRunHookFinished(TestRunHookFinished)
    /// A test case attempt started.
    case testCaseStarted(TestCaseStarted)
    /// A test step started.
    case testStepStarted(TestStepStarted)
    /// Data was attached.
    case attachment(Attachment)
    /// A test step finished.
    case testStepFinished(TestStepFinished)
    /// A test case attempt finished.
    case testCaseFinished(TestCaseFinished)
    /// Snippets for an undefined step.
    case suggestion(Suggestion)
    /// The run finished.
    case testRunFinished(TestRunFinished)

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case meta, source, gherkinDocument, pickle, parseError, parameterType, undefinedParameterType, stepDefinition, hook, testRunStarted, testCase, testRunHookStarted, testRunHookFinished, testCaseStarted, testStepStarted, attachment, testStepFinished, testCaseFinished, suggestion, testRunFinished
    }

    /// The name of the message this envelope holds, as it appears in JSON.
    public var name: String {
        switch self {
        case .meta: "meta"
        case .source: "source"
        case .gherkinDocument: "gherkinDocument"
        case .pickle: "pickle"
        case .parseError: "parseError"
        case .parameterType: "parameterType"
        case .undefinedParameterType: "undefinedParameterType"
        case .stepDefinition: "stepDefinition"
        case .hook: "hook"
        case .testRunStarted: "testRunStarted"
        case .testCase: "testCase"
        case .testRunHookStarted: "testRunHookStarted"
        case .testRunHookFinished: "testRunHookFinished"
        case .testCaseStarted: "testCaseStarted"
        case .testStepStarted: "testStepStarted"
        case .attachment: "attachment"
        case .testStepFinished: "testStepFinished"
        case .testCaseFinished: "testCaseFinished"
        case .suggestion: "suggestion"
        case .testRunFinished: "testRunFinished"
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard let key = container.allKeys.first else {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "an envelope holds no known message"
            ))
        }
        switch key {
        case .meta: self = .meta(try container.decode(Meta.self, forKey: .meta))
        case .source: self = .source(try container.decode(Source.self, forKey: .source))
        case .gherkinDocument: self = .gherkinDocument(try container.decode(GherkinDocument.self, forKey: .gherkinDocument))
        case .pickle: self = .pickle(try container.decode(Pickle.self, forKey: .pickle))
        case .parseError: self = .parseError(try container.decode(ParseError.self, forKey: .parseError))
        case .parameterType: self = .parameterType(try container.decode(ParameterTypeDeclaration.self, forKey: .parameterType))
        case .undefinedParameterType: self = .undefinedParameterType(try container.decode(UndefinedParameterType.self, forKey: .undefinedParameterType))
        case .stepDefinition: self = .stepDefinition(try container.decode(StepDefinition.self, forKey: .stepDefinition))
        case .hook: self = .hook(try container.decode(Hook.self, forKey: .hook))
        case .testRunStarted: self = .testRunStarted(try container.decode(TestRunStarted.self, forKey: .testRunStarted))
        case .testCase: self = .testCase(try container.decode(TestCase.self, forKey: .testCase))
        case .testRunHookStarted: self = .testRunHookStarted(try container.decode(TestRunHookStarted.self, forKey: .testRunHookStarted))
        case .testRunHookFinished: self = .testRunHookFinished(try container.decode(TestRunHookFinished.self, forKey: .testRunHookFinished))
        case .testCaseStarted: self = .testCaseStarted(try container.decode(TestCaseStarted.self, forKey: .testCaseStarted))
        case .testStepStarted: self = .testStepStarted(try container.decode(TestStepStarted.self, forKey: .testStepStarted))
        case .attachment: self = .attachment(try container.decode(Attachment.self, forKey: .attachment))
        case .testStepFinished: self = .testStepFinished(try container.decode(TestStepFinished.self, forKey: .testStepFinished))
        case .testCaseFinished: self = .testCaseFinished(try container.decode(TestCaseFinished.self, forKey: .testCaseFinished))
        case .suggestion: self = .suggestion(try container.decode(Suggestion.self, forKey: .suggestion))
        case .testRunFinished: self = .testRunFinished(try container.decode(TestRunFinished.self, forKey: .testRunFinished))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .meta(let message): try container.encode(message, forKey: .meta)
        case .source(let message): try container.encode(message, forKey: .source)
        case .gherkinDocument(let message): try container.encode(message, forKey: .gherkinDocument)
        case .pickle(let message): try container.encode(message, forKey: .pickle)
        case .parseError(let message): try container.encode(message, forKey: .parseError)
        case .parameterType(let message): try container.encode(message, forKey: .parameterType)
        case .undefinedParameterType(let message): try container.encode(message, forKey: .undefinedParameterType)
        case .stepDefinition(let message): try container.encode(message, forKey: .stepDefinition)
        case .hook(let message): try container.encode(message, forKey: .hook)
        case .testRunStarted(let message): try container.encode(message, forKey: .testRunStarted)
        case .testCase(let message): try container.encode(message, forKey: .testCase)
        case .testRunHookStarted(let message): try container.encode(message, forKey: .testRunHookStarted)
        case .testRunHookFinished(let message): try container.encode(message, forKey: .testRunHookFinished)
        case .testCaseStarted(let message): try container.encode(message, forKey: .testCaseStarted)
        case .testStepStarted(let message): try container.encode(message, forKey: .testStepStarted)
        case .attachment(let message): try container.encode(message, forKey: .attachment)
        case .testStepFinished(let message): try container.encode(message, forKey: .testStepFinished)
        case .testCaseFinished(let message): try container.encode(message, forKey: .testCaseFinished)
        case .suggestion(let message): try container.encode(message, forKey: .suggestion)
        case .testRunFinished(let message): try container.encode(message, forKey: .testRunFinished)
        }
    }
}
