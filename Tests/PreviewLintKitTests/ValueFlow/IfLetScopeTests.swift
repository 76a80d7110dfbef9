import Testing

/// An `if let` binding is visible in its body only: `if let viewModel = viewModel.child { … }`
/// followed by `Row(label: viewModel.label)` reads the view's own model again, whose label
/// production formats, so the preview's sample for it is reported.
@Suite struct IfLetScopeTests {
    @Test func aNameReadAfterAnIfLetBodyIsTheOuterOne() throws {
        let files = [
            ".previewlint.yml": "rules:\n  preview_hardcoded_format: true\n",
            "App/Details.swift": """
                import SwiftUI
                final class ChildModel: ObservableObject {
                    let title = "Hardcover"
                }
                final class DetailsModel: ObservableObject {
                    let lastPlayed: String?
                    let child: ChildModel?
                    init(date: Date) {
                        let formatter = DateFormatter()
                        formatter.dateStyle = .medium
                        lastPlayed = formatter.string(from: date)
                        child = nil
                    }
                }
                struct Footer: View {
                    let lastPlayed: String?
                    var body: some View { Text(lastPlayed ?? "") }
                }
                struct Details: View {
                    @StateObject var viewModel: DetailsModel
                    var body: some View {
                        Form {
                            if let viewModel = viewModel.child { Text(viewModel.title) }
                            Footer(lastPlayed: viewModel.lastPlayed)
                        }
                    }
                }
                #Preview { Footer(lastPlayed: "6 Sep 2025") }

                """,
        ]
        let lines = try TemporaryRepository.lintLines(files)
        #expect(lines.count == 1 && lines[0].hasPrefix(
            "App/Details.swift:28:31: warning: \"6 Sep 2025\" hard-codes what production formats into "
                + "Footer.lastPlayed"), "\(lines)")
    }
}
