/// Which of our targets each app target may depend on: the table of issue 2, one entry per app target.
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
}
