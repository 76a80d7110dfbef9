import SwiftSyntax

/// Text looked up in the project's string tables (`LocalizedText`).
extension BodyLowerer {
    /// `NSLocalizedString(key, tableName:, bundle:, value:, comment:)` with any key (a wrapper's
    /// parameter is evaluated when called), and `String(localized: "key")` with a plain literal
    /// key; nil for any other call. The bundle is not told apart: every table of the name is read.
    func localizedLookup(_ call: FunctionCallExprSyntax) throws(LoweringFailure) -> BehaviourExpression? {
        guard let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let key = call.arguments.first?.expression else { return nil }
        let labels = call.arguments.map { $0.label?.text }
        let named = Dictionary(call.arguments.dropFirst().compactMap { argument in argument.label.map { ($0.text, argument.expression) } },
                               uniquingKeysWith: { first, _ in first })
        switch callee {
        case "NSLocalizedString":
            guard labels.first == .some(nil), labels.last == "comment",
                  Set(labels.dropFirst()).isSubset(of: ["tableName", "bundle", "value", "comment"]) else { return nil }
            let table = try named["tableName"].map { expression throws(LoweringFailure) in try tableName(expression) } ?? nil
            let fallback = try named["value"].map { expression throws(LoweringFailure) in try lower(expression) }
            return .localized(try lower(key), table: table, fallback: fallback)
        case "String":
            guard labels.first == "localized", Set(labels.dropFirst()).isSubset(of: ["defaultValue", "table", "bundle", "comment"]),
                  let literal = key.as(StringLiteralExprSyntax.self), let text = try LiteralReader.plainText(literal) else { return nil }
            let table = try named["table"].map { expression throws(LoweringFailure) in try tableName(expression) } ?? nil
            let fallback = try named["defaultValue"].map { expression throws(LoweringFailure) in try plainLiteral(expression) }
            return .localized(.literal(.string(text)), table: table, fallback: fallback)
        default:
            return nil
        }
    }

    /// A table named by a literal or a constant; `nil` is the default one.
    private func tableName(_ expression: ExprSyntax) throws(LoweringFailure) -> String? {
        switch try lower(expression) {
        case .literal(.none): return nil
        case .literal(.string(let name)): return name
        default: throw LoweringFailure("looks up text in a table named by \(expression.sourceText.prefix(40))")
        }
    }

    /// A default value written as plain text (one with interpolations is a format of its own).
    private func plainLiteral(_ expression: ExprSyntax) throws(LoweringFailure) -> BehaviourExpression {
        guard let literal = expression.as(StringLiteralExprSyntax.self), let text = try LiteralReader.plainText(literal) else {
            throw LoweringFailure("falls back to \(expression.sourceText.prefix(40))")
        }
        return .literal(.string(text))
    }
}
