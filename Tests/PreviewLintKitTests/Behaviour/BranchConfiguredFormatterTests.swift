import Testing
@testable import PreviewLintKit

/// A formatter configured inside an `if` is one of two setups after it, chosen by the condition as
/// it held when the `if` ran; an `if` that binds a value leaves the formatter unknown.
@Suite struct BranchConfiguredFormatterTests {
    static let source = BehaviourSource("""
    func duration(_ s: Double, short: Bool) -> String {
        let f = DateComponentsFormatter()
        f.allowedUnits = [.hour, .minute, .second]
        f.zeroFormattingBehavior = .pad
        if short {
            f.allowedUnits = [.minute, .second]
        }
        return f.string(from: s) ?? ""
    }
    func held(_ s: Double) -> String {
        var long = s > 3000
        let f = DateComponentsFormatter()
        f.allowedUnits = [.minute, .second]
        f.zeroFormattingBehavior = .pad
        if long {
            if s > 7200 { f.unitsStyle = .abbreviated }
            f.allowedUnits = [.hour, .minute, .second]
        }
        long = false
        return f.string(from: s) ?? ""
    }
    func bound(_ s: Double?) -> String {
        let f = DateComponentsFormatter()
        if let s { f.allowedUnits = [.minute, .second] }
        return f.string(from: s ?? 0) ?? ""
    }
    """)

    @Test func theBranchThatRanChoosesTheSetup() {
        #expect(Self.source.outcome("duration", .double(125), .bool(false)) == .text("00:02:05"))
        #expect(Self.source.outcome("duration", .double(125), .bool(true)) == .text("02:05"))
    }

    @Test func theConditionIsHeldAsItWasWhenTheIfRan() {
        #expect(Self.source.outcome("held", .double(125)) == .text("02:05"))
        #expect(Self.source.outcome("held", .double(3661)) == .text("01:01:01"))
        #expect(Self.source.outcome("held", .double(7261)) == .text("2h 1m 1s"))
    }

    @Test func anIfThatBindsLeavesItUnknown() {
        #expect(Self.source["bound"].unknownReason == "configures f inside an if that binds a value")
    }
}
