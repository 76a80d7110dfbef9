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

    /// `extension CampaignItem { var humanReadableX: String }` abbreviating the field `x`.
    static func readable(_ field: String) -> String {
        let name = field.prefix(1).uppercased() + field.dropFirst()
        return """
            extension CampaignItem {
                var humanReadable\(name): String {
                    \(field) >= 1000 ? String(format: "%.1fK", Double(\(field)) / 1000) : "\\(\(field))"
                }
            }
            struct AppScreen { func show(_ i: CampaignItem) { print(i.humanReadable\(name)) } }

            """
    }

    @Test func aFieldReadInAnExtensionIsAnInput() throws {
        let text = Self.readable("impressions")
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
        let text = Self.readable("clicks")
        #expect(try BehaviourTwinsTests.lint(["App/Item.swift": Self.item, "App/Item+Text.swift": text, "Widget/Abbrev.swift": Self.widget]) == [])
    }
}
