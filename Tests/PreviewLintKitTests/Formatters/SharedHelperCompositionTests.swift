import Testing

/// Two members that call one helper output the same by using it; two that also write the same words
/// around it (`"\(lhs) / \(rhs)"`, behind the same condition) repeat that composition.
@Suite struct SharedHelperCompositionTests {
    static let helper = """
    import Foundation
    func byteText(_ count: Int) -> String { count >= 1024 ? String(format: "%.1f KB", Double(count) / 1024) : "\\(count) B" }

    """

    @Test func membersWritingTheSameTextAroundOneHelperRepeatIt() throws {
        let views = """
        struct DownloadRow {
            func progress(done: Int, total: Int) -> String { "\\(byteText(done)) of \\(byteText(total))" }
        }
        struct UploadRow {
            func progress(sent: Int, size: Int) -> String { byteText(sent) + " of " + byteText(size) }
        }
        struct Screen { func show() { print(DownloadRow().progress(done: 1, total: 2) + UploadRow().progress(sent: 1, size: 2)) } }

        """
        #expect(try BehaviourTwinsTests.lint(["App/Bytes.swift": Self.helper, "App/Rows.swift": views]) == [
            "App/Rows.swift:2:10: warning: UploadRow.progress(sent:size:) outputs what DownloadRow.progress(done:total:) (App/Rows.swift:2) outputs, on all 169 inputs tried (progress(done: 0, total: 125) → \"0 B of 125 B\", progress(done: 0, total: 3661) → \"0 B of 3.6 KB\"), and neither can call the other (private or instance members); extract one formatter they all call before they drift (duplicated_formatting)",
        ])
    }

    @Test func membersThatOnlyCallOneHelperAreNoRepetition() throws {
        let views = """
        struct DownloadRow { func size(_ n: Int) -> String { byteText(n) } }
        struct UploadRow { func size(_ n: Int) -> String { byteText(n) } }
        struct Screen { func show() { print(DownloadRow().size(1) + UploadRow().size(2)) } }

        """
        #expect(try BehaviourTwinsTests.lint(["App/Bytes.swift": Self.helper, "App/Rows.swift": views]) == [])
    }

    /// A localized key of placeholders alone (`Text("\\(sign)\\(duration)")` looks up `%@%@`) holds
    /// no words a table could give: two texts composed alike that look it up repeat the composition.
    @Test func aKeyOfPlaceholdersAloneIsNoSharedText() throws {
        let days = """
        import SwiftUI
        struct DayChange {
            let today: Double
            let yesterday: Double
            var change: Text {
                let difference = today - yesterday
                return Text("\\(difference >= 0 ? "+" : "-")\\(Duration.seconds(abs(difference)).formatted(.units(maximumUnitCount: 2)))")
            }
        }
        struct WidgetDay {
            let first: Double
            let second: Double
            var label: LocalizedStringKey {
                let diff = first - second
                let sign = diff >= 0 ? "+" : "-"
                return LocalizedStringKey("\\(sign)\\(Duration.seconds(abs(diff)).formatted(.units(maximumUnitCount: 2)))")
            }
        }
        struct Screen { func show() { print(DayChange(today: 1, yesterday: 2).change, WidgetDay(first: 1, second: 2).label) } }

        """
        #expect(try BehaviourTwinsTests.lint(["App/Days.swift": days]) == [
            "App/Days.swift:5:9: warning: WidgetDay.label outputs what DayChange.change (App/Days.swift:5) outputs, on all 169 inputs tried (change [today = 0.0, yesterday = 125.0] → \"-2 min, 5 secs\", change [today = 0.0, yesterday = 3661.0] → \"-1 hr, 1 min\"), and neither can call the other (private or instance members); extract one formatter they all call before they drift (duplicated_formatting)",
        ])
    }
}
