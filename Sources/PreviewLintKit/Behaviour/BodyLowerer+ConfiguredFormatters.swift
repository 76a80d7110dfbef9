import SwiftSyntax

/// Calls of the formatters known by configuration alone (`ConfiguredFormat`): byte counts and
/// dates relative to now, as formatter objects and as format styles.
extension BodyLowerer {
    /// `ByteCountFormatter.string(fromByteCount:countStyle:)`, `formatter.string(fromByteCount:)`,
    /// `formatter.localizedString(for:relativeTo: .now)`, and the class conveniences
    /// `NumberFormatter.localizedString(from:number:)` and `DateFormatter.localizedString(from:dateStyle:timeStyle:)`
    /// (a formatter of those styles with its defaults); nil for any other call.
    func configuredCall(_ name: String, on base: ExprSyntax, labels: [String?], arguments: [ExprSyntax]) throws(LoweringFailure) -> BehaviourExpression? {
        switch (name, labels) {
        case ("string", ["fromByteCount", "countStyle"]) where base.sourceText == "ByteCountFormatter":
            guard let style = FormatterSetup.constant(arguments[1]) else { throw LoweringFailure("counts bytes in \(arguments[1].sourceText.prefix(30))") }
            return .foundation(.configured(FormatterSetup.byteCounts(["countStyle": style])), try lower(arguments[0]))
        case ("string", ["fromByteCount"]):
            if let format = try configuredFormatter(base, "ByteCountFormatter") { return .foundation(.configured(format), try lower(arguments[0])) }
            if let path = Self.typeMemberPath(base) { return try projectCall("\(path).string(fromByteCount:)", arguments) }
            return nil
        case ("localizedString", ["from", "number"]) where base.sourceText == "NumberFormatter":
            // A formatter of the style with its defaults, at the device's locale.
            guard let style = FormatterSetup.constant(arguments[1]) else { throw LoweringFailure("formats a number in \(arguments[1].sourceText.prefix(30))") }
            let format: FoundationFormat = NumberStyle.Kind(rawValue: String(style.dropFirst())).map { .number(NumberStyle(kind: $0)) }
                ?? .configured(ConfiguredFormat(formatter: "NumberFormatter.localizedString", steps: ["number: \(style)"], input: .number))
            return .foundation(format, try lower(arguments[0]))
        case ("localizedString", ["from", "dateStyle", "timeStyle"]) where base.sourceText == "DateFormatter":
            guard let date = FormatterSetup.memberName(arguments[1]), let time = FormatterSetup.memberName(arguments[2]) else {
                throw LoweringFailure("formats a date in \(arguments[1].sourceText.prefix(20)), \(arguments[2].sourceText.prefix(20))")
            }
            let pattern: DatePattern
            do throws(EvaluationStop) {
                pattern = try DateStyles.pattern(dateStyle: date, timeStyle: time, offsetSeconds: 0)
            } catch {
                throw LoweringFailure(error.reason)
            }
            return .foundation(.date(pattern), try lower(arguments[0]))
        case ("localizedString", ["for", "relativeTo"]):
            guard let format = try configuredFormatter(base, "RelativeDateTimeFormatter relative to now") else { return nil }
            guard Self.isNow(arguments[1]) else { throw LoweringFailure("formats a date relative to \(arguments[1].sourceText.prefix(30))") }
            return .foundation(.configured(format), try lower(arguments[0]))
        default:
            return nil
        }
    }

    /// `.byteCount(style: .file)` and `.relative(presentation: .named)` of `formatted(_:)`.
    static func configuredStyle(labels: [String?], arguments: [ExprSyntax]) -> ConfiguredFormat? {
        guard labels == [nil], let call = arguments.first?.as(FunctionCallExprSyntax.self),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
              let settings = FormatterSetup.constants(call.arguments) else { return nil }
        switch member.declName.baseName.text {
        case "byteCount" where settings["style"] != nil:
            return ConfiguredFormat(formatter: "ByteCountFormatStyle", settings: settings, defaults: FormatterSetup.byteCountStyleDefaults, input: .number)
        case "relative" where settings["presentation"] != nil:
            return ConfiguredFormat(formatter: "Date.RelativeFormatStyle", settings: settings, defaults: FormatterSetup.relativeStyleDefaults, input: .date, readsNow: true)
        default:
            return nil
        }
    }

    /// The configured formatter `base` names or makes (`RelativeDateTimeFormatter()`), when it is
    /// one of `formatter`'s kind.
    private func configuredFormatter(_ base: ExprSyntax, _ formatter: String) throws(LoweringFailure) -> ConfiguredFormat? {
        let found: FoundationFormat?
        if let setup = FormatterSetup(construction: base) {
            switch setup.resolved() {
            case .success(let format): found = format
            case .failure(let failure): throw failure
            }
        } else {
            found = try self.formatter(named: base.sourceText)
        }
        guard case .configured(let format)? = found, format.formatter == formatter else { return nil }
        return format
    }

    /// The current time as a call's argument: `.now`, `Date()`, `Date.now`.
    static func isNow(_ expression: ExprSyntax) -> Bool {
        [".now", "Date.now", "Date()", "Date.init()"].contains(expression.sourceText)
    }
}
