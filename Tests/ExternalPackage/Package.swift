// swift-tools-version: 6.0
// A package of another team that uses bdd for its own specification, exactly as the README shows.
// .ci/run builds it against this checkout (see run-check.sh) and checks that its trapping step is supervised.
import PackageDescription

let package = Package(
    name: "counter-specs",
    platforms: [.macOS(.v14)],
    dependencies: [.package(path: "../bdd")],
    targets: [
        .executableTarget(name: "CounterSpecs", dependencies: [.product(name: "BDD", package: "bdd")]),
    ]
)
