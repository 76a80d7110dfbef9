import Testing
@testable import PreviewLintKit

/// `String(format:)` in each of its spellings formats alike; a locale other than the user's makes
/// the function unknown (its numbers are spelled differently there).
@Suite struct StringFormatSpellingTests {
    @Test func everySpellingOfStringFormatRuns() {
        let source = BehaviourSource("""
        func plain(_ toll: Double) -> String { "$" + String(format: "%.2f", toll) }
        func listed(_ toll: Double) -> String { "$" + String(format: "%.2f", arguments: [toll]) }
        func current(_ toll: Double) -> String {
            "$" + String(format: "%.2f", locale: Locale.current, arguments: [toll])
        }
        func shortCurrent(_ toll: Double) -> String { "$" + String(format: "%.2f", locale: .current, toll) }
        func noLocale(_ m: Int, _ s: Int) -> String { String(format: "%d:%02d", locale: nil, m, s) }
        """)
        for name in ["plain", "listed", "current", "shortCurrent"] {
            #expect(source[name].unknownReason == nil)
            #expect(source.outcome(name, .double(3.5)) == .text("$3.50"))
        }
        #expect(source.outcome("noLocale", .int(2), .int(5)) == .text("2:05"))
    }

    @Test func anotherLocaleOrAnUnwrittenListIsUnknown() {
        let source = BehaviourSource("""
        func german(_ toll: Double) -> String { String(format: "%.2f", locale: Locale(identifier: "de_DE"), toll) }
        func passed(_ values: [CVarArg]) -> String { String(format: "%.2f", arguments: values) }
        """)
        #expect(source["german"].unknownReason == "formats in locale Locale(identifier: \"de_DE\")")
        #expect(source["passed"].unknownReason != nil)
    }
}
