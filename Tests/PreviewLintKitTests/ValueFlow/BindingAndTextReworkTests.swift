import Testing

/// Formatted text is followed through optional bindings (`guard let`, `if let`), through overloads
/// told apart by their arguments' types, through String
/// methods that rework their receiver (`replacingOccurrences`, `uppercased()`), and past an empty
/// `String()` fallback, which is no unformatted text (the shape of a currency formatter that
/// formats with a NumberFormatter and then places the symbol and the sign itself).
@Suite struct BindingAndTextReworkTests {
    static let formatter = """
        import Foundation
        class CurrencyFormatter {
            func convertToDecimal(_ amount: String) -> NSDecimalNumber? { NSDecimalNumber(string: amount) }
            func formatAmount(_ amount: String, with currency: String? = nil) -> String? {
                guard let decimalAmount = convertToDecimal(amount) else { return nil }
                return formatAmount(decimalAmount, with: currency)
            }
            func formatAmount(_ amount: NSDecimalNumber, with currency: String? = nil) -> String? {
                let localized = localize(amount)
                guard let localizedAmount = localized else { return nil }
                return decorate(using: localizedAmount, symbol: "$")
            }
            func localize(_ amount: NSDecimalNumber) -> String? {
                let numberFormatter = NumberFormatter()
                numberFormatter.numberStyle = .decimal
                return numberFormatter.string(from: amount)
            }
            func decorate(using amount: String, symbol: String) -> String {
                let amount = amount.replacingOccurrences(of: "-", with: "")
                return symbol + amount
            }
        }

        """

    static let screen = """
        import SwiftUI
        struct Order { let total: String }
        struct TotalRow: View {
            let formattedTotal: String
            var body: some View { Text(formattedTotal) }
        }
        final class Checkout {
            private let currencyFormatter = CurrencyFormatter()
            func row(for order: Order) -> TotalRow {
                let formattedTotal = currencyFormatter.formatAmount(order.total) ?? String()
                return TotalRow(formattedTotal: formattedTotal)
            }
        }
        #Preview {
            TotalRow(formattedTotal: "$15.99")
        }

        """

    static func lint(formatter: String = formatter, screen: String = screen) throws -> [String] {
        let repository = try TemporaryRepository([
            ".previewlint.yml": "rules:\n  preview_hardcoded_format: true\n",
            "App/CurrencyFormatter.swift": formatter, "App/TotalRow.swift": screen,
        ])
        return try repository.run("lint", "--quiet").stdout.split(separator: "\n").map(String.init)
    }

