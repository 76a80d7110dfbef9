import Testing

/// Whole numbers computed from a value (`Int(ceil(summary.completion * 100))`) are formatting of
/// it, not the value printed: two views writing that for one field are its format written twice,
/// however few its tokens. Those that agree on whole numbers and part on a fraction are told once
/// per odd one; wordless numbers of two fields that only scale alike say nothing.
@Suite struct ComputedNumbersTests {
    static let configuration = "targets:\n  App: [App]\n"
        + "rules:\n  duplicated_formatting: true\n  reimplemented_formatter: true\n"

    static let progress = """
        import SwiftUI

        struct Summary { var completion: Double; var grade: Double }

        struct ProgressCircle: View {
            var summary: Summary
            var body: some View {
                Text("\\(Int(ceil(summary.completion * 100)))").accessibilityLabel("Progress")
            }
        }

        struct ProgressScreen: View {
            var summary: Summary
            var body: some View {
                VStack {
                    Text("\\(Int(ceil(summary.completion * 100)))")
                    Text("\\(Int(summary.grade * 100))")
                    ProgressCircle(summary: summary)
                }
            }
        }

        @main struct CourseApp: App {
            var body: some Scene {
                WindowGroup { ProgressScreen(summary: Summary(completion: 0.5, grade: 0.7)) }
            }
        }

        """

    /// The same screen with a row that truncates where the circle and the screen round up.
    static let withRow = progress
        .replacingOccurrences(of: "ProgressCircle(summary: summary)\n", with: "ProgressCircle(summary: summary)\n"
            + "            ProgressRow(summary: summary)\n")
        .replacingOccurrences(of: "@main", with: "struct ProgressRow: View {\n    var summary: Summary\n"
            + "    var body: some View { Text(\"\\(Int(summary.completion * 100))\") }\n}\n\n@main")

    static func lint(_ source: String) throws -> [String] {
        try TemporaryRepository([".previewlint.yml": configuration, "App/Progress.swift": source])
            .run("lint", "--quiet").stdout.split(separator: "\n").map(String.init)
    }

    @Test func oneFieldsComputedNumberWrittenTwiceIsReported() throws {
        #expect(try Self.lint(Self.progress) == [
            "App/Progress.swift:8:9: warning: the text ProgressScreen.body builds inline outputs what t"
                + "he text ProgressCircle.body builds inline (App/Progress.swift:8) outputs, on all 13 inputs"
                + " tried ((summary.completion = 125.0) → \"12500\", (summary.completion = 3661.0) → \"366100\"),"
                + " and neither can call the other (private or instance members); extract one formatter they "
                + "all call before they drift (duplicated_formatting)",
        ])
    }

    @Test func aPlaceRoundingWhereTwoCeilIsToldOnce() throws {
        #expect(try Self.lint(Self.withRow) == [
            "App/Progress.swift:8:9: warning: the text ProgressCircle.body builds inline and the text P"
                + "rogressRow.body builds inline (App/Progress.swift:26) format Summary.completion differentl"
                + "y: (summary.completion = 2.675) is \"268\", (summary.completion = 2.675) is \"267\" (they agre"
                + "e on all 13 whole-number inputs tried, such as (summary.completion = 125.0) → \"12500\", (su"
                + "mmary.completion = 3661.0) → \"366100\"); target App shows the value two ways: share one for"
                + "matter (duplicated_formatting)",
            "App/Progress.swift:8:9: warning: the text ProgressScreen.body builds inline outputs what t"
                + "he text ProgressCircle.body builds inline (App/Progress.swift:8) outputs, on all 13 inputs"
                + " tried ((summary.completion = 125.0) → \"12500\", (summary.completion = 3661.0) → \"366100\"),"
                + " and neither can call the other (private or instance members); extract one formatter they "
                + "all call before they drift (duplicated_formatting)",
        ])
    }

    /// A precision alone (`"%.1f"` of `Store.rating` in a card and its detail) chooses nothing, and
    /// two members of one type each write their variant side by side: idioms, not a format.
    static let shop = """
        import SwiftUI

        struct Store { var rating: Double; var completion: Double }

        struct StoreCard: View {
            var store: Store
            var body: some View { Text(String(format: "%.1f", store.rating)) }
        }

        struct StoreDetail: View {
            var store: Store
            var body: some View {
                VStack {
                    Text(String(format: "%.1f", store.rating))
                    StoreCard(store: store)
                }
            }
        }

        final class StoreCell {
            var store = Store(rating: 0, completion: 0)
            var compact = "", full = ""
            func showCompact() { compact = "\\(Int(store.completion * 100))" }
            func showFull() { full = "\\(Int(store.completion * 100))" }
        }

        @main struct ShopApp: App {
            let cell = StoreCell()
            var body: some Scene {
                WindowGroup { StoreDetail(store: Store(rating: 4.5, completion: 0.5)) }
                    .onChange(of: 1) { _, _ in cell.showCompact(); cell.showFull() }
            }
        }

        """

    @Test func aPrecisionAloneAndOneTypesVariantsAreIdioms() throws {
        #expect(try TemporaryRepository([".previewlint.yml": Self.configuration, "App/Store.swift": Self.shop])
            .run("lint", "--quiet").stdout.isEmpty)
    }
}
