import Testing
@testable import PreviewLintKit

/// A tuple a function returns is read element by element: `status.detail` of `let status =
/// offlineStatus(for:)`, or `offlineStatus(for:).1`, holds what the function returns as `detail`,
/// not a value the source does not tell (which made the field a generic one).
@Suite struct TupleElementTests {
    static func files(read: String) -> [String: String] {
        [
            ".previewlint.yml": "rules:\n  preview_hardcoded_format: true\n",
            "App/Loader.swift": """
                import SwiftUI
                final class Loader {
                    var detail = ""
                    func finish(kind: Int, percent: Int) {
                        let status = offlineStatus(for: kind, percent: percent)
                        detail = \(read)
                    }
                    private func offlineStatus(for kind: Int, percent: Int) -> (
                        title: String, detail: String
                    ) {
                        switch kind {
                        case 0: return ("Validating", "\\(percent)% checked")
                        default: return (title: "Finalizing", detail: "\\(percent)% saved")
                        }
                    }
                }
                struct LoadingView: View {
                    let detail: String
                    var body: some View { Text(detail) }
                }
                struct Screen: View {
                    let loader: Loader
                    var body: some View { LoadingView(detail: loader.detail) }
                }
                #Preview { LoadingView(detail: "45% saved") }

                """,
        ]
    }

    @Test func anElementOfAReturnedTupleIsWhatTheFunctionReturnsThere() throws {
        for read in ["status.detail", "offlineStatus(for: kind, percent: percent).1"] {
            let lines = try TemporaryRepository.lintLines(Self.files(read: read))
            #expect(lines.count == 1 && lines[0].hasPrefix(
                "App/Loader.swift:25:32: warning: \"45% saved\" hard-codes what production formats into "
                    + "LoadingView.detail"
                    + " (LoadingView.detail ← Loader.detail at App/Loader.swift:23; Loader.detail ←"
                    + " Loader.offlineStatus(for:percent:)'s detail at App/Loader.swift:6;"), "\(read): \(lines)")
        }
    }

    /// An element the type does not have (`status.summary`) stays unknown.
    @Test func anElementTheTupleDoesNotHaveStaysUnknown() throws {
        #expect(try TemporaryRepository.lintLines(Self.files(read: "status.summary")).isEmpty)
    }

    @Test func tupleTypesAreReadElementByElement() {
        let elements = TupleElements.elements(of: "(\n    title: String, sizes: [String: Int], (Int, Int)\n)")
        #expect(elements?.map(\.label) == ["title", "sizes", nil])
        #expect(elements?.map(\.type) == ["String", "[String: Int]", "(Int, Int)"])
        #expect(TupleElements.elements(of: "(String, Int)?") == nil)
        #expect(TupleElements.elements(of: "(String)") == nil)
        #expect(TupleElements.slotLabel(reading: "1", of: "(title: String, detail: String)") == "detail")
        #expect(TupleElements.slotLabel(reading: "1", of: "(String, String)") == "1")
        #expect(TupleElements.slotLabel(reading: "2", of: "(String, String)") == nil)
        #expect(TupleElements.slotLabel(at: 0, written: "", declared: "(title: String, detail: String)") == "title")
        #expect(TupleElements.slotLabel(at: 1, written: "detail", declared: nil) == "detail")
    }
}
