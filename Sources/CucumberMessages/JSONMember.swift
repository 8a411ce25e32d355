/// One key and value of a JSON object, in the order written.
///
/// A struct rather than a labelled tuple: an array of tuples has its type metadata looked up at run time on every
/// use, which cost a reader of a long stream a tenth of its time.
public struct JSONMember: Sendable {
    /// The member's key.
    public let key: String
    /// The member's value.
    public let value: JSONNode
}
