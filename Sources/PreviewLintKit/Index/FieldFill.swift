import Foundation
import SwiftSyntax

/// How production code fills a parameter: what tells a preview's literal there apart as hard-coded
/// output of the app's own formatting, or as sample text of a field the app never formats.
public enum FieldFill: String, Codable, Sendable, Hashable {
    /// Built from values: an interpolation of non-literal values, `String(format:)`, `.formatted(…)`,
    /// a formatter's `string(from:)`, a function named for formatting.
    case formatted
    /// Handed on as it came: a property or a parameter (text from a payload, a server, the user).
    case passThrough = "pass_through"

    static func classify(_ expression: ExprSyntax) -> FieldFill? {
        switch expression.kind {
        case .stringLiteralExpr:
            let literal = expression.cast(StringLiteralExprSyntax.self)
            return literal.segments.contains { $0.is(ExpressionSegmentSyntax.self) } ? .formatted : nil
        case .functionCallExpr:
            let call = expression.cast(FunctionCallExprSyntax.self)
            if let name = calleeName(call.calledExpression), name.range(of: "format", options: .caseInsensitive) != nil { return .formatted }
            if call.arguments.first?.label?.text == "format" { return .formatted }
            return nil
        case .declReferenceExpr:
            return .passThrough
        case .memberAccessExpr:
            // `.someCase` names a constant; `payload.title` hands a value on.
            return expression.cast(MemberAccessExprSyntax.self).base == nil ? nil : .passThrough
        default:
            return nil
        }
    }

    private static func calleeName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return nil
    }
}

/// One argument of a production call, by the field it fills.
public struct FieldFillRecord: Codable, Sendable, Hashable {
    /// `SummaryRow(value:)`, `Text`: the same spelling as `LiteralRecord.argumentOf`.
    public var field: String
    public var fill: FieldFill
    public var range: SourceRange
}
