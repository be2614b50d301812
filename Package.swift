// swift-tools-version: 6.0
import PackageDescription

let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
    name: "ListDiff",
    products: [
        .library(name: "ListDiff", targets: ["ListDiff"]),
        .library(name: "CellModels", targets: ["CellModels"]),
        .library(name: "HeadlessList", targets: ["HeadlessList"]),
        .library(name: "ConstraintSolver", targets: ["ConstraintSolver"]),
        .library(name: "HeadlessViews", targets: ["HeadlessViews"]),
        .library(name: "BindingSpecs", targets: ["BindingSpecs"]),
        .library(name: "ListDiffExchange", targets: ["ListDiffExchange"]),
        .executable(name: "listdiff", targets: ["listdiff"]),
    ],
    targets: [
        .target(name: "ListDiff", swiftSettings: strictSettings),
        .target(name: "CellModels", dependencies: ["ListDiff"], swiftSettings: strictSettings),
        .target(name: "ConstraintSolver", swiftSettings: strictSettings),
        .target(
            name: "HeadlessViews", dependencies: ["ConstraintSolver", "CellModels", "ListDiff"],
            swiftSettings: strictSettings),
        .target(
            name: "FeedItem", dependencies: ["HeadlessViews", "ConstraintSolver"], swiftSettings: strictSettings),
        .target(
            name: "HeadlessList", dependencies: ["ListDiff", "CellModels", "HeadlessViews"],
            swiftSettings: strictSettings),
        .target(
            name: "BindingSpecs", dependencies: ["CellModels", "HeadlessViews", "ListDiffExchange"],
            swiftSettings: strictSettings),
        .target(name: "ListDiffExchange", dependencies: ["ListDiff"], swiftSettings: strictSettings),
        .target(
            name: "ListDiffCommand", dependencies: ["ListDiff", "ListDiffExchange"], swiftSettings: strictSettings),
        .executableTarget(name: "listdiff", dependencies: ["ListDiffCommand"], swiftSettings: strictSettings),
        .executableTarget(
            name: "listdiff-bench",
            dependencies: [
                "ListDiff", "ListDiffExchange", "CellModels", "HeadlessList", "ConstraintSolver", "FeedItem", "Oracles",
            ],
            swiftSettings: strictSettings
        ),
        // The independent oracles (the minimum counts of a diff, the exact
        // optimum of a constraint system) and the seeded inputs and shared
        // workloads (a solver session, the DSL's chain of views): for the
        // tests (through TestSupport) and the benchmark; not a product.
        .target(
            name: "Oracles", dependencies: ["ListDiff", "ConstraintSolver", "HeadlessViews"],
            swiftSettings: strictSettings),
        .target(
            name: "TestSupport", dependencies: ["ListDiff", "ConstraintSolver", "HeadlessViews", "Oracles"],
            path: "Tests/TestSupport",
            swiftSettings: strictSettings),
        .testTarget(
            name: "ListDiffTests", dependencies: ["ListDiff", "ListDiffExchange", "TestSupport"],
            swiftSettings: strictSettings),
        .testTarget(
            name: "ConstraintSolverTests", dependencies: ["ConstraintSolver", "TestSupport"],
            swiftSettings: strictSettings),
        .testTarget(
            name: "HeadlessViewsTests", dependencies: ["HeadlessViews", "ConstraintSolver", "Oracles", "TestSupport"],
            swiftSettings: strictSettings),
        .testTarget(
            name: "FeedItemTests", dependencies: ["FeedItem", "HeadlessViews", "ConstraintSolver", "TestSupport"],
            swiftSettings: strictSettings),
        .testTarget(
            name: "BindingSpecsTests",
            dependencies: ["BindingSpecs", "HeadlessViews", "CellModels", "ListDiffExchange", "Oracles"],
            swiftSettings: strictSettings),
        .testTarget(
            name: "CellModelsTests", dependencies: ["CellModels", "TestSupport"], swiftSettings: strictSettings),
        .testTarget(
            name: "HeadlessListTests",
            dependencies: ["HeadlessList", "CellModels", "ListDiffExchange", "ConstraintSolver", "TestSupport"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ListDiffExchangeTests", dependencies: ["ListDiffExchange", "ListDiff", "TestSupport"],
            swiftSettings: strictSettings),
        .testTarget(
            name: "ListDiffCommandTests",
            dependencies: ["ListDiffCommand", "ListDiffExchange", "ListDiff", "TestSupport"],
            swiftSettings: strictSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)

// Fuzz targets for libFuzzer, only when LISTDIFF_FUZZ is set, so that the
// plain `swift build` never sees them. They live in this package, not a
// separate one under Fuzz/, because they call `package` symbols (the JSON
// reader and decoder) and the TestSupport oracle, which another package
// cannot reach. Build and run them with `Fuzz/run`.
if Context.environment["LISTDIFF_FUZZ"] != nil {
    package.targets += [
        .target(name: "FuzzDriver", path: "Fuzz/Targets/FuzzDriver"),
        .executableTarget(
            name: "fuzz-exchange", dependencies: ["FuzzDriver", "ListDiffExchange", "ListDiff", "TestSupport"],
            path: "Fuzz/Targets/FuzzExchange", swiftSettings: strictSettings),
        .executableTarget(
            name: "fuzz-plan", dependencies: ["FuzzDriver", "ListDiff", "TestSupport"],
            path: "Fuzz/Targets/FuzzPlan", swiftSettings: strictSettings),
        .executableTarget(
            name: "fuzz-headless", dependencies: ["FuzzDriver", "HeadlessList", "CellModels", "ListDiff"],
            path: "Fuzz/Targets/FuzzHeadless", swiftSettings: strictSettings),
        .executableTarget(
            name: "fuzz-format", dependencies: ["FuzzDriver", "HeadlessViews"],
            path: "Fuzz/Targets/FuzzFormat", swiftSettings: strictSettings),
        .executableTarget(
            name: "fuzz-solver", dependencies: ["FuzzDriver", "ConstraintSolver", "TestSupport"],
            path: "Fuzz/Targets/FuzzSolver", swiftSettings: strictSettings),
        .executableTarget(
            name: "fuzz-layout", dependencies: ["FuzzDriver", "HeadlessViews", "TestSupport"],
            path: "Fuzz/Targets/FuzzLayout", swiftSettings: strictSettings),
        .executableTarget(
            name: "fuzz-spec", dependencies: ["FuzzDriver", "BindingSpecs", "CellModels", "HeadlessViews"],
            path: "Fuzz/Targets/FuzzSpec", swiftSettings: strictSettings),
    ]
}
