import Testing

/// A stored `let` with a literal value (`private let mibInGib = 1024`) is a constant: no
/// initializer can give it another value, so it is no input to try on the grid (where it divided
/// by zero and printed sizes no screen shows). A `var`, or a `let` without a value, stays an input.
@Suite struct InstanceConstantTests {
    static func listing(_ declaration: String) throws -> String {
        try TemporaryRepository([
            "App/ResizeView.swift": """
                import SwiftUI
                struct ResizeView: View {
                    var proposedSizeMib: Int
                    \(declaration)
                    private var message: String { "Resize to \\(proposedSizeMib / mibInGib) GiB?" }
                    var body: some View { Text(message) }
                }

                """,
        ]).run("formatters", "--all").stdout
    }

    @Test func aLetWithALiteralValueIsAConstant() throws {
        let listing = try Self.listing("private let mibInGib = 1024")
        #expect(listing.contains("outputs message [proposedSizeMib = 3661] → \"Resize to 3 GiB?\""), "\(listing)")
        #expect(!listing.contains("mibInGib ="), "\(listing)")
    }

    @Test func aVarIsAnInput() throws {
        #expect(try Self.listing("var mibInGib = 1024").contains("mibInGib = 125"))
    }
}
