import Testing

/// Helpers written again token for token in one target that print a value between fixed words
/// (`String(format: NSLocalizedString("walk_fmt", value: "%d min walk", …), minutes)`) are an idiom,
/// like a few lines written twice; in targets that share no code they are still copies that drift.
@Suite struct PrintingCopiesTests {
    static func header(_ name: String) -> String {
        """
        import Foundation
        struct \(name)Info { let walkMinutes: Int }
        struct \(name): View {
            let info: \(name)Info
            var body: some View { Text(walkText(info)) }
            private func walkText(_ info: \(name)Info) -> String {
                let fmt = NSLocalizedString(
                    "stop_page.walk_chip_minutes_fmt",
                    value: "%d min walk",
                    comment: "Walk chip on the header card. %d is the walk time in minutes."
                )
                return String(format: fmt, info.walkMinutes)
            }
        }
        struct \(name)Screen { func show() { print(\(name)(info: \(name)Info(walkMinutes: 4))) } }

        """
    }

    @Test func printingCopiesInOneTargetAreAnIdiom() throws {
        #expect(try BehaviourTwinsTests.lint(["App/HeaderView.swift": Self.header("HeaderView"), "App/PillView.swift": Self.header("PillView")]) == [])
    }

    @Test func printingCopiesInTargetsApartAreStillCopies() throws {
        let lines = try BehaviourTwinsTests.lint(["App/HeaderView.swift": Self.header("HeaderView"), "Widget/PillView.swift": Self.header("PillView")])
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("App/HeaderView.swift:6:18: warning: walkText(_:) is written again, token for token (its own names aside), as PillView.walkText(_:) (Widget/PillView.swift:6), in targets App, Widget") == true)
    }
}
