import Foundation

/// Runs `xmllint --schema` when it is installed; tests never require it.
enum Xmllint {
    /// xmllint's complaints about `xml` (empty when valid), or nil when xmllint or the schema is not available.
    static func problems(in xml: String, schema: URL?) -> [String]? {
        guard let schema, let executable = executable() else { return nil }
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let report = folder.file("report.xml")
        guard FileManager.default.createFile(atPath: report, contents: Data(xml.utf8)) else {
            return ["xmllint: could not write the report to \(report)"]
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = ["--noout", "--nonet", "--schema", schema.path, report]
        let errors = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        // Waiting on the termination handler, not `waitUntilExit()`, whose run-loop polling costs ~50 ms a call on Linux.
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        do {
            try process.run()
        } catch {
            return ["xmllint: could not run \(executable.path): \(error)"]
        }
        let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        exited.wait()
        guard process.terminationStatus != 0 else { return [] }
        let lines = output.split(separator: "\n").map { "xmllint: " + $0.replacingOccurrences(of: report, with: "report") }
        return lines.isEmpty ? ["xmllint exited with \(process.terminationStatus)"] : lines
    }

    private static func executable() -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":")
            .map { URL(fileURLWithPath: String($0)).appendingPathComponent("xmllint") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}
