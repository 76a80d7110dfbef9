import Testing

/// A closure called at once to give a declared value (`let status: Status = { … }()`) returns the
/// declared type: `return .contactUs(date: date)` inside it fills `Status.contactUs(date:)` with
/// the formatted date, so a preview's hand-written date there is reported.
@Suite struct ImmediateClosureTests {
    static func files(declaration: String) -> [String: String] {
        [
            ".previewlint.yml": "rules:\n  preview_hardcoded_format: true\n",
            "App/Status.swift": """
                enum Status {
                    case contactUs(date: String)
                    case fine
                }
                extension Date {
                    var displayDate: String { formatted(date: .abbreviated, time: .omitted) }
                }
                struct Loader {
                    func load(termination: Date?) -> Status {
                        \(declaration)
                            if let date = termination?.displayDate { return .contactUs(date: date) }
                            return .fine
                        }()
                        return status
                    }
                }

                """,
            "App/StatusView.swift": """
                struct StatusView: View {
                    let status: Status
                    var body: some View { Text("") }
                }
                #Preview {
                    StatusView(status: .contactUs(date: "22. maj 2026."))
                }

                """,
        ]
    }

    @Test func theDeclaredTypeReadsTheImplicitMember() throws {
        let lines = try TemporaryRepository(Self.files(declaration: "let status: Status = {")).run("lint", "--quiet").stdout
            .split(separator: "\n").map(String.init)
        #expect(lines.count == 1 && lines[0].hasPrefix("App/StatusView.swift:6:41: warning: \"22. maj 2026.\" hard-codes what production formats into Status.contactUs(date:)"), "\(lines)")
    }

    @Test func anUndeclaredClosureLeavesItUnknown() throws {
        #expect(try TemporaryRepository(Self.files(declaration: "let status = {")).run("lint", "--quiet").stdout.isEmpty)
    }
}
