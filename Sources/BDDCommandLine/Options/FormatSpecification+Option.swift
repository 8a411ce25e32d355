import Formatters
import Reports

extension FormatSpecification {
    /// A `--format` value, its mistake in the command line's words.
    static func option(_ value: String, registry: FormatterRegistry) throws(CommandLineError) -> FormatSpecification {
        do {
            return try FormatSpecification(parsing: value, registry: registry)
        } catch {
            throw CommandLineError(error)
        }
    }
}
