/// A registered custom parameter type before compilation.
struct ParameterTypeEntry: Sendable {
    let name: String
    let regularExpressions: [String]
    let useForSnippets: Bool
    let preferForRegularExpressionMatch: Bool
    let valueTypeName: String
    let location: CodeLocation
    let transform: @Sendable ([String?]) throws -> any Sendable
}
