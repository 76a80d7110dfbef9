// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "previewlint",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "previewlint", targets: ["previewlint"]),
        .library(name: "PreviewLintKit", targets: ["PreviewLintKit"]),
        .plugin(name: "PreviewLintCommandPlugin", targets: ["PreviewLintCommandPlugin"]),
        .plugin(name: "PreviewLintBuildToolPlugin", targets: ["PreviewLintBuildToolPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax.git", exact: "603.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", exact: "1.8.2"),
    ],
    targets: [
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        // Writes Rules/*.yml into Sources/PreviewLintKit/Engine/EmbeddedRuleDescriptors+Generated.swift
        // (Scripts/generate-docs.sh runs it; a test fails while the file is stale). A build-tool plugin
        // did this before, but SwiftPM runs no build-tool plugins for a plugin tool's dependencies, so
        // users of our own plugins could not build PreviewLintKit.
        .executableTarget(name: "RuleCatalogGenerator", path: "Sources/RuleCatalogGenerator"),
        .target(
            name: "PreviewLintKit",
            dependencies: [
                "CYAML",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .executableTarget(
            name: "previewlint",
            dependencies: [
                "PreviewLintKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Measures read, parse and lint on the same files: `swift build -c release --product previewlint-bench`.
        .executableTarget(
            name: "previewlint-bench",
            dependencies: [
                "PreviewLintKit",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
        // Precision and recall on the labeled real-world corpus (Accuracy/, docs/accuracy.md).
        .target(
            name: "AccuracyKit",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .executableTarget(
            name: "previewlint-accuracy",
            dependencies: [
                "AccuracyKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // For users: `swift package previewlint`, and linting a target's files during its build.
        .plugin(
            name: "PreviewLintCommandPlugin",
            capability: .command(
                intent: .custom(
                    verb: "previewlint",
                    description: "Lint the package's Swift files with previewlint (default: 'lint'; --target NAME to lint some targets)"
                )
            ),
            dependencies: ["previewlint"]
        ),
        .plugin(
            name: "PreviewLintBuildToolPlugin",
            capability: .buildTool(),
            dependencies: ["previewlint"]
        ),
        .testTarget(
            name: "PreviewLintKitTests",
            dependencies: ["PreviewLintKit", "AccuracyKit"]
        ),
    ]
)
