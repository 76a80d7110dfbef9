import SwiftParser
import SwiftSyntax

/// The first node of a kind in a source text.
enum SyntaxFinder {
    static func closure(in source: String) -> ClosureExprSyntax? {
        Parser.parse(source: source).tokens(viewMode: .sourceAccurate)
            .lazy.compactMap { $0.parent?.as(ClosureExprSyntax.self) }.first
    }
}
