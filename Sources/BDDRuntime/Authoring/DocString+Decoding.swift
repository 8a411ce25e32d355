import Foundation

extension DocString {
    /// Decodes the content as JSON, the default and what the `json` and `application/json` media types say; throws
    /// `DocStringDecodingError` naming the line and the coding path, or another media type.
    public func decode<Value: Decodable>(_ type: Value.Type = Value.self) throws -> Value {
        if let mediaType, !["json", "application/json"].contains(mediaType.lowercased()) {
            throw DocStringDecodingError(uri: uri, line: line, reason: "media type \(mediaType) is not JSON, so it cannot be decoded as \(Value.self)")
        }
        do {
            return try JSONDecoder().decode(Value.self, from: Data(content.utf8))
        } catch let error as DecodingError {
            throw DocStringDecodingError(uri: uri, line: line, reason: "not JSON of a \(Value.self): \(error.summary)")
        }
    }
}
