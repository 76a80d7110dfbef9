import Testing

/// A method returning text that one type alone declares, called on a value whose type the source
/// does not tell (`context.floatingDate?.separatorText()`), is that type's method.
@Suite struct UniqueMethodTests {
    static func files(extraDeclaration: String = "") -> [String: String] {
        [
            ".previewlint.yml": "rules:\n  preview_hardcoded_format: true\n",
            "App/Date+Separator.swift": "extension Date {\n    func separatorText() -> String { formatted(date: .long, time: .omitted) }\n}\n" + extraDeclaration,
            "App/Badge.swift": """
                struct Badge: View {
                    let dateText: String?
                    var body: some View { Text(dateText ?? "") }
                }
                struct Timeline: View {
                    let context: Store<TimelineState>.Context
                    var body: some View { Badge(dateText: context.floatingDate?.separatorText()) }
                }
                #Preview {
                    Badge(dateText: "January 9, 2007")
                }

                """,
        ]
    }

    @Test func theOnlyDeclarationIsTheOneCalled() throws {
        let lines = try TemporaryRepository(Self.files()).run("lint", "--quiet").stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 1 && lines[0].hasPrefix("App/Badge.swift:10:21: warning: \"January 9, 2007\" hard-codes what production formats into Badge.dateText"), "\(lines)")
    }

    @Test func twoTypesDeclaringItLeaveTheCallUnknown() throws {
        let other = "struct Note {\n    func separatorText() -> String { \"—\" }\n}\n"
        #expect(try TemporaryRepository(Self.files(extraDeclaration: other)).run("lint", "--quiet").stdout == "")
    }
}
