import Foundation

/// Runs Debian's `chromium` headless to load a page the way a person's browser does; tests skip when it is absent.
public struct HeadlessChromium: Sendable {
    private let executable: URL

    /// The first `chromium` (or `chromium-browser`, `google-chrome`) on `PATH`, or nil when none is installed.
    public static func find() -> HeadlessChromium? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for name in ["chromium", "chromium-browser", "google-chrome"] {
            for folder in path.split(separator: ":") {
                let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return HeadlessChromium(executable: candidate) }
            }
        }
        return nil
    }

    /// The page's DOM as serialized after its scripts ran, up to its first `<script>`: what the scripts made, not
    /// their source or data, which would otherwise match every search for the page's markup.
    public func renderedDOM(of url: URL, width: Int = 1280, height: Int = 900) throws -> String {
        let dom = try run(["--dump-dom", "--window-size=\(width),\(height)", url.absoluteString])
        return dom.range(of: "<script").map { String(dom[..<$0.lowerBound]) } ?? dom
    }

    /// Saves a PNG of the page as a window `width` pixels wide would show it.
    public func screenshot(of url: URL, to file: String, width: Int, height: Int) throws {
        _ = try run(["--screenshot=\(file)", "--hide-scrollbars", "--window-size=\(width),\(height)", url.absoluteString])
    }

    /// What went wrong running the browser.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    private func run(_ arguments: [String]) throws -> String {
        // A profile of its own, so tests running at once never wait on each other's profile lock.
        let profile = TemporaryFolder()
        defer { profile.remove() }
        let process = Process()
        process.executableURL = executable
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--user-data-dir=\(profile.path)"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        if exited.wait(timeout: .now() + 60) == .timedOut {
            process.terminate()
            throw Failure(description: "chromium did not finish within 60 s: \(arguments.joined(separator: " "))")
        }
        guard process.terminationStatus == 0 else {
            throw Failure(description: "chromium exited with \(process.terminationStatus): \(arguments.joined(separator: " "))")
        }
        return String(decoding: data, as: UTF8.self)
    }
}
