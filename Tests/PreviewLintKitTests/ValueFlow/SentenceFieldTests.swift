import Testing

/// A field production fills with several sentences that carry values (`"You reduced \(…) spending
/// by \(…)%."`) takes messages: a preview's sentence that none of them outputs is a sample message,
/// one that a sentence outputs is that formatting typed once, and a field with one sentence (and a
/// fixed fallback) is that sentence's.
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

    @Test func aSampleSentenceInAFieldOfSentencesIsAMessage() throws {
        let files = Self.files(sentences: [Self.used, Self.reduced], sample: "You tend to spend 45% more on weekends")
        #expect(try TemporaryRepository.lintLines(files).isEmpty)
    }

    @Test func aSentenceOneOfThemOutputsIsReported() throws {
        let files = Self.files(sentences: [Self.used, Self.reduced], sample: "You've used 80% of your monthly budget.")
        let lines = try TemporaryRepository.lintLines(files)
        #expect(lines.count == 1 && lines[0].hasPrefix(
            "App/Insights.swift:16:61: warning: \"You've used 80% of your monthly budget.\" hard-codes"), "\(lines)")
    }

    /// With a fixed fallback beside it, too: `"No data yet."` is what the field shows without values.
    @Test func aFieldOfOneSentenceIsThatSentences() throws {
        let sentences = [Self.used, "No spending recorded this month yet."]
        let files = Self.files(sentences: sentences, sample: "You tend to spend 45% more on weekends")
        let lines = try TemporaryRepository.lintLines(files)
        #expect(lines.count == 1 && lines[0].hasPrefix("App/Insights.swift:16:61: warning:"), "\(lines)")
    }
}
