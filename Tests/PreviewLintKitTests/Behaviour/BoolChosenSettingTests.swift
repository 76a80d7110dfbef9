import Testing
@testable import PreviewLintKit

/// A formatter setting read from a `Bool` parameter (`includesApproximationPhrase = approximate`):
/// the formatter is one of two, chosen by the value when it formats, and agrees with a formatter
/// that sets the constant.
@Suite struct BoolChosenSettingTests {
    static let source = """
        import Foundation
        func timeLeft(seconds: Int, approximate: Bool) -> String {
            let formatter = DateComponentsFormatter()
            formatter.unitsStyle = .brief
            formatter.includesApproximationPhrase = approximate
            formatter.allowedUnits = [.day, .hour, .minute]
            return formatter.string(from: TimeInterval(seconds))!
        }
        func roughTimeLeft(seconds: Int) -> String {
            let formatter = DateComponentsFormatter()
            formatter.unitsStyle = .brief
            formatter.includesApproximationPhrase = true
            formatter.allowedUnits = [.day, .hour, .minute]
            return formatter.string(from: TimeInterval(seconds))!
        }
        func twoChoices(seconds: Int, approximate: Bool, dropLeading: Bool) -> String {
            let formatter = DateComponentsFormatter()
            formatter.includesApproximationPhrase = approximate
            formatter.includesTimeRemainingPhrase = dropLeading
            formatter.allowedUnits = [.minute]
            return formatter.string(from: TimeInterval(seconds))!
        }
        """

    @Test func theValueChoosesTheFormatter() {
        let source = BehaviourSource(Self.source)
        let rough = "⟨DateComponentsFormatter(unitsStyle = .brief, includesApproximationPhrase = true, "
            + "allowedUnits = [.day, .hour, .minute]) of 125⟩"
        #expect(source.outcome("timeLeft", .int(125), .bool(true)).description == "\"\(rough)\"")
        #expect(source.outcome("roughTimeLeft", .int(125)).description == "\"\(rough)\"")
        let exact = source.outcome("timeLeft", .int(125), .bool(false)).description
        #expect(exact.contains("includesApproximationPhrase = false"), "\(exact)")
    }

    @Test func aReimplementationWithTheConstantAgreesWhenTheValueIsFixed() {
        let source = BehaviourSource(Self.source)
        guard case .equal = source.compare("roughTimeLeft", "timeLeft", fixing: ["approximate": true]) else {
            Issue.record("the formatter with the constant set outputs what the chosen one outputs for true")
            return
        }
    }

    @Test func aSecondChosenSettingIsNotModelled() {
        let source = BehaviourSource(Self.source)
        #expect(source.outcome("twoChoices", .int(125), .bool(true), .bool(true)).description.hasPrefix("unknown"))
    }
}
