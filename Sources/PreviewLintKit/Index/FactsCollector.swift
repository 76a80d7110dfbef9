import SwiftSyntax

/// The one walk over a file's syntax tree: everything rules need is gathered here, so no rule walks again.
final class FactsCollector: SyntaxVisitor {
    private(set) var facts: FileFacts
    let lines: LineTable
    private var copyFacts: CopyFactsBuilder?

    init(path: String, lines: LineTable) {
        facts = FileFacts(path: path, byteCount: lines.byteCount)
        self.lines = lines
        super.init(viewMode: .sourceAccurate)
    }

    static func collect(_ tree: SourceFileSyntax, path: String, lines: LineTable) -> FileFacts {
        let collector = FactsCollector(path: path, lines: lines)
        collector.copyFacts = CopyFactsBuilder(tree, lines: lines)
        collector.walk(tree)
        collector.facts.copy = collector.copyFacts?.finish() ?? CopyFacts()
        return collector.facts
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        copyFacts?.add(token)
        collectComments(in: token.leadingTrivia, from: token.position.utf8Offset)
        collectComments(in: token.trailingTrivia, from: token.endPositionBeforeTrailingTrivia.utf8Offset)
        return .skipChildren
    }

    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = node.endPositionBeforeTrailingTrivia.utf8Offset
        if facts.stringRanges.last.map({ $0.end <= start }) ?? true {
            facts.stringRanges.append(OffsetRange(start, end))
        }
        return .visitChildren
    }

    private func collectComments(in trivia: Trivia, from offset: Int) {
        var position = offset
        for piece in trivia {
            let length = piece.sourceLength.utf8Length
            defer { position += length }
            let text: String
            switch piece {
            case .lineComment(let comment), .blockComment(let comment), .docLineComment(let comment), .docBlockComment(let comment):
                text = comment
            default:
                continue
            }
            facts.commentRanges.append(OffsetRange(position, position + length))
            if text.contains("previewlint:"),
               let command = SuppressionCommand.parse(comment: text, range: lines.range(from: position, to: position + length)) {
                facts.suppressions.append(command)
            }
        }
    }
}
