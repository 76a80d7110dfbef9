import Testing

/// `value.map { "⇢ " + $0 }` on an optional: the closure's parameter holds the value, so the
/// formatted number reaches the field through the closure.
@Suite struct ClosureInputTests {
    static func files(mapped: String) -> [String: String] {
        [
            ".previewlint.yml": "rules:\n  preview_hardcoded_format: true\n",
            "App/Contact.swift": """
                import Foundation
                struct ContactState {
                    var eventualBG: String?
                }
                enum Formatters {
                    static let oneDigit: NumberFormatter = {
                        let formatter = NumberFormatter()
                        formatter.maximumFractionDigits = 1
                        return formatter
                    }()
                }
                final class ContactManager {
                    var state = ContactState()
                    func update(eventual: NSNumber, note: String?) {
                        let text = Formatters.oneDigit.string(from: eventual)
                        state.eventualBG = \(mapped)
                    }
                }
                struct ContactPicture: View {
                    let state: ContactState
                    var body: some View { Text(state.eventualBG ?? "") }
                }
                #Preview {
                    ContactPicture(state: ContactState(eventualBG: "⇢ 6.2"))
                }

                """,
        ]
    }

    @Test func anOptionalsMapPassesItsValueToTheClosure() throws {
        let lines = try TemporaryRepository(Self.files(mapped: "text.map { \"⇢ \" + $0 }")).run("lint", "--quiet").stdout.split(separator: "\n").map(String.init)
        #expect(lines == [
            "App/Contact.swift:24:52: warning: \"⇢ 6.2\" hard-codes what production formats into ContactState.eventualBG (ContactState.eventualBG ← a closure's result at App/Contact.swift:16; a closure's result ← a closure's $0 at App/Contact.swift:16; a closure's $0 ← local text at App/Contact.swift:16; local text ← NumberFormatter.string(from:) at App/Contact.swift:15); build the preview from a state value passed through that formatting instead (preview_hardcoded_format)",
        ])
    }

    /// A named parameter is the same input; mapping other text passes no formatting on.
    @Test func theClosureHoldsWhatItsReceiverHolds() throws {
        #expect(try TemporaryRepository(Self.files(mapped: "text.map { value in \"⇢ \" + value }")).run("lint", "--quiet").stdout.split(separator: "\n").count == 1)
        #expect(try TemporaryRepository(Self.files(mapped: "note.map { \"⇢ \" + $0 }")).run("lint", "--quiet").stdout.isEmpty)
    }
}
