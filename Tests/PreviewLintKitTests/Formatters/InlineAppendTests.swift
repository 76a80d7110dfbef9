import Testing

/// `text += " (\(count / 60) min)"` in a method that returns nothing: the text appended is
/// formatting written inline, known by its outputs like the text an assignment gives.
@Suite struct InlineAppendTests {
    @Test func theAppendedTextIsTheFormatting() throws {
        let source = """
            import Foundation
            final class Events {
                func note(_ count: Int) {
                    var text = "Sent"
                    text += " (\\(count / 60) min)"
                    print(text)
                }
                func total(_ count: Int) {
                    var sum = 0
                    sum -= count / 60
                    print(sum)
                }
            }

            """
        let repository = try TemporaryRepository(["App/Events.swift": source])
        #expect(try repository.run("formatters", "--all").stdout == """
            App/Events.swift:5:9: the text Events.note(_:) builds inline
              outputs (count = 0) → " (0 min)"
              outputs (count = 125) → " (2 min)"
              outputs (count = 3661) → " (61 min)"
            1 member that formats

            """)
    }
}
