import Testing

/// Formatting written inline in a view body or a method, compared by what it outputs like a
/// formatting member: the values it reads are its inputs.
@Suite struct InlineFormattingTests {
    static func lint(_ files: [String: String]) throws -> [String] {
        try BehaviourTwinsTests.lint(files)
    }

    static let appClock = "func clock(_ seconds: Int) -> String { String(format: \"%02d:%02d\", seconds / 60, seconds % 60) }\nstruct AppScreen { func show() { print(clock(1)) } }\n"

    /// The same formatting, spelled with no format string the widget's shares.
    static let appClockPieces = "func clock(_ seconds: Int) -> String { String(format: \"%02d\", seconds / 60) + \":\" + String(format: \"%02d\", seconds % 60) }\nstruct AppScreen { func show() { print(clock(1)) } }\n"

    @Test func aWidgetViewsInlineClockDisagreesWithTheApps() throws {
        let widget = """
            struct TimerView: View {
                let remaining: Int
                var body: some View {
                    let minutes = remaining / 60
                    let seconds = remaining % 60
                    Text(String(format: "%d:%02d", minutes, seconds))
                }
            }
            struct WidgetScreen { func show() { print(TimerView(remaining: 1)) } }

            """
        #expect(try Self.lint(["App/Clock.swift": Self.appClock, "Widget/TimerView.swift": widget]) == [
            "Widget/TimerView.swift:6:14: warning: the text TimerView.body builds inline and clock(_:) (App/Clock.swift:1) format one kind of value differently: (remaining = 125) is \"2:05\", clock(125) is \"02:05\" (they agree on 6 inputs, such as clock(3599) → \"59:59\", clock(3600) → \"60:00\"); targets App, Widget show the value two ways: share one formatter (duplicated_formatting)",
        ])
    }

    /// A widget entry's field and a Live Activity's state, declared in another file: the fields
    /// read are the inputs, typed by the project's declarations once every file is read.
    static let entryAndActivity = """
        struct SimpleEntry: TimelineEntry {
            let date: Date
            let remaining: Int
        }
        struct Provider: TimelineProvider {
            typealias Entry = SimpleEntry
        }
        struct TimerAttributes: ActivityAttributes {
            struct ContentState: Codable, Hashable {
                var seconds: Int
            }
        }
        struct WidgetBundleMain: WidgetBundle {
            var body: some Widget { TimerLiveActivity() }
        }

        """

    @Test func fieldsOfAnEntryAndAnActivityStateAreInputs() throws {
        let views = """
            struct TimerWidgetView: View {
                var entry: Provider.Entry
                var body: some View {
                    Text(String(format: "%d:%02d", entry.remaining / 60, entry.remaining % 60))
                }
            }
            struct TimerLiveActivity: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: TimerAttributes.self) { context in
                        Text(String(format: "%02d:%02d", context.state.seconds / 60, context.state.seconds % 60))
                    } dynamicIsland: { context in
                        DynamicIsland { } compactLeading: { Text(clock(context.state.seconds)) } compactTrailing: { } minimal: { }
                    }
                }
            }
            struct WidgetScreen { func show() { print(TimerWidgetView(entry: SimpleEntry(date: Date(), remaining: 1))) } }

            """
        let files = [
            "App/Clock.swift": Self.appClockPieces, "Widget/Entry.swift": Self.entryAndActivity,
            "Widget/Views.swift": views,
        ]
        // The widget's view parts from the app's clock, but the widget's Live Activity writes the
        // app's style too: two styles side by side (`StylesSideBySideTests`), not told.
        #expect(try Self.lint(files) == [
            "App/Clock.swift:1:6: warning: the text TimerLiveActivity.body builds inline (Widget/Views.swift:10) outputs what clock(_:) (App/Clock.swift:1) outputs, on all 13 inputs tried (clock(125) → \"02:05\", clock(3661) → \"61:01\"), in targets App, Widget that share no formatter for it; extract one into code both targets compile (a shared file or module) and call it from each (duplicated_formatting)",
        ])
        var repository = files
        repository[".previewlint.yml"] = BehaviourTwinsTests.configuration
        let listing = try TemporaryRepository(repository).run("formatters", "--all").stdout
        #expect(listing.contains("outputs (entry.remaining = 125) → \"2:05\""))
    }

    @Test func aMemberReadsItsStoredContextsFieldsAsInputs() throws {
        let lock = """
            struct LockScreenView: View {
                let context: ActivityViewContext<TimerAttributes>
                var elapsedText: String {
                    let s = context.state.seconds
                    return String(format: "%d:%02d", s / 60, s % 60)
                }
                var missing: String { "\\(context.attributes.count / 60) min" }
            }

            """
        let repository = try TemporaryRepository(["Widget/Entry.swift": Self.entryAndActivity, "Widget/Lock.swift": lock])
        let result = try repository.run("formatters", "--all")
        #expect(result.stdout == """
            Widget/Lock.swift:3:9: LockScreenView.elapsedText
              outputs elapsedText [context.state.seconds = 0] → "0:00"
              outputs elapsedText [context.state.seconds = 125] → "2:05"
              outputs elapsedText [context.state.seconds = 3661] → "61:01"
              formats TimerAttributes.ContentState.seconds
            Widget/Lock.swift:7:9: LockScreenView.missing
              outputs unknown: reads context.attributes.count, a field of no modelled type the project declares
            2 members that format

            """)
    }

    @Test func inlineTextThatCanCallTheSharedFormatterIsReimplemented() throws {
        let shared = "enum TimeText {\n    static func clock(_ seconds: Int) -> String { String(format: \"%d:%02d\", seconds / 60, seconds % 60) }\n}\nstruct Screen { func show() { print(TimeText.clock(1)) } }\n"
        let cell = """
            final class TimerCell {
                var label = ""
                func configure(elapsed: Double) {
                    let total = Int(elapsed)
                    label = "\\(total / 60):" + String(format: "%02d", total % 60)
                }
            }
            struct Feed { func show() { TimerCell().configure(elapsed: 1) } }

            """
        #expect(try Self.lint(["App/TimeText.swift": shared, "App/TimerCell.swift": cell]) == [
            "App/TimerCell.swift:5:9: warning: the text TimerCell.configure(elapsed:) builds inline outputs what TimeText.clock(_:) (App/TimeText.swift:2) outputs, on all 13 inputs tried (clock(125) → \"2:05\", clock(3661) → \"61:01\"); call that one instead of keeping a second formatter that will drift (reimplemented_formatter)",
        ])
    }

    @Test func aValueOfUnknownOriginLeavesTheInlineTextUnknown() throws {
        let widget = """
            struct TimerView: View {
                let entry: Entry
                var body: some View {
                    let seconds = entry.remaining
                    Text(String(format: "%d:%02d", seconds / 60, seconds % 60))
                }
            }
            struct WidgetScreen { func show() { print(TimerView(entry: Entry())) } }

            """
        #expect(try Self.lint(["App/Clock.swift": Self.appClockPieces, "Widget/TimerView.swift": widget]) == [])
    }

    @Test func aPlainInterpolationInABodyIsNotFormatting() throws {
        let widget = "struct Badge: View {\n    let count: Int\n    var body: some View { Text(\"\\(count) items\") }\n}\nstruct WidgetScreen { func show() { print(Badge(count: 1)) } }\n"
        let app = "func items(_ n: Int) -> String { String(n) + \" items\" }\nstruct AppScreen { func show() { print(items(1)) } }\n"
        #expect(try Self.lint(["App/Items.swift": app, "Widget/Badge.swift": widget]) == [])
    }

    @Test func inlineFormattingInPreviewsIsNotProductions() throws {
        let widget = """
            struct TimerView: View {
                var body: some View { Text("") }
            }
            #Preview {
                let remaining = 125
                VStack {
                    TimerView()
                    Text(String(format: "%d:%02d", remaining / 60, remaining % 60))
                }
            }

            """
        #expect(try Self.lint(["App/Clock.swift": Self.appClockPieces, "Widget/TimerView.swift": widget]) == [])
    }

    /// A value rounded to show (`Int(latency)`, `ceil(x)`, `x.rounded()`) is formatted, not printed as is.
    @Test func aValueRoundedToShowIsFormatting() throws {
        let cell = """
            import UIKit
            final class LatencyCell: UITableViewCell {
                let latencyField = UILabel()
                func configure(latency: Double) { latencyField.text = "\\(Int(latency)) ms" }
            }
            struct Screen { func show() { LatencyCell().configure(latency: 1) } }

            """
        let lines = try TemporaryRepository.formatterLines(["App/LatencyCell.swift": cell])
        #expect(lines.contains("App/LatencyCell.swift:4:39: the text LatencyCell.configure(latency:) builds inline"))
        #expect(lines.contains("  outputs (latency = 125.0) → \"125 ms\""))
    }

    /// Two rows of one view showing a fraction as a percentage: an idiom in one target, and a
    /// battery level's formatter is no formatter for a download's progress.
    @Test func aScaledPercentWrittenTwiceIsAnIdiom() throws {
        let rows = """
            struct DownloadRow: View {
                let progress: Double
                var body: some View { Text("\\(Int(progress * 100))%") }
                func waitingRow(progress: Double) -> some View { Text("\\(Int(progress * 100))%") }
            }
            enum Battery {
                static func text(_ level: Double) -> String { "\\(Int(level * 100))%" }
            }
            final class ProgressHUD {
                let percentageLabel = UILabel()
                func setProgress(_ value: Double) { percentageLabel.text = "\\(Int(value * 100))%" }
            }
            struct Feed { func show() { print(DownloadRow(progress: 1).waitingRow(progress: 1), Battery.text(1)); ProgressHUD().setProgress(1) } }

            """
        #expect(try Self.lint(["App/DownloadRow.swift": rows]) == [])
    }

    /// Text made only to be parsed back into a number (`Int(formatter.string(from: date))!`) is
    /// computed with, not shown.
    @Test func textParsedBackIntoANumberIsNotFormatting() throws {
        let item = """
            struct Item {
                static let monthFormatter: DateFormatter = { let f = DateFormatter(); f.dateFormat = "MM"; return f }()
                func isNew(currentDate: Date) -> Bool { Int(Item.monthFormatter.string(from: currentDate))! == 3 }
            }

            """
        let repository = try TemporaryRepository(["App/Item.swift": item])
        #expect(try repository.run("formatters", "--all").stdout.contains("isNew") == false)
    }

    /// A watch app's countdown and the phone's, each inline in a `TimelineView`: the remaining
    /// seconds (an `Int`, as `max(0, Int(…))` says) are the input, whatever they are computed from.
    @Test func aWatchCountdownAndThePhonesAreOneFormatting() throws {
        let watch = """
            struct ContentView: View {
                let range: Range<Date>
                var body: some View {
                    TimelineView(.periodic(from: range.lowerBound, by: 1)) { context in
                        let remaining = max(0, Int(range.upperBound.timeIntervalSince(context.date)))
                        let minutes = remaining / 60
                        let seconds = remaining % 60
                        Text(String(format: "%d:%02d", minutes, seconds))
                    }
                }
            }
            struct WatchApp { var body: some Scene { WindowGroup { ContentView(range: Date()..<Date()) } } }

            """
        let phone = """
            private struct CountdownView: View {
                let end: Date
                var body: some View {
                    TimelineView(.periodic(from: .now, by: 1)) { context in
                        let remaining = max(0, Int(end.timeIntervalSince(context.date)))
                        let (minutes, seconds) = remaining.quotientAndRemainder(dividingBy: 60)
                        Text(String(format: "%d:%02d", minutes, seconds))
                    }
                }
            }
            struct TestView: View { var body: some View { CountdownView(end: Date()) } }

            """
        let files = ["App/CountdownView.swift": phone, "Widget/ContentView.swift": watch]
        #expect(try Self.lint(files) == [
            "App/CountdownView.swift:7:18: warning: the text ContentView.body builds inline (Widget/ContentView.swift:8) outputs what the text CountdownView.body builds inline (App/CountdownView.swift:7) outputs, on all 13 inputs tried ((remaining = 125) → \"2:05\", (remaining = 3661) → \"61:01\"), in targets App, Widget that share no formatter for it; extract one into code both targets compile (a shared file or module) and call it from each (duplicated_formatting)",
        ])
    }

    /// The app and its Mac app each hand a date to a long-style formatter: the platform's
    /// formatting, chosen alike twice, not a formatter written twice.
    @Test func aDateHandedToAFormatterInTwoTargetsIsThePlatformsFormatting() throws {
        func model(_ name: String) -> String {
            """
            final class \(name) {
                var text = ""
                private let dateFormatter: DateFormatter = { let f = DateFormatter(); f.dateStyle = .long; return f }()
                func update(date: Date) { text = "Renews " + dateFormatter.string(from: date) }
                func show(date: Date) { text = dateFormatter.string(from: date) }
            }
            struct \(name)Screen { func show() { \(name)().update(date: Date()); \(name)().show(date: Date()) } }

            """
        }
        #expect(try Self.lint(["App/SubscriptionModel.swift": model("SubscriptionModel"), "Widget/PreferencesModel.swift": model("PreferencesModel")]) == [
            "App/SubscriptionModel.swift:4:31: warning: the text PreferencesModel.update(date:) builds inline (Widget/PreferencesModel.swift:4) outputs what the text SubscriptionModel.update(date:) builds inline (App/SubscriptionModel.swift:4) outputs, on all 4 inputs tried ((date = Date(timeIntervalSince1970: 1709283907.0)) → \"Renews March 1, 2024\"), in targets App, Widget that share no formatter for it; extract one into code both targets compile (a shared file or module) and call it from each (duplicated_formatting)",
        ])
    }

    /// Two screens of one app hand a stored timestamp, converted to a date on the way, to a
    /// short-style formatter: still the platform's formatting chosen alike twice.
    @Test func aConvertedTimestampHandedToAFormatterIsThePlatformsFormatting() throws {
        func screen(_ name: String) -> String {
            """
            import Foundation
            final class \(name) {
                var detail = ""
                func reload(bootStamp: UInt64) {
                    let dateFormatter = DateFormatter().then {
                        $0.dateStyle = .short
                    }
                    detail = dateFormatter.string(from: Date(timeIntervalSince1970: TimeInterval(bootStamp)))
                }
            }
            struct \(name)Screen { func show() { \(name)().reload(bootStamp: 0) } }

            """
        }
        let files = ["App/InternalsController.swift": screen("InternalsController"),
                     "App/DebugController.swift": screen("DebugController")]
        #expect(try Self.lint(files) == [])
    }

    /// A sidebar badge hidden at zero and a widget's count: whether the value shows, not how; and a
    /// helper around `.formatted()` is the platform's formatting, not one to call instead.
    @Test func aBadgeHiddenAtZeroIsNoSecondWayToShowACount() throws {
        let badge = """
            final class UnreadCountView {
                var unreadCount = 0
                var unreadCountString: String { unreadCount < 1 ? "" : "\\(unreadCount.formatted())" }
            }
            enum Stats {
                static func formattedNumber(_ value: Int) -> String { value.formatted() }
            }
            struct Sidebar { func show() { print(UnreadCountView().unreadCountString, Stats.formattedNumber(1)) } }

            """
        let widget = """
            struct UnreadWidgetView: View {
                let count: Int
                var body: some View { Text(count.formatted()) }
            }
            struct WidgetScreen { func show() { print(UnreadWidgetView(count: 1)) } }

            """
        #expect(try Self.lint(["App/UnreadCountView.swift": badge, "Widget/UnreadWidget.swift": widget]) == [])
    }

    @Test func theListingNamesInlineFormattingAndItsInputs() throws {
        let view = "struct TimerView: View {\n    let remaining: Int\n    var body: some View { Text(String(format: \"%d:%02d\", remaining / 60, remaining % 60)) }\n}\n"
        let repository = try TemporaryRepository(["App/TimerView.swift": view])
        #expect(try repository.run("formatters", "--all").stdout == """
            App/TimerView.swift:3:32: the text TimerView.body builds inline
              outputs (remaining = 0) → "0:00"
              outputs (remaining = 125) → "2:05"
              outputs (remaining = 3661) → "61:01"
              formats TimerView.remaining
            1 member that formats

            """)
    }

    /// In a method, a name no parameter declares is the type's stored property: its fields are inputs.
    @Test func aMethodReadsItsTypesStoredValuesFields() throws {
        let cell = """
            struct Entry { let seconds: Int }
            final class TimerCell {
                var entry = Entry(seconds: 0)
                let label = UILabel()
                func configure(animated: Bool) { label.text = String(format: "%d:%02d", entry.seconds / 60, entry.seconds % 60) }
            }

            """
        let repository = try TemporaryRepository(["App/TimerCell.swift": cell])
        #expect(try repository.run("formatters", "--all").stdout.contains("""
            App/TimerCell.swift:5:38: the text TimerCell.configure(animated:) builds inline
              outputs (entry.seconds = 0) → "0:00"
            """))
    }

    /// A watch's copy of the phone's hand-written "Xh Ym" that only hides zero still disagrees:
    /// copies of written formatting are worth one shared helper.
    @Test func aHandWrittenCopyThatHidesZeroStillDisagrees() throws {
        let phone = "func formattedDuration(fromReadingsCount count: Int) -> String {\n    let total = count * 5\n    if total / 60 == 0 { return \"\\(total % 60)m\" }\n    return \"\\(total / 60)h \\(total % 60)m\"\n}\nstruct Stats { func show() { print(formattedDuration(fromReadingsCount: 1)) } }\n"
        let watch = "func durationText(fromReadingsCount count: Int) -> String {\n    guard count > 0 else { return \"\" }\n    let total = count * 5\n    if total / 60 == 0 { return \"\\(total % 60)m\" }\n    return \"\\(total / 60)h \\(total % 60)m\"\n}\nstruct WatchStats { func show() { print(durationText(fromReadingsCount: 1)) } }\n"
        let found = try Self.lint(["App/Stats.swift": phone, "Widget/WatchStats.swift": watch])
        #expect(found.count == 1 && found[0].contains("format one kind of value differently: formattedDuration(fromReadingsCount: 0) is \"0m\", durationText(fromReadingsCount: 0) is \"\""), "\(found)")
    }

    /// A view model that formats elapsed time itself in two branches, each what the shared
    /// formatter outputs with one setting: one finding, showing the branch that says most.
    @Test func branchesOfOneMemberAreOneCopyToldByTheRicherBranch() throws {
        let model = """
            final class TimerViewModel {
                var secondsElapsed: Double = 0
                let settings = AppSettings.shared
                func elapsedText() -> String {
                    let whole = Int(secondsElapsed)
                    if settings.showSeconds {
                        return String(format: "%d:%02d", whole / 60, whole % 60)
                    } else {
                        return String(format: "%d", whole / 60)
                    }
                }
            }
            struct TimerScreen { func show() { print(TimerViewModel().elapsedText(), timerDisplayFromSeconds(seconds: 1, showSeconds: true)) } }

            """
        let seed = "func timerDisplayFromSeconds(seconds: Double, showSeconds: Bool) -> String {\n    let total = Int(seconds)\n    if showSeconds { return String(format: \"%d:%02d\", total / 60, total % 60) }\n    return \"\\(total / 60)\"\n}\n"
        let found = try Self.lint(["App/TimerViewModel.swift": model, "App/TimerFormatting.swift": seed]).filter { $0.contains("builds inline") }
        #expect(found.count == 1 && found[0].hasPrefix("App/TimerViewModel.swift:7:20: warning: the text TimerViewModel.elapsedText() builds inline outputs what timerDisplayFromSeconds(seconds:showSeconds:) (App/TimerFormatting.swift:1) with showSeconds: true outputs"), "\(found)")
    }
}
