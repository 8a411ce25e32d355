/// A step definition or hook found by where it was declared in Java code (cucumber-jvm's lambdas).
public struct JavaStackTraceElement: Sendable, Hashable {
    /// The fully qualified name of the declaring class.
    public var className: String
    /// The name of the file it is in.
    public var fileName: String
    /// The name of the declaring method.
    public var methodName: String

    /// Creates the message from its fields.
    public init(className: String, fileName: String, methodName: String) {
        self.className = className
        self.fileName = fileName
        self.methodName = methodName
    }
}
