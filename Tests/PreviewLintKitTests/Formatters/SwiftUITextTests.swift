import Testing
@testable import PreviewLintKit

/// SwiftUI's `Text` and `LocalizedStringKey` evaluated as the text they show: a key with values
/// is made from their types (`%lld`, `%lf`, `%@`), looked up in the string tables, then formatted.
@Suite struct SwiftUITextTests {
    static func outputs(_ files: [String: String]) throws -> String {
        var all = files
        all[".previewlint.yml"] = BehaviourTwinsTests.configuration
        return try TemporaryRepository(all).run("formatters", "--all").stdout
    }

    static let expiry = """
        import SwiftUI
        struct ExpiryLabel {
            func label(_ days: Int) -> Text {
                if days == 0 { return Text("Expired").bold() }
                return Text("Expires in \\(days) days").font(.caption)
            }
            func distance(_ km: Double) -> Text { Text("\\(km) km") }
            func rounded(_ km: Double) -> Text { Text("\\(km, specifier: "%.1f") km") }
            func shown(_ name: String) -> Text { Text(verbatim: name) + Text(name) }
            func hours(_ seconds: Double) -> Text { Text(Duration.seconds(seconds), format: .units(allowed: [.hours], width: .narrow)) }
            func key(_ count: Int) -> LocalizedStringKey { LocalizedStringKey("\\(count)% done") }
        }
        struct AppScreen { func show() { print(ExpiryLabel().label(1)) } }

        """

    @Test func aKeyNoTableHoldsIsFormattedWithItsValues() throws {
        let listed = try Self.outputs(["App/Expiry.swift": Self.expiry])
        #expect(listed.contains("outputs label(0) → \"Expired\""))
        #expect(listed.contains("outputs label(125) → \"Expires in 125 days\""))
        // A Double interpolated into a key is `%lf`: six decimals, SwiftUI's well-known surprise.
        #expect(listed.contains("outputs distance(125.0) → \"125.000000 km\""))
        #expect(listed.contains("outputs rounded(125.0) → \"125.0 km\""))
        #expect(listed.contains("outputs shown(\"a\") → \"aa\""))
        #expect(listed.contains("outputs hours(3661.0) → \"1h\""))
        // With values, `%` in a key is written `%%`.
        #expect(listed.contains("outputs key(125) → \"125% done\""))
    }

    /// `Text(date, style:)` in a view: `.date` and `.time` are fixed texts; the styles that count
    /// live from the current time are not one text.
    @Test func aDateShownWithATextStyle() throws {
        let view = """
            import SwiftUI
            struct Entry { let date: Date }
            struct StampView: View {
                let entry: Entry
                var body: some View {
                    VStack {
                        Text(entry.date, style: .time)
                        Text(entry.date, style: .date)
                        Text(entry.date, style: .relative)
                    }
                }
            }
            struct AppScreen { func show() { print(StampView(entry: Entry(date: Date()))) } }

            """
        let listed = try Self.outputs(["App/Stamp.swift": view])
        #expect(listed.contains("(entry.date = Date(timeIntervalSince1970: 1709283907.0)) → \"9:05 AM\""))
        #expect(listed.contains("(entry.date = Date(timeIntervalSince1970: 1709283907.0)) → \"March 1, 2024\""))
        #expect(listed.contains("2 members that format"))
        #expect(!listed.contains("App/Stamp.swift:9:"))
    }

    @Test func aKeyATableHoldsShowsTheTablesText() throws {
        let table = "\"Expires in %lld days\" = \"%lld days left\";\n\"Expired\" = \"Gone\";\n"
        let listed = try Self.outputs(["App/Expiry.swift": Self.expiry, "App/en.lproj/Localizable.strings": table])
        #expect(listed.contains("outputs label(0) → \"Gone\""))
        #expect(listed.contains("outputs label(125) → \"125 days left\""))
    }

    @Test func aWidgetsTextAndTheAppsStringAreOneFormatting() throws {
        let app = "func expiry(_ days: Int) -> String { days == 0 ? \"Expired\" : \"Expires in \\(days) days\" }\nstruct AppScreen { func show() { print(expiry(1)) } }\n"
        let widget = Self.expiry.replacingOccurrences(of: "AppScreen", with: "WidgetScreen")
        let lines = try BehaviourTwinsTests.lint(["App/Expiry.swift": app, "Widget/ExpiryLabel.swift": widget])
        #expect(lines.contains { $0.hasPrefix("App/Expiry.swift:1:6: warning: ExpiryLabel.label(_:) (Widget/ExpiryLabel.swift:3) outputs what expiry(_:) (App/Expiry.swift:1) outputs") })
    }

    /// Inline in a view, the literal `Text` is given is its key too.
    @Test func textWrittenInlineInAViewIsLocalized() throws {
        let view = "import SwiftUI\nstruct DistanceView: View {\n    let meters: Int\n    var body: some View { Text(\"\\(Double(meters) / 1000) km\") }\n}\nstruct AppScreen { func show() { print(DistanceView(meters: 1)) } }\n"
        let listed = try Self.outputs(["App/DistanceView.swift": view])
        #expect(listed.contains("App/DistanceView.swift:4:27: the text DistanceView.body builds inline"))
        #expect(listed.contains("outputs (meters = 125) → \"0.125000 km\""))
    }

    /// `\(km, specifier: "%.1f")` in a view's `Text` is printf formatting written inline, listed and
    /// compared like `String(format:)`.
    @Test func aSpecifierInAViewsTextIsInlineFormatting() throws {
        let view = """
            import SwiftUI
            struct DistanceView: View {
                let km: Double
                var body: some View { Text("\\(km, specifier: "%.1f") km") }
            }
            struct AppScreen { func show() { print(DistanceView(km: 1)) } }

            """
        let listed = try Self.outputs(["App/DistanceView.swift": view])
        #expect(listed.contains("App/DistanceView.swift:4:27: the text DistanceView.body builds inline"))
        #expect(listed.contains("outputs (km = 125.0) → \"125.0 km\""))
    }

    @Test func aKeyMadeAtRunTimeIsUnknown() {
        let source = BehaviourSource("func key(_ s: String) -> LocalizedStringKey { LocalizedStringKey(s + \" items\") }")
        #expect(source.outcome("key", .string("a")) == .unknown("key(_:): makes a LocalizedStringKey of s + \" items\""))
    }
}
