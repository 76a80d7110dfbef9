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
    /// The result of a call of the project's (`calculateChange(…)`): formatted if that function formats.
    case called

    /// How an argument fills its field, with the call's signature for `called` (`calculateChange(_:_:)`,
    /// `Glucose.format(_:)`, `.formatted(_:)` for a method called on a value), and for a property
    /// handed on its name (`.subscriptionDetails`). `local` answers for
    /// a name the enclosing code declared (`let label = "\(value) \(unit)"`).
    static func classify(_ expression: ExprSyntax, local: (String) -> (fill: FieldFill, callee: String?)? = { _ in nil }) -> (fill: FieldFill, callee: String?)? {
        switch expression.kind {
        case .stringLiteralExpr:
            // `"\(count)"` only converts a value to text; text around a value is formatting.
            let literal = expression.cast(StringLiteralExprSyntax.self)
            guard literal.segments.contains(where: { $0.is(ExpressionSegmentSyntax.self) }) else { return nil }
            let hasText = literal.segments.contains { !($0.as(StringSegmentSyntax.self)?.content.text.isEmpty ?? true) }
            return hasText ? (.formatted, nil) : (.passThrough, nil)
        case .functionCallExpr:
            let call = expression.cast(FunctionCallExprSyntax.self)
            guard let (base, name) = callee(call.calledExpression) else { return nil }
            if containsASCII(name, "format") || call.arguments.first?.label?.text == "format" { return (.formatted, nil) }
            // `deltaFormatter.string(from: value)`, `Formatter.glucose.string(for: value)`.
            if name.hasPrefix("string"), let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base,
               containsASCII(base.sourceText, "formatter") {
                return (.formatted, nil)
            }
            // `unit.map { "\(value) \($0)" }`, `formatted.map { "⇢ " + $0 }`: a value formatted by a closure or before it.
            if name == "map" || name == "flatMap" {
                let mapped = call.calledExpression.as(MemberAccessExprSyntax.self)?.base.flatMap { classify($0, local: local) }
                if mapped?.fill == .formatted { return (.formatted, nil) }
                if let closure = call.trailingClosure, closure.statements.count == 1,
                   let body = closure.statements.first?.item.as(ExprSyntax.self), classify(body)?.fill == .formatted {
                    return (.formatted, nil)
                }
            }
            return (.called, CallSignature.spell(base + name, labels: call.arguments.lazy.map { $0.label?.text ?? "_" }))
        case .declReferenceExpr:
            return local(expression.cast(DeclReferenceExprSyntax.self).baseName.text) ?? (.passThrough, nil)
        case .memberAccessExpr:
            // `.someCase` names a constant; `payload.title` hands a value on, `event.formattedDate` a formatted one.
            let member = expression.cast(MemberAccessExprSyntax.self)
            guard member.base != nil else { return nil }
            // The property handed on is named (`.subscriptionDetails`): what production assigns to it tells more.
            return containsASCII(member.declName.baseName.text, "formatted") ? (.formatted, nil) : (.passThrough, "." + member.declName.baseName.text)
        case .sequenceExpr:
            // Unfolded operators: `a ?? b` gives what `a` gives; `c ? a : b` either branch's fill.
            let elements = Array(expression.cast(SequenceExprSyntax.self).elements)
            if let ternary = elements.lazy.compactMap({ $0.as(UnresolvedTernaryExprSyntax.self) }).first, let last = elements.last {
                let branches = [classify(ternary.thenExpression, local: local), classify(last, local: local)].compactMap { $0 }
                return branches.first { $0.fill == .formatted } ?? branches.first
            }
            guard elements.count >= 3, let operation = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text else { return nil }
            if operation == "??" { return classify(elements[0], local: local) }
            // `"⇢ " + value`: text and a value joined.
            if operation == "+", elements.contains(where: { $0.is(StringLiteralExprSyntax.self) }),
               elements.contains(where: { !$0.is(StringLiteralExprSyntax.self) && !$0.is(BinaryOperatorExprSyntax.self) }) {
                return (.formatted, nil)
            }
            return nil
        case .optionalChainingExpr, .forceUnwrapExpr:
            return expression.children(viewMode: .sourceAccurate).first.flatMap { $0.as(ExprSyntax.self) }.flatMap { classify($0, local: local) }
        default:
            return nil
        }
    }

    /// Whether `text` contains the lowercase ASCII `word`, ignoring ASCII case: Foundation's
    /// case-insensitive search cost a tenth of the walk, run for every argument of every call.
    private static func containsASCII(_ text: String, _ word: StaticString) -> Bool {
        let needle = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        // The string's own bytes: copying them into an array cost an allocation per argument.
        var text = text
        return text.withUTF8 { haystack in
            guard haystack.count >= needle.count else { return false }
            for start in 0...(haystack.count - needle.count) {
                var index = 0
                while index < needle.count, haystack[start + index] | 0x20 == needle[index] { index += 1 }
                if index == needle.count { return true }
            }
            return false
        }
    }

    /// `Type.` (or `.` for a method called on a value, empty for a free function) and the name.
    private static func callee(_ expression: ExprSyntax) -> (String, String)? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return ("", reference.baseName.text) }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            let type = member.base.flatMap(PreviewSyntax.typeName).map { $0 + "." } ?? "."
            return (type, member.declName.baseName.text)
        }
        return nil
    }
}

/// One argument of a production call, by the field it fills.
public struct FieldFillRecord: Codable, Sendable, Hashable {
    /// `SummaryRow(value:)`, `Text`: the same spelling as `LiteralRecord.argumentOf`.
    public var field: String
    public var fill: FieldFill
    public var range: SourceRange
    /// The called function, for `called`.
    public var callee: String?
    /// Filled by the field's own type (its initializer or factory, `self.x = …`), not by a caller.
    public var inOwnType = false
    /// The shape of what a formatted fill makes, when written in place (`"\(value) mg/dL"`,
    /// `String(format: "%.1f %%", …)`).
    public var shape: FormatShape?
}

extension FieldFill {
    /// The shape of text an argument builds in place: an interpolation with words, or `String(format:)`.
    static func shape(of expression: ExprSyntax, range: SourceRange) -> FormatShape? {
        if let literal = expression.as(StringLiteralExprSyntax.self), literal.segments.contains(where: { $0.is(ExpressionSegmentSyntax.self) }) {
            let segments: [FormatShapeDeriver.Segment] = literal.segments.map { segment in
                segment.as(StringSegmentSyntax.self).map { .text($0.content.text) } ?? .other
            }
            return FormatShapeDeriver.shape(ofInterpolation: segments, range: range)
        }
        if let call = expression.as(FunctionCallExprSyntax.self), call.calledExpression.sourceText == "String",
           let format = call.arguments.first(where: { $0.label?.text == "format" })?.expression.as(StringLiteralExprSyntax.self),
           let text = PreviewSyntax.plainText(of: format) {
            return FormatShapeDeriver.shape(ofFormat: text, range: range)
        }
        return nil
    }
}
