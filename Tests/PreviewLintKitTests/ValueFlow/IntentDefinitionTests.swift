import Foundation
import Testing
@testable import PreviewLintKit

/// A widget configured by a SiriKit intent reads types Xcode generates from the intent definition
/// (`configuration.statKind`): no Swift file declares them, so they are read from the definition.
/// Then the stat a widget shows is known to be formatted, and its placeholder's literal is told.
@Suite struct IntentDefinitionTests {
    static let definition = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
            <key>INEnums</key>
            <array>
                <dict>
                    <key>INEnumName</key><string>StatKind</string>
                    <key>INEnumValues</key>
                    <array>
                        <dict><key>INEnumValueName</key><string>unknown</string></dict>
                        <dict><key>INEnumValueName</key><string>adsBlocked</string></dict>
                    </array>
                </dict>
            </array>
            <key>INIntents</key>
            <array>
                <dict>
                    <key>INIntentName</key><string>StatsConfiguration</string>
                    <key>INIntentParameters</key>
                    <array>
                        <dict>
                            <key>INIntentParameterName</key><string>statKind</string>
                            <key>INIntentParameterType</key><string>Integer</string>
                            <key>INIntentParameterEnumType</key><string>StatKind</string>
                        </dict>
                    </array>
                </dict>
            </array>
        </dict>
        </plist>

        """

    static let widget = """
        import WidgetKit
        import SwiftUI
        struct StatData { var name: String; var value: String }
        extension StatKind {
            var displayString: String {
                switch self {
                case .adsBlocked: return String(format: "%.1fK", Double(Stats.blocked) / 1000)
                case .unknown: return ""
                }
            }
        }
        enum Stats { static var blocked = 0 }
        enum Shortcut { case newTab; var displayString: String { "New Tab" } }
        struct StatEntry: TimelineEntry { var date: Date; var statData: StatData }
        struct StatProvider: IntentTimelineProvider {
            func placeholder(in context: Context) -> StatEntry {
                StatEntry(date: Date(), statData: .init(name: "Blocked", value: "100k"))
            }
            func getTimeline(for configuration: StatsConfigurationIntent, in context: Context,
                             completion: @escaping (Timeline<StatEntry>) -> Void) {
                let stat = configuration.statKind
                let entry = StatEntry(date: Date(), statData: .init(name: "Blocked", value: stat.displayString))
                completion(Timeline(entries: [entry], policy: .never))
            }
        }

        """

    static func files(definition: Bool) -> [String: String] {
        var files = [".previewlint.yml": "rules:\n  preview_hardcoded_format: true\n", "Widget/StatWidget.swift": widget]
        if definition { files["Widget/Base.lproj/Widget.intentdefinition"] = Self.definition }
        return files
    }

    @Test func anIntentsParameterIsTypedByItsDefinition() throws {
        let lines = try TemporaryRepository(Self.files(definition: true)).run("provenance", "StatData.value").stdout
        #expect(lines.contains("    StatKind.displayString (Widget/StatWidget.swift:22)"), "\(lines)")
        #expect(!lines.contains("a value the source does not tell"), "\(lines)")
    }

    @Test func thePlaceholdersStatIsToldOnlyWhenTheDefinitionTypesIt() throws {
        let found = try TemporaryRepository(Self.files(definition: true)).run("lint", "--quiet").stdout
        #expect(found == "Widget/StatWidget.swift:17:73: warning: \"100k\" hard-codes what production formats into StatData.value "
            + "(StatData.value ← StatKind.displayString at Widget/StatWidget.swift:22; StatKind.displayString ← String(format:) at "
            + "Widget/StatWidget.swift:7); build the preview from a state value passed through that formatting instead "
            + "(preview_hardcoded_format)\n")
        #expect(try TemporaryRepository(Self.files(definition: false)).run("lint", "--quiet").stdout == "")
    }

    @Test func anUnreadableDefinitionDeclaresNothing() {
        #expect(IntentDefinitions.declarations(of: Data("not a plist".utf8), name: "X.intentdefinition") == nil)
    }
}
