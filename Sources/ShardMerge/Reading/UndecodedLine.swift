import CucumberMessages

/// A line of a stream read again but not yet decoded, with where it is, for the thread that decodes it to name it.
struct UndecodedLine: Sendable {
    /// The stream's path.
    let path: String
    /// Where the line starts in the stream.
    let offset: Int
    let bytes: [UInt8]

    /// The message; throws naming the line when it does not decode.
    func decoded() throws(ShardMergeError) -> Envelope {
        let result = bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(MessageDecodingError) in try MessageDecoder().envelope(utf8: buffer) }
        }
        switch result {
        case .success(let envelope): return envelope
        case .failure(let error): throw ShardIndex.lineError(path: path, offset: offset, error)
        }
    }
}
