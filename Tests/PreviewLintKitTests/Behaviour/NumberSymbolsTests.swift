import Testing
@testable import PreviewLintKit

/// A `NumberFormatter`'s own separators, grouping size and a plain decimal's affixes are written
/// as set (`groupingSeparator = " "`: "3 661"); setting `numberStyle` after them, or an affix of
/// a currency or a percent, is known only by its set-up.
@Suite struct NumberSymbolsTests {
    static let source = BehaviourSource("""
        import Foundation
        func spaced(_ n: Int) -> String {
            let f = NumberFormatter()
            f.numberStyle = .decimal
            f.groupingSeparator = " "
            return f.string(from: NSNumber(value: n)) ?? ""
        }
        func signed(_ x: Double) -> String {
            let f = NumberFormatter()
            f.numberStyle = .decimal
            f.positivePrefix = "+"
            f.minimumFractionDigits = 1
            f.maximumFractionDigits = 1
            f.decimalSeparator = ","
            return f.string(from: NSNumber(value: x)) ?? ""
        }
        func myriads(_ n: Int) -> String {
            let f = NumberFormatter()
            f.numberStyle = .decimal
            f.groupingSize = 4
            f.negativeSuffix = " (loss)"
            f.negativePrefix = ""
            return f.string(from: NSNumber(value: n)) ?? ""
        }
        func rounded(_ x: Double, down: Bool) -> String {
            let f = NumberFormatter()
            f.numberStyle = .decimal
            f.maximumFractionDigits = 1
            if down { f.roundingMode = .floor } else { f.roundingMode = .halfUp }
            return f.string(from: NSNumber(value: x)) ?? ""
        }
        func late(_ n: Int) -> String {
            let f = NumberFormatter()
            f.groupingSeparator = " "
            f.numberStyle = .decimal
            return f.string(from: NSNumber(value: n)) ?? ""
        }
        func percent(_ x: Double) -> String {
            let f = NumberFormatter()
            f.numberStyle = .percent
            f.positiveSuffix = " pct"
            return f.string(from: NSNumber(value: x)) ?? ""
        }
        """)

    @Test func separatorsAndAffixesAreWrittenAsSet() {
        #expect(Self.source.outcome("spaced", .int(1_234_567)) == .text("1 234 567"))
        #expect(Self.source.outcome("signed", .double(3661.25)) == .text("+3,661,2"))
        #expect(Self.source.outcome("signed", .double(-2.5)) == .text("-2,5"))
        #expect(Self.source.outcome("myriads", .int(-1_234_567)) == .text("123,4567 (loss)"))
    }

    /// `roundingMode` as `NumberFormatter.RoundingMode` says: `.halfUp` away from zero at a tie,
    /// `.floor` toward negative infinity (a magnitude rounded up below zero).
    @Test(arguments: [
        (0.25, false, "0.3"), (-0.25, false, "-0.3"), (0.24, false, "0.2"), (2.675, true, "2.6"), (-2.61, true, "-2.7"),
        (0.001, true, "0"),
    ])
    func aRoundingModeRoundsAsItSays(value: Double, down: Bool, text: String) {
        #expect(Self.source.outcome("rounded", .double(value), .bool(down)) == .text(text))
    }

    /// Known only by its set-up, as the listing shows it (`⟨NumberFormatter(…) of 125⟩`).
    @Test(arguments: ["late", "percent"])
    func symbolsTheStyleMayResetStayUnknown(name: String) {
        guard case .text(let text) = Self.source.outcome(name, .int(125)) else { Issue.record("no text"); return }
        #expect(OpaqueText.contains(text), "\(text)")
    }
}
