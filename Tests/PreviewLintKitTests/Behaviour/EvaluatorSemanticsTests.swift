import Foundation
import Testing
@testable import PreviewLintKit

/// Swift's semantics where they change the text: literal typing, overflow, branches, round trips.
@Suite struct EvaluatorSemanticsTests {
    static let source = BehaviourSource("""
    func half(_ s: Double) -> String { "\\(s * (1 / 2))" }
    func whole(_ x: Double) -> String { x.truncatingRemainder(dividingBy: 1) == 0 ? "\\(Int(x))" : "\\(x)" }
    func either(_ flag: Bool) -> String { "\\(flag ? 1 : 2.5)" }
    func huge(_ s: Int) -> String { "\\(s * 9_223_372_036_854_775_807)" }
    func tier(_ s: Int) -> String {
        if s < 60 {
            return "short"
        } else if s < 3600 {
            return "medium"
        } else {
            return "long"
        }
    }
    func unit(_ name: String) -> String {
        switch name {
        case "": return "none"
        case "a", "b": return "early"
        default: return name
        }
    }
    func sign(_ on: Bool) -> String {
        switch on {
        case true: "on"
        case false: "off"
        }
    }
    func places(_ x: Double) -> String {
        let divisor = pow(10.0, Double(2))
        return "\\((x * divisor).rounded() / divisor)"
    }
    func roundedWhole(_ n: Int) -> String { "\\(round(0))|\\(n)" }
    func total(_ a: Int, _ b: Int) -> String {
        var sum = a
        sum += b
        sum *= 2
        return "\\(min(sum, 100))|\\(max(a, b, 7))|\\(abs(a - b))"
    }
    """)

    @Test func integerLiteralsBesideADoubleAreDoubles() {
        #expect(Self.source.outcome("half", .double(125)) == .text("62.5"))
        #expect(Self.source.outcome("either", .bool(true)) == .text("1.0"))
        #expect(Self.source.outcome("either", .bool(false)) == .text("2.5"))
    }

    @Test func anIntegerLiteralDivisorOfTruncatingRemainderIsADouble() {
        #expect(Self.source.outcome("whole", .double(125)) == .text("125"))
        #expect(Self.source.outcome("whole", .double(2.5)) == .text("2.5"))
    }

    /// `pow` of two Doubles; a whole literal rounded is a Double (`round(0)` prints `"0.0"`).
    @Test func powersAndRoundedWholeLiterals() {
        #expect(Self.source.outcome("places", .double(0.125)) == .text("0.13"))
        #expect(Self.source.outcome("places", .double(2.5)) == .text("2.5"))
        #expect(Self.source.outcome("roundedWhole", .int(3)) == .text("0.0|3"))
    }

    @Test func overflowTraps() {
        #expect(Self.source.outcome("huge", .int(1)) == .text("9223372036854775807"))
        #expect(Self.source.outcome("huge", .int(2)) == .traps("arithmetic overflow in 2 * 9223372036854775807"))
    }

    @Test func branchesAndSwitchesOverStringsAndBooleans() {
        #expect(Self.source.outcome("tier", .int(59)) == .text("short"))
        #expect(Self.source.outcome("tier", .int(60)) == .text("medium"))
        #expect(Self.source.outcome("tier", .int(3600)) == .text("long"))
        #expect(Self.source.outcome("unit", .string("")) == .text("none"))
        #expect(Self.source.outcome("unit", .string("b")) == .text("early"))
        #expect(Self.source.outcome("unit", .string("km")) == .text("km"))
        #expect(Self.source.outcome("sign", .bool(true)) == .text("on"))
    }

    @Test func compoundAssignmentAndMath() {
        #expect(Self.source.outcome("total", .int(3), .int(4)) == .text("14|7|1"))
        #expect(Self.source.outcome("total", .int(60), .int(1)) == .text("100|60|59"))
    }

    @Test func loweredFormattersSurviveCoding() throws {
        for formatter in Self.source.formatters.values {
            let decoded = try JSONDecoder().decode(LoweredFormatter.self, from: JSONEncoder().encode(formatter))
            #expect(decoded == formatter)
        }
    }
}

extension EvaluatorSemanticsTests {
    /// A timestamp kept as an `NSNumber` (or a count as a `UInt64`) is a number; its `int64Value`
    /// truncates as `Int(_:)` does.
    @Test func numbersOfOtherTypesAreNumbers() {
        let source = BehaviourSource("""
            func age(_ time: NSNumber) -> String { "\\(time.int64Value / 60)m" }
            func size(_ bytes: UInt64) -> String { "\\(bytes / 1024) KB" }
            """)
        #expect(source.outcome("age", .double(125.9)) == .text("2m"))
        #expect(source.outcome("size", .int(3_072)) == .text("3 KB"))
    }
}

/// `queue.sync { … }` runs its closure there and then: the call's value is the closure's.
@Suite struct SyncClosureTests {
    static let source = BehaviourSource("""
    func clock(_ s: Int) -> String {
        return formatterQueue.sync {
            let minutes = s / 60
            return String(format: "%d:%02d", minutes, s % 60)
        }
    }
    func later(_ s: Int) -> String {
        formatterQueue.async { print(s) }
        return "\\(s)"
    }
    """)

    @Test func aSynchronousClosuresValueIsTheCalls() {
        #expect(Self.source.outcome("clock", .int(125)).description == "\"2:05\"")
        #expect(Self.source["later"].unknownReason != nil)
    }
}
