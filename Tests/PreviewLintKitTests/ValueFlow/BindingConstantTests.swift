import Testing

/// `.constant(…)` handed to a binding is a binding that holds the value: a preview's
/// `.constant("1.4 GB of 3 GB")` writes that text where production binds a formatted property.
@Suite struct BindingConstantTests {
    static func files(parameter: String, sample: String) -> [String: String] {
        [
            ".previewlint.yml": "rules:\n  preview_hardcoded_format: true\n",
            "App/Storage.swift": """
                import SwiftUI
                final class StorageModel: ObservableObject {
                    @Published var breakdown = ""
                    func update(used: Int64, total: Int64) {
                        breakdown = ByteCountFormatter.string(fromByteCount: used, countStyle: .file)
                    }
                }
                struct StorageRow: View {
                    @Binding var breakdown: String
                    init(breakdown: \(parameter)) { _breakdown = breakdown }
                    var body: some View { Text(breakdown) }
                }
                struct StorageScreen: View {
                    @StateObject var model = StorageModel()
                    var body: some View { StorageRow(breakdown: $model.breakdown) }
                }
                #Preview { StorageRow(breakdown: .constant(\(sample))) }

                """,
        ]
    }

    @Test func aConstantBindingsValueIsWhatThePreviewWrites() throws {
        let lines = try TemporaryRepository.lintLines(Self.files(parameter: "Binding<String>", sample: "\"1.4 GB\""))
        #expect(lines.count == 1 && lines[0].hasPrefix(
            "App/Storage.swift:17:44: warning: \"1.4 GB\" hard-codes what production formats into "
                + "StorageRow.init(breakdown:) breakdown:"), "\(lines)")
        // A value the preview does not write as text is no sample of the formatting.
        #expect(try TemporaryRepository.lintLines(Self.files(parameter: "Binding<String>", sample: "String()")).isEmpty)
    }
}
