import CucumberMessages

/// The mark that leads a step or hook line, so its status reads without colour (a CI log, `--no-color`, `NO_COLOR`).
///
/// The icons are those of Cucumber's pretty formatter: colour, when on, only adds to them.
enum StatusIcon {
    /// `✔` passed, `✘` failed or ambiguous, `■` pending or undefined, `↷` skipped, a blank when there is no result.
    static func of(_ status: TestStepResultStatus) -> String {
        switch status {
        case .passed: "✔"
        case .failed, .ambiguous: "✘"
        case .pending, .undefined: "■"
        case .skipped: "↷"
        case .unknown: " "
        }
    }

    /// `text` behind the icon of `status` and a space.
    static func marking(_ text: String, as status: TestStepResultStatus) -> String {
        of(status) + " " + text
    }
}
