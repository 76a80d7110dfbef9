import Foundation
import Testing
@testable import PreviewLintKit

/// Custom rules skip files without their expression's required text: the text must really be required.
@Suite struct RequiredLiteralTests {
    @Test(arguments: [
        (#"String\(format:"#, "String(format:"),
        (#"URLSession\.shared"#, "URLSession.shared"),
        (#"print\("#, "print("),
        (#"\bTODO\b"#, "TODO"),
        (#"Date\(\)\s*\.timeIntervalSince"#, ".timeIntervalSince"),
        ("colou?r", "colo"),
        ("ab*cdef", "cdef"),
        ("x{2}yyy", "yyy"),
        ("Mock+Service", "Service"),
        (#"[A-Z]\w+Mother\b"#, "Mother"),
        (#"é+tude"#, "tude"),
    ])
    func literalIsFound(pattern: String, literal: String) {
        #expect(RequiredLiteral.of(pattern) == literal)
    }

    /// Alternation, flags, quoting, optional groups and escapes with arguments: no literal is claimed.
    @Test(arguments: [
        "foo|bar", "(?i)print", #"\Qa.b\E"#, "(abc)?", #"\x41BC"#, #"\u0041"#, #"\p{L}+"#, #"(a)\1"#, "a", ".*", "[a-z]+", "[[a-z]&&[^q]]xyz",
    ])
    func nothingIsClaimedWhenUnsure(pattern: String) {
        #expect(RequiredLiteral.of(pattern) == nil)
    }

    /// Every match in real-shaped text contains the literal.
    @Test func everyMatchContainsTheLiteral() throws {
        let text = try String(contentsOfFile: Fixtures.path("MeditationApp") + "/LittleMoments/Shared/TimerFormatting.swift", encoding: .utf8)
            + "\nlet a = String(format: \"%d\", 1)\nURLSession.shared.data(for: r)\ncolor colour Mockkk Service"
        for pattern in [#"String\(format:"#, #"URLSession\.shared"#, "colou?r", #"\d+:%\d"#, "Mock+", "return"] {
            let expression = try NSRegularExpression(pattern: pattern)
            let matches = expression.matches(in: text, range: NSRange(text.startIndex..., in: text))
            guard let literal = RequiredLiteral.of(pattern) else { continue }
            for match in matches {
                let matched = String(text[Range(match.range, in: text)!])
                #expect(matched.contains(literal), "\(pattern): \(matched)")
            }
            if !matches.isEmpty { #expect(RequiredLiteral.contains(literal, in: text)) }
        }
        #expect(!RequiredLiteral.contains("String(format: \"%x", in: "String(format: \"%d"))
        #expect(RequiredLiteral.contains("ab", in: "xxab") && !RequiredLiteral.contains("abc", in: "ab"))
    }
}
