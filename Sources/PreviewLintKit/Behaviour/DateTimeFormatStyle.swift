import SwiftSyntax

/// `Date.FormatStyle`'s component chains (`.dateTime.weekday(.abbreviated).day().month()`): each
/// component asks for a field at a width, so the chain is a template skeleton (`EEEdMMM`), and
/// the pattern is the one `DateTemplate` gives at en_US and at de_DE. A component or width not
/// modelled (an era, an ordinal day, a clock without its day period) leaves the chain unknown.
enum DateTimeFormatStyle {
    /// The pattern `.dateTime…` stands for; nil when the expression is no `.dateTime` chain.
    static func pattern(_ expression: ExprSyntax) throws(LoweringFailure) -> DatePattern? {
        var components: [(name: String, argument: String?)] = []
        var current = expression
        while let call = current.as(FunctionCallExprSyntax.self),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
            guard call.arguments.count <= 1, call.trailingClosure == nil else { return nil }
            components.append((member.declName.baseName.text, call.arguments.first?.expression.trimmedDescription))
            current = base
        }
        guard let root = current.as(MemberAccessExprSyntax.self), root.declName.baseName.text == "dateTime",
              root.base == nil || root.base?.trimmedDescription == "Date.FormatStyle", !components.isEmpty else {
            return nil
        }
        var skeleton = ""
        for (name, argument) in components.reversed() {
            guard let symbols = Self.symbols(name, argument) else {
                throw LoweringFailure("formats a date with .\(name)(\(argument ?? "")), which is not modelled")
            }
            skeleton += symbols
        }
        guard let english = DateTemplate.pattern(skeleton),
              let german = DateTemplate.pattern(skeleton, in: .german) else {
            throw LoweringFailure("formats a date with the skeleton \(skeleton), whose pattern is not modelled")
        }
        do throws(EvaluationStop) {
            var pattern = try DatePattern(english)
            pattern.german = try DatePattern(german).fields
            return pattern
        } catch {
            throw LoweringFailure(error.reason)
        }
    }

    /// A component's skeleton letters (`month(.wide)` is `MMMM`); nil for one not modelled.
    private static func symbols(_ name: String, _ argument: String?) -> String? {
        let width = argument.map { $0.hasPrefix(".") ? String($0.dropFirst()) : $0 }
        switch (name, width) {
        case ("year", nil), ("year", "defaultDigits"): return "y"
        case ("year", "twoDigits"): return "yy"
        case ("month", nil), ("month", "abbreviated"): return "MMM"
        case ("month", "wide"): return "MMMM"
        case ("month", "narrow"): return "MMMMM"
        case ("month", "defaultDigits"), ("month", "numeric"): return "M"
        case ("month", "twoDigits"): return "MM"
        case ("day", nil), ("day", "defaultDigits"): return "d"
        case ("day", "twoDigits"): return "dd"
        case ("weekday", nil), ("weekday", "abbreviated"): return "EEE"
        case ("weekday", "wide"): return "EEEE"
        case ("weekday", "narrow"): return "EEEEE"
        case ("weekday", "short"): return "EEEEEE"
        case ("hour", nil), ("hour", "defaultDigits(amPM: .abbreviated)"): return "j"
        case ("minute", nil), ("minute", "defaultDigits"), ("minute", "twoDigits"): return "m"
        case ("second", nil), ("second", "defaultDigits"), ("second", "twoDigits"): return "s"
        default: return nil
        }
    }
}
