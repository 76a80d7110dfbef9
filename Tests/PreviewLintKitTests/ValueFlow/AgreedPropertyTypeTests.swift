import Testing

/// A number every declaration of a property name agrees on (`outOf: Int` in each response type)
/// is that number when read on a value whose type the source does not tell: interpolating it
/// formats, so a preview's `"1,234 games"` is text production's `"\($0) players"` never makes.
/// Declared as a number in one type and as text in another, the read stays unknown.
@Suite struct AgreedPropertyTypeTests {
    static func files(otherType: String) -> [String: String] {
        [
            ".previewlint.yml": "rules:\n  preview_hardcoded_format: true\n",
            "App/Envelopes.swift": "struct Results {\n    var outOf: Int\n}\nstruct Response {\n    let outOf: \(otherType)\n}\n",
            "App/Board.swift": """
                struct Board: View {
                    let subtitle: Text?
                    var body: some View { subtitle }
                }
                struct Daily: View {
                    let store: Store
                    var body: some View {
                        Board(subtitle: store.results?.outOf.flatMap { Text("\\($0) players") })
                    }
                }
                #Preview {
                    Board(subtitle: Text("1,234 games"))
                }

                """,
        ]
    }

    @Test func aNumberEveryDeclarationAgreesOnIsFormatted() throws {
        #expect(try TemporaryRepository(Self.files(otherType: "Int")).run("lint", "--quiet").stdout.split(separator: "\n").map(String.init) == [
            "App/Board.swift:12:26: warning: \"1,234 games\" hard-codes what production formats into Board.subtitle (Board.subtitle ← a closure's result at App/Board.swift:8; a closure's result ← \"\\(…) players\" at App/Board.swift:8); no output of \"\\(…) players\" reads \"1,234 games\"; build the preview from a state value passed through that formatting instead (preview_hardcoded_format)",
        ])
    }

    @Test func declarationsThatDisagreeLeaveTheReadUnknown() throws {
        #expect(try TemporaryRepository(Self.files(otherType: "String")).run("lint", "--quiet").stdout.isEmpty)
    }
}
