import Testing

/// A helper that puts its argument into a localized template (`"status_in".loco(left)`, ending in
/// `String.localizedStringWithFormat(format, arg)`) hands each call its own argument's text with
/// the template's words around it. Its one parameter slot no longer mixes every caller's argument:
/// the countdown a caller formats is formatted, the words other callers pass are not, and a preview's
/// countdown is no longer taken for one of those words.
@Suite struct TemplateFillTests {
    static func files(countdown: String) -> [String: String] {
        [
            ".previewlint.yml": "rules:\n  preview_hardcoded_format: true\n",
            "App/I18N.swift": """
                import Foundation
                final class I18N {
                    static let instance = I18N()
                    func localizedString(for key: String) -> String {
                        Bundle.main.localizedString(forKey: key, value: nil, table: nil)
                    }
                    func localizedString(for key: String, _ arg: CVarArg) -> String {
                        let format = localizedString(for: key)
                        return String.localizedStringWithFormat(format, arg)
                    }
                }
                extension String {
                    func loco(_ arg: CVarArg) -> String { I18N.instance.localizedString(for: self, arg) }
                }

                """,
            "App/Summary.swift": """
                import Foundation
                struct Summary {
                    let title: String
                    var countdown: String?
                }
                struct SummaryBuilder {
                    let formatter = DateComponentsFormatter()
                    var footer: String { "footer_note".loco("Calendar") + "menu_title".loco("MeetingBar") }
                    func summary(name: String, seconds: Double) -> Summary {
                        let left = formatter.string(from: seconds) ?? ""
                        return Summary(title: "meeting_title".loco(name), countdown: \(countdown))
                    }
                }

                """,
            "App/SummaryView.swift": """
                import SwiftUI
                struct SummaryView: View {
                    let summary: Summary
                    var body: some View { Text(summary.title + (summary.countdown ?? "")) }
                }
                #Preview {
                    SummaryView(summary: Summary(title: "Weekly sync", countdown: "in 25m"))
                }

                """,
        ]
    }

    @Test func formattedTextPutIntoATemplateIsFormatted() throws {
        #expect(try TemporaryRepository.lintLines(Self.files(countdown: "\"status_in\".loco(left)")) == [
            "App/SummaryView.swift:7:67: warning: \"in 25m\" hard-codes what production formats into Summary.countdown (Summary.countdown ← local left at App/Summary.swift:11; local left ← DateComponentsFormatter.string(from:) at App/Summary.swift:10); build the preview from a state value passed through that formatting instead (preview_hardcoded_format)",
        ])
    }

    /// A name put into the same template is a name: the sample title stands for it.
    @Test func textThatIsNotFormattedStaysSo() throws {
        #expect(try TemporaryRepository.lintLines(Self.files(countdown: "\"status_in\".loco(name)")) == [])
    }
}
