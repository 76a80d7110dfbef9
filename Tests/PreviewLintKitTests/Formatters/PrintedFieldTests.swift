import SwiftParser
import SwiftSyntax
import Testing
@testable import PreviewLintKit

/// A field printed as Swift prints it (`"\(session.maxData) GB"` is `"10.0 GB"`) where another place
/// formats the same field (`"10 GB"`) shows one value two ways. Printing a field nothing else
/// formats, a whole number, a log line or two fields alike is no such pair.
@Suite struct PrintedFieldTests {
    static let session = """
        import Foundation
        struct Session { let maxData: Double; let usedData: Double; let count: Int }

        """

    static let planView = """
        import SwiftUI
        struct PlanView: View {
            let session: Session
            var body: some View { Text(String(format: "%.0f GB", session.maxData)) }
        }
        struct RootView: View {
            let session: Session
            var body: some View { PlanView(session: session) }
        }

        """

    static func accountView(_ shown: String) -> String {
        """
        import UIKit
        final class AccountCell {
            let label = UILabel()
            func configure(_ session: Session) {
                \(shown)
            }
        }
        final class AccountController {
            let cell = AccountCell()
            func show(_ session: Session) { cell.configure(session) }
        }

        """
    }

    static func lint(_ shown: String) throws -> [String] {
        try BehaviourTwinsTests.lint(["App/Session.swift": session, "App/PlanView.swift": planView,
                                      "App/AccountCell.swift": accountView(shown)])
    }

    @Test func aFieldPrintedWhereAnotherPlaceFormatsItIsShownTwoWays() throws {
        #expect(try Self.lint("label.text = \"\\(session.maxData) GB\"") == [
            "App/PlanView.swift:4:32: warning: the text PlanView.body builds inline and the text "
                + "AccountCell.configure(_:) builds inline (App/AccountCell.swift:5) "
                + "format Session.maxData differently: "
                + "(session.maxData = 125.0) is \"125 GB\", (session.maxData = 125.0) is \"125.0 GB\"; "
                + "target App shows the value two ways: share one formatter (duplicated_formatting)",
        ])
    }

    @Test func anotherFieldALogLineOrAWholeNumberIsNoPair() throws {
        #expect(try Self.lint("label.text = \"\\(session.usedData) GB\"") == [])
        #expect(try Self.lint("print(\"\\(session.maxData) GB\")") == [])
        #expect(try Self.lint("label.text = \"\\(session.count) GB\"") == [])
    }

    @Test func onlyOneStoredValueBetweenWordsIsPrinting() throws {
        func printsField(_ code: String) throws -> Bool {
            let found = Parser.parse(source: code).tokens(viewMode: .sourceAccurate)
                .compactMap { $0.parent?.as(StringLiteralExprSyntax.self) }.first
            let literal = try #require(found)
            return InlineFormatting.printsField(literal)
        }
        #expect(try printsField("let a = \"\\(session.maxData) GB\""))
        #expect(try printsField("let a = Text(\"\\(plan.maxData) GB\")"))
        #expect(try !printsField("let a = Text(\"\\(maxData) GB\")"))
        #expect(try !printsField("let a = Text(\"\\(self.maxData) GB\")"))
        #expect(try !printsField("let a = \"\\(session.maxData)\""))
        #expect(try !printsField("let a = \"\\(a) of \\(b)\""))
        #expect(try !printsField("let a = \"\\(total()) GB\""))
        #expect(try !printsField("log(\"\\(maxData) GB\")"))
    }
}

extension PrintedFieldTests {
    @Test func thePrintedFieldIsAFactOfItsFile() throws {
        let text = Self.accountView("label.text = \"\\(session.maxData) GB\"")
        let facts = Linter.facts(of: SourceFile(path: "/r/App/AccountCell.swift", text: text))
        #expect(facts.printedFields.count == 1)
        #expect(facts.printedFields.first?.behaviour?.parameters.map(\.name) == ["session.maxData"])
        #expect(facts.formattingBodies.isEmpty)
        let decoded = try BinaryCoder.decode(FileFacts.self, from: BinaryCoder.encode(facts))
        #expect(decoded.printedFields == facts.printedFields)
    }
}

extension PrintedFieldTests {
    /// `"\(text)%"` of `let text = String(format: "%.1f", …)` beside the same number with no sign
    /// (its `%` shown by a label next to it): one text in two pieces, not the value two ways.
    @Test func theOtherTextWithASignAroundItIsItInPieces() throws {
        let plan = Self.planView.replacingOccurrences(of: "%.0f GB", with: "%.1f")
        let shown = "let text = String(format: \"%.1f\", session.maxData)\n        label.text = \"\\(text)%\""
        #expect(try BehaviourTwinsTests.lint(["App/Session.swift": Self.session, "App/PlanView.swift": plan,
                                              "App/AccountCell.swift": Self.accountView(shown)]) == [])
    }
}

extension PrintedFieldTests {
    /// In a `Text`'s key a Double is written with six decimals: no table holds the key, so it shows.
    @Test func aDoubleInATextKeyShowsSixDecimals() throws {
        let usage = """
            import SwiftUI
            struct UsageView: View {
                let session: Session
                var body: some View { Text("\\(session.maxData) GB") }
            }
            struct HomeView: View {
                let session: Session
                var body: some View { VStack { RootView(session: session); UsageView(session: session) } }
            }

            """
        #expect(try BehaviourTwinsTests.lint(["App/Session.swift": Self.session, "App/PlanView.swift": Self.planView,
                                              "App/UsageView.swift": usage]) == [
            "App/PlanView.swift:4:32: warning: the text PlanView.body builds inline and the text UsageView.body builds "
                + "inline (App/UsageView.swift:4) format Session.maxData differently: (session.maxData = 125.0) is "
                + "\"125 GB\", (session.maxData = 125.0) is \"125.000000 GB\"; target App shows the value two ways: "
                + "share one formatter (duplicated_formatting)",
        ])
    }
}

extension PrintedFieldTests {
    /// `"%.1f"` and printing agree on every whole number (`"10.0 GB"`): a fraction tells them apart,
    /// however printf rounds its half (`"0.2"` of 0.25).
    @Test func oneDecimalAndPrintingDifferOnAFraction() throws {
        let plan = Self.planView.replacingOccurrences(of: "%.0f GB", with: "%.1f GB")
        let cell = Self.accountView("label.text = \"\\(session.maxData) GB\"")
        #expect(try BehaviourTwinsTests.lint(["App/Session.swift": Self.session, "App/PlanView.swift": plan,
                                              "App/AccountCell.swift": cell]) == [
            "App/PlanView.swift:4:32: warning: the text PlanView.body builds inline and the text "
                + "AccountCell.configure(_:) builds inline (App/AccountCell.swift:5) format Session.maxData "
                + "differently: (session.maxData = 0.25) is \"0.2 GB\", (session.maxData = 0.25) is \"0.25 GB\"; "
                + "target App shows the value two ways: share one formatter (duplicated_formatting)",
        ])
    }
}
