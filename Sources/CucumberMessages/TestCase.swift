/// A pickle bound to the hooks and step definitions that will run it.
public struct TestCase: Codable, Sendable, Hashable {
    public var id: String
    public var pickleId: String
    public var testSteps: [TestStep]
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
