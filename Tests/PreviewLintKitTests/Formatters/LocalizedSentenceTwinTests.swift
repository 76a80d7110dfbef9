import Testing
@testable import PreviewLintKit

/// A sentence shown through SwiftUI's `Text("…")` (a localized key) with a value computed in it,
/// written again in a second view: the table may own the words, but the arithmetic filling them
/// is each view's own, and a sentence is as much code written twice as its length says.
@Suite struct LocalizedSentenceTwinTests {
    static func view(_ name: String) -> String {
        """
        import SwiftUI
        struct \(name): View {
            @State private var proposedSizeMib: Int = 0
            private let mibInGib = 1024
            var body: some View {
                Text("Resizing is experimental and could result in data loss. Back up this VM first. Would you like to resize to \\(proposedSizeMib / mibInGib) GiB?")
            }
        }

        """
    }

    static let screen = "struct AppScreen { func show() { print(DiskView()); print(AppleDiskView()) } }\n"

    @Test func aComputedSentenceWrittenInTwoViewsOfOneTarget() throws {
        let lines = try BehaviourTwinsTests.lint([
            "App/DiskView.swift": Self.view("DiskView"), "App/AppleDiskView.swift": Self.view("AppleDiskView"), "App/Screen.swift": Self.screen,
        ])
        let found = lines.filter { $0.contains("duplicated_formatting") || $0.contains("outputs what") }
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("App/AppleDiskView.swift:6:9: warning: the text DiskView.body builds inline (App/DiskView.swift:6) outputs what the text AppleDiskView.body builds inline (App/AppleDiskView.swift:6) outputs") == true)
    }

    /// The same words with the value shown as it is: the table's text looked up twice, no formatting.
    @Test func aSentenceThatOnlyShowsItsValueIsTheTables() throws {
        let plain = { (name: String) in Self.view(name).replacingOccurrences(of: "proposedSizeMib / mibInGib", with: "proposedSizeMib") }
        let lines = try BehaviourTwinsTests.lint([
            "App/DiskView.swift": plain("DiskView"), "App/AppleDiskView.swift": plain("AppleDiskView"), "App/Screen.swift": Self.screen,
        ])
        #expect(lines.filter { $0.contains("warning") }.isEmpty)
    }
}
