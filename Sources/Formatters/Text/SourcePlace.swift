import CucumberMessages

/// Where a step definition or hook is, in the one wording every report uses: `uri:line`, a Java method as
/// `Class.method(types)`, or a stack trace element as `Class.method(file:line)`.
enum SourcePlace {
    /// The place `reference` names; nil when it names none.
    static func text(of reference: SourceReference?) -> String? {
        guard let reference else { return nil }
        if let uri = reference.uri {
            return reference.location.map { "\(uri):\($0.line)" } ?? uri
        }
        if let method = reference.javaMethod {
            return "\(method.className).\(method.methodName)(\(method.methodParameterTypes.joined(separator: ",")))"
        }
        if let element = reference.javaStackTraceElement {
            let place = reference.location.map { "\(element.fileName):\($0.line)" } ?? element.fileName
            return "\(element.className).\(element.methodName)(\(place))"
        }
        return nil
    }
}
