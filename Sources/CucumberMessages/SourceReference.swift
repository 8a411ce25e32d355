/// Where something is defined: a file and a location in it, or, from cucumber-jvm, a Java method or the place in
/// Java code that declared it.
public struct SourceReference: Sendable, Hashable {
    /// The path of its file, as given.
    public var uri: String?
    /// Where it is in its file.
    public var location: Location?
    /// The Java method it is, for an annotated step definition or hook of cucumber-jvm.
    public var javaMethod: JavaMethod?
    /// Where Java code declared it, for a lambda step definition or hook of cucumber-jvm.
    public var javaStackTraceElement: JavaStackTraceElement?

    /// Creates the message from its fields.
    public init(uri: String? = nil, location: Location? = nil, javaMethod: JavaMethod? = nil, javaStackTraceElement: JavaStackTraceElement? = nil) {
        self.uri = uri
        self.location = location
        self.javaMethod = javaMethod
        self.javaStackTraceElement = javaStackTraceElement
    }
}
