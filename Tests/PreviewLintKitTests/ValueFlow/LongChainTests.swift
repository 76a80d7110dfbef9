import Testing

/// A long chain of calls and text reworks is read once per link: reading a link's receiver twice
/// (once for its slot, once for its type) made the walk exponential in the chain's length, and a
/// chain of forty links did not finish.
@Suite struct LongChainTests {
    @Test func aFortyLinkChainIsRead() throws {
        let links = (0..<40).map { $0 % 2 == 0 ? ".lowercased()" : ".trimmingCharacters(in: .whitespaces)" }.joined()
        let files = [
            ".previewlint.yml": "rules:\n  preview_hardcoded_format: true\n",
            "App/Label.swift": """
                struct Label: View {
                    let text: String
                    var body: some View { Text(text) }
                }
                struct Screen: View {
                    let count: Int
                    var body: some View { Label(text: "\\(count) items"\(links)) }
                }
                #Preview {
                    Label(text: "3 items")
                }

                """,
        ]
        let lines = try TemporaryRepository(files).run("lint", "--quiet").stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 1 && lines[0].hasPrefix("App/Label.swift:10:17: warning: \"3 items\" hard-codes"), "\(lines)")
    }
}
