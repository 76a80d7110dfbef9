import Foundation
import SwiftSyntax

/// Comments, strings and conditional compilation: what the walk reads around the code.
extension FactsCollector {
    func handle(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        let (start, textStart, textEnd, end) = copyFacts.pointee.addToken(
            total: token.totalLength.utf8Length, leadingTrivia: token.leadingTriviaLength.utf8Length, trailingTrivia: token.trailingTriviaLength.utf8Length,
            isLiteral: RawTokenClass.isLiteral(token), isAccessKeyword: RawTokenClass.isAccessKeyword(token)
        )
        if scopeDepth > 0 { scopeTokens.append(OffsetRange(textStart, textEnd)) }
        // Every comment starts with '/': trivia without one (nearly all of it) is never materialized,
        // which building `Trivia` arrays for every token cost a tenth of the walk.
        if mayHoldComment(start, textStart) { collectComments(in: token.leadingTrivia, from: start) }
        if mayHoldComment(textEnd, end) { collectComments(in: token.trailingTrivia, from: textEnd) }
        return .skipChildren
    }

    func mayHoldComment(_ start: Int, _ end: Int) -> Bool {
        guard start < end, end <= bytes.count else { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            memchr(buffer.baseAddress! + start, Int32(UInt8(ascii: "/")), end - start) != nil
        }
    }

    func handle(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = node.endPositionBeforeTrailingTrivia.utf8Offset
        if facts.stringRanges.last.map({ $0.end <= start }) ?? true {
            facts.stringRanges.append(OffsetRange(start, end))
        }
        if scopeDepth > 0 {
            facts.literals.append(LiteralRecord(
                text: PreviewSyntax.displayText(of: node), range: range(node), isString: true, argumentOf: argumentOwner(node)
            ))
        }
        formatting.stringLiteral(node, inPreview: previewDepth > 0, inWidget: inWidget)
        recordInlineFormatting(node)
        return .visitChildren
    }

    func collectComments(in trivia: Trivia, from offset: Int) {
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
            // Trivia is read after the declarations it precedes: `finish` keeps a note above the first one.
            if pendingCopyNote == nil, CopyNote.declares(text) {
                pendingCopyNote = CopyNote(text: text.trimmingCharacters(in: .whitespacesAndNewlines), line: lines.location(at: position).line)
            }
            // `// #Preview(as: .systemSmall) {`: a preview the team switched off on purpose.
            // Byte searches: Foundation's `contains` on every comment was a twelfth of the walk.
            if !facts.hasCommentedOutPreview, RequiredLiteral.contains("#Preview", in: text) || RequiredLiteral.contains("PreviewProvider", in: text) {
                facts.hasCommentedOutPreview = true
            }
            if RequiredLiteral.contains("previewlint:", in: text),
               let command = SuppressionCommand.parse(comment: text, range: lines.range(from: position, to: position + length)) {
                facts.suppressions.append(command)
            }
        }
    }

    func handle(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        conditions.append(ConditionText.clause(node))
        debugOnly = ConditionText.requiresAll(conditions, oneOf: ["DEBUG"])
        return .visitChildren
    }
}
