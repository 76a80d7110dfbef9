import SwiftParser
import SwiftSyntax

/// The copy facts of a text alone, without the rest of the facts walk: what comparing the past
/// versions of a copied file needs, at a fraction of the walk's cost.
final class CopyFactsWalker: SyntaxVisitor {
    private var builder: CopyFactsBuilder

    private init(tree: SourceFileSyntax, text: String) {
        let bytes = Array(text.utf8)
        builder = CopyFactsBuilder(tree, bytes: bytes, lines: LineTable(text))
        super.init(viewMode: .sourceAccurate)
    }

    static func facts(of text: String) -> CopyFacts {
        let tree = Parser.parse(source: text)
        let walker = CopyFactsWalker(tree: tree, text: text)
        walker.walk(tree)
        return walker.builder.finish()
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        _ = builder.addToken(total: token.totalLength.utf8Length, leadingTrivia: token.leadingTriviaLength.utf8Length,
                             trailingTrivia: token.trailingTriviaLength.utf8Length, isLiteral: RawTokenClass.isLiteral(token),
                             isAccessKeyword: RawTokenClass.isAccessKeyword(token))
        return .skipChildren
    }
}
