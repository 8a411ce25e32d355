/// An email address with a valid format: if an `Email` exists, it is valid.
///
/// Valid means, after trimming surrounding whitespace and newlines: exactly one `@`, a non-empty local part,
/// a domain containing at least one dot with no empty label (so no leading, trailing or doubled dot),
/// and no whitespace anywhere. Letter case is kept as typed. This is a local format check only;
/// whether the address belongs to someone is the server's business.
public struct Email: Sendable, Hashable, CustomStringConvertible {
    /// Why a string cannot be an email.
    public enum ValidationError: Error, Equatable, Sendable {
        /// The string does not have the shape of an email address.
        case invalidFormat
    }

    /// The trimmed address.
    public let value: String

    /// Validates `rawValue` and keeps its trimmed form; throws `.invalidFormat` otherwise.
    public init(_ rawValue: String) throws(ValidationError) {
        let trimmed = rawValue.trimmingWhitespace()
        guard Self.hasValidFormat(trimmed) else { throw .invalidFormat }
        value = trimmed
    }

    /// The address itself: an email is not a secret.
    public var description: String { value }

    private static func hasValidFormat(_ candidate: String) -> Bool {
        guard !candidate.contains(where: \.isWhitespace) else { return false }
        let parts = candidate.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty else { return false }
        let labels = parts[1].split(separator: ".", omittingEmptySubsequences: false)
        return labels.count >= 2 && labels.allSatisfy { !$0.isEmpty }
    }
}

private extension String {
    /// Drops leading and trailing whitespace and newlines (users paste addresses with a trailing space).
    func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }
}
