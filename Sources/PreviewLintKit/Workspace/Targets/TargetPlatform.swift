import Foundation

/// Platform and product names as the project descriptions spell them, read into `Target`'s terms.
enum TargetPlatform {
    /// `iphoneos`, `macosx`, `watchsimulator`, `xros`… (Xcode's SDKROOT and SUPPORTED_PLATFORMS).
    static func fromSDK(_ sdk: String) -> String? {
        switch sdk.lowercased() {
        case "iphoneos", "iphonesimulator": "iOS"
        case "macosx": "macOS"
        case "watchos", "watchsimulator": "watchOS"
        case "appletvos", "appletvsimulator": "tvOS"
        case "xros", "xrsimulator": "visionOS"
        default: nil
        }
    }

    /// `iOS`, `.iOS`, `macOS`, `watchOS`, `tvOS`, `visionOS` (XcodeGen, Tuist), and Tuist's
    /// destinations (`.iPhone`, `.iPad`, `.mac`, `.appleWatch`, `.appleTv`, `.appleVision`).
    static func fromName(_ name: String) -> String? {
        var text = name.trimmingCharacters(in: .whitespaces)
        if text.hasPrefix(".") { text.removeFirst() }
        switch text.lowercased() {
        case "ios", "iphone", "ipad", "maccatalyst", "macwithipaddesign": return "iOS"
        case "macos", "mac", "osx": return "macOS"
        case "watchos", "applewatch": return "watchOS"
        case "tvos", "appletv": return "tvOS"
        case "visionos", "applevision": return "visionOS"
        default: return nil
        }
    }

    /// Xcode's `productType`, XcodeGen's `type` and Tuist's `product`, by what the target builds.
    static func role(ofProduct product: String) -> Target.Role {
        var text = product.lowercased().replacingOccurrences(of: "com.apple.product-type.", with: "")
        if text.hasPrefix(".") { text.removeFirst() }
        if text.contains("test") { return .test }
        if text.contains("extension") || text.hasPrefix("xpc") { return .appExtension }
        if text.hasPrefix("application") || ["app", "appclip", "tool", "commandlinetool"].contains(text) || text.hasPrefix("watch") && text.hasSuffix("app") {
            return .app
        }
        if text.contains("framework") || text.contains("librar") || text == "bundle" || text == "macro" { return .library }
        return .unknown
    }
}
