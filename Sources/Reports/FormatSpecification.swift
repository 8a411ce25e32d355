import Formatters

/// One `--format NAME[:PATH]`: which formatter, and the file its report goes to (standard output when none).
public struct FormatSpecification: Sendable, Equatable, CustomStringConvertible {
    /// The formatter's name in the registry.
    public var name: String
    /// The report file, or nil for standard output.
    public var path: String?

    /// What a run writes when no `--format` is given: `pretty` on standard output, `reports/junit.xml` and `reports/index.html`.
    public static let runDefaults = [
        FormatSpecification(name: "pretty"),
        FormatSpecification(name: "junit", path: "reports/junit.xml"),
        FormatSpecification(name: "html", path: "reports/index.html"),
    ]

    /// Creates a specification from its parts.
    public init(name: String, path: String? = nil) {
        self.name = name
        self.path = path
    }

    /// Parses `NAME` or `NAME:PATH`, splitting at the first colon so the path may hold colons of its own.
    public init(parsing value: String, registry: FormatterRegistry = .standard) throws(ReportSetupError) {
        let name: String
        var path: String?
        if let colon = value.firstIndex(of: ":") {
            name = String(value[..<colon])
            path = String(value[value.index(after: colon)...])
        } else {
            name = value
        }
        guard !name.isEmpty else {
            throw ReportSetupError(value: value, reason: "a formatter name is required before ':'")
        }
        guard registry.entry(named: name) != nil else {
            let known = registry.names.joined(separator: ", ")
            throw ReportSetupError(value: value, reason: "unknown formatter '\(name)' (available: \(known))")
        }
        if path?.isEmpty == true {
            throw ReportSetupError(value: value, reason: "the path after ':' is empty")
        }
        self.init(name: name, path: path)
    }

    /// Checks that specifications can be honoured together: at most one writes to standard output,
    /// and no two write to the same file (`out.xml`, `./out.xml` and `out.xml` spelt from `directory` are one file).
    ///
    /// Formatters named in `sharingStandardOutput` may write to standard output beside another one.
    public static func validate(
        _ specifications: [FormatSpecification], from directory: String? = nil, sharingStandardOutput: Set<String> = []
    ) throws(ReportSetupError) {
        var standardOutputTaker: String?
        var fileTakers: [String: FormatSpecification] = [:]
        for specification in specifications {
            if specification.path == nil, sharingStandardOutput.contains(specification.name) { continue }
            if let path = specification.path {
                let key = lexicallyNormalized(ReportFileWriter.resolve(path, from: directory))
                if let taker = fileTakers[key], let takerPath = taker.path {
                    throw ReportSetupError(value: specification.description, reason: "'\(takerPath)' is already the report of '\(taker.name)'")
                }
                fileTakers[key] = specification
            } else if let taker = standardOutputTaker {
                throw ReportSetupError(
                    value: specification.description,
                    reason: "only one formatter can write to standard output and '\(taker)' already does; give this one a path (NAME:PATH)"
                )
            } else {
                standardOutputTaker = specification.name
            }
        }
    }

    /// `path` without empty and `.` components; `..` stays, as a symbolic link may lead it elsewhere.
    private static func lexicallyNormalized(_ path: String) -> String {
        let components = path.split(separator: "/").filter { $0 != "." }
        return (path.hasPrefix("/") ? "/" : "") + components.joined(separator: "/")
    }

    /// `NAME` or `NAME:PATH`, as written on the command line.
    public var description: String {
        path.map { "\(name):\($0)" } ?? name
    }
}
