import Testing
@testable import PreviewLintKit

/// A method called through optional chaining (`min?.formatted()`) is nil where the value is, and
/// the method of the value where it is not.
@Suite struct OptionalChainingTests {
    @Test func aChainedMethodIsNilForNilAndTheMethodsResultOtherwise() {
        let source = BehaviourSource("""
            func range(_ low: Double?, _ high: Double?) -> String {
                let low = low?.formatted() ?? ".."
                let high = high?.formatted() ?? ".."
                return "\\(low)-\\(high)"
            }
            func shout(_ name: String?) -> String { name?.uppercased() ?? "NOBODY" }
            """)
        #expect(source.outcome("range", .double(1.5), .none) == .text("1.5-.."))
        #expect(source.outcome("range", .none, .double(20)) == .text("..-20"))
        #expect(source.outcome("shout", .string("ann")) == .text("ANN"))
        #expect(source.outcome("shout", .none) == .text("NOBODY"))
    }
}
