import Foundation
#if BDD_FUZZING
import LibFuzzer
#endif

/// The `main` of every fuzz executable.
///
/// Built with `-DBDD_FUZZING` and libFuzzer linked in (Tests/fuzz), it hands the command line to libFuzzer.
/// Built normally, it replays the inputs of the files and folders it is given and exits 1 if one breaks a
/// property, so the harnesses build and run with a plain `swift build`. In both builds
/// `--write-seeds FOLDER CONFORMANCE` writes the harness's seed corpus, made from the conformance suites.
public enum FuzzDriver {
    /// Runs `harness` as the command line asks, then exits.
    public static func main(_ harness: FuzzHarness) -> Never {
        // No array of the arguments is made before libFuzzer runs: it never returns, it exits, and LeakSanitizer
        // reported that array, still owned by this frame, as a leak at the end of every campaign.
        let arguments = CommandLine.arguments.dropFirst()
        if arguments.first == "--write-seeds" {
            let seeds = Array(arguments)
            guard seeds.count == 3 else { fail("usage: --write-seeds FOLDER CONFORMANCE_FOLDER") }
            writeSeeds(of: harness, to: seeds[1], conformance: seeds[2])
        }
        #if BDD_FUZZING
        fuzz(harness)
        #else
        replay(harness, paths: Array(arguments))
        #endif
    }

    private static func writeSeeds(of harness: FuzzHarness, to folder: String, conformance: String) -> Never {
        let seeds = harness.seeds(URL(fileURLWithPath: conformance))
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            for (number, seed) in seeds.enumerated() {
                try Data(seed).write(to: URL(fileURLWithPath: folder).appendingPathComponent("seed-\(number)"))
            }
        } catch {
            fail("\(harness.name): could not write the seeds: \(error)")
        }
        print("\(harness.name): \(seeds.count) seeds written to \(folder)")
        exit(0)
    }

    private static func replay(_ harness: FuzzHarness, paths: [String]) -> Never {
        guard !paths.isEmpty else { fail("usage: \(harness.name) FILE_OR_FOLDER... (replays the inputs)") }
        let files = paths.flatMap(inputFiles(at:))
        var violations = 0
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else { fail("could not read '\(file)'") }
            do {
                try harness.check(Array(data))
            } catch {
                violations += 1
                print("\(file): \(error)")
            }
        }
        print("\(harness.name): replayed \(files.count) inputs, \(violations) broke a property")
        exit(violations == 0 ? 0 : 1)
    }

    /// The file itself, or the files directly in a folder, sorted.
    private static func inputFiles(at path: String) -> [String] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else { return [path] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted().map { (path as NSString).appendingPathComponent($0) }
    }

    private static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data((message + "\n").utf8))
        exit(2)
    }

    #if BDD_FUZZING
    /// The harness libFuzzer's callback runs: a C function pointer cannot capture it.
    nonisolated(unsafe) private static var fuzzed: FuzzHarness?

    private static func fuzz(_ harness: FuzzHarness) -> Never {
        fuzzed = harness
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        let status = LLVMFuzzerRunDriver(&argc, &argv) { data, size in
            let input = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
            do {
                try FuzzDriver.fuzzed?.check(input)
            } catch {
                // A trap is what libFuzzer recognises as a finding: it saves the input and stops.
                fatalError("\(error)")
            }
            return 0
        }
        exit(status)
    }
    #endif
}
