@testable import PreviewLintKit
import Testing

@Suite struct PropertyListReaderTests {
    @Test func readsTheOldStyleFormat() throws {
        let value = try PropertyListReader.read("""
            // !$*UTF8*$!
            {
                name = "Timer \\"Pro\\"\\n"; /* a comment */
                list = (a, "b c", <0aFF>, );
                nested = { path = Sources/App.swift; };
            }
            """)
        #expect(value["name"]?.string == "Timer \"Pro\"\n")
        #expect(value["list"]?.array?.count == 3)
        #expect(value["list"]?.array?[1].string == "b c")
        #expect(value["nested"]?["path"]?.string == "Sources/App.swift")
        #expect(value["nested"]?.line == 5)
    }

    /// Each malformed input must end in an error naming the line, never in a trap.
    @Test(arguments: [
        ("{ a = \"unterminated; }", 1, "unterminated string"),
        ("{\n  a = b;\n  c = (x, y\n", 4, "unexpected end of file in an array, expected ')'"),
        ("{ a = b }", 1, "expected ';' after the value of 'a', found '}'"),
        ("{ a b; }", 1, "expected '=' after key 'a', found 'b'"),
        ("{ /* never closed", 1, "unterminated comment"),
        ("(a b)", 1, "expected ',' or ')' in an array, found 'b'"),
        ("{ a = <0g>; }", 1, "'g' is not a hexadecimal digit in data"),
        ("{ a = <0>; }", 1, "data has an odd number of hexadecimal digits"),
        ("{ a = \"\\U12\"; }", 1, "expected four hexadecimal digits after '\\U'"),
        ("", 1, "unexpected end of file, expected a value"),
        ("{ a = b; } trailing", 1, "unexpected text after the property list"),
        ("{ (x) = y; }", 1, "a dictionary key must be a string"),
        ("{ a = @; }", 1, "unexpected character '@', expected a value"),
        ("\n\n{ a = \"\\", 3, "unterminated string"),
        (String(repeating: "(", count: 10_000), 1, "nesting deeper than 256 levels"),
    ])
    func reportsMalformedInputWithItsLine(_ text: String, line: Int, message: String) {
        #expect(throws: PropertyListError.self) { try PropertyListReader.read(text) }
        do {
            _ = try PropertyListReader.read(text)
        } catch {
            #expect(error.line == line)
            #expect(error.message == message)
        }
    }
}
