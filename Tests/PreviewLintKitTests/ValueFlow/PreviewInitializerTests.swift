import Testing

/// An initializer only previews call stores its parameter into a field production formats (with
/// a formatter's class method, `ByteCountFormatter.string(fromByteCount:countStyle:)`): the
/// preview's text is shown as that field and is reported there.
@Suite struct PreviewInitializerTests {
    static func files(previewOnlyInit: Bool) -> [String: String] {
        [
            ".previewlint.yml": "rules:\n  preview_hardcoded_format: true\n",
            "App/Spinner.swift": """
                import Foundation
                final class ProgressViewModel: ObservableObject {
                    let title: String
                    @Published private(set) var details: String?
                    init(title: String, details: String?) {
                        self.title = title
                        self.details = details
                    }
                    func refresh(completed: Int64, total: Int64) {
                        let lhs = ByteCountFormatter.string(fromByteCount: completed, countStyle: .file)
                        let rhs = ByteCountFormatter.string(fromByteCount: total, countStyle: .file)
                        details = "\\(lhs) / \\(rhs)"
                    }
                }
                struct SpinnerView: View {
                    @ObservedObject var viewModel: ProgressViewModel
                    var body: some View { Text(viewModel.details ?? "") }
                }
                \(previewOnlyInit ? "" : "func makeSpinner(name: String) -> ProgressViewModel { ProgressViewModel(title: name, details: name) }")
                #Preview {
                    SpinnerView(viewModel: .init(title: "Pending", details: "2.5 MB / 6.0 MB"))
                }

                """,
        ]
    }

    @Test func theFieldAPreviewOnlyInitializerStoresIsReported() throws {
        let lines = try TemporaryRepository(Self.files(previewOnlyInit: true)).run("lint", "--quiet").stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 1 && lines[0].hasPrefix("App/Spinner.swift:21:61: warning: \"2.5 MB / 6.0 MB\" hard-codes what production formats into ProgressViewModel.details"), "\(lines)")
    }

    /// Production passes other text through the same initializer: the parameter is a slot of its own.
    @Test func aParameterProductionPassesIsItsOwnSlot() throws {
        #expect(try TemporaryRepository(Self.files(previewOnlyInit: false)).run("lint", "--quiet").stdout.isEmpty)
    }

    /// The project's own shorthand for the formatter's class method (an extension of
    /// ByteCountFormatter) formats as the method it calls.
    @Test func aProjectsExtensionOfTheFormatterFormats() throws {
        var files = Self.files(previewOnlyInit: true)
        files["App/Spinner.swift"] = files["App/Spinner.swift"]!.replacingOccurrences(of: ", countStyle: .file)", with: ")")
        files["App/ByteCountFormatter+Short.swift"] = """
            import Foundation
            extension ByteCountFormatter {
                static func string(fromByteCount count: Int64) -> String {
                    string(fromByteCount: count, countStyle: .file)
                }
            }

            """
        #expect(!files["App/Spinner.swift"]!.contains("countStyle"))
        #expect(try TemporaryRepository(files).run("lint", "--quiet").stdout.split(separator: "\n").count == 1)
    }
}
