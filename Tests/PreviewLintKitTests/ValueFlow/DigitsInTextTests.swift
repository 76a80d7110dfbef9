import Testing

/// A number's digits written into text with words or signs around them (`"-\(String(Int(interval)))"`)
/// are that number formatted, as `"-\(Int(interval))"` is: a preview's `"-20"` there is reported. The
/// digits alone (`"\(String(count))"`) write the number as it is, and a small one copies nothing.
@Suite struct DigitsInTextTests {
    static func files(label: String, sample: String) -> [String: String] {
        [
            ".previewlint.yml": "rules:\n  preview_hardcoded_format: true\n",
            "App/Jump.swift": """
                import SwiftUI
                struct JumpView: View {
                    let text: String
                    var body: some View { Text(text) }
                }
                struct Controls: View {
                    let interval: Double
                    private var label: String { \(label) }
                    var body: some View { JumpView(text: label) }
                }
                #Preview { JumpView(text: "\(sample)") }

                """,
        ]
    }

    @Test func digitsWithASignAreFormatting() throws {
        let label = "\"-\\(String(Int(interval.rounded())))\""
        let lines = try TemporaryRepository.lintLines(Self.files(label: label, sample: "-20"))
        #expect(lines.count == 1 && lines[0].hasPrefix(
            "App/Jump.swift:11:27: warning: \"-20\" hard-codes what production formats into JumpView.text"), "\(lines)")
    }

    /// Of two labels filling the field, the message follows the one whose format outputs the literal.
    @Test func theChainNamesTheFormatThatOutputsTheLiteral() throws {
        var files = Self.files(label: "\"+\\(Int(interval))\"", sample: "-20")
        files["App/Jump.swift"] = files["App/Jump.swift"]!.replacingOccurrences(
            of: "var body: some View { JumpView(text: label) }",
            with: "private var rewind: String { \"-\\(Int(interval))\" }\n"
                + "    var body: some View { VStack { JumpView(text: label); JumpView(text: rewind) } }")
        let lines = try TemporaryRepository.lintLines(files)
        let rewind = "(JumpView.text ← Controls.rewind at App/Jump.swift:10;"
        #expect(lines.count == 1 && lines[0].contains(rewind), "\(lines)")
    }

    @Test func digitsAloneShowTheNumberAsItIs() throws {
        let label = "\"\\(String(Int(interval)))\""
        #expect(try TemporaryRepository.lintLines(Self.files(label: label, sample: "20")).isEmpty)
    }
}
