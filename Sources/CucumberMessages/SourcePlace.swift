/// Where something is, in the one wording the run, every report, the test bridge and the editor use: `uri:line`
/// (`uri:line:column` for a parse error), a Java method as `Class.method(types)`, a stack trace element as
/// `Class.method(file:line)`.
///
/// It sits with the messages, below the runtime and the formatters alike, because the run writes places into the
/// stream (a stack trace's last line, an ambiguous step's definitions) as much as the reports do.
package enum SourcePlace {
    /// `uri:line`, `uri:line:column` with a column, or the uri alone when the line is unknown.
    package static func text(uri: String, line: Int?, column: Int? = nil) -> String {
        guard let line else { return uri }
        guard let column else { return "\(uri):\(line)" }
        return "\(uri):\(line):\(column)"
    }

    /// The place `reference` names; nil when it names none.
    package static func text(of reference: SourceReference?) -> String? {
        guard let reference else { return nil }
        if let uri = reference.uri {
            return text(uri: uri, line: reference.location?.line)
        }
        if let method = reference.javaMethod {
            return "\(method.className).\(method.methodName)(\(method.methodParameterTypes.joined(separator: ",")))"
        }
        if let element = reference.javaStackTraceElement {
            return "\(element.className).\(element.methodName)(\(text(uri: element.fileName, line: reference.location?.line)))"
        }
        return nil
    }
}
