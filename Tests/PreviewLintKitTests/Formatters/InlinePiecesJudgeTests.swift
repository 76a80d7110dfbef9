import Testing

/// Formatting written inline inside a member is compared by its outputs, and what that finds is
/// told instead of the member's code. It says nothing of the rest of the member: a value handed to
/// Foundation inline is never told, so two copied members keep their near-copy finding; and a
/// twin of one member of a type says nothing of a formatter of another class the type holds.
@Suite struct InlinePiecesJudgeTests {
    @Test func aFoundationCallInsideTwoCopiedMembersLeavesThemCopies() throws {
        let advanced = """
            import SwiftUI
            struct AdvancedPane: View {
                let interval: TimeInterval
                private func formattedToSeconds(_ interval: TimeInterval) -> LocalizedStringKey {
                    let formatted = interval.formatted()
                    return if interval == 1 {
                        LocalizedStringKey(formatted + " second")
                    } else {
                        LocalizedStringKey(formatted + " seconds")
                    }
                }
                var body: some View { Text(formattedToSeconds(interval)) }
            }

            """
        let general = """
            import SwiftUI
            final class Manager { var rehideInterval: TimeInterval = 0 }
            struct GeneralPane: View {
                let manager: Manager
                private var rehideIntervalKey: LocalizedStringKey {
                    let formatted = manager.rehideInterval.formatted()
                    if manager.rehideInterval == 1 {
                        return LocalizedStringKey(formatted + " second")
                    } else {
                        return LocalizedStringKey(formatted + " seconds")
                    }
                }
                var body: some View { Text(rehideIntervalKey) }
            }

            """
        let settings = """
            import SwiftUI
            struct SettingsView: View {
                var body: some View {
                    AdvancedPane(interval: 1)
                    GeneralPane(manager: Manager())
                }
            }

            """
        #expect(try BehaviourTwinsTests.lint([
            "App/AdvancedPane.swift": advanced, "App/GeneralPane.swift": general, "App/Settings.swift": settings,
        ]) == [
            "App/AdvancedPane.swift:4:18: warning: AdvancedPane.formattedToSeconds(_:) was copied and changed since as GeneralPane.rehideIntervalKey (App/GeneralPane.swift:5; 33 of the 36 tokens of the shorter recur in the other, in order), and neither can call the other (private or instance members); extract one formatter they all call before they drift (duplicated_formatting)",
        ])
    }

    /// The app sets up a duration formatter inside a member; its Live Activity extension holds one
    /// set up alike, beside a number formatter that is the app's inline text written again.
    @Test func aNumbersTwinLeavesTheTypesDurationFormatterTold() throws {
        let app = """
            import Foundation
            final class StatusController {
                var cage = ""
                var autosens = ""
                func updateCage(secondsAgo: Double) {
                    let formatter = DateComponentsFormatter()
                    formatter.unitsStyle = .positional
                    formatter.allowedUnits = [.day, .hour]
                    formatter.zeroFormattingBehavior = [.pad]
                    cage = formatter.string(from: secondsAgo) ?? ""
                }
                func updateStatus(_ status: [String: Any]) {
                    if let sens = status["sensitivityRatio"] as? Double {
                        autosens = String(format: "%.0f", sens * 100.0) + "%"
                    }
                }
            }
            struct StatusScreen { func show(_ c: StatusController) { c.updateCage(secondsAgo: 1); c.updateStatus([:]) } }

            """
        let widget = """
            import Foundation
            struct Snapshot { let autosens: Double?; let insertTime: Double }
            enum LAFormat {
                static let ageFormatter: DateComponentsFormatter = {
                    let formatter = DateComponentsFormatter()
                    formatter.unitsStyle = .positional
                    formatter.allowedUnits = [.day, .hour]
                    formatter.zeroFormattingBehavior = [.pad]
                    return formatter
                }()
                static func age(_ s: Snapshot) -> String { ageFormatter.string(from: s.insertTime) ?? "—" }
                static func autosens(_ s: Snapshot) -> String {
                    guard let v = s.autosens else { return "—" }
                    return String(format: "%.0f%%", v * 100)
                }
            }
            struct LockScreen { func show(_ s: Snapshot) { print(LAFormat.autosens(s), LAFormat.age(s)) } }

            """
        let project = """
            name: Loop
            targets:
              App: { type: application, platform: iOS, sources: [App] }
              Widget: { type: app-extension, platform: iOS, sources: [Widget] }

            """
        let rules = "rules:\n  duplicated_formatting: true\n  reimplemented_formatter: true\n"
        let repository = try TemporaryRepository(["project.yml": project, ".previewlint.yml": rules,
                                                  "App/Status.swift": app, "Widget/LiveActivity.swift": widget])
        #expect(try repository.run("lint", "--quiet").stdout.split(separator: "\n").map(String.init) == [
            "Widget/LiveActivity.swift:4:16: warning: LAFormat.ageFormatter holds a DateComponentsFormatter set up exactly as the one StatusController.updateCage(secondsAgo:) makes (App/Status.swift:6): unitsStyle = .positional, allowedUnits = [.day, .hour], zeroFormattingBehavior = [.pad], so both write the same text for every value; targets App, Widget share no formatter for it; move one into code both compile and use it from each (duplicated_formatting)",
            "Widget/LiveActivity.swift:12:17: warning: the text StatusController.updateStatus(_:) builds inline (App/Status.swift:14) outputs what LAFormat.autosens(_:) (Widget/LiveActivity.swift:12) outputs, on all 13 inputs tried (autosens(s) [s.autosens = 125.0] → \"12500%\", autosens(s) [s.autosens = 3661.0] → \"366100%\"), in targets App, Widget that share no formatter for it; extract one into code both targets compile (a shared file or module) and call it from each (duplicated_formatting)",
        ])
    }
}
