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
        ConfiguredFormat(formatter: "ByteCountFormatter", settings: settings, defaults: byteCountDefaults, input: .number)
    }

    /// `RelativeDateTimeFormatter.localizedString(for:relativeTo:)` of a date against now.
    static func relativeToNow(_ settings: [String: String]) -> ConfiguredFormat {
        ConfiguredFormat(formatter: "RelativeDateTimeFormatter relative to now", settings: settings, defaults: relativeDefaults, input: .date, readsNow: true)
    }

    /// A setting's value as written, when it is a constant: `.memory`, `true`, `[.useKB, .useMB]`
    /// (sorted: an option set's order says nothing). Anything else leaves the formatter unknown.
    static func constant(_ value: ExprSyntax) -> String? {
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
