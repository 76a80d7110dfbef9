import Foundation
import Testing
@testable import PreviewLintKit

@Suite struct FormatShapeTests {
    static let origin = SourceRange(start: SourceLocation(line: 1, column: 1, offset: 0), end: SourceLocation(line: 1, column: 1, offset: 0))

    func matches(_ format: String, _ text: String) -> Bool {
        let shape = FormatShapeDeriver.shape(ofFormat: format, range: Self.origin)
        return text.range(of: "^(?:\(shape.pattern))$", options: .regularExpression) != nil
    }

    @Test(arguments: [
        ("%d:%02d", "2:05", true),
        ("%d:%02d", "12:30", true),
        ("%d:%02d", "2:5", false),
        ("%d:%02d", "02:05", false),
        ("%02d:%02d", "02:05", true),
        ("%d:%02d:%02d", "1:02:03", true),
        ("%d min", "45 min", true),
        ("%d min", "min", false),
        ("%.1f%%", "42.5%", true),
        ("%.1f%%", "42%", false),
        ("%.2f", "3.14", true),
        ("%.0f km", "12 km", true),
        ("%@ steps", "1,200 steps", true),
        ("%ld items", "3 items", true),
        ("%lld bytes", "1024 bytes", true),
        ("%1$d of %2$d", "2 of 5", true),
        ("%2$@ – %1$@", "Mon – Tue", true),
        ("%x", "ff", true),
        ("%+d", "+3", true),
        ("%5d pts", "   42 pts", true),
        ("%u%%", "100%", true),
        ("(%d)", "(7)", true),
        ("$%.2f", "$12.99", true),
        ("%f", "1.500000", true),
    ])
    func formatStringsBecomeShapes(format: String, text: String, expected: Bool) {
        #expect(matches(format, text) == expected, "\(format) vs \(text)")
    }

    @Test func keysAgreeForTheSameFormat() {
        let a = FormatShapeDeriver.shape(ofFormat: "%d:%02d", range: Self.origin)
        let b = FormatShapeDeriver.shape(ofInterpolation: [.number, .text(":"), .number], range: Self.origin)
        let c = FormatShapeDeriver.shape(ofFormat: "%ld:%02ld", range: Self.origin)
        #expect(a.key == "{n}:{n}")
        #expect(a.key == b.key)
        #expect(a.key == c.key)
    }

    @Test func interpolationsBecomeShapes() {
        let shape = FormatShapeDeriver.shape(ofInterpolation: [.number, .text(" min")], range: Self.origin)
        #expect(shape.source == "\\(…) min")
        #expect("45 min".range(of: "^(?:\(shape.pattern))$", options: .regularExpression) != nil)
        #expect("soon min".range(of: "^(?:\(shape.pattern))$", options: .regularExpression) == nil)
    }

    @Test func onlyDistinctiveShapesCount() {
        #expect(!FormatShapeDeriver.shape(ofFormat: "%d", range: Self.origin).isDistinctive)
        #expect(!FormatShapeDeriver.shape(ofFormat: "%@ %@", range: Self.origin).isDistinctive)
        #expect(!FormatShapeDeriver.shape(ofInterpolation: [.other, .text(" "), .other], range: Self.origin).isDistinctive)
        #expect(FormatShapeDeriver.shape(ofFormat: "%d min", range: Self.origin).isDistinctive)
        #expect(FormatShapeDeriver.shape(ofFormat: "%d:%02d", range: Self.origin).isDistinctive)
    }
}
