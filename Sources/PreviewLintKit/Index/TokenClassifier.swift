/// What the copy hashes need to know of a token from its bytes alone: whether it is an access
/// modifier or part of an attribute (left out of shape hashes), and whether it names platform API.
struct TokenClassifier {
    private enum State { case code, attributeName, afterName, arguments(Int) }
    private var state = State.code
    private var afterPoundIf = false

    /// Whether the token belongs to an access modifier (`public`, `private(set)`), `final`,
    /// `nonisolated` or an attribute (`@MainActor`, `@objc(name)`, `@available(iOS 17, *)`): what
    /// two copies may differ in without drifting.
    mutating func isModifier(_ token: UnsafeBufferPointer<UInt8>) -> Bool {
        switch state {
        case .attributeName:
            state = .afterName
            return true
        case .afterName:
            if token.count == 1, token[0] == UInt8(ascii: "(") { state = .arguments(1); return true }
            state = .code
        case .arguments(let depth):
            if token.count == 1, token[0] == UInt8(ascii: "(") { state = .arguments(depth + 1) }
            if token.count == 1, token[0] == UInt8(ascii: ")") { state = depth == 1 ? .code : .arguments(depth - 1) }
            return true
        case .code:
            break
        }
        if token.count == 1, token[0] == UInt8(ascii: "@") { state = .attributeName; return true }
        if Self.matches(token, Self.accessWithSetter) { state = .afterName; return true }
        return Self.matches(token, Self.accessBare)
    }

    /// Whether the token names UIKit, AppKit or WatchKit API, or is the condition of `#if os(…)`,
    /// `#if canImport(…)` or `#if targetEnvironment(…)`.
    mutating func isPlatformBound(_ token: UnsafeBufferPointer<UInt8>) -> Bool {
        defer { afterPoundIf = Self.matches(token, Self.poundIf) }
        guard let first = token.first else { return false }
        if afterPoundIf, Self.matches(token, Self.platformConditions) { return true }
        if token.count >= 3, first == UInt8(ascii: "U"), token[1] == UInt8(ascii: "I"), Self.isUpper(token[2]) { return true }
        if token.count >= 3, first == UInt8(ascii: "N"), token[1] == UInt8(ascii: "S"), Self.isUpper(token[2]) {
            return Self.appKitNames.contains(String(decoding: token, as: UTF8.self))
        }
        if token.count >= 3, first == UInt8(ascii: "W"), token[1] == UInt8(ascii: "K"), Self.isUpper(token[2]) {
            return Self.watchKitPrefixes.contains { String(decoding: token, as: UTF8.self).hasPrefix($0) }
        }
        return Self.matches(token, Self.frameworks)
    }

    private static func isUpper(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }

    private static func matches(_ token: UnsafeBufferPointer<UInt8>, _ words: [[UInt8]]) -> Bool {
        words.contains { $0.count == token.count && $0.elementsEqual(token) }
    }

    /// `open` and `package` are names too often (`open(url:)`, `let package`) to be left out.
    private static let accessWithSetter: [[UInt8]] = ["public", "private", "fileprivate", "internal"].map { Array($0.utf8) }
    private static let accessBare: [[UInt8]] = ["nonisolated", "final"].map { Array($0.utf8) }
    private static let poundIf: [[UInt8]] = ["#if", "#elseif"].map { Array($0.utf8) }
    private static let platformConditions: [[UInt8]] = ["os", "canImport", "targetEnvironment"].map { Array($0.utf8) }
    private static let frameworks: [[UInt8]] = ["UIKit", "AppKit", "Cocoa", "WatchKit", "TVUIKit"].map { Array($0.utf8) }
    private static let watchKitPrefixes = ["WKInterface", "WKExtension", "WKApplication", "WKHaptic", "WKCrown"]
    /// AppKit's types and globals (Foundation's NS types, such as `NSAttributedString`, are on every platform).
    private static let appKitNames: Set<String> = [
        "NSView", "NSViewController", "NSWindow", "NSWindowController", "NSWindowDelegate", "NSApplication", "NSApp",
        "NSApplicationDelegate", "NSApplicationDelegateAdaptor", "NSWorkspace", "NSColor", "NSImage", "NSImageView", "NSFont",
        "NSEvent", "NSMenu", "NSMenuItem", "NSStatusBar", "NSStatusItem", "NSAlert", "NSOpenPanel", "NSSavePanel", "NSPanel",
        "NSPasteboard", "NSTextField", "NSTextView", "NSButton", "NSResponder", "NSTableView", "NSOutlineView", "NSScrollView",
        "NSStackView", "NSHostingView", "NSHostingController", "NSViewRepresentable", "NSViewControllerRepresentable",
        "NSCursor", "NSScreen", "NSSound", "NSPopover", "NSToolbar", "NSToolbarItem", "NSTrackingArea", "NSAnimationContext",
        "NSBezierPath", "NSGraphicsContext", "NSSharingService", "NSSharingServicePicker", "NSDocument", "NSSplitView",
        "NSSplitViewController", "NSTabView", "NSTabViewController", "NSVisualEffectView", "NSGestureRecognizer",
        "NSClickGestureRecognizer", "NSCollectionView", "NSCollectionViewItem", "NSRect", "NSPoint", "NSSize", "NSEdgeInsets",
        "NSControl", "NSSegmentedControl", "NSSlider", "NSDraggingInfo", "NSPrintInfo", "NSAppearance", "NSNib",
        "NSStoryboard", "NSTouchBar", "NSPopUpButton", "NSProgressIndicator", "NSSearchField", "NSSecureTextField",
        "NSComboBox", "NSRunningApplication", "NSAccessibility", "NSDockTile", "NSUserInterfaceItemIdentifier", "NSLayoutGuide",
        "NSRulerView", "NSBox", "NSClipView", "NSGridView", "NSBrowser", "NSDatePicker",
    ]
}
