import CucumberMessages

/// Where a step definition or hook is defined, as the converter writes `match.location`: a Java method as
/// `Class#method(Type,Type)`, a Java stack trace element (a lambda) as `Class#method(File.java:line)`, else the
/// `uri:line` of the code, the line left out when there is none.
///
/// The converter's spelling, not cucumber-jvm's own report's (`Class.method(Type)`), which the console keeps.
enum CucumberJSONLocation {
    static func of(_ reference: SourceReference?) -> String? {
        guard let reference else { return nil }
        if let method = reference.javaMethod {
            return "\(method.className)#\(method.methodName)(\(method.methodParameterTypes.joined(separator: ",")))"
        }
        if let element = reference.javaStackTraceElement {
            return "\(element.className)#\(element.methodName)(\(SourcePlace.text(uri: element.fileName, line: reference.location?.line)))"
        }
        return reference.uri.map { SourcePlace.text(uri: $0, line: reference.location?.line) }
    }
}
