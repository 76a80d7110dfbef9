import Testing
@testable import PreviewLintKit

/// A formatter configured in a switch's cases is, after the switch, the setup of the case that ran;
/// a case that configures nothing keeps the setup from before.
@Suite struct SwitchConfiguredFormatterTests {
    static let source = BehaviourSource("""
    import Foundation
    enum Style { case day, month, plain }
    func text(_ date: Date, style: Style) -> String {
        let f = DateFormatter()
        f.dateFormat = "yyyy"
        switch style {
        case .day: f.dateFormat = "MMM d, yyyy"
        case .month:
            f.dateFormat = "MMMM"
        case .plain: break
        }
        return f.string(from: date)
    }
    """)

    /// 2024-03-01T09:05:07Z.
    static let march: BehaviourValue = .date(1_709_283_907)

    @Test(arguments: [("day", "Mar 1, 2024"), ("month", "March"), ("plain", "2024")])
    func theCaseThatRanChoosesTheSetup(style: String, text: String) {
        #expect(Self.source.outcome("text", Self.march, .enumCase(style)) == .text(text))
    }
}
