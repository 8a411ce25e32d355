/// How an attachment's body is encoded.
public enum AttachmentContentEncoding: String, Sendable, Hashable, CaseIterable {
    /// The body is the text itself.
    case identity = "IDENTITY"
    /// The body is Base64 of binary data.
    case base64 = "BASE64"
}
