import Foundation
import XCTest
import TestSupport

/// `bdd lsp` as a process, driven by real clients: pygls's LanguageClient (PyPI `pygls`) and Neovim's built-in client
/// (Debian `neovim`) with the README's recipe. Each skips in one line when its client is absent; CI installs both.
final class LanguageServerClientTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func test_pyglsClient_editingTheCatalogFeature_getsDiagnosticsCompletionHoverDefinitionAndFixes() throws {
        let bdd = try builtExecutable()
        guard run(["python3", "-c", "import pygls.lsp.client"]).status == 0 else { throw XCTSkip("pygls is not installed (pip install pygls)") }

        let result = run(["python3", clients("pygls_session.py"), bdd, root.path, root.appendingPathComponent("Features/catalog.feature").path])

        XCTAssertEqual(result.status, 0, result.error)
        let answers = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any], result.output)
        let diagnostics = try XCTUnwrap(answers["diagnostics"] as? [[String: Any]])
        XCTAssertEqual(diagnostics.first?["line"] as? Int, answers["typoLine"] as? Int)
        XCTAssertEqual(diagnostics.first?["code"] as? String, "undefined-step")
        XCTAssertTrue((diagnostics.first?["message"] as? String)?.contains("\nDid you mean \"que la API del catálogo está en {string}\"?") == true, "\(diagnostics)")
        XCTAssertTrue((answers["completionLabels"] as? [String])?.contains("que la API del catálogo está en {string}") == true)
        XCTAssertTrue((answers["hover"] as? String)?.contains("Defined at `Sources/AcceptanceSteps/Catalog/CatalogSteps.swift:") == true, "\(answers["hover"] ?? "")")
        XCTAssertEqual((answers["definition"] as? [String])?.first?.hasSuffix("/Sources/AcceptanceSteps/Catalog/CatalogSteps.swift"), true)
        XCTAssertEqual((answers["actions"] as? [String])?.first, "Replace with 'que la API del catálogo está en \"https://api.example.com\"'")
        XCTAssertEqual(answers["exitCode"] as? Int, 0)
    }

    func test_pyglsClient_catalogFeatureWithAKeywordTypo_stillGetsTheStepDiagnosticFixNavigationAndOutline() throws {
        let bdd = try builtExecutable()
        guard run(["python3", "-c", "import pygls.lsp.client"]).status == 0 else { throw XCTSkip("pygls is not installed (pip install pygls)") }

        let result = run(["python3", clients("pygls_session.py"), bdd, root.path, root.appendingPathComponent("Features/catalog.feature").path, "--misspell-keyword"])

        XCTAssertEqual(result.status, 0, result.error)
        let answers = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any], result.output)
        let diagnostics = try XCTUnwrap(answers["diagnostics"] as? [[String: Any]])
        XCTAssertEqual(diagnostics.map { $0["code"] as? String }, ["parse-error", "undefined-step"])
        XCTAssertTrue((diagnostics.first?["message"] as? String)?.contains("'Escenarioo:' is not a keyword: did you mean 'Escenario:'?") == true, "\(diagnostics)")
        XCTAssertEqual(diagnostics.last?["line"] as? Int, answers["typoLine"] as? Int)
        XCTAssertTrue((diagnostics.last?["message"] as? String)?.contains("\nDid you mean \"que el servidor de productos responde {int} con los productos:\"") == true, "\(diagnostics)")
        XCTAssertEqual((answers["actions"] as? [String])?.first, "Replace with 'que el servidor de productos responde 200 con los productos:'")
        XCTAssertTrue((answers["hover"] as? String)?.contains("Defined at `Sources/AcceptanceSteps/Catalog/CatalogSteps.swift:") == true, "\(answers["hover"] ?? "")")
        XCTAssertEqual((answers["definition"] as? [String])?.first?.hasSuffix("/Sources/AcceptanceSteps/Catalog/CatalogSteps.swift"), true)
        XCTAssertEqual(answers["outline"] as? [String], ["Característica: Catálogo de productos"])
        XCTAssertTrue((answers["outlineChildren"] as? [String])?.contains("Escenario: El precio puede llegar como texto en el JSON del servidor") == true, "\(answers["outlineChildren"] ?? "")")
        XCTAssertEqual(answers["formattingEdits"] as? Int, 0)
        XCTAssertEqual(answers["exitCode"] as? Int, 0)
    }

    func test_neovimRecipe_openingAFeature_showsTheUndefinedStepAndCompletesPhrases() throws {
        let answers = try neovimSession(feature: "Feature: Smoke\n  Scenario: A\n    Given el usuario baila sin parar\n")

        let diagnostics = try XCTUnwrap(answers["diagnostics"] as? [[String: Any]])
        XCTAssertEqual(diagnostics.first?["line"] as? Int, 2)
        XCTAssertTrue((diagnostics.first?["message"] as? String)?.contains("Undefined step") == true, "\(diagnostics)")
        XCTAssertTrue((answers["completion"] as? [String])?.contains("un usuario registrado con email {string}") == true)
    }

    func test_neovimRecipe_featureWithAKeywordTypo_showsBothProblemsTheOutlineAndTheDefinition() throws {
        let feature = """
            Feature: Smoke
              Scenario: A
                Given el usuario baila sin parar
              Scenarioo: B
                When un usuario registrado con email "user@example.com"
            """

        let answers = try neovimSession(feature: feature)

        let diagnostics = try XCTUnwrap(answers["diagnostics"] as? [[String: Any]])
        XCTAssertEqual(Set(diagnostics.compactMap { $0["line"] as? Int }), [2, 3], "\(diagnostics)")
        XCTAssertEqual(answers["outline"] as? [String], ["Feature: Smoke", "Scenario: A"])
        XCTAssertEqual((answers["definition"] as? [String])?.first?.hasSuffix(".swift"), true, "\(answers["definition"] ?? "")")
    }

    func test_readme_neovimRecipe_isTheFileTheSmokeTestRuns() throws {
        let readme = try String(contentsOf: root.appendingPathComponent("Documentation/Editors.md"), encoding: .utf8)
        let recipe = try String(contentsOfFile: clients("nvim-bdd.lua"), encoding: .utf8)

        let indented = recipe.trimmingCharacters(in: .newlines).split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : "  " + $0 }.joined(separator: "\n")
        XCTAssertTrue(readme.contains("  ```lua\n" + indented + "\n  ```"), "Documentation/Editors.md's Neovim recipe differs from Clients/nvim-bdd.lua")
    }

    // MARK: - Helpers

    /// The `bdd` built beside the test bundle; under CI a missing one fails the test instead of skipping it.
    private func builtExecutable() throws -> String {
        try BuiltExecutable.require("bdd").path
    }

    /// Opens `feature` in a package of its own with the README's recipe and returns what nvim-smoke.lua wrote.
    private func neovimSession(feature: String) throws -> [String: Any] {
        let bdd = try builtExecutable()
        guard run(["nvim", "--version"]).status == 0 else { throw XCTSkip("Neovim is not installed (apt-get install neovim)") }
        let folder = TemporaryFolder()
        defer { folder.remove() }
        try "// swift-tools-version: 6.0\n".write(toFile: folder.file("Package.swift"), atomically: true, encoding: .utf8)
        try feature.write(toFile: folder.file("smoke.feature"), atomically: true, encoding: .utf8)
        let output = folder.file("smoke.json")

        let result = run(
            ["nvim", "--headless", "--clean", "-u", clients("nvim-bdd.lua"), "-c", "luafile \(clients("nvim-smoke.lua"))", folder.file("smoke.feature")],
            environment: ["BDD_LSP_COMMAND": bdd, "BDD_SMOKE_OUTPUT": output]
        )

        let json = try XCTUnwrap(FileManager.default.contents(atPath: output), "Neovim wrote nothing: \(result.error)")
        return try XCTUnwrap(try JSONSerialization.jsonObject(with: json) as? [String: Any])
    }

    private func clients(_ name: String) -> String {
        root.appendingPathComponent("Tests/BDDLanguageServerTests/Clients/\(name)").path
    }

    private func run(_ arguments: [String], environment: [String: String] = [:]) -> (status: Int32, output: String, error: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = root
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return (127, "", "\(error)") }
        nonisolated(unsafe) var errorText = Data()
        let collected = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            errorText = error.fileHandleForReading.readDataToEndOfFile()
            collected.signal()
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        collected.wait()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self), String(decoding: errorText, as: UTF8.self))
    }
}
