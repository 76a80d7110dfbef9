import Testing

/// A value `if let` or `guard let` takes out of an optional is an input of the inline formatting
/// that reads it, typed by what it unwraps: a parameter, a stored property, or a field of the
/// project's own type (stored or computed), resolved once every file is read.
@Suite struct UnwrappedInputTests {
    static let solar = """
        struct Solar {
            let sunrise: Double
            let sunset: Double
            var daylightDuration: TimeInterval { sunset - sunrise }
        }

        """

    static let chart = """
        struct DaylightChart: View {
            var solar: Solar?
            var body: some View {
                if let duration = solar?.daylightDuration {
                    Text(Duration.seconds(duration).formatted(.units(width: .narrow)))
                }
            }
        }
        struct AppScreen { func show() { print(DaylightChart(solar: nil)) } }

        """

    @Test func aFieldUnwrappedInTwoViewsIsCompared() throws {
        let widget = """
            struct SundialView: View {
                let solar: Solar?
                var body: some View {
                    if let duration = solar?.daylightDuration {
                        Text(Duration.seconds(duration).formatted(.units(width: .narrow, maximumUnitCount: 2)))
                    }
                }
            }
            struct WidgetScreen { func show() { print(SundialView(solar: nil)) } }

            """
        #expect(try BehaviourTwinsTests.lint(["App/Solar.swift": Self.solar, "Widget/Solar.swift": Self.solar, "App/Chart.swift": Self.chart, "Widget/Sundial.swift": widget]) == [
            "App/Chart.swift:5:18: warning: the text DaylightChart.body builds inline and the text SundialView.body builds inline (Widget/Sundial.swift:5) format one kind of value differently: (duration = 3661.0) is \"1h 1m 1s\", (duration = 3661.0) is \"1h 1m\" (they agree on 9 inputs, such as (duration = 0.0) → \"0s\", (duration = 1.0) → \"1s\"); targets App, Widget show the value two ways: share one formatter (duplicated_formatting)",
        ])
    }

    @Test func guardLetAndAnOptionalStoredPropertyAreInputsToo() throws {
        let widget = """
            final class BadgeController {
                var solar: Solar?
                var wait: TimeInterval?
                let label = UILabel()
                func update() {
                    guard let duration = solar?.daylightDuration else { return }
                    label.text = Duration.seconds(duration).formatted(.units(width: .narrow, maximumUnitCount: 2))
                }
                func updateWait() {
                    guard let wait else { return }
                    label.text = Duration.seconds(wait).formatted(.units(width: .narrow, maximumUnitCount: 2))
                }
            }
            struct WidgetScreen { func show() { BadgeController().update(); BadgeController().updateWait() } }

            """
        let lines = try BehaviourTwinsTests.lint(["App/Solar.swift": Self.solar, "Widget/Solar.swift": Self.solar, "App/Chart.swift": Self.chart, "Widget/Badge.swift": widget])
        #expect(lines.count == 2)
        #expect(lines.contains { $0.contains("the text BadgeController.update() builds inline") && $0.contains("format one kind of value differently") })
        #expect(lines.contains { $0.contains("the text BadgeController.updateWait() builds inline") && $0.contains("format one kind of value differently") })
    }

    /// `if let solar` unwraps a value of the project's own type: the fields read from it are inputs.
    @Test func fieldsOfAnUnwrappedValueOfTheProjectsTypeAreInputs() throws {
        let widget = """
            struct SundialView: View {
                var solar: Solar?
                var body: some View {
                    if let solar {
                        Text(Duration.seconds(solar.daylightDuration).formatted(.units(width: .narrow, maximumUnitCount: 2)))
                    }
                }
            }
            struct WidgetScreen { func show() { print(SundialView(solar: nil)) } }

            """
        #expect(try BehaviourTwinsTests.lint(["App/Solar.swift": Self.solar, "Widget/Solar.swift": Self.solar, "App/Chart.swift": Self.chart, "Widget/Sundial.swift": widget]) == [
            "App/Chart.swift:5:18: warning: the text DaylightChart.body builds inline and the text SundialView.body builds inline (Widget/Sundial.swift:5) format one kind of value differently: (duration = 3661.0) is \"1h 1m 1s\", (solar.daylightDuration = 3661.0) is \"1h 1m\" (they agree on 9 inputs, such as (duration = 0.0) → \"0s\", (duration = 1.0) → \"1s\"); targets App, Widget show the value two ways: share one formatter (duplicated_formatting)",
        ])
    }

    @Test func anUnwrappedValueOfNoKnownTypeLeavesItUnknown() throws {
        let widget = """
            struct SundialView: View {
                let solar: Solar?
                var body: some View {
                    if let duration = solar?.missing {
                        Text(Duration.seconds(duration).formatted(.units(allowed: [.hours, .minutes], width: .narrow)))
                    }
                }
            }
            struct WidgetScreen { func show() { print(SundialView(solar: nil)) } }

            """
        #expect(try BehaviourTwinsTests.lint(["App/Solar.swift": Self.solar, "Widget/Solar.swift": Self.solar, "App/Chart.swift": Self.chart, "Widget/Sundial.swift": widget]) == [])
    }

    /// `if let routine = entry.topRoutine` binds a field of the project's type: the fields read
    /// through the name are inputs (`routine.habitCount`), typed after the walk through both fields.
    @Test func fieldsReadThroughANameBoundToAFieldAreInputs() throws {
        let app = """
            struct RoutineTemplate { let habitCount: Int }
            struct TemplateRow: View {
                let template: RoutineTemplate
                var body: some View { Text(String(format: "%d habits", template.habitCount)) }
            }
            struct AppScreen { func show() { print(TemplateRow(template: RoutineTemplate(habitCount: 2))) } }

            """
        let widget = """
            struct TopRoutine { let habitCount: Int }
            struct TopRoutineEntry { let topRoutine: TopRoutine? }
            struct TopRoutineView: View {
                let entry: TopRoutineEntry
                var body: some View {
                    if let routine = entry.topRoutine {
                        Text("\\(routine.habitCount) \\(routine.habitCount == 1 ? "habit" : "habits")")
                    }
                }
            }
            struct WidgetScreen { func show() { print(TopRoutineView(entry: TopRoutineEntry(topRoutine: nil))) } }

            """
        #expect(try BehaviourTwinsTests.lint(["App/Row.swift": app, "Widget/Top.swift": widget]) == [
            "Widget/Top.swift:7:13: warning: the text TopRoutineView.body builds inline and the text TemplateRow.body builds inline (App/Row.swift:4) format one kind of value differently: (routine.habitCount = 1) is \"1 habit\", (template.habitCount = 1) is \"1 habits\" (they agree on 12 inputs, such as (routine.habitCount = 0) → \"0 habits\", (routine.habitCount = 59) → \"59 habits\"); targets App, Widget show the value two ways: share one formatter (duplicated_formatting)",
        ])
    }

    /// A name `if let` binds shadows the stored property of that name: the formatting reads the
    /// unwrapped field (a temperature), not the text property it assigns.
    @Test func aBindingShadowsTheStoredPropertyItIsNamedAfter() throws {
        let service = """
            import Foundation
            struct Event { var tool0TempActual: Double? }
            final class ViewService: ObservableObject {
                @Published var tool0Actual: String = "--C"
                func update(event: Event) {
                    if let tool0Actual = event.tool0TempActual {
                        self.tool0Actual = "\\(String(format: "%.1f", tool0Actual)) C"
                    }
                }
            }

            """
        #expect(try TemporaryRepository.formatterLines(["TV/ViewService.swift": service]) == [
            "TV/ViewService.swift:7:13: the text ViewService.update(event:) builds inline",
            "  outputs (tool0Actual = 0.0) → \"0.0 C\"",
            "  outputs (tool0Actual = 125.0) → \"125.0 C\"",
            "  outputs (tool0Actual = 3661.0) → \"3661.0 C\"",
            "  formats Event.tool0TempActual",
            "1 member that formats",
        ])
    }
}