    @Test func aCurrencyFormatterIsFollowedThroughBindingsAndStringRework() throws {
        let lines = try Self.lint()
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("App/TotalRow.swift:15:30: warning: \"$15.99\" hard-codes what production formats into TotalRow.formattedTotal") == true)
        #expect(lines.first?.contains("local localizedAmount ← local localized") == true)
        #expect(lines.first?.contains("local amount ← CurrencyFormatter.decorate(using:symbol:) using:") == true)
    }

    /// Overloads whose labels a call passes alike (`(_:with:)` and `(_:with:numberOfDecimals:)` with
    /// a default) are told apart by the type of the argument: the String overload calls the
    /// NSDecimalNumber one, not itself.
    @Test func anOverloadIsChosenByItsArgumentsType() throws {
        let formatter = Self.formatter.replacingOccurrences(of: "func formatAmount(_ amount: NSDecimalNumber, with currency: String? = nil) -> String? {",
                                                            with: "func formatAmount(_ amount: NSDecimalNumber, with currency: String? = nil, numberOfDecimals: Int? = nil) -> String? {")
        #expect(formatter != Self.formatter)
        let lines = try Self.lint(formatter: formatter)
        #expect(lines.count == 1 && lines[0].contains("formatAmount(_:with:)'s result ← CurrencyFormatter.formatAmount(_:with:numberOfDecimals:)'s result"), "\(lines)")
    }

    /// `if let` binds as `guard let` does, and `uppercased()` reworks text as `replacingOccurrences` does.
    @Test func ifLetAndUppercasedAreFollowedToo() throws {
        let formatter = Self.formatter
            .replacingOccurrences(of: "guard let localizedAmount = localized else { return nil }\n        return decorate(using: localizedAmount, symbol: \"$\")",
                                  with: "if let localized { return decorate(using: localized, symbol: \"$\") }\n        return nil")
            .replacingOccurrences(of: "amount.replacingOccurrences(of: \"-\", with: \"\")", with: "amount.uppercased()")
        #expect(formatter != Self.formatter)
        #expect(try Self.lint(formatter: formatter).count == 1)
    }

    /// A field production fills with a formatted duration or with `String()` holds formatted text
    /// only: any duration text a preview writes there is hard-coded, as with `""`. Filled with an
    /// identifier instead, the field is generic and only the formatter's own outputs are reported.
    @Test func anEmptyStringFallbackIsNoOtherText() throws {
        func lint(_ otherValue: String) throws -> [String] {
            let row = """
                enum Durations {
                    static func hours(_ interval: Double) -> String { "\\(Int(interval) / 3600)h" }
                }
                struct SummaryRow: View {
                    let value: String
                    var body: some View { Text(value) }
                }
                struct Summary: View {
                    let focus: Double
                    let profile: Profile
                    var body: some View {
                        SummaryRow(value: Durations.hours(focus))
                        SummaryRow(value: \(otherValue))
                    }
                }
                #Preview {
                    SummaryRow(value: "about 5h")
                }

                """
            let repository = try TemporaryRepository([".previewlint.yml": "rules:\n  preview_hardcoded_format: true\n", "App/SummaryRow.swift": row])
            return try repository.run("lint", "--quiet").stdout.split(separator: "\n").map(String.init)
        }
        #expect(try lint("String()").count == 1)
        #expect(try lint("profile.identifier").isEmpty)
    }

    /// A transform of a value the source does not tell stays unknown: no evidence of formatting.
    @Test func reworkedTextOfNoKnownOriginIsNoEvidence() throws {
        let formatter = Self.formatter.replacingOccurrences(of: "let localized = localize(amount)", with: "let localized: String? = amount.description.uppercased()")
        #expect(formatter != Self.formatter)
        #expect(try Self.lint(formatter: formatter).isEmpty)
    }

    /// A formatted default name (`"Complication-\\(index)"`) reaches the row through the item's
    /// name: a sample name without a number that default could never be is other text the field
    /// takes, while the default's own shape is reported, and so is its number with other words.
    @Test func textNoUpstreamFormattingCanOutputIsOtherText() throws {
        func lint(_ sample: String) throws -> [String] {
            let files = [
                ".previewlint.yml": "rules:\n  preview_hardcoded_format: true\n",
                "App/Items.swift": """
                    struct Item { let name: String }
                    struct ItemRow: View {
                        let itemName: String
                        var body: some View { Text(itemName) }
                    }
                    final class Store {
                        func defaultItem(index: Int) -> Item { Item(name: "Complication-\\(index)") }
                        func row(for item: Item) -> ItemRow { ItemRow(itemName: item.name) }
                    }
                    #Preview {
                        ItemRow(itemName: "\(sample)")
                    }

                    """,
            ]
            return try TemporaryRepository(files).run("lint", "--quiet").stdout.split(separator: "\n").map(String.init)
        }
        #expect(try lint("Good Morning").isEmpty)
        #expect(try lint("Complication-7").count == 1)
        // The format's number with other words: the format copied and changed.
        let changed = try lint("Widget-7")
        #expect(changed.count == 1 && changed[0].contains("no output of \"Complication-\\(…)\" reads \"Widget-7\""), "\(changed)")
    }
}
