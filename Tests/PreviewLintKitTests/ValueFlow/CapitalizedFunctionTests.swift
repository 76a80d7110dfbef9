import Testing

/// A global function named like a type (`VO2MaxFormatter(VO2Max:)`) is called as a function where
/// the project declares no type of that name: what it returns fills the field, not an unknown value
/// that would make the field a generic one.
@Suite struct CapitalizedFunctionTests {
    @Test func aFunctionNamedLikeATypeIsResolved() throws {
        let files = [
            ".previewlint.yml": "rules:\n  preview_hardcoded_format: true\n",
            "App/Metric.swift": """
                import SwiftUI
                func VO2MaxFormatter(VO2Max: Double?) -> String {
                    guard let value = VO2Max else { return "N/A" }
                    return String(format: "%.1f", value) + " ml/Kg/min"
                }
                struct MetricView: View {
                    let value: String
                    var body: some View { Text(value) }
                }
                struct Detail: View {
                    let vo2: Double?
                    var body: some View { MetricView(value: VO2MaxFormatter(VO2Max: vo2)) }
                }
                #Preview { MetricView(value: "42.0 ml/Kg/min") }

                """,
        ]
        let lines = try TemporaryRepository.lintLines(files)
        #expect(lines.count == 1 && lines[0].hasPrefix(
            "App/Metric.swift:14:30: warning: \"42.0 ml/Kg/min\" hard-codes what production formats into "
                + "MetricView.value (MetricView.value ← VO2MaxFormatter(VO2Max:)'s result"), "\(lines)")
    }
}
