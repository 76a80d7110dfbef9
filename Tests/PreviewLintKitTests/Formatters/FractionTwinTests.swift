import Testing

/// The grid's numbers are whole: two formatters of a `Double` that agree on every whole number
/// and differ on a fraction (`1.5` seconds: one truncates, one rounds) are no twins. Both are tried
/// on fractions before they are told of as one; where their own arithmetic parts there, they are
/// one formatter written twice whose copies already disagree, in one target too.
@Suite struct FractionTwinTests {
    static let app = """
        import Foundation
        func clock(_ seconds: Double) -> String { String(format: "%d:%02d", Int(seconds) / 60, Int(seconds) % 60) }
        struct AppScreen { func show() { print(clock(1)) } }

        """

    static func widget(rounding: Bool) -> String {
        """
        import Foundation
        func widgetClock(_ s: Double) -> String {
            let minutes = Int(s / 60)
            return "\\(minutes):" + String(format: "%02d", Int(\(rounding ? "s.rounded()" : "s")) % 60)
        }
        struct WidgetScreen { func show() { print(widgetClock(1)) } }

        """
    }

    @Test func formattersThatDifferOnFractionsDisagree() throws {
        #expect(try BehaviourTwinsTests.lint(["App/Clock.swift": Self.app, "Widget/WidgetClock.swift": Self.widget(rounding: true)]) == [
            "App/Clock.swift:2:6: warning: clock(_:) and widgetClock(_:) (Widget/WidgetClock.swift:2) format one kind of value differently: clock(1.5) is \"0:01\", widgetClock(1.5) is \"0:02\" (they agree on all 13 whole-number inputs tried, such as clock(125.0) → \"2:05\", clock(3661.0) → \"61:01\"); targets App, Widget show the value two ways: share one formatter (duplicated_formatting)",
        ])
    }

    /// Two private clocks of a minute of the day, in two types of one target: neither can call the
    /// other, and one rounds the minute where the other truncates it.
    static func clock(_ type: String, _ name: String, minute: String) -> String {
        """
        import Foundation
        struct \(type) {
            func show() { print(\(name)(90)) }
            private func \(name)(_ minute: Double) -> String {
                let total = \(minute)
                let hour = (total / 60) % 24
                let suffix = hour < 12 ? "am" : "pm"
                return String(format: "%d:%02d%@", hour % 12 == 0 ? 12 : hour % 12, total % 60, suffix)
            }
        }

        """
    }

    @Test func privateCopiesInOneTargetThatPartOnAFractionDisagree() throws {
        let files = ["App/Section.swift": Self.clock("Section", "clockText", minute: "Int(minute)"),
                     "App/Builder.swift": Self.clock("Builder", "clockLabel", minute: "Int(minute.rounded())"),
                     "App/Screen.swift": "struct Screen { func show(section: Section, builder: Builder) { section.show(); builder.show() } }\n"]
        #expect(try BehaviourTwinsTests.lint(files) == [
            "App/Builder.swift:4:18: warning: Builder.clockLabel(_:) and Section.clockText(_:) (App/Section.swift:4) format one kind of value differently: clockLabel(1.5) is \"12:02am\", clockText(1.5) is \"12:01am\" (they agree on all 13 whole-number inputs tried, such as clockLabel(125.0) → \"2:05am\", clockLabel(3661.0) → \"1:01pm\"); target App shows the value two ways: share one formatter (duplicated_formatting)",
        ])
    }

    /// Number formatters that keep one and two fraction digits agree on every whole number as two
    /// styles of two values would: without arithmetic of their own, nothing says one was copied.
    @Test func configuredNumberFormattersThatPartOnAFractionAreTwoStyles() throws {
        let formatter = { (type: String, digits: Int) in
            """
            import Foundation
            struct \(type) {
                func show() { print(text(2)) }
                private func text(_ value: Double) -> String {
                    let formatter = NumberFormatter()
                    formatter.numberStyle = .decimal
                    formatter.maximumFractionDigits = \(digits)
                    return formatter.string(from: NSNumber(value: value)) ?? ""
                }
            }

            """
        }
        let screen = "struct Screen { func show(price: Price, weight: Weight) { price.show(); weight.show() } }\n"
        #expect(try BehaviourTwinsTests.lint(["App/Price.swift": formatter("Price", 2), "App/Weight.swift": formatter("Weight", 1),
                                              "App/Screen.swift": screen]) == [])
    }

    /// Scaling the value handed to a percent formatter (`x / 100`) is that formatter's input, not
    /// arithmetic of its own: two percent styles of two values in two targets are not one value
    /// shown two ways.
    @Test func percentFormattersFedAScaledValueAreTwoStyles() throws {
        let rewards = """
            import Foundation
            struct Publisher { let percent: Double }
            final class RewardsController {
                let percentFormatter: NumberFormatter = {
                    let formatter = NumberFormatter()
                    formatter.numberStyle = .percent
                    return formatter
                }()
                var text = ""
                func show(_ publisher: Publisher) {
                    text = percentFormatter.string(from: NSNumber(value: publisher.percent / 100.0)) ?? ""
                }
            }
            struct RewardsScreen { func show(_ c: RewardsController) { c.show(Publisher(percent: 1)) } }

            """
        let swap = """
            import Foundation
            final class SwapStore {
                var text = ""
                func show(slippage: Double) {
                    let formatter = NumberFormatter()
                    formatter.numberStyle = .percent
                    formatter.maximumFractionDigits = 2
                    text = formatter.string(from: NSNumber(value: slippage / 100)) ?? ""
                }
            }
            struct SwapScreen { func show(_ s: SwapStore) { s.show(slippage: 1) } }

            """
        #expect(try BehaviourTwinsTests.lint(["App/Rewards.swift": rewards, "Widget/Swap.swift": swap]) == [])
    }

    @Test func formattersThatAgreeOnFractionsStayTwins() throws {
        #expect(try BehaviourTwinsTests.lint(["App/Clock.swift": Self.app, "Widget/WidgetClock.swift": Self.widget(rounding: false)]) == [
            "App/Clock.swift:2:6: warning: widgetClock(_:) (Widget/WidgetClock.swift:2) outputs what clock(_:) (App/Clock.swift:2) outputs, on all 13 inputs tried (clock(125.0) → \"2:05\", clock(3661.0) → \"61:01\"), in targets App, Widget that share no formatter for it; extract one into code both targets compile (a shared file or module) and call it from each (duplicated_formatting)",
        ])
    }
}
