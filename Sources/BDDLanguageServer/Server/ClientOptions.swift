/// What the client said it can do in `initialize`, and where its workspace is.
struct ClientOptions {
    var encoding: PositionEncoding = .utf16
    var snippets = false
    var watchesFilesDynamically = false
    var workspaceFolders: [String] = []

    init() {}

    init(initializeParams params: JSONValue) {
        let capabilities = params["capabilities"]
        let encodings = capabilities?["general"]?["positionEncodings"]?.array?.compactMap(\.string) ?? []
        encoding = encodings.contains(PositionEncoding.utf8.rawValue) ? .utf8 : .utf16
        snippets = capabilities?["textDocument"]?["completion"]?["completionItem"]?["snippetSupport"]?.bool ?? false
        watchesFilesDynamically = capabilities?["workspace"]?["didChangeWatchedFiles"]?["dynamicRegistration"]?.bool ?? false
        let folders = params["workspaceFolders"]?.array?.compactMap { $0["uri"]?.string } ?? []
        let root = params["rootUri"]?.string ?? params["rootPath"]?.string.map(FileURI.uri(ofPath:))
        workspaceFolders = (folders.isEmpty ? root.map { [$0] } ?? [] : folders).compactMap(FileURI.path(of:))
    }
}
