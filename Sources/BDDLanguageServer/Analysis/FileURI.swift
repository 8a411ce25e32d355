import Foundation

/// `file://` URIs, as the protocol names files, and the paths they stand for.
enum FileURI {
    /// The path of a `file:` URI, percent-decoded; nil for another scheme.
    static func path(of uri: String) -> String? {
        guard let url = URL(string: uri), url.isFileURL else { return nil }
        return url.path
    }

    /// The `file://` URI of an absolute path.
    static func uri(ofPath path: String) -> String {
        URL(fileURLWithPath: path).absoluteString
    }
}

extension FileURI {
    /// One spelling of a file's URI, whichever way the client percent-encodes it; other URIs as they are.
    static func normalized(_ uri: String) -> String {
        path(of: uri).map(self.uri(ofPath:)) ?? uri
    }
}
