import SwiftParser
import SwiftSyntax
import Testing
@testable import PreviewLintKit

/// Text a member returns beside other values (`(String, Decimal)?`: the text and the sign it is
/// coloured by) is text it makes: its copies are formatting twice, as those of a `String` member are.
@Suite struct TextBesideValuesTests {
    static let formatter = """
        import Foundation

        final class ValueFormatter {
            static let instance = ValueFormatter()
            private let percentFormatter: NumberFormatter = {
                let formatter = NumberFormatter()
                formatter.numberStyle = .decimal
                formatter.maximumFractionDigits = 2
                return formatter
            }()

            func format(percentValue: Decimal) -> String? {
                percentFormatter.string(from: percentValue as NSNumber).map { "\\($0)%" }
            }

            func formatShort(currency: String, value: Decimal) -> String? {
                percentFormatter.string(from: value as NSNumber).map { "\\(currency) \\($0)" }
            }
        }
        """

    /// What both `resolved` members run: the text and the value it is coloured by.
    static let resolvedBody = """
                guard let diff else { return nil }
                switch diff {
                case let .percent(value):
                    return ValueFormatter.instance.format(percentValue: value).map { ($0, value) }
                case let .change(value, currency):
                    return ValueFormatter.instance.formatShort(currency: currency, value: value)
                    .map { ($0, value) }
                }
        """

    static let diffText = """
        import SwiftUI

        struct DiffText: View {
            let diff: Diff?

            var body: some View {
                if let (text, value) = resolved {
                    Text(text).foregroundColor(value < 0 ? .red : .green)
                } else {
                    Text("----")
                }
            }

            private var resolved: (String, Decimal)? {
        \(resolvedBody)
            }
        }
        """

    static let diff = """
        import Foundation

        enum Diff {
            case percent(value: Decimal)
            case change(value: Decimal, currency: String)

            static func text(diff: Diff?) -> String {
                resolved(diff: diff)?.0 ?? "----"
            }

            private static func resolved(diff: Diff?) -> (String, Decimal)? {
        \(resolvedBody)
            }
        }
        """

    static let screen = """
        import SwiftUI

        struct Screen: View {
            let change: Decimal

            var body: some View {
                VStack {
                    DiffText(diff: .percent(value: change))
                    Text(Diff.text(diff: .change(value: change, currency: "EUR")))
                }
            }
        }
        """

    @Test func aCopyOfTextReturnedBesideItsValueIsFormattingTwice() throws {
        let lines = try BehaviourTwinsTests.lint([
            "App/ValueFormatter.swift": Self.formatter, "App/DiffText.swift": Self.diffText,
            "App/Diff.swift": Self.diff, "App/Screen.swift": Self.screen,
        ])
        #expect(lines == [
            "App/Diff.swift:11:25: warning: resolved(diff:) is written again, token for token (its own names aside), "
                + "as DiffText.resolved (App/DiffText.swift:14), and neither can call the other (private or instance "
                + "members); extract one formatter they all call before they drift (duplicated_formatting)",
        ])
    }

    /// A tuple of no text (`(Decimal, Bool)`) makes none, however it is computed.
    @Test func aTupleWithoutTextMakesNone() {
        func makesText(_ type: String) -> Bool {
            let file = Parser.parse(source: "func f() -> \(type) {}")
            let function = file.statements.first?.item.as(FunctionDeclSyntax.self)
            return FormatterCollector.makesText(function?.signature.returnClause?.type)
        }
        #expect(makesText("(String, Decimal)?"))
        #expect(makesText("(text: String, color: Color)"))
        #expect(!makesText("(Decimal, Bool)"))
        #expect(!makesText("([String: Int], Bool)"))
        #expect(!makesText("(String)"))
    }
}
