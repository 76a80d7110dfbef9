import Testing
@testable import PreviewLintKit

/// Values joined with fixed text are not formatting: such outputs never make two members twins.
@Suite struct PlainOutputTests {
    @Test func aValueBetweenFixedTextIsPlain() {
        #expect(PlainOutput.isPlain([([.int(5)], "5%"), ([.int(61)], "61%")]))
        #expect(PlainOutput.isPlain([([.double(5)], "5 s"), ([.double(0.5)], "0.5 s")]))
    }

    @Test func valuesJoinedInEitherOrderArePlain() {
        let rows: [(inputs: [BehaviourValue], text: String)] = [
            ([.string("a"), .string("b")], "b, a"), ([.string(""), .string("b")], "b, "), ([.string("a"), .string("")], ", a"),
        ]
        #expect(PlainOutput.isPlain(rows))
    }

    /// `"\(seconds / 60)"` in two places divides alike: no formatter is written twice. Padding is
    /// formatting (`String(format: "%02d", m)` against `"\(m)"` differ on `"05"`).
    @Test func aWholeNumberAsSwiftPrintsItIsArithmeticNotFormatting() throws {
        #expect(BehaviourProfile.isWholeNumber("61") && BehaviourProfile.isWholeNumber("-2"))
        #expect(!BehaviourProfile.isWholeNumber("05") && !BehaviourProfile.isWholeNumber("1,234") && !BehaviourProfile.isWholeNumber("2.5"))
        let app = "func chipMinutes(_ seconds: Int) -> String { \"\\(seconds / 60)\" }\nstruct AppScreen { func show() { print(chipMinutes(1)) } }\n"
        let widget = "func widgetMinutes(_ s: Int) -> String { String(s / 60) }\nstruct WidgetScreen { func show() { print(widgetMinutes(1)) } }\n"
        #expect(try BehaviourTwinsTests.lint(["App/Chip.swift": app, "Widget/Minutes.swift": widget]) == [])
    }

    @Test func arithmeticOnTheValueIsFormatting() {
        #expect(!PlainOutput.isPlain([([.int(125)], "2:05"), ([.int(61)], "1:01")]))
        #expect(!PlainOutput.isPlain([([.int(5)], "5 items"), ([.int(1)], "1 item")]))
    }

    /// A number is printed whole: `"5900%"` for 59 is 59 × 100, not 59 printed before `"00%"`.
    @Test func digitsBesideANumberAreArithmetic() {
        #expect(!PlainOutput.isPlain([([.double(59)], "5900%"), ([.double(61)], "6100%")]))
        #expect(!PlainOutput.isPlain([([.int(7)], "107"), ([.int(9)], "109")]))
        #expect(PlainOutput.isPlain([([.int(59)], "59 00"), ([.int(61)], "61 00")]))
    }

    /// Fixed decimals after a whole number are formatting (`"%.5f"` prints 125 as `"125.00000"`);
    /// a point between two values joins them (`"1.2"` of a major and a minor version).
    @Test func fixedDecimalsAfterANumberAreFormatting() {
        #expect(!PlainOutput.isPlain([([.double(0), .double(1)], "0.00000, 1.00000"),
                                      ([.double(125), .double(3661)], "125.00000, 3661.00000")]))
        #expect(PlainOutput.isPlain([([.double(125)], "125.0 kW"), ([.double(61)], "61.0 kW")]))
        #expect(PlainOutput.isPlain([([.int(1), .int(2)], "1.2"), ([.int(10), .int(0)], "10.0")]))
    }
}
