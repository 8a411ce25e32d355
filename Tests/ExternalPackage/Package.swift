// swift-tools-version: 6.0
// A package of another team that uses bdd for its own specification, exactly as the README shows.
// .ci/run builds it against this checkout (see run-check.sh) and checks that its trapping step is supervised,
// and runs the same scenarios with `swift test` through BDDTesting.
import PackageDescription

let package = Package(
    name: "counter-specs",
    platforms: [.macOS(.v14)],
    dependencies: [.package(path: "../bdd")],
    targets: [
        .target(name: "CounterSteps", dependencies: [.product(name: "BDD", package: "bdd")]),
        .executableTarget(name: "CounterSpecs", dependencies: ["CounterSteps", .product(name: "BDD", package: "bdd")]),
        // The same scenarios as Swift Testing cases, through bdd's BDDTesting product.
        .testTarget(name: "CounterStepsTests", dependencies: [
            "CounterSteps", .product(name: "BDD", package: "bdd"), .product(name: "BDDTesting", package: "bdd"),
        ]),
        // Steps that check with #expect and XCTAssertEqual: BDDXCTest makes XCTest's assertions count.
        .target(name: "CartSteps", dependencies: [.product(name: "BDD", package: "bdd"), .product(name: "BDDXCTest", package: "bdd")]),
        .executableTarget(name: "CartSpecs", dependencies: ["CartSteps", .product(name: "BDD", package: "bdd")]),
        .testTarget(name: "CartStepsTests", dependencies: ["CartSteps", .product(name: "BDDTesting", package: "bdd"), .product(name: "BDDXCTest", package: "bdd")]),
    ]
)
