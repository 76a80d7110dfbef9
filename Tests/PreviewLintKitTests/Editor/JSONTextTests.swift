import Testing
@testable import PreviewLintKit

/// Reports are written byte by byte: escapes, non-ASCII text and layout must come out exactly.
@Suite struct JSONTextTests {
    @Test(arguments: [
        ("plain", #""plain""#),
        (#"say "hi" \ bye"#, #""say \"hi\" \\ bye""#),
        ("a\nb\tc\rd", #""a\nb\tc\rd""#),
        ("\u{1}\u{1F}", #""\u0001\u001f""#),
        ("café ✓ 🎧", #""café ✓ 🎧""#),
        ("", #""""#),
    ])
    func quote(_ text: String, expected: String) {
        #expect(JSONText.quote(text) == expected)
    }

    @Test func prettyAndCompactLayouts() {
        let value = JSON.object([
            ("name", .string("tim\"er")), ("count", .integer(-3)), ("ratio", .number(1.5)), ("whole", .number(2)),
            ("flags", .array([.bool(true), .null])), ("empty", .object([])), ("none", .array([])),
        ])
        #expect(value.rendered(pretty: false) == #"{"name":"tim\"er","count":-3,"ratio":1.5,"whole":2,"flags":[true,null],"empty":{},"none":[]}"#)
        #expect(value.rendered() == """
            {
              "name": "tim\\"er",
              "count": -3,
              "ratio": 1.5,
              "whole": 2,
              "flags": [
                true,
                null
              ],
              "empty": {},
              "none": []
            }
            """)
    }
}
