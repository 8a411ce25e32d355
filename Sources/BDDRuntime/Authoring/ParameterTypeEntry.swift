import CucumberExpressions

/// A registered custom parameter type: built (and its regular expressions checked) once, at registration.
struct ParameterTypeEntry: Sendable {
    let name: String
    let regularExpressions: [String]
    let useForSnippets: Bool
    let preferForRegularExpressionMatch: Bool
    let location: CodeLocation
    /// What a value looks like, in a product owner's words; nil when the type gave none.
    let description: String?
    let parameterType: Result<ParameterType, CucumberExpressionError>
    /// How a table cell of the type's Swift type is read.
    let cellType: TableCellType
}
