import Foundation

/// The folder that relative feature paths start from: the package the calling test file is in.
enum PackageRoot {
    /// The nearest folder above `file` holding a `Package.swift`; the current folder when there is none.
    static func containing(file: String) -> String {
        var folder = (file as NSString).deletingLastPathComponent
        while folder.count > 1 {
            if FileManager.default.fileExists(atPath: folder + "/Package.swift") { return folder }
            folder = (folder as NSString).deletingLastPathComponent
        }
        return FileManager.default.currentDirectoryPath
    }
}
