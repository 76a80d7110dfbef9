import Testing

/// A member of a `private` or `fileprivate` type or extension is seen by its own file alone, however
/// it is declared: another file cannot be told to call it.
@Suite struct EnclosingPrivacyTests {
    static func screen(_ type: String) -> String {
        """
        import Foundation

        final class \(type) {
            var total = ""
            var label: String { Localization.netSales(value: total) }
        }
        private extension \(type) {
            enum Localization {
                static func netSales(value: String) -> String {
                    String.localizedStringWithFormat(NSLocalizedString("Net sales: %@", comment: "A label"), value)
                }
            }
        }
        struct \(type)Screen { func show() { print(\(type)().label) } }

        """
    }

    @Test func aPrivateExtensionsMemberIsNotOfferedToAnotherFile() throws {
        let found = try BehaviourTwinsTests.lint(["App/Stats.swift": Self.screen("Stats"), "App/Orders.swift": Self.screen("Orders")])
        #expect(!found.contains { $0.contains("call that one") }, "\(found)")
    }

    @Test func theSameMembersOutsideAPrivateExtensionAreOffered() throws {
        let open = { (type: String) in Self.screen(type).replacingOccurrences(of: "private extension", with: "extension") }
        let found = try BehaviourTwinsTests.lint(["App/Stats.swift": open("Stats"), "App/Orders.swift": open("Orders")])
        #expect(found.contains { $0.contains("call that one") }, "\(found)")
    }

    /// The app's copy is private to its file, called only by a static member production calls:
    /// used all the same, and the widget's changed copy of it is reported.
    @Test func aPrivateMemberCalledByAUsedStaticMemberIsUsed() throws {
        let app = """
            import Foundation

            struct StatsText {
                static func conversionText(orders: Int, visitors: Int) -> String {
                    conversionRateText(converted: Double(orders), total: Double(visitors))
                }
            }
            private extension StatsText {
                static func conversionRateText(converted: Double, total: Double) -> String {
                    let numberFormatter = NumberFormatter()
                    numberFormatter.numberStyle = .percent
                    numberFormatter.minimumFractionDigits = 1
                    let conversionRate = total > 0 ? min(converted / total, 1) : 0
                    let minimumFractionDigits = floor(conversionRate * 100.0) == conversionRate * 100.0 ? 0 : 1
                    numberFormatter.minimumFractionDigits = minimumFractionDigits
                    return numberFormatter.string(from: conversionRate as NSNumber) ?? "-"
                }
            }
            struct StatsScreen { func show() { print(StatsText.conversionText(orders: 1, visitors: 2)) } }

            """
        let widget = """
            import Foundation

            enum WidgetText {
                static func conversionString(for conversionRate: Double) -> String {
                    let numberFormatter = NumberFormatter()
                    numberFormatter.numberStyle = .percent
                    numberFormatter.minimumFractionDigits = 1
                    let minimumFractionDigits = floor(conversionRate * 100.0) == conversionRate * 100.0 ? 0 : 1
                    numberFormatter.minimumFractionDigits = minimumFractionDigits
                    return numberFormatter.string(from: conversionRate as NSNumber) ?? "-"
                }
            }
            struct WidgetScreen { func show() { print(WidgetText.conversionString(for: 0.5)) } }

            """
        let found = try BehaviourTwinsTests.lint(["App/StatsText.swift": app, "Widget/WidgetText.swift": widget])
        #expect(found == [
            "Widget/WidgetText.swift:4:17: warning: WidgetText.conversionString(for:) was copied and changed since as StatsText.conversionRateText(converted:total:) (App/StatsText.swift:9; 56 of the 56 tokens of the shorter recur in the other, in order), in targets App, Widget that share no formatter for it; extract one into code both targets compile (a shared file or module) and call it from each (duplicated_formatting)",
        ])
    }
}
