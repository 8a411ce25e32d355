import CucumberMessages

/// A registered hook before compilation.
struct HookEntry: Sendable {
    let type: HookType
    let tagExpression: String?
    let name: String?
    let location: CodeLocation
    let body: HookBody
}
