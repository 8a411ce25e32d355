import CucumberMessages

/// A message of the merged stream as the decoding thread hands it on: decoded, or a line of a file's messages left
/// for the reports' thread to decode.
///
/// A file's messages are a merge's largest (its document above all), and the reports keep them while the file's
/// scenarios are reported: decoded on the reports' thread, they are also freed there, by the thread that made them,
/// and the decoding thread, the busier of the two, does the rest.
enum MergedMessage: Sendable {
    case envelope(Envelope)
    case line(UndecodedLine)

    /// The message decoded; throws naming the line when it does not decode.
    func decoded() throws(ShardMergeError) -> Envelope {
        switch self {
        case .envelope(let envelope): envelope
        case .line(let line): try line.decoded()
        }
    }
}
