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

    /// `NSString.localizedStringWithFormat` over `NSInteger`s, in a static member of `extension
    /// String`: a static member takes no string value as its first input.
    @Test func objectiveCSpellingsInAStaticMemberOfAnExtension() throws {
        let source = """
            import Foundation
            extension String {
                static func timeStringForInterval(_ interval: TimeInterval) -> String {
                    let time = NSInteger(interval)
                    let seconds = time % 60
                    let minutes = (time / 60) % 60
                    let hours = time / 3600
                    if hours > 0 {
                        return NSString.localizedStringWithFormat("%02li:%02li:%02li",
                                                                  hours, minutes, seconds) as String
                    }
                    return NSString.localizedStringWithFormat("%02li:%02li", minutes, seconds) as String
                }
            }

            """
        #expect(try TemporaryRepository.formatterLines(["App/String+Time.swift": source]) == [
            "App/String+Time.swift:3:17: String.timeStringForInterval(_:)",
            "  outputs timeStringForInterval(0.0) → \"00:00\"",
            "  outputs timeStringForInterval(125.0) → \"02:05\"",
            "  outputs timeStringForInterval(3661.0) → \"01:01:01\"",
            "1 member that formats",
        ])
    }
}
