import BDDRuntime

/// `workspace/didChangeWatchedFiles` and `workspace/didChangeWorkspaceFolders`: feature files changed on the disk,
/// folders added to the workspace.
struct WatchedFilesParams: ServerMessage {
    let changedFeatureFiles: [String]
    let addedFolders: [String]

    init(_ params: JSONValue) throws(JSONRPCError) {
        changedFeatureFiles = (params["changes"]?.array ?? []).compactMap { $0["uri"]?.string }.filter(FeatureLocator.isFeatureFile)
        addedFolders = (params["event"]?["added"]?.array ?? []).compactMap { $0["uri"]?.string.flatMap(FileURI.path(of:)) }
    }
}
