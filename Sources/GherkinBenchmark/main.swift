import CucumberMessages
import Foundation
import Gherkin

// gherkin-benchmark DIR [ITERATIONS]: parses every .feature under DIR and compiles its pickles,
// on one core, several times over; prints throughput in MB/s and pickles/s (best and median).

let arguments = Array(CommandLine.arguments.dropFirst())
guard let directory = arguments.first else {
    FileHandle.standardError.write(Data("usage: gherkin-benchmark DIR [ITERATIONS]\n".utf8))
    exit(2)
}
let iterations = arguments.count > 1 ? max(1, Int(arguments[1]) ?? 10) : 10

/// Every `.feature` file under `directory`, read into memory before timing starts.
func featureFiles(under directory: String) -> [(path: String, bytes: [UInt8])] {
    guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return [] }
    var files: [(String, [UInt8])] = []
    for case let relative as String in enumerator where relative.hasSuffix(".feature") {
        let path = (directory as NSString).appendingPathComponent(relative)
        if let data = FileManager.default.contents(atPath: path) { files.append((path, [UInt8](data))) }
    }
    return files.sorted { $0.0 < $1.0 }
}

let files = featureFiles(under: directory)
guard !files.isEmpty else {
    FileHandle.standardError.write(Data("gherkin-benchmark: no .feature files under \(directory)\n".utf8))
    exit(1)
}
let megabytes = Double(files.reduce(0) { $0 + $1.bytes.count }) / 1_000_000
let parser = GherkinParser()

/// One timed pass: parse every file, then compile every document's pickles.
struct Pass {
    var parseSeconds = 0.0
    var compileSeconds = 0.0
    var pickles = 0
    var errors = 0
    /// The whole pass, freeing documents and pickles included.
    var wallSeconds = 0.0
    var seconds: Double { parseSeconds + compileSeconds }
}

/// Parses and compiles one file after the other, as a runner streams them; each file's document and
/// pickles are freed after its clock stops.
func timedPass() -> Pass {
    var pass = Pass()
    var ids = IncrementingIdGenerator()
    let passStart = DispatchTime.now().uptimeNanoseconds
    for file in files {
        let start = DispatchTime.now().uptimeNanoseconds
        let document: GherkinDocument
        do {
            document = try parser.parse(file.bytes, uri: file.path, ids: &ids)
        } catch {
            pass.errors += 1
            continue
        }
        let parsed = DispatchTime.now().uptimeNanoseconds
        let pickles = PickleCompiler.compile(document, ids: &ids)
        let compiled = DispatchTime.now().uptimeNanoseconds
        pass.parseSeconds += Double(parsed - start) / 1e9
        pass.compileSeconds += Double(compiled - parsed) / 1e9
        pass.pickles += pickles.count
    }
    pass.wallSeconds = Double(DispatchTime.now().uptimeNanoseconds - passStart) / 1e9
    return pass
}

let passes = (0..<iterations).map { _ in timedPass() }
let seconds = passes.map(\.seconds)
let pickleCount = passes[0].pickles
let errorCount = passes[0].errors
let sorted = seconds.sorted()
let best = sorted[0]
let median = sorted[sorted.count / 2]
func format(_ value: Double) -> String { String(format: "%.1f", value) }
print("files: \(files.count), \(String(format: "%.2f", megabytes)) MB, \(pickleCount) pickles, \(errorCount) files with errors")
print("iterations: \(iterations), one core")
print("best:   \(format(megabytes / best)) MB/s, \(format(Double(pickleCount) / best)) pickles/s (\(format(best * 1000)) ms)")
print("median: \(format(megabytes / median)) MB/s, \(format(Double(pickleCount) / median)) pickles/s (\(format(median * 1000)) ms)")
let bestParse = passes.map(\.parseSeconds).min() ?? 0
let bestCompile = passes.map(\.compileSeconds).min() ?? 0
let bestWall = passes.map(\.wallSeconds).min() ?? 0
print("best with freeing: \(format(megabytes / bestWall)) MB/s (\(format(bestWall * 1000)) ms)")
print("best parse alone: \(format(megabytes / bestParse)) MB/s (\(format(bestParse * 1000)) ms); pickles alone: \(format(bestCompile * 1000)) ms")
