import Testing

/// An enum that stands for text (string-table keys beside `case custom(String)`, read back through
/// `var toString: String`) is transparent: `.custom(date.formattedTimestamp().toString)` fills a
/// field with formatted text, through a computed local of the function that builds the model, and
/// a preview's `.custom("16 February 2024")` writes a literal there. An enum whose payloads are
/// never read back as text (a reducer's actions) keeps each case a slot of its own. The model's
/// `switch` alone in a getter is the value it returns.
@Suite struct TextWrapperTests {
    static func files(readsAsText: Bool) -> [String: String] {
        [
            ".previewlint.yml": "rules:\n  preview_hardcoded_format: true\n",
            "App/Key.swift": """
                enum Key: Equatable {
                    case custom(String)
                    case title
                }
                \(readsAsText ? "extension Key {\n    var toString: String { Strings.text(for: self) }\n}\n" : "")
                """,
            "App/Card.swift": """
                import Foundation
                struct Card {
                    let title: Key
                    let date: Key
                }
                extension Date {
                    func formattedTimestamp() -> Key {
                        let formatter = DateFormatter()
                        formatter.dateFormat = "dd MMM yyyy hh:mm a"
                        return .custom(formatter.string(from: self))
                    }
                }
                struct Log {
                    let timestamp: Date
                    let isShown: Bool
                    func card() -> Card {
                        var dateLabel: Key {
                            switch isShown {
                            case true: .custom(timestamp.formattedTimestamp().toString)
                            case false: .custom("")
                            }
                        }
                        return Card(title: .title, date: dateLabel)
                    }
                }
                #Preview {
                    CardView(card: Card(title: .title, date: .custom("16 February 2024")))
                }

                """,
        ]
    }

    @Test func aLiteralInTheTextCaseIsReported() throws {
        #expect(try TemporaryRepository(Self.files(readsAsText: true)).run("lint", "--quiet").stdout.split(separator: "\n").map(String.init) == [
            "App/Card.swift:27:54: warning: \"16 February 2024\" hard-codes what production formats into Card.date (Card.date ← local dateLabel at App/Card.swift:23; local dateLabel ← Date.formattedTimestamp()'s result at App/Card.swift:18; Date.formattedTimestamp()'s result ← DateFormatter.string(from:) at App/Card.swift:10); build the preview from a state value passed through that formatting instead (preview_hardcoded_format)",
        ])
    }

    /// Without a way back to text the case is a slot of its own, not the card's date; here it also
    /// takes text the model cannot tell (`….toString` of no known type): silent.
    @Test func anEnumNotReadAsTextKeepsItsCases() throws {
        #expect(try TemporaryRepository(Self.files(readsAsText: false)).run("lint", "--quiet").stdout.isEmpty)
    }

    /// A labeled payload (`due(date: String)`) names what it holds: that case's slot, not the text's.
    @Test func aLabeledCaseIsASlotOfItsOwn() throws {
        let source = """
            import Foundation
            enum Status {
                case paid
                case due(date: String)
                var title: String { "Status" }
            }
            struct Bill {
                let status: Status
                static func make(dueDate: Date) -> Bill {
                    Bill(status: .due(date: dueDate.formatted(date: .abbreviated, time: .omitted)))
                }
            }
            struct Bills: View {
                let due: Date
                var body: some View { BillView(bill: Bill.make(dueDate: due)) }
            }
            #Preview {
                BillView(bill: Bill(status: .due(date: "22 May 2026")))
            }

            """
        let repository = try TemporaryRepository([".previewlint.yml": "rules:\n  preview_hardcoded_format: true\n", "App/Bill.swift": source])
        #expect(try repository.run("lint", "--quiet").stdout.split(separator: "\n").map(String.init) == [
            "App/Bill.swift:18:44: warning: \"22 May 2026\" hard-codes what production formats into Status.due(date:) (Status.due(date:) ← .formatted(…) at App/Bill.swift:10); build the preview from a state value passed through that formatting instead (preview_hardcoded_format)",
        ])
    }
}
