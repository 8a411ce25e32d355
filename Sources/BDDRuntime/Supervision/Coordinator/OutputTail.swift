import Foundation

/// The last bytes a worker wrote to standard error, kept so a crash can be reported in the runtime's own words
/// (`Fatal error: Index out of range`, and the frame of the step's code that Swift's backtrace names) without
/// keeping everything a chatty step printed.
struct OutputTail: Sendable {
    private let limit: Int
    private var bytes: [UInt8] = []

    init(limit: Int = 64 * 1024) {
        self.limit = limit
    }

    mutating func append(_ chunk: [UInt8]) {
        bytes.append(contentsOf: chunk)
        if bytes.count > 2 * limit { bytes.removeFirst(bytes.count - limit) }
    }

    /// Forgets what came before: each test case's crash is told with its own output.
    mutating func clear() {
        bytes.removeAll(keepingCapacity: true)
    }

    /// What to show a user about a crash: the runtime's last words and where in the step's code it happened when
    /// Swift said so, else the last lines written.
    func crashSummary(lines count: Int = 10) -> [String] {
        let lines = String(decoding: bytes.suffix(limit), as: UTF8.self)
            .split(separator: "\n", omittingEmptySubsequences: true)
            .map(String.init)
        // The runtime's own message (`Fatal error: …`), else the backtracer's headline (`Swift runtime failure: …`).
        let lastWords = Self.runtimeMarkers.lazy.compactMap { marker in lines.last { $0.contains(marker) } }.first
            .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "* ")) }
        guard let lastWords else { return Array(lines.suffix(count)) }
        var summary = [lastWords.trimmingCharacters(in: .whitespaces)]
        if let frame = Self.stepFrame(in: lines) { summary.append(frame) }
        return summary
    }

    private static let runtimeMarkers = [
        "Fatal error", "Precondition failed", "Assertion failed", "Unexpectedly found nil", "Swift runtime failure", "Program crashed",
    ]

    /// `at FILE:LINE` of the first frame of the crashed thread outside the runner's own code.
    private static func stepFrame(in lines: [String]) -> String? {
        guard let crashed = lines.firstIndex(where: { $0.hasSuffix(" crashed:") }) else { return nil }
        for line in lines[(crashed + 1)...] {
            if line.hasPrefix("Thread ") || line.hasPrefix("Registers") { break }
            guard let at = line.range(of: " at /") else { continue }
            let location = line[line.index(after: at.lowerBound)...]
            if location.contains("/Sources/BDDRuntime/") || location.contains("<compiler-generated>") { continue }
            return String(location)
        }
        return nil
    }
}
