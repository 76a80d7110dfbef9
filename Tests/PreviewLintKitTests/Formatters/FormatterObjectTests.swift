import Testing

/// A formatter object another type declares (`TimeFormatters.clock`), called by its path from any
/// file, formats as its configuration says.
@Suite struct FormatterObjectTests {
    static let formatters = """
        import Foundation
        enum TimeFormatters {
            static let clock: DateFormatter = {
                let formatter = DateFormatter()
                formatter.dateFormat = "HH:mm"
                return formatter
            }()
        }

        """

    static let app = """
        import Foundation
        func readingTime(_ date: Date) -> String { TimeFormatters.clock.string(from: date) }
        struct AppScreen { func show() { print(readingTime(Date())) } }

        """

    /// The widget sets up its own formatter alike: it outputs what the app's call of the object does.
    @Test func theWidgetsOwnClockIsTheSharedFormatterObjectWrittenAgain() throws {
        let widget = """
            import Foundation
            func widgetTime(_ date: Date) -> String {
                let formatter = DateFormatter()
                formatter.dateFormat = "HH:mm"
                return formatter.string(from: date)
            }
            struct WidgetScreen { func show() { print(widgetTime(Date())) } }

            """
        #expect(try BehaviourTwinsTests.lint(["Shared/TimeFormatters.swift": Self.formatters, "App/Reading.swift": Self.app, "Widget/Time.swift": widget]) == [
            "App/Reading.swift:2:6: warning: widgetTime(_:) (Widget/Time.swift:2) outputs what readingTime(_:) (App/Reading.swift:2) outputs, on all 4 inputs tried (readingTime(Date(timeIntervalSince1970: 1709283907.0)) → \"09:05\"), in targets App, Widget that share no formatter for it; extract one into code both targets compile (a shared file or module) and call it from each (duplicated_formatting)",
        ])
    }

    /// In one target, a view that sets up its own formatter alike is told of the object its sibling calls.
    @Test func aViewsOwnFormatterIsToldOfTheObjectItsSiblingCalls() throws {
        let views = """
            import Foundation
            struct AddForm {
                private func time(_ date: Date) -> String { TimeFormatters.clock.string(from: date) }
                func show() { print(time(Date())) }
            }
            struct EditForm {
                private var formatter: DateFormatter {
                    let formatter = DateFormatter()
                    formatter.dateFormat = "HH:mm"
                    return formatter
                }
                private func time(_ date: Date) -> String { formatter.string(from: date) }
                func show() { print(time(Date())) }
            }
            struct Screens { func show() { AddForm().show(); EditForm().show() } }

            """
        #expect(try BehaviourTwinsTests.lint(["App/TimeFormatters.swift": Self.formatters, "App/Forms.swift": views]) == [
            "App/Forms.swift:3:18: warning: EditForm.time(_:) outputs what AddForm.time(_:) (App/Forms.swift:3) outputs, on all 4 inputs tried (time(Date(timeIntervalSince1970: 1709283907.0)) → \"09:05\"), and EditForm.time(_:) sets up its own formatter where AddForm.time(_:) calls TimeFormatters.clock; call that one (duplicated_formatting)",
        ])
    }

    /// Two members that both hand a date to the one formatter object share it: no copy.
    @Test func membersCallingTheSameObjectAreNoCopies() throws {
        let widget = """
            import Foundation
            func widgetTime(_ date: Date) -> String { TimeFormatters.clock.string(from: date) }
            struct WidgetScreen { func show() { print(widgetTime(Date())) } }

            """
        #expect(try BehaviourTwinsTests.lint(["Shared/TimeFormatters.swift": Self.formatters, "App/Reading.swift": Self.app, "Widget/Time.swift": widget]) == [])
    }

    /// An object set up in constants the model does not follow is known by its steps, and called
    /// by `string(from:)` like any other (not as a byte counter).
    @Test func anObjectKnownByItsStepsIsCalledForText() throws {
        let repository = try TemporaryRepository([
            "App/Formatters.swift": """
                import Foundation
                enum Formatters {
                    static let relative: DateFormatter = {
                        let formatter = DateFormatter()
                        formatter.dateStyle = .medium
                        formatter.doesRelativeDateFormatting = true
                        return formatter
                    }()
                }

                """,
            "App/Row.swift": "import Foundation\nfunc dayText(_ date: Date) -> String { Formatters.relative.string(from: date) }\n",
        ])
        let listing = try repository.run("formatters", "--all").stdout
        #expect(listing.contains("outputs dayText(Date(timeIntervalSince1970: 1709283907.0)) → \"⟨DateFormatter(dateStyle = .medium, doesRelativeDateFormatting = true) of Date(timeIntervalSince1970: 1709283907.0)⟩\""))
    }

    /// A format style built with three settings, written again in a sibling view, is a formatter
    /// set up twice; with one setting it is the platform's style chosen alike.
    @Test func aFormatStyleWrittenWithItsSettingsTwiceIsACopy() throws {
        func view(_ name: String, _ style: String) -> String {
            "import SwiftUI\nstruct \(name): View {\n    var timeout: Double\n    var secondsFormat: Duration.UnitsFormatStyle {\n        \(style)\n    }\n    var body: some View { Text(Duration.seconds(timeout).formatted(secondsFormat)) }\n}\nstruct \(name)Screen { func show() { print(\(name)(timeout: 1)) } }\n"
        }
        let configured = ".units(allowed: [.seconds], width: .narrow, fractionalPart: .show(length: 1))"
        #expect(try BehaviourTwinsTests.lint(["App/Advanced.swift": view("AdvancedView", configured), "App/Timeout.swift": view("TimeoutView", configured)]) == [
            "App/Advanced.swift:4:9: warning: secondsFormat is written again, token for token (its own names aside), as TimeoutView.secondsFormat (App/Timeout.swift:4), and neither can call the other (private or instance members); extract one formatter they all call before they drift (duplicated_formatting)",
        ])
        let chosen = ".units(width: .narrow)"
        #expect(try BehaviourTwinsTests.lint(["App/Advanced.swift": view("AdvancedView", chosen), "App/Timeout.swift": view("TimeoutView", chosen)]) == [])
        // A formatter object constructed and given two settings is no more than that.
        let object = "{\n        let formatter = DateComponentsFormatter()\n        formatter.unitsStyle = .abbreviated\n        formatter.allowedUnits = [.second]\n        return formatter\n    }()"
        let objects = [view("AdvancedView", "x"), view("TimeoutView", "x")].map {
            $0.replacingOccurrences(of: "var secondsFormat: Duration.UnitsFormatStyle {\n        x\n    }", with: "let secondsFormat: DateComponentsFormatter = \(object)")
        }
        #expect(objects[0].contains("DateComponentsFormatter()"))
        #expect(try BehaviourTwinsTests.lint(["App/Advanced.swift": objects[0], "App/Timeout.swift": objects[1]]) == [])
    }

    /// A closure called in place says what it makes by the value it returns, without an annotation.
    @Test func anObjectWithoutATypeAnnotationIsAnObject() throws {
        let source = """
            import Foundation
            extension DateFormatter {
                static let sharedWithMe = {
                    let formatter = DateFormatter()
                    formatter.dateFormat = "MMM d, yyyy"
                    return formatter
                }()
            }

            """
        let listing = try TemporaryRepository(["App/Dates.swift": source]).run("formatters", "--all").stdout
        #expect(listing.contains("outputs DateFormatter.sharedWithMe.string(from: Date(timeIntervalSince1970: 1709283907.0)) → \"Mar 1, 2024\""), "\(listing)")
    }

    /// An object no code that can be run calls (a widget's header picks it, or another it is
    /// handed) is compared as the function of a date it is: it writes what the app's helper writes.
    @Test func anObjectNothingRunnableCallsIsComparedByItsOutputs() throws {
        let widget = """
            import Foundation
            extension DateFormatter {
                static var month: DateFormatter {
                    let formatter = DateFormatter()
                    formatter.setLocalizedDateFormatFromTemplate("MMMM")
                    return formatter
                }
            }
            struct MonthHeader {
                func show(_ date: Date, _ chosen: DateFormatter?) {
                    print((chosen ?? DateFormatter.month).string(from: date))
                }
            }

            """
        let helpers = """
            import Foundation
            extension Date {
                func toMonthString() -> String {
                    let formatter = DateFormatter()
                    formatter.dateFormat = "MMMM"
                    return formatter.string(from: self)
                }
            }
            struct Header { func show(_ date: Date) { print(date.toMonthString()) } }

            """
        #expect(try BehaviourTwinsTests.lint(["Widget/Month.swift": widget, "Widget/Dates.swift": helpers]) == [
            "Widget/Month.swift:3:16: warning: DateFormatter.month outputs what Date.toMonthString() (Widget/Dates.swift:3) outputs, on all 4 inputs tried (Date(timeIntervalSince1970: 1709283907.0).toMonthString() → \"March\"); call that one instead of keeping a second formatter that will drift (reimplemented_formatter)",
        ])
    }

    /// A member of the object's own type reads it by its bare name (inlined, no call): that member
    /// stands for it, and the two are no formatter written twice.
    @Test func anObjectItsOwnTypeReadsIsNoSecondFormatter() throws {
        let format = """
            import Foundation
            enum LAFormat {
                private static let hhmmFormatter: DateFormatter = {
                    let formatter = DateFormatter()
                    formatter.dateFormat = "HH:mm"
                    return formatter
                }()
                static func updated(_ date: Date) -> String { hhmmFormatter.string(from: date) }
            }
            struct Card { func show() { print(LAFormat.updated(Date())) } }

            """
        #expect(try BehaviourTwinsTests.lint(["Widget/Format.swift": format]) == [])
    }

    /// A view's own formatter object, read inline by its body, sets up what the project's duration
    /// function already writes with its defaults (PulseWorkout): the object is the second
    /// formatter, and the body reading it is no third.
    @Test func aViewsOwnObjectIsTheProjectsFunctionWrittenAgain() throws {
        let formatters = """
            import Foundation
            func durationFormatter(elapsedSeconds: Double, minimizeLength: Bool = false) -> String {
                let formatter = DateComponentsFormatter()
                formatter.allowedUnits = [.hour, .minute, .second]
                formatter.zeroFormattingBehavior = .pad
                if minimizeLength, elapsedSeconds < 3600 { formatter.allowedUnits = [.minute, .second] }
                return formatter.string(from: elapsedSeconds) ?? ""
            }

            """
        let view = """
            import SwiftUI
            struct Activity { var elapsedTime: Double }
            struct DetailView: View {
                let activity: Activity
                @State private var durationFormatter: DateComponentsFormatter = {
                    let formatter = DateComponentsFormatter()
                    formatter.allowedUnits = [.hour, .minute, .second]
                    formatter.zeroFormattingBehavior = .pad
                    return formatter
                }()
                static func short(_ seconds: Double) -> String { durationFormatter(elapsedSeconds: seconds, minimizeLength: true) }
                var body: some View {
                    Text(durationFormatter.string(from: activity.elapsedTime) ?? "")
                    Text(Self.short(activity.elapsedTime))
                }
            }
            @main struct WorkoutApp: App { var body: some Scene { WindowGroup { DetailView(activity: Activity(elapsedTime: 1)) } } }

            """
        #expect(try BehaviourTwinsTests.lint(["App/Formatters.swift": formatters, "App/DetailView.swift": view]) == [
            "App/DetailView.swift:5:24: warning: DetailView.durationFormatter outputs what durationFormatter(elapsedSeconds:minimizeLength:) (App/Formatters.swift:2) with minimizeLength: false outputs, on all 13 inputs tried (durationFormatter(elapsedSeconds: 125.0, minimizeLength: false) → \"00:02:05\", durationFormatter(elapsedSeconds: 3661.0, minimizeLength: false) → \"01:01:01\"); call that one instead of keeping a second formatter that will drift (reimplemented_formatter)",
        ])
    }

    /// A formatter class's own object is an ingredient of the class's text (PulseWorkout's live
    /// clock adds hundredths to it), not a second duration formatter.
    @Test func anObjectAFormatterClassHoldsIsItsIngredient() throws {
        let clock = """
            import Foundation
            class ElapsedTimeFormatter: Formatter {
                var componentsFormatter: DateComponentsFormatter = {
                    let formatter = DateComponentsFormatter()
                    formatter.allowedUnits = [.hour, .minute, .second]
                    formatter.zeroFormattingBehavior = .pad
                    return formatter
                }()
                override func string(for value: Any?) -> String? {
                    guard let time = value as? TimeInterval, let text = componentsFormatter.string(from: time) else { return nil }
                    return String(format: "%@.%0.2d", text, Int(time.truncatingRemainder(dividingBy: 1) * 100))
                }
            }
            struct Clock { func show() { print(ElapsedTimeFormatter().string(for: 1.5) ?? "") } }

            """
        let formatters = """
            import Foundation
            func durationFormatter(elapsedSeconds: Double) -> String {
                let formatter = DateComponentsFormatter()
                formatter.allowedUnits = [.hour, .minute, .second]
                formatter.zeroFormattingBehavior = .pad
                return formatter.string(from: elapsedSeconds) ?? ""
            }
            struct History { func show() { print(durationFormatter(elapsedSeconds: 1)) } }

            """
        #expect(try BehaviourTwinsTests.lint(["App/Formatters.swift": formatters, "App/Clock.swift": clock]) == [])
    }

    /// An object of a fixed machine format (`"yyyy-MM-dd"` of stored dates) is data its readers
    /// share: a query bound written with its own formatter alike is no display text written twice
    /// (mmex, first-look trap E12-MT014).
    @Test func anObjectOfAMachineFormatIsData() throws {
        let dates = """
            import Foundation
            struct DateString {
                static let formatter: DateFormatter = {
                    let formatter = DateFormatter()
                    formatter.dateFormat = "yyyy-MM-dd"
                    return formatter
                }()
                let string: String
                init(_ date: Date) { string = Self.formatter.string(from: date) }
            }

            """
        let insights = """
            import Foundation
            final class InsightsModel {
                func load() {
                    let formatter = DateFormatter()
                    formatter.dateFormat = "yyyy-MM-dd"
                    let today = formatter.string(from: Date())
                    print("SELECT * WHERE date < '\\(today)z'")
                }
            }
            struct Insights { func show() { InsightsModel().load(); print(DateString(Date()).string) } }

            """
        #expect(try BehaviourTwinsTests.lint(["App/DateString.swift": dates, "App/Insights.swift": insights]) == [])
    }

    /// A format style chosen inline (`.number.precision(.fractionLength(1))` of an insulin total)
    /// writes what an object set up with one decimal writes for glucose (Trio): the platform's
    /// formatting chosen, no rewrite of the object.
    @Test func thePlatformsStyleChosenInlineIsNoRewriteOfAnObject() throws {
        let row = "struct GlucoseRow { let glucose: Double; func show() {"
            + " print(NumberFormatter.glucose.string(from: glucose as NSNumber) ?? \"\") } }\n"
        let glucose = DeclaredAgainTests.glucose + row
        let stats = """
            import SwiftUI
            struct BolusStats: View {
                let total: Double
                var body: some View { Text(total.formatted(.number.precision(.fractionLength(1)))) }
            }
            @main struct StatsApp: App { var body: some Scene { WindowGroup { BolusStats(total: 1); let _ = GlucoseRow(glucose: 1).show() } } }

            """
        #expect(try BehaviourTwinsTests.lint(["App/Glucose.swift": glucose, "App/Stats.swift": stats]) == [])
    }

    /// A platform style an object holds spells a date otherwise than a type's own title does: an
    /// object is compared only for equal outputs, never told of as a disagreement.
    @Test func anObjectIsNoFormatterAnotherDisagreesWith() throws {
        let identity = """
            import Foundation
            final class IdentityModel {
                static let dateFormatter: DateFormatter = {
                    let formatter = DateFormatter()
                    formatter.dateStyle = .medium
                    formatter.timeStyle = .none
                    return formatter
                }()
            }
            struct IdentityScreen { func configure(_ field: inout DateFormatter?) { field = IdentityModel.dateFormatter } }

            """
        let update = """
            import Foundation
            struct Update {
                let date: Date
                var title: String {
                    let formatter = DateFormatter()
                    formatter.dateFormat = "MMMM dd yyyy"
                    return formatter.string(from: date)
                }
            }
            struct Updates { func show() { print(Update(date: Date()).title) } }

            """
        #expect(try BehaviourTwinsTests.lint(["App/IdentityModel.swift": identity, "App/Update.swift": update]) == [])
    }
}
