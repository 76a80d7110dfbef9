import Testing

/// A formatter copied token for token where the shared one can be called is reported only where
/// production uses the copy: one nothing uses shows no text that could drift (it is dead code).
@Suite struct UnusedCopyTests {
    static let shared = """
        import Foundation
        extension Date {
            static let mediumDateFormatter: DateFormatter = {
                let formatter = DateFormatter()
                formatter.dateStyle = .medium
                formatter.timeStyle = .none
                return formatter
            }()
        }
        func showDate(_ date: Date) { print(Date.mediumDateFormatter.string(from: date)) }

        """

    static func screen(uses: Bool) -> String {
        """
        import Foundation
        final class Screen {
            private lazy var dateFormatter: DateFormatter = {
                let dateFormatter = DateFormatter()
                dateFormatter.dateStyle = .medium
                dateFormatter.timeStyle = .none
                return dateFormatter
            }()
            func show(_ date: Date) { print(\(uses ? "dateFormatter.string(from: date)" : "date")) }
        }
        func present() { Screen().show(Date()) }

        """
    }

    @Test func aUsedCopyIsReported() throws {
        let lines = try BehaviourTwinsTests.lint(["App/Date+Formatting.swift": Self.shared, "App/Screen.swift": Self.screen(uses: true)])
        #expect(lines.contains { $0.hasPrefix("App/Screen.swift:3:22: warning: dateFormatter is the same code as Date.mediumDateFormatter") }, "\(lines)")
    }

    @Test func aCopyNothingUsesIsNotReported() throws {
        let lines = try BehaviourTwinsTests.lint(["App/Date+Formatting.swift": Self.shared, "App/Screen.swift": Self.screen(uses: false)])
        #expect(lines.isEmpty, "\(lines)")
    }
}
