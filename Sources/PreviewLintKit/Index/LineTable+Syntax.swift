import SwiftSyntax

extension LineTable {
    /// The range of a node without its leading and trailing trivia.
    func range(of node: some SyntaxProtocol) -> SourceRange {
        range(from: node.positionAfterSkippingLeadingTrivia.utf8Offset, to: node.endPositionBeforeTrailingTrivia.utf8Offset)
    }
}
