/// Which of our targets each app target may depend on: the layer table of Sources/README.md, one entry per app target.
///
/// Anything not listed for a target is forbidden, including runner targets and products of other packages.
enum LayerRules {
    static let allowed: [String: Set<String>] = [
        "SharedKernel": [],
        "LoginDomain": ["SharedKernel"],
        "CatalogDomain": ["SharedKernel"],
        "LoginApplication": ["LoginDomain", "SharedKernel"],
        "CatalogApplication": ["CatalogDomain", "SharedKernel"],
        "Platform": ["SharedKernel"],
        "LoginInfrastructure": ["LoginApplication", "LoginDomain", "Platform", "SharedKernel"],
        "CatalogInfrastructure": ["CatalogApplication", "CatalogDomain", "Platform", "SharedKernel"],
        "LoginInterface": ["LoginApplication", "LoginDomain", "SharedKernel"],
        "CatalogInterface": ["CatalogApplication", "CatalogDomain", "SharedKernel"],
        "AppComposition": [
            "SharedKernel", "Platform",
            "LoginDomain", "LoginApplication", "LoginInfrastructure", "LoginInterface",
            "CatalogDomain", "CatalogApplication", "CatalogInfrastructure", "CatalogInterface",
        ],
    ]

    /// Which of our targets each test-support target may depend on: spies stand in for ports, so app test
    /// support sees the inner layers that declare them and never an adapter, a screen or the composition root.
    ///
    /// No app target may depend on a test-support target: `allowed` does not list them.
    static let testSupport: [String: Set<String>] = [
        "TestSupport": [],
        "AppTestSupport": ["TestSupport", "SharedKernel", "Platform", "LoginDomain", "LoginApplication", "CatalogDomain", "CatalogApplication"],
    ]

    /// Which of our targets each fuzzing target may depend on: the harnesses drive the runner's parsers and
    /// `bdd format` from outside, never the app nor test support; each executable is its harness and nothing else.
    static let fuzzing: [String: Set<String>] = [
        "LibFuzzer": [],
        "FuzzHarnesses": ["LibFuzzer", "CucumberMessages", "Gherkin", "CucumberExpressions", "TagExpressions", "Formatters", "BDDCommandLine", "BDDLanguageServer", "BDDRuntime"],
        "FuzzGherkin": ["FuzzHarnesses"],
        "FuzzCucumberExpressions": ["FuzzHarnesses"],
        "FuzzTagExpressions": ["FuzzHarnesses"],
        "FuzzMessageStream": ["FuzzHarnesses"],
        "FuzzLanguageServer": ["FuzzHarnesses"],
    ]
}
