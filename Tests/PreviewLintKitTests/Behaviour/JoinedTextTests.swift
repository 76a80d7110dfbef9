import Testing
@testable import PreviewLintKit

/// Text built from a written-out array: its parts with the separator, in order.
@Suite struct JoinedTextTests {
    @Test func anArrayWrittenOutIsJoinedWithItsSeparator() {
        let source = BehaviourSource("""
            func span(_ hours: Int, _ minutes: Int) -> String { ["\\(hours)h", "\\(minutes)m"].joined(separator: " ") }
            func tight(_ hours: Int) -> String { ["\\(hours)", "h"].joined() }
            func listed(_ names: [String]) -> String { names.joined(separator: ", ") }
            """)
        #expect(source.outcome("span", .int(2), .int(5)) == .text("2h 5m"))
        #expect(source.outcome("tight", .int(3)) == .text("3h"))
        #expect(source["listed"].unknownReason != nil)
    }
}
