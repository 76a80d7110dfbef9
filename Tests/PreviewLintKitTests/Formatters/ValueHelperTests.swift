import Testing

/// A function of the file that formatting calls for a value, not text (an enum case by the sign of
/// the minutes, a flag), is lowered too: the formatting that calls it is evaluated through it.
@Suite struct ValueHelperTests {
    static let presenter = """
    import Foundation
    enum TemporalState { case past, present, future }
    enum Minutes {
        static func text(_ minutes: Int) -> String {
            switch state(of: minutes) {
            case .present: return "NOW"
            case .past: return String(format: "%dm ago", -minutes)
            case .future: return String(format: "in %dm", minutes)
            }
        }
        private static func state(of minutes: Int) -> TemporalState {
            if minutes < 0 { return .past }
            if minutes == 0 { return .present }
            return .future
        }
        static func flagged(_ minutes: Int) -> String { isSoon(minutes) ? "soon" : "later" }
        private static func isSoon(_ minutes: Int) -> Bool { minutes < 5 }
    }

    """

    @Test func anEnumOrFlagAHelperReturnsIsEvaluated() throws {
        let lines = try TemporaryRepository.formatterLines(["App/Minutes.swift": Self.presenter])
        #expect(lines.contains("  outputs text(0) → \"NOW\""))
        #expect(lines.contains("  outputs text(125) → \"in 125m\""))
        #expect(lines.contains("  outputs flagged(0) → \"soon\""))
        #expect(lines.contains("  outputs flagged(125) → \"later\""))
    }

    /// A helper of another file is not lowered for it: calls reach the file's own helpers.
    @Test func aHelperOfAnotherFileIsNotLoweredForIt() throws {
        let caller = "enum Label { static func text(_ minutes: Int) -> String { isLate(minutes) ? \"late\" : \"on time\" } }\n"
        let helper = "func isLate(_ minutes: Int) -> Bool { minutes > 0 }\n"
        let lines = try TemporaryRepository.formatterLines(["App/Label.swift": caller, "App/Late.swift": helper])
        #expect(lines.contains("  outputs unknown: calls isLate(_:), which is not lowered"))
    }
}
