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

    @Test func arithmeticOnTheValueIsFormatting() {
        #expect(!PlainOutput.isPlain([([.int(125)], "2:05"), ([.int(61)], "1:01")]))
        #expect(!PlainOutput.isPlain([([.int(5)], "5 items"), ([.int(1)], "1 item")]))
    }
}
