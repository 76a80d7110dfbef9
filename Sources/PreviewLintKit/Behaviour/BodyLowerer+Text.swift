import SwiftSyntax

/// SwiftUI's `Text` as the text it shows: `Text(verbatim: s)` and `Text(s)` of a `String` show
/// it as it is, `Text("literal \(x)")` and `LocalizedStringKey("…")` are localized keys
/// (`LocalizedKey`), `Text(value, format: style)` is the value formatted, `Text + Text` joins
/// them, and styling (`.bold()`, `.font(…)`) keeps the text.
extension BodyLowerer {
    /// `Text` methods that return it restyled, its text unchanged.
    static let textStyling: Set<String> = [
        "bold", "italic", "font", "fontWeight", "fontWidth", "fontDesign", "monospaced", "monospacedDigit",
        "foregroundColor", "foregroundStyle", "kerning", "tracking", "underline", "strikethrough", "baselineOffset",
        "textScale", "smallCaps", "lowercaseSmallCaps", "uppercaseSmallCaps",
    ]

    func text(_ callee: String, labels: [String?], arguments: [ExprSyntax]) throws(LoweringFailure) -> BehaviourExpression {
        switch labels {
        case ["verbatim"] where callee == "Text":
            return try lower(arguments[0])
        case [nil]:
            if let literal = arguments[0].as(StringLiteralExprSyntax.self) { return try localized(literal) }
            // A `String` shown as it is; a key made at run time is looked up by a text not known here.
            guard callee == "Text" else { throw LoweringFailure("makes a LocalizedStringKey of \(arguments[0].sourceText.prefix(30))") }
            return try lower(arguments[0])
        case [nil, "format"] where callee == "Text":
            return try formatted(arguments[0], labels: [nil], arguments: [arguments[1]])
        case [nil, "style"] where callee == "Text":
            return .foundation(.date(try Self.textDateStyle(arguments[1])), try lower(arguments[0]))
        default:
            throw LoweringFailure("makes \(callee)(\(labels.map { "\($0 ?? "_"):" }.joined()))")
        }
    }

    /// `Text(date, style: .date)` shows "March 1, 2024", `.time` "9:05 AM"; the other styles count
    /// live from the current time (`.relative`, `.timer`, `.offset`): not one text.
    static func textDateStyle(_ style: ExprSyntax) throws(LoweringFailure) -> DatePattern {
        let name = FormatterSetup.memberName(style) ?? style.sourceText
        let parts: (date: String, time: String)
        switch name {
        case "date": parts = ("long", "omitted")
        case "time": parts = ("omitted", "shortened")
        default: throw LoweringFailure("shows a date with Text style .\(name), which counts live from the current time")
        }
        do throws(EvaluationStop) {
            return try DateStyles.pattern(formattedDate: parts.date, time: parts.time)
        } catch {
            throw LoweringFailure("Text style .\(name)")
        }
    }

    /// A string literal SwiftUI reads as a `LocalizedStringKey`.
    func localized(_ literal: StringLiteralExprSyntax) throws(LoweringFailure) -> BehaviourExpression {
        if let text = try LiteralReader.plainText(literal) { return .localized(.literal(.string(text)), table: nil, fallback: nil) }
        var parts: [LocalizedKeyPart] = []
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let text):
                parts.append(.text(try LiteralReader.unescaped(text.content.text)))
            case .expressionSegment(let interpolated):
                let expressions = Array(interpolated.expressions)
                guard let value = expressions.first, value.label == nil else {
                    throw LoweringFailure("interpolates with options \(interpolated.sourceText.prefix(40))")
                }
                switch expressions.dropFirst().map({ $0.label?.text }) {
                case []:
                    parts.append(.value(try lower(value.expression)))
                case ["specifier"]:
                    guard let written = expressions[1].expression.as(StringLiteralExprSyntax.self), let specifier = try LiteralReader.plainText(written) else {
                        throw LoweringFailure("interpolates with a specifier not written out")
                    }
                    parts.append(.value(try lower(value.expression), specifier: specifier))
                case ["format"]:
                    parts.append(.value(try formatted(value.expression, labels: [nil], arguments: [expressions[1].expression]), specifier: "%@"))
                case ["formatter"]:
                    // `"\(date, formatter: formatter)"`: the formatter's `string(for:)` of the value.
                    let formatter = expressions[1].expression
                    guard let text = try string(of: value.expression, by: formatter, label: "for") else {
                        throw LoweringFailure("interpolates with a formatter not modelled")
                    }
                    parts.append(.value(text, specifier: "%@"))
                default:
                    throw LoweringFailure("interpolates with options \(interpolated.sourceText.prefix(40))")
                }
            }
        }
        return .localizedKey(parts)
    }
}
