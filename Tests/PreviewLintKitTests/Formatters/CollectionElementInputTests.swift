import Testing

/// The parameter of a closure run for each element of a collection (`ForEach(entry.sessions) {
/// session in … }`, `entry.sessions.map { session in … }`) is an element of the type the collection
/// is declared with: the fields read through it are inputs, typed once every file is read.
@Suite struct CollectionElementInputTests {
    static let app = """
    func minutesText(_ minutes: Int) -> String { minutes < 60 ? "\\(minutes) min" : "\\(minutes / 60) h \\(minutes % 60) min" }
    struct AppScreen { func show() { print(minutesText(1)) } }

    """

    static let types = "struct Session { let minutes: Int; let title: String }\nstruct Entry { let sessions: [Session]; let latest: Session }\n"

    static let forEach = """
    import SwiftUI
    struct EntryView: View {
        let entry: Entry
        var body: some View {
            ForEach(entry.sessions, id: \\.title) { session in
                Text(session.minutes < 60 ? "\\(session.minutes) min" : "\\(session.minutes / 60) h \\(session.minutes % 60) min")
            }
        }
    }
    struct WidgetScreen: View { var body: some View { EntryView(entry: Entry(sessions: [], latest: Session(minutes: 1, title: ""))) } }

    """

    static let mapped = """
    struct EntryLabels {
        let entry: Entry
        var labels: [String] {
            entry.sessions.map { session in
                session.minutes < 60 ? "\\(session.minutes) min" : "\\(session.minutes / 60) h \\(session.minutes % 60) min"
            }
        }
    }
    struct WidgetScreen { func show() { print(EntryLabels(entry: Entry(sessions: [], latest: Session(minutes: 1, title: ""))).labels) } }

    """

    /// A closure run for no collection's elements gives its parameter no type.
    static let notIterated = """
    struct EntryLabel {
        let entry: Entry
        var label: String {
            let make = { (session: Session?) in "\\(session?.minutes ?? 0) min" }
            return [entry.latest].map { session in session.minutes < 60 ? "\\(session.minutes) min" : "\\(session.minutes / 60) h" }.first ?? make(nil)
        }
    }
    struct WidgetScreen { func show() { print(EntryLabel(entry: Entry(sessions: [], latest: Session(minutes: 1, title: ""))).label) } }

    """

    @Test func aForEachElementsFieldsAreInputs() throws {
        #expect(try BehaviourTwinsTests.lint(["App/Count.swift": Self.app, "Widget/Types.swift": Self.types, "Widget/EntryView.swift": Self.forEach]) == [
            "App/Count.swift:1:6: warning: the text EntryView.body builds inline (Widget/EntryView.swift:6) outputs what minutesText(_:) (App/Count.swift:1) outputs, on all 13 inputs tried (minutesText(125) → \"2 h 5 min\", minutesText(3661) → \"61 h 1 min\"), in targets App, Widget that share no formatter for it; extract one into code both targets compile (a shared file or module) and call it from each (duplicated_formatting)",
        ])
    }

    @Test func aMappedElementsFieldsAreInputs() throws {
        let lines = try TemporaryRepository.formatterLines(["Widget/Types.swift": Self.types, "Widget/EntryLabels.swift": Self.mapped])
        #expect(lines.contains("  outputs (session.minutes = 125) → \"2 h 5 min\""))
    }

    /// An array written in place (`[entry.latest]`) is no declared collection: no type for its elements.
    @Test func aCollectionOfNoDeclaredTypeGivesNoType() throws {
        let lines = try TemporaryRepository.formatterLines(["Widget/Types.swift": Self.types, "Widget/EntryLabel.swift": Self.notIterated])
        #expect(!lines.contains { $0.contains("(session.minutes = 125)") })
    }

    /// `List` runs its closure for each element as `ForEach` does, through another object's property
    /// (`model.journals`) and over a binding (`List($model.journals) { $journal in … }`, where
    /// `journal` is the element).
    @Test func aListsElementsFieldsAreInputs() throws {
        let lists = """
            import SwiftUI
            struct Journal: Identifiable { let id: Int; var amount: Double }
            final class Model: ObservableObject { @Published var journals: [Journal] = [] }
            struct Rows: View {
                @EnvironmentObject var model: Model
                var body: some View { List(model.journals) { journal in Text(String(format: "%.2f", journal.amount)) } }
            }
            struct EditableRows: View {
                @EnvironmentObject var model: Model
                var body: some View {
                    List($model.journals) { $journal in Text(String(format: "%.3f", journal.amount)) }
                }
            }

            """
        let lines = try TemporaryRepository.formatterLines(["App/Rows.swift": lists])
        #expect(lines.contains("  outputs (journal.amount = 125.0) → \"125.00\""))
        #expect(lines.contains("  outputs (journal.amount = 125.0) → \"125.000\""))
        #expect(lines.filter { $0 == "  formats Journal.amount" }.count == 2)
    }
}
