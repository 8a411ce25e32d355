/// A step definition or hook written as a Java method (cucumber-jvm's annotated methods).
public struct JavaMethod: Sendable, Hashable {
    /// The fully qualified name of its class.
    public var className: String
    /// The method's name.
    public var methodName: String
    /// The fully qualified names of its parameters' types, in order.
    public var methodParameterTypes: [String]

    /// Creates the message from its fields.
    public init(className: String, methodName: String, methodParameterTypes: [String] = []) {
        self.className = className
        self.methodName = methodName
        self.methodParameterTypes = methodParameterTypes
    }
}
