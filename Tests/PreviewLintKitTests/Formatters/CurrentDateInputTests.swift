import Testing

/// Inline formatting that reads nothing but the current date (`formatter.string(from: Date())`)
/// formats that date: the date is its input, so it is compared with formatters of any date.
@Suite struct CurrentDateInputTests {
    static let app = """
        struct BirthdaysViewModel {
            let currentDate: Date
            var today: String {
                let formatter = DateFormatter()
                formatter.dateFormat = "d/M"
                return formatter.string(from: currentDate)
            }
        }
        struct AppScreen { func show() { print(BirthdaysViewModel(currentDate: Date()).today) } }

        """

    @Test func todayFormattedInlineInTheWidgetIsTheAppsFormattingWrittenAgain() throws {
        let widget = """
            struct BirthdaysProvider {
                func timeline() {
                    let formatter = DateFormatter()
                    formatter.dateFormat = "d/M"
                    let today = formatter.string(from: Date())
                    print(today)
                }
            }
            struct WidgetScreen { func show() { BirthdaysProvider().timeline() } }

            """
        #expect(try BehaviourTwinsTests.lint(["App/Birthdays.swift": Self.app, "Widget/Provider.swift": widget]) == [
            "App/Birthdays.swift:3:9: warning: the text BirthdaysProvider.timeline() builds inline (Widget/Provider.swift:5) outputs what BirthdaysViewModel.today (App/Birthdays.swift:3) outputs, on all 4 inputs tried (today [currentDate = Date(timeIntervalSince1970: 1709283907.0)] → \"1/3\"), in targets App, Widget that share no formatter for it; extract one into code both targets compile (a shared file or module) and call it from each (duplicated_formatting)",
        ])
    }

    /// A distance from now (`"2 hours ago"`) formats another date, not the current one: no input.
    @Test func aRelativeFormatOfTheCurrentDateHasNoInput() throws {
        let widget = """
            struct AgoProvider {
                func timeline() {
                    let formatter = RelativeDateTimeFormatter()
                    print(formatter.localizedString(for: Date(), relativeTo: Date()))
                }
            }
            struct WidgetScreen { func show() { AgoProvider().timeline() } }

            """
        #expect(try BehaviourTwinsTests.lint(["App/Birthdays.swift": Self.app, "Widget/Provider.swift": widget]) == [])
    }
}
