import Foundation
@testable import PreviewLintKit
import Testing

/// The rule's graph resolves only the writes that can reach a preview literal (`DemandedEdges`):
/// what it finds must be what the graph of every write finds, literal for literal and chain for
/// chain, through each way a write names the slot it fills.
@Suite struct DemandedEdgesTests {
    static let sources: [String: String] = [
        "App/Formatting.swift": SeedSpellingsTests.formatting,
        "App/TimerLabel.swift": SeedSpellingsTests.view,
        "App/TimerModel.swift": """
            final class TimerModel: ObservableObject {
                @Published var timeText = ""
                func tick(_ elapsed: Double) { timeText = timerDisplayFromSeconds(seconds: elapsed, showSeconds: true) }
            }
            """,
        // A preview-only helper hands its text to the initializer production formats into.
        "App/Badge.swift": """
            struct Badge: View {
                let displayText: String
                init(displayText: String) { self.displayText = displayText }
                var body: some View { Text(displayText) }
            }
            struct BadgeHost: View {
                let date: Date
                var body: some View { Badge(displayText: date.formatted(date: .omitted, time: .shortened)) }
            }
            #if DEBUG
            extension Badge {
                static func preview(_ text: String) -> Badge { Badge(displayText: text) }
            }
            #endif
            #Preview { Badge.preview("9:41 AM") }
            """,
        // An alias names the type whose initializer is called; a trailing closure fills a memberwise property.
        "App/Slot.swift": """
            typealias SlotLabel = SlotView
            struct SlotView: View {
                let text: String
                @ViewBuilder var accessory: () -> Text
                var body: some View { HStack { Text(text); accessory() } }
            }
            struct Day: View {
                let start: Date
                var body: some View {
                    SlotLabel(text: start.formatted(date: .omitted, time: .shortened)) {
                        Text(start.formatted(.dateTime.weekday()))
                    }
                }
            }
            #Preview { SlotView(text: "8:45 AM") { Text("Mon") } }
            """,
        // A protocol's property: the app's conformer formats, the preview's mock hard-codes.
        "App/Offer.swift": """
            protocol OfferInfo { var localizedPrice: String { get } }
            struct StoreOffer: OfferInfo {
                let price: Decimal
                var localizedPrice: String { price.formatted(.currency(code: "EUR")) }
            }
            struct OfferView: View {
                let offer: OfferInfo
                var body: some View { Text(offer.localizedPrice) }
            }
            #if DEBUG
            struct MockOffer: OfferInfo { var localizedPrice = "3,99 €" }
            #endif
            #Preview { OfferView(offer: MockOffer()) }
            """,
        // Closures: a mapped element formatted into a row; a computed local.
        "App/Rows.swift": """
            struct Row: View {
                let title: String
                var body: some View { Text(title) }
            }
            struct Rows: View {
                let durations: [Int]
                var body: some View {
                    var caption: String { "\\(durations.count) runs" }
                    return VStack { ForEach(durations, id: \\.self) { Row(title: "\\($0 / 60) min") } }
                }
            }
            #Preview { Row(title: "12 min") }
            """,
        // A test double outside any preview: left out unless tests are asked for.
        "AppTests/TimerTests.swift": """
            import XCTest
            final class TimerTests: XCTestCase {
                func testLabel() { _ = TimerLabel(timeText: "3:10") }
            }
            """,
    ]

    @Test func theRulesGraphFindsWhatTheWholeGraphFinds() throws {
        let project = Self.project(Self.sources.map { (path: "/repo/" + $0.key, text: $0.value) })
        let found = try Self.compare(project)
        #expect(found.contains("App/TimerLabel.swift \"2:05\""), "\(found)")
        #expect(found.contains("App/Badge.swift \"9:41 AM\""), "\(found)")
        #expect(found.contains("App/Slot.swift \"8:45 AM\""), "\(found)")
        #expect(found.contains("App/Offer.swift \"3,99 €\""), "\(found)")
        #expect(found.contains("App/Rows.swift \"12 min\""), "\(found)")
        #expect(found.contains("AppTests/TimerTests.swift \"3:10\" (tests)"), "\(found)")
        #expect(!found.contains("AppTests/TimerTests.swift \"3:10\""), "\(found)")
    }

    @Test func everyFixtureRepositoryAlike() throws {
        let fixtures = try FileManager.default.contentsOfDirectory(atPath: Fixtures.root).sorted()
        for fixture in fixtures {
            let root = Fixtures.path(fixture)
            let all = FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? []
            let paths = all.filter { $0.hasSuffix(".swift") }.sorted()
            guard !paths.isEmpty else { continue }
            let sources = try paths.map { path in
                (path: root + "/" + path, text: try String(contentsOfFile: root + "/" + path, encoding: .utf8))
            }
            _ = try Self.compare(Self.project(sources))
        }
    }

    private static func project(_ sources: [(path: String, text: String)]) -> ProjectIndex {
        let files = sources.sorted { $0.path < $1.path }.map { source in
            Linter.facts(of: SourceFile(path: source.path, text: source.text))
        }
        return ProjectIndex(files: files, root: "/repo")
    }

    /// What the rule's graph finds, with and without test code, each checked against the whole
    /// graph's findings among the same literals; as `path "literal"`, `(tests)` when only with tests.
    private static func compare(_ project: ProjectIndex) throws -> [String] {
        let whole = project.valueFlow
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        var found: [String] = []
        for includeTests in [false, true] {
            for (index, file) in project.files.enumerated() {
                let demanded = project.hardcodedOutputs(inFile: index, includeTestCode: includeTests)
                let asked = whole.hardcodedOutputs(inFile: index).filter { output in
                    let inPreview = file.previews.contains { $0.range.contains(output.range) }
                    return includeTests || !project.isTestCode(file) || inPreview
                }
                #expect(try encoder.encode(demanded) == encoder.encode(asked), "\(file.path)")
                let path = file.path.replacingOccurrences(of: "/repo/", with: "")
                found += demanded.map { "\(path) \"\($0.text)\"" + (includeTests ? " (tests)" : "") }
            }
        }
        return found
    }
}
