import Foundation
import TestSupport

/// Validates XML against jenkins-junit.xsd with `xmllint`, when both are on this machine; tests never require them.
enum Xmllint {
    /// The validator's complaint, or nil when the XML is valid or there is nothing to validate with.
    static func validate(_ xml: String) -> String? {
        guard let executable = executable(), let schema = ConformanceDirectory.url()?.appendingPathComponent("junit/jenkins-junit.xsd"),
              FileManager.default.fileExists(atPath: schema.path) else { return nil }
        let process = Process()
        process.executableURL = executable
        process.arguments = ["--noout", "--schema", schema.path, "-"]
        let input = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        do {
            try process.run()
        } catch {
            return "could not run xmllint: \(error)"
        }
        input.fileHandleForWriting.write(Data(xml.utf8))
        try? input.fileHandleForWriting.close()
        let complaint = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return process.terminationStatus == 0 ? nil : "not valid against jenkins-junit.xsd: \(complaint)"
    }

    private static func executable() -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":")
            .map { URL(fileURLWithPath: String($0)).appendingPathComponent("xmllint") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}
