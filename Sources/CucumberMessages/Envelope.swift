/// One Cucumber Messages envelope: exactly one message of the event stream.
///
/// Serialised as a JSON object with a single key naming the message, one per line (NDJSON).
///
/// Indirect: every consumer of the stream switches over each envelope, and Swift copies the whole value to do so,
/// retaining every field of its message; inline, the largest message made that 257 bytes. Boxed, a copy is one
/// pointer and one retain, for one allocation when the envelope is made.
public indirect enum Envelope: Sendable, Hashable {
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
}
