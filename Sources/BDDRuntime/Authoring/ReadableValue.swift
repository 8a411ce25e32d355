/// A value as a step author writes it in Swift: `"text"`, `3`, `.failed(message: "…")`, `["a", "b"]`, without
/// the module and type names `String(reflecting:)` puts in front of every case (`CatalogInterface.CatalogViewModel.State.failed`).
enum ReadableValue {
    static func describe<T>(_ value: T) -> String {
        if let optional = value as? any OptionalProtocol { return optional.readableDescription }
        if value is String || value is Substring || value is Character { return String(reflecting: value) }
        return removingQualifiers(removingAnonymousContexts(String(reflecting: value)))
    }

    /// A type declared private or inside a function prints as `Module.(unknown context at $1f2e).Type`: the
    /// context says nothing to a reader, so it goes with the rest of the qualification.
    static func removingAnonymousContexts(_ text: String) -> String {
        var text = text
        while let start = text.range(of: "(unknown context at $"), let end = text.range(of: ").", range: start.upperBound..<text.endIndex) {
            text.removeSubrange(start.lowerBound..<end.upperBound)
        }
        return text
    }

    /// Turns `Module.Type.case` into `.case` and `Module.Type(` into `Type(`, leaving quoted text alone.
    static func removingQualifiers(_ text: String) -> String {
        var result = ""
        var word = ""
        var inQuotes = false
        var escaped = false
        func flush(before next: Character?) {
            defer { word = "" }
            // Only a word that starts a value is a qualified name: `example.com/Info.plist` is not `.plist`.
            let startsAValue = result.last.map { " ([,:<".contains($0) } ?? true
            guard startsAValue, word.contains("."), let first = word.first, first.isUppercase else {
                result += word
                return
            }
            let parts = word.split(separator: ".", omittingEmptySubsequences: false)
            guard let last = parts.last, !last.isEmpty else {
                result += word
                return
            }
            // A lowercase last part is an enum case or a property: written `.case`; an uppercase one is a type.
            result += last.first?.isLowercase == true ? "." + last : String(last)
        }
        for character in text {
            if inQuotes {
                result.append(character)
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inQuotes = false }
                continue
            }
            if character.isLetter || character.isNumber || character == "_" || character == "." {
                word.append(character)
            } else {
                flush(before: character)
                if character == "\"" { inQuotes = true }
                result.append(character)
            }
        }
        flush(before: nil)
        return result
    }
}

/// Lets `ReadableValue` see through optionals: `Optional(.loaded)` reads as `.loaded`, nil as `nil`.
private protocol OptionalProtocol {
    var readableDescription: String { get }
}

extension Optional: OptionalProtocol {
    fileprivate var readableDescription: String {
        switch self {
        case .some(let wrapped): ReadableValue.describe(wrapped)
        case .none: "nil"
        }
    }
}
