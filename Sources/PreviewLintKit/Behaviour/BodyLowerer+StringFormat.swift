import SwiftSyntax

/// printf-style formatting: `String(format:)` in all its spellings and
/// `String.localizedStringWithFormat(_:_:)`.
extension BodyLowerer {
    /// The format and its values of `String(format:_:…)`, `String(format:arguments: [a, b])` and either
    /// with `locale:` the user's current locale (formatted as `localizedStringWithFormat` is). Another
    /// locale makes the body unknown: its numbers are spelled differently.
    func printfArguments(labels: [String?], arguments: [ExprSyntax]) throws(LoweringFailure) -> [ExprSyntax]? {
        var rest = Array(zip(labels, arguments).dropFirst())
        if rest.first?.0 == "locale" {
            let locale = rest.removeFirst().1
            guard Self.isCurrentLocale(locale) else {
                throw LoweringFailure("formats in locale \(locale.sourceText.prefix(40))")
            }
        }
        if rest.count == 1, rest[0].0 == "arguments" {
            guard let array = rest[0].1.as(ArrayExprSyntax.self) else {
                throw LoweringFailure("formats an argument list it does not spell out")
            }
            return [arguments[0]] + array.elements.map(\.expression)
        }
        guard rest.allSatisfy({ $0.0 == nil }) else { return nil }
        return [arguments[0]] + rest.map(\.1)
    }

    /// `Locale.current`, `.current`, `Locale.autoupdatingCurrent`, or nil (no locale, as without one).
    private static func isCurrentLocale(_ expression: ExprSyntax) -> Bool {
        if expression.is(NilLiteralExprSyntax.self) { return true }
        guard let member = expression.as(MemberAccessExprSyntax.self),
              ["current", "autoupdatingCurrent"].contains(member.declName.baseName.text) else { return false }
        return member.base == nil || member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Locale"
    }

    /// `String(format:)` and `String.localizedStringWithFormat(_:_:)`: a literal format is read now,
    /// so one the model lacks (`%g`) makes the body unknown; a localized one once its text is known.
    func stringFormat(_ arguments: [ExprSyntax]) throws(LoweringFailure) -> BehaviourExpression {
        if let call = arguments[0].as(FunctionCallExprSyntax.self), let lookup = try localizedLookup(call) {
            return .formatOf(lookup, try arguments.dropFirst().map { a throws(LoweringFailure) in try lower(a) })
        }
        if let local = arguments[0].as(DeclReferenceExprSyntax.self)?.baseName.text, bodyLocals.contains(local) {
            return .formatOf(.name(local), try arguments.dropFirst().map { a throws(LoweringFailure) in try lower(a) })
        }
        let text = try formatText(arguments[0])
        let format: PrintfFormat
        do throws(EvaluationStop) {
            format = try PrintfFormat(text)
        } catch {
            throw LoweringFailure(error.reason)
        }
        var lowered: [BehaviourExpression] = []
        for (index, argument) in arguments.dropFirst().enumerated() {
            let readsCString = format.conversions.contains { $0.argumentIndex == index && $0.kind == "s" }
            lowered.append(readsCString ? try cString(argument) : try lower(argument))
        }
        return .format(text, lowered)
    }

    /// `%s` reads a C string: `(text as NSString).utf8String` or `text.cString(using: .utf8)`. A Swift
    /// String passed as it is bridges to an object, and C reads garbage from it.
    private func cString(_ written: ExprSyntax) throws(LoweringFailure) -> BehaviourExpression {
        let argument = written.as(ForceUnwrapExprSyntax.self)?.expression ?? written
        if let member = argument.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "utf8String", let base = member.base {
            return try lower(base)
        }
        if let call = argument.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           member.declName.baseName.text == "cString", call.arguments.first?.label?.text == "using",
           FormatterSetup.memberName(call.arguments.first!.expression) == "utf8", let base = member.base {
            return try lower(base)
        }
        throw LoweringFailure("passes \(written.sourceText.prefix(40)) to %s, which reads a C string")
    }

    /// The format of `String(format:)`: a plain literal or a string constant.
    private func formatText(_ expression: ExprSyntax) throws(LoweringFailure) -> String {
        if let literal = expression.as(StringLiteralExprSyntax.self), let text = try LiteralReader.plainText(literal) { return text }
        if case .literal(.string(let text)) = try? resolve(expression.sourceText) { return text }
        throw LoweringFailure("formats with \(expression.sourceText.prefix(40)), not a literal")
    }
}
