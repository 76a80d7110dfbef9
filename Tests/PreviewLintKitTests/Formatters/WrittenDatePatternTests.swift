import Testing
@testable import PreviewLintKit

/// A date pattern the project writes out (`"yyyy-MM-dd HH:mm:ss.SSS"`) is a format of its own: written
/// twice in one target where neither place can call the other, it is formatting written twice, however
/// few tokens the inline place takes, where both format one field. A platform style chosen twice
/// (`dateStyle = .medium`) is not, nor two dates that only share a common pattern.
@Suite struct WrittenDatePatternTests {
    static func logs(_ setUp: String, rowField: String = "date") -> String {
        """
        import SwiftUI
        struct LogEntry { let date: Date; let savedAt: Date; let level: Int }
        struct LogLevel { let name: String; init(_ level: Int) { name = level > 2 ? "error" : "info" } }
        struct LogsView: View {
            let entries: [LogEntry]
            private func formatEntry(_ entry: LogEntry) -> String {
                let formatter = DateFormatter()
                \(setUp)
                let level = LogLevel(entry.level).name
                return "[\\(formatter.string(from: entry.date))] [\\(level)]"
            }
            var body: some View { Text(entries.map(formatEntry).joined()) }
        }
        struct LogRow: View {
            let entry: LogEntry
            private var dateString: String {
                let formatter = DateFormatter()
                \(setUp)
                return formatter.string(from: entry.\(rowField))
            }
            var body: some View { Text(dateString) }
        }
        struct Screen: View {
            let entry: LogEntry
            var body: some View { VStack { LogsView(entries: [entry]); LogRow(entry: entry) } }
        }

        """
    }

    @Test func aWrittenPatternTwiceInOneTargetIsReported() throws {
        let logs = Self.logs("formatter.dateFormat = \"yyyy-MM-dd HH:mm:ss\"")
        let found = try BehaviourTwinsTests.lint(["App/Logs.swift": logs])
        #expect(found.count == 1)
        let message = "LogRow.dateString outputs what the text LogsView.formatEntry(_:) builds inline"
        #expect(found.first?.contains(message) == true)
        #expect(found.first?.contains("neither can call the other") == true)
    }

    @Test func aPlatformStyleChosenTwiceIsNot() throws {
        #expect(try BehaviourTwinsTests.lint(["App/Logs.swift": Self.logs("formatter.dateStyle = .medium")]) == [])
    }

    @Test func twoFieldsSharingAPatternAreNot() throws {
        let logs = Self.logs("formatter.dateFormat = \"yyyy-MM-dd HH:mm:ss\"", rowField: "savedAt")
        #expect(try BehaviourTwinsTests.lint(["App/Logs.swift": logs]) == [])
    }

    /// Two members that read their type's own formatter object share it: its pattern is written once.
    @Test func twoReadersOfTheTypesFormatterObjectAreNot() throws {
        let model = """
            import Foundation
            struct LogLevel { let name: String; init(_ level: Int) { name = level > 2 ? "error" : "info" } }
            struct LogRecord: Encodable {
                private static let jsonDateFormatter: DateFormatter = {
                    let formatter = DateFormatter()
                    formatter.dateFormat = "yyyy-MM-dd HH:mm:ss.SSS"
                    return formatter
                }()
                let level: Int
                let timestamp: TimeInterval
                func encode(to encoder: Encoder) throws {
                    let time = LogRecord.jsonDateFormatter.string(from: Date(timeIntervalSince1970: timestamp))
                    print(time, LogLevel(level).name)
                }
                func orderedJSON() -> String {
                    let time = Self.jsonDateFormatter.string(from: Date(timeIntervalSince1970: timestamp))
                    return "{\\"tm\\": \\"\\(time)\\", \\"lvl\\": \\"\\(LogLevel(level).name)\\"}"
                }
            }
            struct Logger {
                func write(_ record: LogRecord) { print(record.orderedJSON()); _ = try? JSONEncoder().encode(record) }
            }

            """
        #expect(try BehaviourTwinsTests.lint(["App/Log.swift": model]) == [])
    }

    /// A member that sets up a formatter as a held one does is the set-up rule's to tell (use that
    /// one), not a date pattern written out once more.
    @Test func aSetUpAHeldFormatterRepeatsIsToldOfThatFormatter() throws {
        let held = """
            import Foundation
            enum Formats {
                static let stamp: DateFormatter = {
                    let formatter = DateFormatter()
                    formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
                    return formatter
                }()
            }

            """
        let logs = Self.logs("formatter.dateFormat = \"yyyy-MM-dd HH:mm:ss\"")
        let found = try BehaviourTwinsTests.lint(["App/Logs.swift": logs, "App/Formats.swift": held])
        #expect(!found.contains { $0.contains("outputs what the text LogsView.formatEntry(_:) builds inline") })
    }
}
