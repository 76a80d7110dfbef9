import Testing

/// A typealias that names itself once its generic parameter is meant (`typealias Element =
/// Element`) is a cycle for a resolver without a type checker: it stays unknown.
@Suite struct TypeAliasCycleTests {
    @Test func aSelfNamingAliasStaysUnknown() throws {
        let repository = try TemporaryRepository([
            ".previewlint.yml": "rules:\n  preview_hardcoded_format: true\n",
            "App/Channel.swift": "struct Channel<Element> {\n    typealias Element = Element\n    var last: Element?\n}\nstruct Row: View {\n    let text: String\n    let channel: Channel<Int>\n    var body: some View { Text(text) }\n}\n#Preview { Row(text: \"1 item\", channel: Channel<Int>()) }\n",
        ])
        let result = try repository.run("lint", "--quiet")
        #expect(result.status == 0)
        #expect(result.stdout == "")
    }
}
