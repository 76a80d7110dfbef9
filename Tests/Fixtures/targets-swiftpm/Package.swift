// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "Timer",
    targets: [
        .executableTarget(
            name: "App",
            dependencies: [.target(name: "Core")]
        ),
        .target(
            name: "Core",
            exclude: ["Legacy"]
        ),
        .target(
            name: "Widgets",
            path: "Extensions/Widgets",
            sources: ["Views"]
        ),
        .testTarget(name: "CoreTests", dependencies: ["Core"]),
    ]
)
