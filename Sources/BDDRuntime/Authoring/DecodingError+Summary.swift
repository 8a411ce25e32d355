/// A decoding error in one line: where in the value (`items[1].price`) and what went wrong.
extension DecodingError {
    var summary: String {
        let (path, description): ([any CodingKey], String)
        switch self {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            (path, description) = (context.codingPath, context.debugDescription)
        case .keyNotFound(let key, let context):
            (path, description) = (context.codingPath + [key], "no value")
        @unknown default:
            (path, description) = ([], String(describing: self))
        }
        let underlying = (context?.underlyingError).map { " (\($0))" } ?? ""
        return path.isEmpty ? description + underlying : "at \(Self.path(path)): \(description)\(underlying)"
    }

    /// A coding path as code would write it: `items[1].price`.
    static func path(_ keys: [any CodingKey]) -> String {
        keys.enumerated().map { index, key in
            if let position = key.intValue { return "[\(position)]" }
            return index == 0 ? key.stringValue : ".\(key.stringValue)"
        }.joined()
    }

    private var context: Context? {
        switch self {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context), .keyNotFound(_, let context):
            return context
        @unknown default:
            return nil
        }
    }
}
