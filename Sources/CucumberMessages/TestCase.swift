/// A pickle bound to the hooks and step definitions that will run it.
public struct TestCase: Sendable, Hashable {
    /// The id other messages refer to it by.
    public var id: String
    /// The pickle it runs.
    public var pickleId: String
    /// Its steps: hooks and pickle steps, in run order.
    public var testSteps: [TestStep]
    /// The run it belongs to.
    public var testRunStartedId: String?

    /// Creates the message from its fields.
    public init(
        id: String,
        pickleId: String,
        testSteps: [TestStep],
        testRunStartedId: String? = nil
    ) {
        self.id = id
        self.pickleId = pickleId
        self.testSteps = testSteps
        self.testRunStartedId = testRunStartedId
    }
}
