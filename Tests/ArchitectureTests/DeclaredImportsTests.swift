import Foundation
import XCTest

/// The target graph must say what the code does: a declared dependency that no file imports is a false edge.
final class DeclaredImportsTests: XCTestCase {
    func test_declaredDependencies_ofEveryTarget_areImportedByIt() throws {
        let json = try PackageDump.json()
        let graph = try DependencyGraph.parse(json)
        let folders = try DependencyGraph.folders(json, root: PackageDump.packageRoot)
        // A test target names an executable target to have it built for the test, which runs it; nobody imports one.
        let executables = try DependencyGraph.executables(json)

        var unused: [String] = []
        for (target, dependencies) in graph.sorted(by: { $0.key < $1.key }) {
            guard let folder = folders[target] else { continue }
            let imported = ImportScanner.imports(inFolder: folder)
            unused += dependencies.filter { !imported.contains($0) && !executables.contains($0) }.map { "\(target) declares \($0) but never imports it" }
        }

        XCTAssertEqual(unused, [], unused.joined(separator: "\n"))
    }

    func test_imports_ofTheRunnersUpperTargets_includeNoCLibrary() throws {
        let folders = try DependencyGraph.folders(try PackageDump.json(), root: PackageDump.packageRoot)

        for target in ["BDDRuntime", "BDDCommandLine", "BDDLanguageServer", "Reports"] {
            let folder = try XCTUnwrap(folders[target], target)
            let imported = ImportScanner.imports(inFolder: folder)

            // Where Linux and macOS differ is OperatingSystem's to know.
            XCTAssertEqual(imported.intersection(["Glibc", "Musl", "Darwin"]), [], target)
            XCTAssertTrue(imported.contains("OperatingSystem"), target)
        }
    }

    func test_module_everyFormOfImport_namesTheImportedModule() {
        XCTAssertEqual(ImportScanner.module(importedBy: "import Foundation"), "Foundation")
        XCTAssertEqual(ImportScanner.module(importedBy: "@testable import BDDRuntime"), "BDDRuntime")
        XCTAssertEqual(ImportScanner.module(importedBy: "@preconcurrency import Glibc"), "Glibc")
        XCTAssertEqual(ImportScanner.module(importedBy: "import struct CucumberMessages.Envelope"), "CucumberMessages")
        XCTAssertNil(ImportScanner.module(importedBy: "// import Nothing"))
        XCTAssertNil(ImportScanner.module(importedBy: "let important = 1"))
    }
}
