// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "TimerKit",
    targets: [.target(name: "TimerKit")]
)
