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
        .library(name: "ListDiffExchange", targets: ["ListDiffExchange"]),
        .executable(name: "listdiff", targets: ["listdiff"]),
        .executable(name: "listdiff-bench", targets: ["listdiff-bench"]),
    ],
    targets: [
        .target(name: "ListDiff", swiftSettings: strictSettings),
        .target(name: "CellModels", dependencies: ["ListDiff"], swiftSettings: strictSettings),
        .target(name: "HeadlessList", dependencies: ["ListDiff", "CellModels"], swiftSettings: strictSettings),
        .target(name: "ListDiffExchange", dependencies: ["ListDiff"], swiftSettings: strictSettings),
        .target(name: "ListDiffCommand", dependencies: ["ListDiff", "ListDiffExchange"], swiftSettings: strictSettings),
        .executableTarget(name: "listdiff", dependencies: ["ListDiffCommand"], swiftSettings: strictSettings),
        .executableTarget(
            name: "listdiff-bench",
            dependencies: ["ListDiff", "CellModels", "HeadlessList", "TestSupport"],
            swiftSettings: strictSettings
        ),
        .target(name: "TestSupport", dependencies: ["ListDiff"], path: "Tests/TestSupport", swiftSettings: strictSettings),
        .testTarget(name: "ListDiffTests", dependencies: ["ListDiff", "ListDiffExchange", "TestSupport"], swiftSettings: strictSettings),
        .testTarget(name: "CellModelsTests", dependencies: ["CellModels", "TestSupport"], swiftSettings: strictSettings),
        .testTarget(
            name: "HeadlessListTests",
            dependencies: ["HeadlessList", "CellModels", "ListDiffExchange", "TestSupport"],
            swiftSettings: strictSettings
        ),
        .testTarget(name: "ListDiffExchangeTests", dependencies: ["ListDiffExchange", "ListDiff"], swiftSettings: strictSettings),
        .testTarget(
            name: "ListDiffCommandTests",
            dependencies: ["ListDiffCommand", "ListDiffExchange", "ListDiff", "TestSupport"],
            swiftSettings: strictSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
