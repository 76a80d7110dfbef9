import Testing

/// An implicit member whose type the code declares names that type's member only: production
/// handing `.teaser` to `OverviewSection(snapshot:)`, or returning it from a getter typed
/// `OverviewSnapshot`, uses `OverviewSnapshot.teaser`, and `WorkflowSnapshot.teaser`,
/// which only a preview shows, stays sample data with its hard-coded duration reported (a name
/// that says sample data, `figmaPreview`, would make both samples whoever shows them). The `id`
/// an `Identifiable` item is told apart by is no text shown.
@Suite struct ImplicitMemberTypeTests {
    static func files(locked: String) -> [String: String] {
        [
            ".previewlint.yml": "rules:\n  preview_hardcoded_format: true\n",
            "App/Weekly.swift": """
                import SwiftUI
                struct OverviewSnapshot {
                    let title: String
                    static let teaser = OverviewSnapshot(title: "Overview")
                }
                struct OverviewSection: View {
                    let snapshot: OverviewSnapshot
                    var body: some View { Text(snapshot.title) }
                }
                struct WorkflowItem: Identifiable {
                    let id: String
                    let duration: String
                }
                struct WorkflowSnapshot {
                    let items: [WorkflowItem]
                    static let teaser = WorkflowSnapshot(items: [WorkflowItem(id: "9", duration: "11h 44m")])
                }
                struct WorkflowSection: View {
                    let snapshot: WorkflowSnapshot
                    var body: some View {
                        ForEach(snapshot.items) { item in Text(item.duration) }
                    }
                }
                enum WorkflowBuilder {
                    static func durationText(_ minutes: Int) -> String { "\\(minutes / 60)h \\(minutes % 60)m" }
                    static func item(_ minute: Int) -> WorkflowItem {
                        WorkflowItem(id: "time-\\(minute)", duration: durationText(minute))
                    }
                }
                \(locked)
                #Preview("Workflow") { WorkflowSection(snapshot: .teaser) }

                """,
        ]
    }

    static let finding = [
        "App/Weekly.swift:16:82: warning: \"11h 44m\" hard-codes what production formats into "
            + "WorkflowItem.duration (WorkflowItem.duration ← WorkflowBuilder.durationText(_:)'s result at "
            + "App/Weekly.swift:27; WorkflowBuilder.durationText(_:)'s result ← \"\\(…)h \\(…)m\" at "
            + "App/Weekly.swift:25); \"11h 44m\" is what durationText(704) outputs; build the preview from a "
            + "state value passed through that formatting instead (preview_hardcoded_format)",
    ]

    static func lint(_ files: [String: String]) throws -> [String] {
        try TemporaryRepository(files).run("lint", "--quiet").stdout.split(separator: "\n").map(String.init)
    }

    @Test func anArgumentOfADeclaredParameterTypeNamesThatTypesMember() throws {
        let locked = "struct LockedView: View {\n    var body: some View { OverviewSection(snapshot: .teaser) }\n}"
        let found = try Self.lint(Self.files(locked: locked))
        #expect(found == Self.finding)
    }

    @Test func aGetterOfADeclaredTypeNamesThatTypesMember() throws {
        let locked = """
            struct LockedView: View {
                var snapshot: OverviewSnapshot { .teaser }
                var body: some View { OverviewSection(snapshot: snapshot) }
            }
            """
        let found = try Self.lint(Self.files(locked: locked))
        #expect(found == Self.finding)
    }

    /// Where nothing declares whose member it is, the name may be any type's: both are used.
    @Test func anUntypedImplicitMemberMayBeAnyTypes() throws {
        let locked = "func show(_ value: Any) {}\nstruct LockedView: View {\n"
            + "    var body: some View { let _ = show(.teaser as Any); Text(\"\") }\n}"
        let found = try Self.lint(Self.files(locked: locked))
        #expect(found.isEmpty)
    }
}
