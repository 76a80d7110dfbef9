import SwiftSyntax

/// The formatters known by configuration alone (`ConfiguredFormat`), with the defaults Apple
/// documents for each setting, so that a setting written out at its default configures nothing.
extension FormatterSetup {
    static let byteCountDefaults = [
        "countStyle": ".file", "allowedUnits": ".useDefault", "includesUnit": "true", "includesCount": "true",
        "isAdaptive": "true", "allowsNonnumericFormatting": "true", "zeroPadsFractionDigits": "false",
        "includesActualByteCount": "false", "formattingContext": ".unknown",
    ]
    static let byteCountStyleDefaults = ["allowedUnits": ".all", "spellsOutZero": "true", "includesActualByteCount": "false"]
    static let relativeDefaults = ["unitsStyle": ".full", "dateTimeStyle": ".numeric", "formattingContext": ".unknown"]
    static let relativeStyleDefaults = ["unitsStyle": ".wide", "capitalizationContext": ".unknown"]

    /// `ByteCountFormatter`, as an object or by `string(fromByteCount:countStyle:)`.
    static func byteCounts(_ settings: [String: String]) -> ConfiguredFormat {
        ConfiguredFormat(formatter: "ByteCountFormatter", settings: settings, defaults: byteCountDefaults, input: .number, call: .byteCount)
    }

    /// `RelativeDateTimeFormatter.localizedString(for:relativeTo:)` of a date against now.
    static func relativeToNow(_ settings: [String: String]) -> ConfiguredFormat {
        ConfiguredFormat(formatter: "RelativeDateTimeFormatter relative to now", settings: settings, defaults: relativeDefaults, input: .date, readsNow: true)
    }

    /// A setting's value as written, when it is a constant: `.memory`, `true`, `[.useKB, .useMB]`
    /// (sorted: an option set's order says nothing). Anything else leaves the formatter unknown.
    static func constant(_ value: ExprSyntax) -> String? {
        guard isConstant(value) else { return nil }
        if let name = memberName(value) { return ".\(name)" }
        if let flag = value.as(BooleanLiteralExprSyntax.self) { return flag.literal.text }
        if let array = value.as(ArrayExprSyntax.self) {
            let names = array.elements.map { constant($0.expression) }
            guard names.allSatisfy({ $0?.hasPrefix(".") == true }), !names.isEmpty else { return nil }
            return names.count == 1 ? names[0] : "[\(names.compactMap { $0 }.sorted().joined(separator: ", "))]"
        }
        return nil
    }

    /// Settings given as arguments (`.byteCount(style: .file, spellsOutZero: false)`), by label;
    /// nil when one is not a constant.
    static func constants(_ arguments: LabeledExprListSyntax) -> [String: String]? {
        var settings: [String: String] = [:]
        for argument in arguments {
            guard let label = argument.label?.text, let value = constant(argument.expression) else { return nil }
            settings[label] = value
        }
        return settings
    }
}

/// Formatters whose set-up is not modelled but written in constants: known by their steps, in order.
extension FormatterSetup {
    static func configured(_ kind: Kind, steps: [String]) -> ConfiguredFormat? {
        switch kind {
        case .date: ConfiguredFormat(formatter: "DateFormatter", steps: steps, input: .date, call: .string)
        case .dateComponents: ConfiguredFormat(formatter: "DateComponentsFormatter", steps: steps, input: .number, call: .string)
        case .number: ConfiguredFormat(formatter: "NumberFormatter", steps: steps, input: .number, call: .string)
        case .byteCount, .relative: nil
        }
    }

    /// The text of a value made of literals, implicit members and Foundation's own types, members
    /// and initializers with constant arguments (`.full`, `"HH:mm"`, `Locale(identifier: "de_DE")`,
    /// `TimeZone(identifier: "UTC")!`); nil for anything else. A project's own constant
    /// (`Constants.timeFormat`) may be declared differently in each target: its text says nothing.
    static func constantText(_ value: ExprSyntax) -> String? {
        isConstant(value) ? value.sourceText : nil
    }

    private static let foundationTypes: Set<String> = [
        "Locale", "TimeZone", "Calendar", "DateFormatter", "NumberFormatter", "DateComponentsFormatter", "Formatter",
        "ByteCountFormatter", "RelativeDateTimeFormatter", "NSLocale", "NSTimeZone", "NSCalendar", "NSNumber",
    ]

    private static func isConstant(_ value: ExprSyntax) -> Bool {
        if value.is(IntegerLiteralExprSyntax.self) || value.is(FloatLiteralExprSyntax.self) || value.is(BooleanLiteralExprSyntax.self) { return true }
        if let string = value.as(StringLiteralExprSyntax.self) { return string.segments.allSatisfy { $0.is(StringSegmentSyntax.self) } }
        if let prefix = value.as(PrefixOperatorExprSyntax.self) { return prefix.operator.text == "-" && isConstant(prefix.expression) }
        if let unwrap = value.as(ForceUnwrapExprSyntax.self) { return isConstant(unwrap.expression) }
        if let array = value.as(ArrayExprSyntax.self) { return array.elements.allSatisfy { isConstant($0.expression) } }
        if let reference = value.as(DeclReferenceExprSyntax.self) { return foundationTypes.contains(reference.baseName.text) }
        if let member = value.as(MemberAccessExprSyntax.self) { return member.base.map(isConstant) ?? true }
        if let call = value.as(FunctionCallExprSyntax.self) {
            return call.trailingClosure == nil && isConstant(call.calledExpression) && call.arguments.allSatisfy { isConstant($0.expression) }
        }
        return false
    }
}
