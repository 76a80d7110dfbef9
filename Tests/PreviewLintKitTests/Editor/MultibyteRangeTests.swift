import Foundation
import Testing

/// Editors read the JSON report's ranges: columns are UTF-8 bytes and offsets UTF-8 offsets, also
/// after emoji and CJK text.
@Suite struct MultibyteRangeTests {
    @Test func jsonRangesCountUTF8Bytes() throws {
        let repo = try TemporaryRepository([".previewlint.yml": EditorFixtures.printRule])
        let text = "// 漢字\nlet s = \"😀漢字\"; print(s)\n"
        let result = try EditorFixtures.run(repo, ["lint", "--reporter", "json", "--use-stdin", "--stdin-path", "Sources/A.swift"], stdin: text)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let violation = try #require((document["violations"] as? [[String: Any]])?.first)
        #expect(violation["file"] as? String == "Sources/A.swift")
        let range = try #require(violation["range"] as? [String: [String: Int]])
        // Line 1 is 10 bytes; `print(` starts after 9 + 4 + 6 + 3 bytes of line 2.
        #expect(range["start"] == ["line": 2, "column": 23, "offset": 32])
        #expect(range["end"] == ["line": 2, "column": 29, "offset": 38])
    }
}
