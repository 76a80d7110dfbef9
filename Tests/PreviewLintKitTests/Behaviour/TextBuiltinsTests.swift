import Testing
@testable import PreviewLintKit

/// Text operations with one meaning in every locale are evaluated, not left unknown.
@Suite struct TextBuiltinsTests {
    static let source = BehaviourSource("""
        func unit(_ name: String) -> String { name.replacingOccurrences(of: "_", with: " ").trimmingCharacters(in: .whitespaces) }
        func short(_ name: String) -> String { String(name.prefix(3)) + "." }
        func badge(_ name: String) -> String { name.hasPrefix("a") ? "A" : name.hasSuffix("b") ? "B" : name.contains("c") ? "C" : "-" }
        func stars(_ n: Int) -> String { String(repeating: "*", count: n) }
        func cut(_ n: Int) -> String { String("abc".prefix(n)) }
        """)

    @Test func replacingTrimmingAndPrefixes() {
        #expect(Self.source.outcome("unit", .string(" mg_dL ")) == .text("mg dL"))
        #expect(Self.source.outcome("short", .string("Monday")) == .text("Mon."))
        #expect(Self.source.outcome("short", .string("é")) == .text("é."))
        #expect(Self.source.outcome("badge", .string("ab")) == .text("A"))
        #expect(Self.source.outcome("badge", .string("xb")) == .text("B"))
        #expect(Self.source.outcome("badge", .string("xcx")) == .text("C"))
        #expect(Self.source.outcome("stars", .int(3)) == .text("***"))
    }

    /// Flipper's release-candidate label drops the name's `-rc` suffix: `"RC \(name.dropLast(3))"`.
    @Test func droppingAndKeepingCharactersAtTheEnds() {
        let source = BehaviourSource("""
            func candidate(_ name: String) -> String { "RC \\(name.dropLast(3))" }
            func initial(_ name: String) -> String { String(name.dropFirst()) + String(name.suffix(2)) + name.dropLast() }
            """)
        #expect(source.outcome("candidate", .string("1.2.0-rc")) == .text("RC 1.2.0"))
        #expect(source.outcome("candidate", .string("a")) == .text("RC "))
        #expect(source.outcome("initial", .string("abcd")) == .text("bcdcdabc"))
    }

    /// `String(format: …)` begins with a type's name but is a value: its methods are the text's.
    @Test func methodsOfATextMadeByAnInitializerAreTheTexts() {
        let source = BehaviourSource("""
            func clean(_ value: Double) -> String {
                value.truncatingRemainder(dividingBy: 1) == 0
                    ? String(format: "%5.0f", value).trimmingCharacters(in: CharacterSet.whitespaces)
                    : String(format: "%5.1f", value).trimmingCharacters(in: .whitespaces)
            }
            """)
        #expect(source.outcome("clean", .double(125)) == .text("125"))
        #expect(source.outcome("clean", .double(2.5)) == .text("2.5"))
    }

    /// A number's text too long to show whole is cut (DiaBLE's countdown): the characters of text
    /// written there are counted (a named value's `count` may be a collection's).
    @Test func theLengthOfATextIsItsCharacters() {
        let source = BehaviourSource("""
            func countdown(_ seconds: Int) -> String { seconds > 0 ? (String(seconds).count > 5 ? "..." : "\\(seconds) s") : " " }
            """)
        #expect(source.outcome("countdown", .int(125)) == .text("125 s"))
        #expect(source.outcome("countdown", .int(1_234_567)) == .text("..."))
        #expect(source.outcome("countdown", .int(123_456)) == .text("..."))
    }

    @Test func aNegativeCountTrapsAsSwiftDoes() {
        guard case .traps = Self.source.outcome("stars", .int(-1)) else { Issue.record("String(repeating:count: -1) traps"); return }
        guard case .traps = Self.source.outcome("cut", .int(-1)) else { Issue.record("prefix(-1) traps"); return }
    }
}
