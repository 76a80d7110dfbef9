import ProjectDescription

let project = Project(
    name: "Timer",
    targets: [
        .target(
            name: "TimerApp",
            destinations: .iOS,
            product: .app,
            bundleId: "com.example.timer",
            sources: ["App/Sources/**", "!App/Sources/Debug/**"],
            dependencies: [.target(name: "TimerWidget"), .target(name: "Kit")]
        ),
        .target(
            name: "TimerWidget",
            destinations: .iOS,
            product: .appExtension,
            bundleId: "com.example.timer.widget",
            sources: .paths(["Widget/**/*.swift", "App/Sources/TimerFormatting.swift"])
        ),
        // A name that is no literal (an enum of targets): the folder of its sources names it.
        .target(
            name: Module.watch.rawValue,
            destinations: .watchOS,
            product: .watch2App,
            bundleId: "com.example.timer.watch",
            sources: ["Watch/**"]
        ),
        Target(
            name: "Kit",
            product: .framework,
            bundleId: "com.example.kit",
            sources: .sourceFilesList(globs: [.glob("Kit/**", excluding: ["Kit/Generated/**"])])
        ),
    ]
)
