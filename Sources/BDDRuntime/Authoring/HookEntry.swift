import CucumberMessages

/// A registered hook before compilation.
struct HookEntry: Sendable {
    let type: HookType
    let tagExpression: String?
    let name: String?
    let location: CodeLocation
    /// Lower runs first among hooks of its kind; After hooks run in reverse. Equal orders keep registration order.
    let order: Int
    let body: HookBody
}
