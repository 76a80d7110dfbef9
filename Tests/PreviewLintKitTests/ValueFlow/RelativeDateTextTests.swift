import Testing

/// A relative date formatter's `localizedString(for:relativeTo:)` on an instance makes text as its
/// `string(from:)` does: a preview's `"10 minutes ago"` where production shows that output is reported.
@Suite struct RelativeDateTextTests {
    static let files = [
        ".previewlint.yml": "rules:\n  preview_hardcoded_format: true\n",
        "App/DateUtils.swift": """
            import Foundation
            extension Date {
                func timeAgoDisplay() -> String {
                    let formatter = RelativeDateTimeFormatter()
                    formatter.unitsStyle = .full
                    return formatter.localizedString(for: self, relativeTo: Date())
                }
            }

            """,
        "App/CommentRow.swift": """
            import SwiftUI
            struct CommentRow: View {
                let age: String
                var body: some View { Text(age) }
            }
            struct CommentList: View {
                let posted: [Date]
                var body: some View {
                    ForEach(posted, id: \\.self) { date in CommentRow(age: date.timeAgoDisplay()) }
                }
            }
            #Preview {
                CommentRow(age: "10 minutes ago")
            }

            """,
    ]

    @Test func aRelativeTimeTheFormatterMakesIsReported() throws {
        let lines = try TemporaryRepository(Self.files).run("lint", "--quiet").stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 1 && lines[0].hasPrefix(
            "App/CommentRow.swift:13:21: warning: \"10 minutes ago\" hard-codes what production formats into CommentRow.age"), "\(lines)")
    }
}
