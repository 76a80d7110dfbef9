import Testing

/// Text built inline inside members reported as copies of one another (`return "\(minutes):\(secondsStr)"`
/// in two views' `retryDelayString()`) is the same formatting as those members: it is told once, as
/// the members' copy, not again as "the text X builds inline outputs what the text Y builds inline outputs".
@Suite struct InlineInsideCopyTests {
    /// An instance method of a view reading the view's own date: its outputs are unknown, its text is not.
    static let retryDelayString = """
        func retryDelayString() -> String? {
            guard let remaining = invalidPin.waitTimeFrom(currentDate)?.rounded() else { return nil }
            let minutes = Int(remaining / 60.0)
            let seconds = Int(remaining) % 60
            let nf = NumberFormatter()
            nf.minimumIntegerDigits = 2
            let secondsStr = nf.string(from: NSNumber(value: seconds)) ?? "00"
            return "\\(minutes):\\(secondsStr)"
        }
    """

    static let unlock = """
    import SwiftUI
    struct UnlockView: View {
        @State var currentDate = Date()
        @State private var pin = ""
        let invalidPin: InvalidPin
        var body: some View {
            VStack {
                SecureField("PIN", text: $pin)
                if let delay = retryDelayString() {
                    Text("Try again in \\(delay)")
                }
            }
        }
    \(retryDelayString)
    }

    """

    static let settings = """
    import SwiftUI
    struct SettingsView: View {
        @State var currentDate = Date()
        @State private var showsLock = false
        let invalidPin: InvalidPin
        var body: some View {
            Form {
                Toggle("Lock", isOn: $showsLock)
                Text(retryDelayString() ?? "")
            }
        }
    \(retryDelayString)
    }

    """

    static let app = """
    import SwiftUI
    @main struct LockApp: App {
        var body: some Scene {
            WindowGroup {
                UnlockView(invalidPin: .init())
                SettingsView(invalidPin: .init())
            }
        }
    }

    """

    static let widget = """
    import SwiftUI
    struct LockWidgetView: View {
        @State var currentDate = Date()
        let invalidPin: InvalidPin
        var body: some View {
            HStack {
                Image(systemName: "lock")
                Text(retryDelayString() ?? "Unlocked")
            }
        }
    \(retryDelayString)
    }
    struct WidgetScreen: View { var body: some View { LockWidgetView(invalidPin: .init()) } }

    """

    /// Two views of one target: the members' copy alone, not their inline `"\(minutes):\(secondsStr)"`.
    @Test func textInsideTwoCopiesInOneTargetIsNotToldAgain() throws {
        let files = ["App/App.swift": Self.app, "App/UnlockView.swift": Self.unlock,
                     "App/SettingsView.swift": Self.settings]
        #expect(try BehaviourTwinsTests.lint(files) == [
            "App/SettingsView.swift:12:10: warning: retryDelayString() is written again, token for token (its own names aside), as UnlockView.retryDelayString() (App/UnlockView.swift:14), and neither can call the other (private or instance members); extract one formatter they all call before they drift (duplicated_formatting)",
        ])
    }

    /// Three copies, one in the widget: one finding for the three members, none for the text inside them.
    @Test func textInsideThreeCopiesAcrossTargetsIsNotToldAgain() throws {
        let files = ["App/App.swift": Self.app, "App/UnlockView.swift": Self.unlock,
                     "App/SettingsView.swift": Self.settings, "Widget/LockWidgetView.swift": Self.widget]
        #expect(try BehaviourTwinsTests.lint(files) == [
            "App/SettingsView.swift:12:10: warning: retryDelayString() is written again, token for token (its own names aside), as UnlockView.retryDelayString() (App/UnlockView.swift:14), LockWidgetView.retryDelayString() (Widget/LockWidgetView.swift:11), and none of them can call another (private or instance members); extract one formatter they all call before they drift (duplicated_formatting)",
        ])
    }
}
