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
}
