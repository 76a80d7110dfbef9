import Testing

/// A formatter property a method configures again (`setLocalizedDateFormatFromTemplate("HH:mm")`,
/// `dateFormat = …`) formats with whatever the code that ran last set: its uses are unknown, not
/// run with the configuration it was made with (which printed "" for every date).
@Suite struct FormatterReconfigurationTests {
    static func files(change: String) -> [String: String] {
        [
            "App/ChatDates.swift": """
                import Foundation
                final class ChatDates {
                    private let dateFormatter: DateFormatter = {
                        let dateFormatter = DateFormatter()
                        dateFormatter.dateStyle = .medium
                        return dateFormatter
                    }()
                    func day(_ date: Date) -> String {
                        \(change)
                        return dateFormatter.string(from: date)
                    }
                }

                """,
        ]
    }

    @Test func aFormatterChangedByAMethodIsNotModelled() throws {
        for change in ["dateFormatter.setLocalizedDateFormatFromTemplate(\"HH:mm\")", "self.dateFormatter.dateFormat = \"EEE\""] {
            let listing = try TemporaryRepository(Self.files(change: change)).run("formatters", "--all").stdout
            #expect(!listing.contains("outputs"), "\(change): \(listing)")
        }
    }

    @Test func aFormatterOnlyItsDeclarationConfiguresIsRun() throws {
        let listing = try TemporaryRepository(Self.files(change: "")).run("formatters", "--all").stdout
        #expect(listing.contains("→ \"Mar 1, 2024\""), "\(listing)")
    }
}
