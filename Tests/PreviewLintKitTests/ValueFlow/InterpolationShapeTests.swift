import Testing
@testable import PreviewLintKit

/// What an interpolation's fixed text says of the texts it can output.
@Suite struct InterpolationShapeTests {
    @Test func piecesAreKeptInOrderAtBothEnds() throws {
        let minutes = try #require(InterpolationShape("\"\\(…)m\""))
        #expect(minutes.canOutput("5m"))
        #expect(!minutes.canOutput("5 min"))
        // Case and spaces aside: a literal that drifted only there still stands for the output.
        let unit = try #require(InterpolationShape("\"\\(…) mg/dL\""))
        #expect(unit.canOutput("110 mg/dl"))
        #expect(unit.canOutput("110mg/dL"))
        #expect(!unit.canOutput("110 mmol/L"))
        let clock = try #require(InterpolationShape("\"\\(…):\\(…)\""))
        #expect(clock.canOutput("2:05"))
        #expect(!clock.canOutput("205"))
        let imported = try #require(InterpolationShape("\"\\(…) (Imported \\(…))\""))
        #expect(imported.canOutput("Morning (Imported 2)"))
        #expect(!imported.canOutput("Morning Routine"))
        let named = try #require(InterpolationShape("\"Complication-\\(…)\""))
        #expect(named.canOutput("Complication-3"))
        #expect(!named.canOutput("Good Morning"))
    }

    @Test func otherFormattingCanOutputAnything() {
        #expect(InterpolationShape("String(format:)") == nil)
        #expect(InterpolationShape("NumberFormatter.string(from:)") == nil)
        #expect(InterpolationShape("\"plain\"") == nil)
    }
}
