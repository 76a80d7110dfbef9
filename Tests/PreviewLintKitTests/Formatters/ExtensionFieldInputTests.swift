import Testing

/// A member of an extension of the project's type reads that type's fields, declared elsewhere:
/// they are its inputs, typed once every file is read, as a member of the type's own declaration
/// reads its stored properties.
@Suite struct ExtensionFieldInputTests {
    static let item = "struct CampaignItem {\n    let impressions: Int\n    let title: String\n}\n"
    static let widget = """
        func abbreviate(_ n: Int) -> String {
            if n >= 1000 { return String(format: "%.1fK", Double(n) / 1000) }
            return "\\(n)"
        }
        struct WidgetScreen { func show() { print(abbreviate(1)) } }

        """

    @Test func aFieldReadInAnExtensionIsAnInput() throws {
        let text = """
            extension CampaignItem {
                var humanReadableImpressions: String {
                    impressions >= 1000 ? String(format: "%.1fK", Double(impressions) / 1000) : "\\(impressions)"
                }
            }
            struct AppScreen { func show(_ i: CampaignItem) { print(i.humanReadableImpressions) } }

            """
        #expect(try BehaviourTwinsTests.lint(["App/Item.swift": Self.item, "App/Item+Text.swift": text, "Widget/Abbrev.swift": Self.widget]) == [
            "Widget/Abbrev.swift:1:6: warning: CampaignItem.humanReadableImpressions (App/Item+Text.swift:2) outputs what abbreviate(_:) (Widget/Abbrev.swift:1) outputs, on all 13 inputs tried (abbreviate(125) → \"125\", abbreviate(3661) → \"3.7K\"), in targets App, Widget that share no formatter for it; extract one into code both targets compile (a shared file or module) and call it from each (duplicated_formatting)",
        ])
    }

    /// Formatting written inline in an extension's method reads the fields the same way.
    @Test func inlineFormattingInAnExtensionReadsTheFieldsToo() throws {
        let cell = """
            final class CampaignCell { let label = UILabel() }
            extension CampaignItem {
                func configure(_ cell: CampaignCell) {
                    cell.label.text = impressions >= 1000 ? String(format: "%.1fK", Double(impressions) / 1000) : "\\(impressions)"
                }
            }
            struct AppScreen { func show(_ i: CampaignItem) { i.configure(CampaignCell()) } }

            """
        let lines = try BehaviourTwinsTests.lint(["App/Item.swift": Self.item, "App/Cell.swift": cell, "Widget/Abbrev.swift": Self.widget])
        #expect(lines.count == 1)
        #expect(lines.first?.contains("the text CampaignItem.configure(_:) builds inline (App/Cell.swift:4)") == true)
    }

    /// A field of no modelled type (`title` read as a whole is text; a field that does not exist
    /// is no input) leaves the member unknown, never guessed.
    @Test func aFieldTheTypeDoesNotDeclareLeavesItUnknown() throws {
        let text = """
            extension CampaignItem {
                var humanReadableClicks: String {
                    clicks >= 1000 ? String(format: "%.1fK", Double(clicks) / 1000) : "\\(clicks)"
                }
            }
            struct AppScreen { func show(_ i: CampaignItem) { print(i.humanReadableClicks) } }

            """
        #expect(try BehaviourTwinsTests.lint(["App/Item.swift": Self.item, "App/Item+Text.swift": text, "Widget/Abbrev.swift": Self.widget]) == [])
    }
}
