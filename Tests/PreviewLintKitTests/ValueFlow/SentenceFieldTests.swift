import Testing

/// Sentences that carry values (`"You reduced \(…) spending by \(…)%."`) are formatting: a field
/// production fills only with them (and a fixed sentence) holds computed text, and a preview's
/// sentence with a typed percent stands in for it, even in words none of them writes. In a field
/// of fixed messages (one sentence carrying a value among them), a sample message is no stand-in,
/// but a sentence that one template outputs is that formatting typed once.
@Suite struct SentenceFieldTests {
    static func files(sentences: [String], sample: String) -> [String: String] {
        let cases = sentences.enumerated().map { index, sentence in
            "        case \(index): return SpendingInsight(description: \"\(sentence)\")"
        }.joined(separator: "\n")
        return [
            ".previewlint.yml": "rules:\n  preview_hardcoded_format: true\n",
            "App/Insights.swift": """
                import SwiftUI
                struct SpendingInsight {
                    let description: String
                }
                func insight(kind: Int, percent: Int, category: String) -> SpendingInsight? {
                    switch kind {
                \(cases)
                    default: return nil
                    }
                }
                struct InsightRow: View {
                    let insight: SpendingInsight
                    var body: some View { Text(insight.description) }
                }
                #Preview { InsightRow(insight: SpendingInsight(description: "\(sample)")) }

                """,
        ]
    }

    static let used = "You've used \\(percent)% of your monthly budget."
    static let reduced = "You reduced \\(category) spending by \\(percent)% this month."
    static let messages = ["Great job, you are under budget.", "No spending recorded this month yet."]

    @Test func aSentenceWithATypedPercentWhereProductionComputesItIsReported() throws {
        let files = Self.files(sentences: [Self.used, Self.reduced, Self.messages[0]],
                               sample: "Your food spending has increased by 20% compared to last month")
        let lines = try TemporaryRepository.lintLines(files)
        #expect(lines.count == 1 && lines[0].hasPrefix("App/Insights.swift:17:61: warning:"), "\(lines)")
    }

    @Test func aSampleMessageInAFieldOfMessagesIsNone() throws {
        let sample = "Your spending rose 20% since last month"
        let files = Self.files(sentences: Self.messages + [Self.used], sample: sample)
        #expect(try TemporaryRepository.lintLines(files).isEmpty)
    }

    @Test func aSentenceOneTemplateOutputsIsReportedAmongMessages() throws {
        let sample = "You've used 80% of your monthly budget."
        let files = Self.files(sentences: Self.messages + [Self.used], sample: sample)
        let lines = try TemporaryRepository.lintLines(files)
        #expect(lines.count == 1 && lines[0].hasPrefix(
            "App/Insights.swift:17:61: warning: \"You've used 80% of your monthly budget.\" hard-codes"), "\(lines)")
    }
}
