import CucumberMessages

/// What a step attached, before the runner adds the ids and timestamp of the step it belongs to.
struct AttachmentContent: Sendable, Hashable {
    let body: String
    let encoding: AttachmentContentEncoding
    let mediaType: String
    let fileName: String?
}
