import Testing

/// Text that prints a value as Swift does between fixed words (`String(format: "%d habits", n)`) is no formatter to
/// share, but a formatter of the same value that chooses its words (`n == 1 ? "1 habit" : …`)
/// disagrees with it where they differ; two such printings are never paired with each other.
@Suite struct PlainPrintingTests {
    static let app = """
        struct Routine { let habitCount: Int }
        struct RoutineRow: View {
            let routine: Routine
            var body: some View { Text(String(format: "%d habits", routine.habitCount)) }
        }
        struct AppScreen { func show() { print(RoutineRow(routine: Routine(habitCount: 2))) } }

        """

    @Test func wordsChosenByTheValueDisagreeWithAPrintingOfIt() throws {
        let widget = """
            struct Routine { let habitCount: Int }
            struct RoutineWidgetView: View {
                let routine: Routine
                var body: some View { Text("\\(routine.habitCount) \\(routine.habitCount == 1 ? "habit" : "habits")") }
            }
            struct WidgetScreen { func show() { print(RoutineWidgetView(routine: Routine(habitCount: 2))) } }

            """
        #expect(try BehaviourTwinsTests.lint(["App/Row.swift": Self.app, "Widget/Top.swift": widget]) == [
            "Widget/Top.swift:4:27: warning: the text RoutineWidgetView.body builds inline and the text RoutineRow.body builds inline (App/Row.swift:4) format one kind of value differently: (routine.habitCount = 1) is \"1 habit\", (routine.habitCount = 1) is \"1 habits\" (they agree on 12 inputs, such as (routine.habitCount = 0) → \"0 habits\", (routine.habitCount = 59) → \"59 habits\"); targets App, Widget show the value two ways: share one formatter (duplicated_formatting)",
        ])
    }

    @Test func twoPrintingsOfAValueAreNotPaired() throws {
        #expect(try BehaviourTwinsTests.lint(["App/Row.swift": Self.app, "Widget/List.swift": Self.app.replacingOccurrences(of: "AppScreen", with: "WidgetScreen").replacingOccurrences(of: "RoutineRow", with: "RoutineLine")]) == [])
    }

    /// `"\(count)"` against a grouping formatter agrees only where both print the number as is.
    @Test func aNumberPrintedAsIsIsNoKindOfValue() throws {
        let app = """
            struct Stats { let count: Int }
            struct CountRow: View {
                let stats: Stats
                var body: some View { Text(String(format: "%d", stats.count)) }
            }
            struct AppScreen { func show() { print(CountRow(stats: Stats(count: 2))) } }

            """
        let widget = """
            struct Stats { let count: Int }
            struct CountView: View {
                let stats: Stats
                var body: some View { Text(stats.count.formatted(.number.grouping(.automatic))) }
            }
            struct WidgetScreen { func show() { print(CountView(stats: Stats(count: 2))) } }

            """
        #expect(try BehaviourTwinsTests.lint(["App/Row.swift": app, "Widget/Count.swift": widget]) == [])
    }

    /// Printing writes numbers as Swift does: a formatter that groups them (`"3,661 g"`) differs
    /// from it in how numbers are written, not in words, and is no disagreement with a printing.
    @Test func numbersWrittenDifferentlyAreNoDisagreementWithAPrinting() throws {
        let app = """
            struct Meal { let carbs: Int }
            struct MealRow: View {
                let meal: Meal
                var body: some View { Text(String(format: "%d g", meal.carbs)) }
            }
            struct AppScreen { func show() { print(MealRow(meal: Meal(carbs: 2))) } }

            """
        let widget = """
            struct Meal { let carbs: Int }
            struct MealView: View {
                let meal: Meal
                var body: some View { Text("\\(meal.carbs.formatted()) g") }
            }
            struct WidgetScreen { func show() { print(MealView(meal: Meal(carbs: 2))) } }

            """
        #expect(try BehaviourTwinsTests.lint(["App/Meal.swift": app, "Widget/MealView.swift": widget]) == [])
    }

    /// A countdown printed as it is with a fixed unit in two targets, each with its own placeholder
    /// while nothing counts: whether the value shows is each screen's choice, no formatting to share.
    @Test func aPrintedCountWithOtherPlaceholdersIsNoDisagreement() throws {
        let console = """
            struct Reader { var countdown: Int; var state: String }
            struct Console: View {
                let reader: Reader
                var body: some View { Text(reader.countdown > 0 || reader.state == "Reconnecting" ? "\\(reader.countdown) s" : "") }
            }
            struct ConsoleScreen { func show() { print(Console(reader: Reader(countdown: 1, state: "x"))) } }

            """
        let details = """
            struct Sensor { var countdown: Int; var status: String; var serial: String }
            struct Details: View {
                let sensor: Sensor
                var body: some View {
                    VStack {
                        Text(sensor.serial)
                        Text(sensor.countdown > 0 || sensor.status == "Reconnecting" ? "\\(sensor.countdown) s" : "...")
                    }
                }
            }
            struct DetailsScreen { func show() { print(Details(sensor: Sensor(countdown: 1, status: "x", serial: "y"))) } }

            """
        #expect(try BehaviourTwinsTests.lint(["App/Console.swift": console, "Widget/Details.swift": details]) == [])
    }
}
