// swift-tools-version: 6.0
import PackageDescription

// Supported: Swift 6.0 and later (the tools version above), on macOS 14 and later (Xcode 16 and later) and on
// Linux x86-64 and aarch64. Newer compilers' features stay behind `#if compiler(>=…)`, and no API newer than
// macOS 14 is used (check-darwin in .ci/run guards it); see Documentation/Platforms.md.
//
// The target graph is the architecture: an edge that is not declared here
// cannot be imported (CI builds with --explicit-target-dependency-import-check),
// and ArchitectureTests fails if a declared edge breaks the layering.

let package = Package(
    name: "bdd",
    platforms: [.macOS(.v14)],
    products: [
        // What another package depends on: the step-authoring API (BDDRuntime), the command line (BDDCommandLine) and
        // the envelopes a run listener receives (CucumberMessages).
        .library(name: "BDD", targets: ["BDDRuntime", "BDDCommandLine", "Reports", "CucumberMessages"]),
        // The same specification as test cases of `swift test` (Swift Testing), and as one XCTest method.
        .library(name: "BDDTesting", targets: ["BDDTesting"]),
        .library(name: "BDDXCTest", targets: ["BDDXCTest"]),
        .executable(name: "bdd", targets: ["bdd"]),
        .executable(name: "gherkin-benchmark", targets: ["GherkinBenchmark"]),
        .executable(name: "bdd-cck", targets: ["CCKSteps"]),
        .executable(name: "runner-benchmark", targets: ["RunnerBenchmark"]),
        .executable(name: "fuzz-gherkin", targets: ["FuzzGherkin"]),
        .executable(name: "fuzz-cucumber-expressions", targets: ["FuzzCucumberExpressions"]),
        .executable(name: "fuzz-tag-expressions", targets: ["FuzzTagExpressions"]),
        .executable(name: "fuzz-message-stream", targets: ["FuzzMessageStream"]),
        .executable(name: "fuzz-language-server", targets: ["FuzzLanguageServer"]),
    ],
    targets: [
        // MARK: - The app under test (Clean Architecture, feature-first)
        .target(name: "SharedKernel"),
        .target(name: "LoginDomain", dependencies: ["SharedKernel"]),
        .target(name: "LoginApplication", dependencies: ["LoginDomain"]),
        .target(name: "CatalogDomain", dependencies: []),
        .target(name: "CatalogApplication", dependencies: ["CatalogDomain"]),
        .target(name: "Platform", dependencies: ["SharedKernel"]),
        .target(name: "LoginInfrastructure", dependencies: ["LoginApplication", "LoginDomain", "Platform", "SharedKernel"]),
        .target(name: "CatalogInfrastructure", dependencies: ["CatalogApplication", "CatalogDomain", "Platform"]),
        .target(name: "LoginInterface", dependencies: ["LoginApplication", "LoginDomain"]),
        .target(name: "CatalogInterface", dependencies: ["CatalogApplication", "CatalogDomain"]),
        .target(name: "AppComposition", dependencies: [
            "SharedKernel", "Platform",
            "LoginDomain", "LoginApplication", "LoginInfrastructure", "LoginInterface",
            "CatalogDomain", "CatalogApplication", "CatalogInfrastructure", "CatalogInterface",
        ]),

        // MARK: - The runner (independent of the app)
        // The one place where Linux and macOS differ: files and descriptors, processes, signals, clocks, threads.
        .target(name: "OperatingSystem"),
        .target(name: "CucumberMessages", exclude: ["generate-messages.py"]),
        .target(name: "Gherkin", dependencies: ["CucumberMessages"], exclude: ["Parsing/generate-parser-state-table.py", "Dialects/generate-dialects.py"]),
        .target(name: "CucumberExpressions"),
        .target(name: "TagExpressions"),
        .target(
            name: "BDDRuntime", dependencies: ["CucumberMessages", "Gherkin", "CucumberExpressions", "TagExpressions", "OperatingSystem"],
            exclude: ["Supervision/Wire/README.md"]
        ),
        .target(name: "Formatters", dependencies: ["CucumberMessages", "Gherkin", "CucumberExpressions"]),
        // The editor's adapter: maps the Language Server Protocol onto the parser, the step library and the wording of runs.
        .target(name: "BDDLanguageServer", dependencies: ["CucumberMessages", "Gherkin", "CucumberExpressions", "BDDRuntime", "Formatters", "OperatingSystem"]),
        // The report files of a run: each `--format` bound to standard output or a file written as the run goes and put in place at its end.
        .target(name: "Reports", dependencies: ["CucumberMessages", "Formatters", "BDDRuntime", "OperatingSystem"]),
        // Scenarios as test cases of the toolchain's runners: each pickle one Swift Testing case; every pickle in one XCTest method.
        // With `BDD_REPORTS` it writes a run's reports through the same `ReportSet` as `bdd`.
        .target(name: "BDDTesting", dependencies: ["CucumberMessages", "Gherkin", "BDDRuntime", "Formatters", "Reports", "OperatingSystem"]),
        .target(name: "BDDXCTest", dependencies: ["BDDTesting", "BDDRuntime"]),
        // `bdd merge`: shards' message streams joined into the stream of one run, checked first.
        .target(name: "ShardMerge", dependencies: ["CucumberMessages", "Gherkin", "BDDRuntime"]),
        .target(name: "BDDCommandLine", dependencies: ["CucumberMessages", "Gherkin", "TagExpressions", "BDDRuntime", "Formatters", "Reports", "BDDLanguageServer", "ShardMerge", "OperatingSystem"]),

        // MARK: - The executable specification of the app
        .target(name: "AcceptanceSteps", dependencies: [
            "BDDRuntime", "AppComposition", "SharedKernel", "Platform",
            "LoginDomain", "LoginApplication",
            "CatalogDomain", "CatalogInterface",
        ]),
        .executableTarget(name: "bdd", dependencies: ["BDDCommandLine", "BDDRuntime", "AcceptanceSteps"]),
        .executableTarget(name: "GherkinBenchmark", dependencies: ["Gherkin", "CucumberMessages"]),
        // The Compatibility Kit's support code in Swift, on the public API only, as an outside package would write it.
        .executableTarget(name: "CCKSteps", dependencies: ["BDDCommandLine", "BDDRuntime", "CucumberMessages"]),
        .executableTarget(name: "RunnerBenchmark", dependencies: ["BDDCommandLine", "BDDRuntime"]),

        // MARK: - Fuzzing: one harness per parser and the stream reader, run by Tests/fuzz (see README)
        .target(name: "LibFuzzer"),
        .target(name: "FuzzHarnesses", dependencies: [
            "LibFuzzer", "CucumberMessages", "Gherkin", "CucumberExpressions", "TagExpressions", "Formatters", "BDDCommandLine",
            "BDDLanguageServer", "BDDRuntime",
        ]),
        .executableTarget(name: "FuzzGherkin", dependencies: ["FuzzHarnesses"]),
        .executableTarget(name: "FuzzCucumberExpressions", dependencies: ["FuzzHarnesses"]),
        .executableTarget(name: "FuzzTagExpressions", dependencies: ["FuzzHarnesses"]),
        .executableTarget(name: "FuzzMessageStream", dependencies: ["FuzzHarnesses"]),
        .executableTarget(name: "FuzzLanguageServer", dependencies: ["FuzzHarnesses"]),

        // MARK: - Test support: helpers shared by test targets, never a dependency of Sources
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        // Steps that trap, exit, hang and flood standard error, run under supervision by SupervisionTests.
        .executableTarget(name: "SupervisionFixture", dependencies: ["BDDCommandLine", "BDDRuntime", "CucumberMessages", "OperatingSystem"], path: "Tests/SupervisionFixture"),
        .target(name: "AppTestSupport", dependencies: [
            "TestSupport", "Platform", "LoginDomain", "LoginApplication", "CatalogDomain", "CatalogApplication",
        ], path: "Tests/AppTestSupport"),

        // MARK: - Tests, one target per production target
        .testTarget(name: "LoginDomainTests", dependencies: ["LoginDomain", "SharedKernel"]),
        .testTarget(name: "LoginApplicationTests", dependencies: ["LoginApplication", "LoginDomain", "SharedKernel", "AppTestSupport", "TestSupport"]),
        .testTarget(name: "CatalogDomainTests", dependencies: ["CatalogDomain"]),
        .testTarget(name: "CatalogApplicationTests", dependencies: ["CatalogApplication", "CatalogDomain", "AppTestSupport", "TestSupport"]),
        .testTarget(name: "PlatformTests", dependencies: ["Platform", "SharedKernel", "AppTestSupport", "TestSupport"]),
        .testTarget(name: "LoginInfrastructureTests", dependencies: ["LoginInfrastructure", "LoginDomain", "SharedKernel", "AppTestSupport", "TestSupport"]),
        .testTarget(name: "CatalogInfrastructureTests", dependencies: ["CatalogInfrastructure", "CatalogDomain", "AppTestSupport", "TestSupport"]),
        .testTarget(name: "LoginInterfaceTests", dependencies: ["LoginInterface", "LoginApplication", "LoginDomain", "SharedKernel", "AppTestSupport", "TestSupport"]),
        .testTarget(name: "CatalogInterfaceTests", dependencies: ["CatalogInterface", "CatalogApplication", "CatalogDomain", "AppTestSupport", "TestSupport"]),
        .testTarget(name: "AppCompositionTests", dependencies: ["AppComposition", "SharedKernel", "Platform", "LoginDomain", "LoginApplication", "LoginInfrastructure", "LoginInterface", "CatalogDomain", "CatalogApplication", "CatalogInterface", "AppTestSupport", "TestSupport"]),
        .testTarget(name: "ArchitectureTests", dependencies: ["TestSupport"]),
        .testTarget(name: "CucumberMessagesTests", dependencies: ["CucumberMessages", "TestSupport"]),
        .testTarget(name: "GherkinTests", dependencies: ["Gherkin", "CucumberMessages", "TestSupport"]),
        .testTarget(name: "CucumberExpressionsTests", dependencies: ["CucumberExpressions", "TestSupport"]),
        .testTarget(name: "TagExpressionsTests", dependencies: ["TagExpressions", "TestSupport"]),
        .testTarget(name: "OperatingSystemTests", dependencies: ["OperatingSystem", "TestSupport"]),
        .testTarget(name: "BDDRuntimeTests", dependencies: ["BDDRuntime", "CucumberMessages", "Gherkin", "OperatingSystem", "TestSupport"]),
        .testTarget(name: "ShardMergeTests", dependencies: ["ShardMerge"]),
        .testTarget(name: "FormattersTests", dependencies: ["Formatters", "CucumberMessages", "Gherkin", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "ReportsTests", dependencies: ["Reports", "Formatters", "CucumberMessages", "TestSupport"]),
        .testTarget(name: "BDDLanguageServerTests", dependencies: ["BDDLanguageServer", "BDDRuntime", "CucumberMessages", "Gherkin", "TestSupport", "bdd"], exclude: ["Clients"]),
        .testTarget(name: "BDDCommandLineTests", dependencies: ["BDDCommandLine", "BDDRuntime", "CucumberMessages", "Formatters", "Gherkin", "Reports", "TestSupport", "bdd"], exclude: ["Fixtures"]),
        .testTarget(name: "AcceptanceStepsTests", dependencies: ["AcceptanceSteps", "BDDCommandLine", "CucumberMessages", "TestSupport"]),
        .testTarget(name: "BDDTestingTests", dependencies: ["BDDTesting", "BDDRuntime", "CucumberMessages", "TestSupport"]),
        .testTarget(name: "BDDXCTestTests", dependencies: ["BDDXCTest", "BDDRuntime", "TestSupport"]),
        // This repository's own specification, each scenario a Swift Testing case (`bdd Features/` runs it supervised).
        .testTarget(name: "SpecificationTests", dependencies: ["AcceptanceSteps", "BDDRuntime", "BDDTesting"]),
        .testTarget(name: "TestSupportTests", dependencies: ["TestSupport", "bdd"]),
        .testTarget(name: "SupervisionTests", dependencies: ["CucumberMessages", "TestSupport", "SupervisionFixture"]),
        .testTarget(name: "FuzzHarnessesTests", dependencies: ["FuzzHarnesses", "TestSupport"], exclude: ["Reproducers"]),
    ]
)
