import Foundation

/// A fresh folder under the system's temporary directory, removed by `remove()`.
struct TemporaryFolder {
    let path: String

    init() {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("bdd-tests-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func file(_ relativePath: String) -> String {
        path + "/" + relativePath
    }

    func contents(of relativePath: String) -> String? {
        FileManager.default.contents(atPath: file(relativePath)).map { String(decoding: $0, as: UTF8.self) }
    }

    func entries(in relativePath: String = "") -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: relativePath.isEmpty ? path : file(relativePath))) ?? []).sorted()
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
