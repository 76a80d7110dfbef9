import Foundation
import SwiftSyntax

/// A Foundation formatter object as its setters configure it, in order (setting `numberStyle`
/// resets the digit settings, setting `dateStyle` drops a `dateFormat`). The first setting that is
/// not modelled is kept as the reason the formatter is unknown.
struct FormatterSetup {
    enum Kind { case date, dateComponents, number, byteCount, relative }

    let kind: Kind
    private var problem: String?
    // DateFormatter
    private var dateFormat: String?
    /// A template's pattern at de_DE (a written format is every locale's).
    private var germanDateFormat: String?
    /// `locale` is set to a fixed one: it prints alike on every device.
    private var fixesLocale = false
    private var dateStyle = "none", timeStyle = "none"
    private var offsetSeconds = 0
    /// A format or template read from a name when it formats (`dateFormat = format` of a parameter).
    private var namedFormat: (isTemplate: Bool, name: String)?
    // DateComponentsFormatter
    private var units: [DateComponentsStyle.Unit]?
    private var unitsStyle = DateComponentsStyle.UnitsStyle.positional
    private var zeroBehaviour = DateComponentsStyle.ZeroBehaviour.default
    // NumberFormatter
    private var number = NumberStyle(kind: .none)
    // Formatters known by configuration alone (`ConfiguredFormat`)
    private var settings: [String: String] = [:]
    /// Every step as written (`dateStyle = .full`, `setLocalizedDateFormatFromTemplate("jm")`), the
    /// last of each kept: when some step is not modelled but all are constants, the formatter is
    /// known by them (`ConfiguredFormat`); nil once a step is not a constant.
    private var steps: [String]? = []
    /// A setting read from a `Bool` name (`includesApproximationPhrase = includesApproximationPhrase`):
    /// the formatter is one of two, chosen by the name's value when it formats. The name, and the
    /// formatter when it is true and when it is false (every later step applied to both).
    private var choiceName: String?
    private var alternatives: [FormatterSetup] = []
    /// A setting read from a name of a platform enum (`dateStyle = style`): the case each of the
    /// `alternatives` is set to, in order; nil for a `Bool`.
    private var choiceCases: [String]?

    /// `DateFormatter()`, `NumberFormatter()`, `DateComponentsFormatter()`; nil for anything else.
    init?(construction expression: ExprSyntax) {
        guard let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil else { return nil }
        switch call.calledExpression.sourceText {
        case "DateFormatter": kind = .date
        case "DateComponentsFormatter": kind = .dateComponents
        case "NumberFormatter": kind = .number
        case "ByteCountFormatter": kind = .byteCount
        case "RelativeDateTimeFormatter": kind = .relative
        default: return nil
        }
    }

    /// A date formatter whose format or template is a parameter's or a local's (`dateFormat = format`):
    /// known only when it formats, by that name's value.
    var dateFormatByName: (isTemplate: Bool, name: String, offsetSeconds: Int, fixesLocale: Bool)? {
        guard kind == .date, problem == nil, dateFormat == nil, let namedFormat else { return nil }
        return (namedFormat.isTemplate, namedFormat.name, offsetSeconds, fixesLocale)
    }

    /// The formatter as a choice between two by a `Bool` name's value; nil when no setting reads one.
    var boolChoice: (name: String, whenTrue: FormatterSetup, whenFalse: FormatterSetup)? {
        guard let choiceName, choiceCases == nil, alternatives.count == 2 else { return nil }
        return (choiceName, alternatives[0], alternatives[1])
    }

    /// The formatter as one per case of a platform enum name's value (`dateStyle = style`).
    var caseChoice: (name: String, cases: [(name: String, setup: FormatterSetup)])? {
        guard let choiceName, let choiceCases, choiceCases.count == alternatives.count else { return nil }
        return (choiceName, Array(zip(choiceCases, alternatives)))
    }

    /// Whether a name's value chooses the formatter when it formats.
    var isChosen: Bool { choiceName != nil }

    /// One of two setups, by the value of the `Bool` local `name` when it formats (`BodyLowerer+BranchFormatters`);
    /// later steps apply to both.
    static func chosen(by name: String, whenTrue: FormatterSetup, whenFalse: FormatterSetup) -> FormatterSetup {
        var setup = whenTrue
        setup.choiceName = name
        setup.alternatives = [whenTrue, whenFalse]
        return setup
    }

    /// `formatter.property = name` of a `Bool` parameter or local: the formatter then depends on it.
    /// One such name is modelled; a second makes the formatter unknown.
    mutating func set(_ property: String, toBoolNamed name: String) {
        let values = [Keyword.true, .false].map { ExprSyntax(BooleanLiteralExprSyntax(literal: .keyword($0))) }
        _ = choose(property, by: name, values: values)
    }

    /// `formatter.property = name` of a platform enum input (`DateFormatter.Style`): one formatter
    /// per case, as for a `Bool`.
    mutating func set(_ property: String, toCaseNamed name: String, cases: [String]) {
        let values = cases.map { ExprSyntax(MemberAccessExprSyntax(name: .identifier($0))) }
        if choose(property, by: name, values: values) {
            choiceCases = cases
        }
    }

    /// One setup per value `name` may hold, `property` set to it; a second such name is not modelled
    /// (false).
    private mutating func choose(_ property: String, by name: String, values: [ExprSyntax]) -> Bool {
        guard choiceName == nil else {
            for index in alternatives.indices { alternatives[index].unmodelled("sets \(property) = \(name)") }
            return false
        }
        alternatives = values.map { value in
            var setup = self
            setup.set(property, to: value)
            return setup
        }
        choiceName = name
        return true
    }

    /// What the formatter writes, or why that is not modelled.
    func resolved() -> Result<FoundationFormat, LoweringFailure> {
        if let choiceName { return .failure(LoweringFailure("reads a setting from \(choiceName)")) }
        if let namedFormat, problem == nil, dateFormat == nil {
            let kind = namedFormat.isTemplate ? "template" : "format"
            return .failure(LoweringFailure("reads its date \(kind) from \(namedFormat.name)"))
        }
        if let problem {
            guard let steps, let configured = Self.configured(kind, steps: steps) else { return .failure(LoweringFailure(problem)) }
            return .success(.configured(configured))
        }
        do throws(EvaluationStop) {
            switch kind {
            case .date:
                var pattern: DatePattern
                if let dateFormat {
                    pattern = try DatePattern(dateFormat, offsetSeconds: offsetSeconds)
                    pattern.isWrittenOut = true
                    if let germanDateFormat { pattern.german = try DatePattern(germanDateFormat).fields }
                } else {
                    pattern = try DateStyles.pattern(dateStyle: dateStyle, timeStyle: timeStyle,
                                                     offsetSeconds: offsetSeconds)
                }
                pattern.isLocaleFixed = fixesLocale
                return .success(.date(pattern))
            case .dateComponents:
                guard let units else {
                    guard let steps, let configured = Self.configured(kind, steps: steps) else {
                        return .failure(LoweringFailure("DateComponentsFormatter without allowedUnits"))
                    }
                    return .success(.configured(configured))
                }
                return .success(.dateComponents(DateComponentsStyle(units: units, style: unitsStyle, zeroBehaviour: zeroBehaviour)))
            case .number:
                return .success(.number(number))
            case .byteCount:
                return .success(.configured(Self.byteCounts(settings)))
            case .relative:
                return .success(.configured(Self.relativeToNow(settings)))
            }
        } catch {
            guard case .unknown(let reason) = error else { return .failure(LoweringFailure("formatter configuration")) }
            return .failure(LoweringFailure(reason))
        }
    }

    /// Applies `formatter.property = value`.
    mutating func set(_ property: String, to value: ExprSyntax) {
        guard choiceName == nil else {
            for index in alternatives.indices { alternatives[index].set(property, to: value) }
            return
        }
        record("\(property) = ", Self.constantText(value))
        guard problem == nil else { return }
        let ok: Bool = switch (kind, property) {
        case (_, "locale"): readLocale(value)
        case (_, "calendar"): ["Calendar(identifier: .gregorian)", "Calendar(identifier: .iso8601)", ".current", "Calendar.current"]
            .contains(value.sourceText)
        case (.date, "timeZone"): readTimeZone(value)
        case (.date, "dateFormat"): readDateFormat(value, isTemplate: false)
        case (.date, "dateStyle"): readStyle(value, into: \.dateStyle)
        case (.date, "timeStyle"): readStyle(value, into: \.timeStyle)
        // Its default, written out; "Today" and "Yesterday" in place of dates are not modelled.
        case (.date, "doesRelativeDateFormatting"): value.sourceText == "false"
        case (.dateComponents, "allowedUnits"): readUnits(value)
        case (.dateComponents, "unitsStyle"): readUnitsStyle(value)
        case (.dateComponents, "zeroFormattingBehavior"): readZeroBehaviour(value)
        case (.number, _): setNumber(property, value)
        case (.byteCount, _) where Self.byteCountDefaults[property] != nil: readSetting(property, value)
        case (.relative, _) where Self.relativeDefaults[property] != nil: readSetting(property, value)
        default: false
        }
        if !ok { problem = "sets \(property) = \(value.sourceText.prefix(40))" }
    }

    /// Something else done while it is configured: `calls setLocalizedDateFormatFromTemplate`.
    mutating func unmodelled(_ step: String) {
        for index in alternatives.indices { alternatives[index].unmodelled(step) }
        steps = nil
        if problem == nil { problem = step }
    }

    /// `formatter.name(arguments)` as a step of its set-up: never modelled, known when its
    /// arguments are constants.
    mutating func called(_ name: String, _ arguments: LabeledExprListSyntax) {
        guard choiceName == nil else {
            for index in alternatives.indices { alternatives[index].called(name, arguments) }
            return
        }
        let texts = arguments.map { argument in Self.constantText(argument.expression).map { (argument.label.map { "\($0.text): " } ?? "") + $0 } }
        record("\(name)(", texts.allSatisfy { $0 != nil } ? texts.compactMap { $0 }.joined(separator: ", ") + ")" : nil)
        if problem == nil, kind == .date, name == "setLocalizedDateFormatFromTemplate", arguments.count == 1,
           let template = arguments.first?.expression, readDateFormat(template, isTemplate: true) { return }
        if problem == nil { problem = "calls \(name)" }
    }

    private mutating func record(_ step: String, _ value: String?) {
        guard let value else { steps = nil; return }
        steps?.removeAll { $0.hasPrefix(step) }
        steps?.append(step + value)
    }

    /// Formatters are modelled at the device's locale (`DisplayLocale`) or at en_US (fixed date
    /// formats at en_US_POSIX, which prints them alike). NumberFormatter at en_US_POSIX is not modelled.
    private mutating func readLocale(_ value: ExprSyntax) -> Bool {
        let text = value.sourceText
        if [".current", "Locale.current", ".autoupdatingCurrent", "Locale.autoupdatingCurrent"].contains(text) {
            fixesLocale = false
            return true
        }
        let english = ["Locale(identifier: \"en_US\")", "Locale(identifier: \"en-US\")"]
        let posix = ["Locale(identifier: \"en_US_POSIX\")", ".init(identifier: \"en_US_POSIX\")"]
        fixesLocale = english.contains(text) || (kind != .number && posix.contains(text))
        return fixesLocale
    }

    /// UTC, a fixed offset, or the device's zone, taken to be UTC as every date is read in UTC here.
    private mutating func readTimeZone(_ value: ExprSyntax) -> Bool {
        let text = value.sourceText.replacingOccurrences(of: "!", with: "")
        if ["TimeZone(identifier: \"UTC\")", "TimeZone(identifier: \"GMT\")", "TimeZone(abbreviation: \"UTC\")",
            "TimeZone(abbreviation: \"GMT\")", ".gmt", "TimeZone.gmt", ".current", "TimeZone.current"].contains(text) {
            offsetSeconds = 0
            return true
        }
        guard let call = value.as(FunctionCallExprSyntax.self) ?? value.as(ForceUnwrapExprSyntax.self)?.expression.as(FunctionCallExprSyntax.self),
              call.arguments.count == 1, call.arguments.first?.label?.text == "secondsFromGMT",
              let argument = call.arguments.first?.expression, case .int(let seconds)? = try? LiteralReader.value(of: argument) else { return false }
        offsetSeconds = seconds
        return true
    }

    /// A fixed format, or a template at en_US (`DateTemplate`); a name's value is read when it formats.
    private mutating func readDateFormat(_ value: ExprSyntax, isTemplate: Bool) -> Bool {
        if let name = value.as(DeclReferenceExprSyntax.self)?.baseName.text {
            (namedFormat, dateFormat, germanDateFormat) = ((isTemplate, name), nil, nil)
            return true
        }
        guard let literal = value.as(StringLiteralExprSyntax.self), let text = try? LiteralReader.plainText(literal) else { return false }
        guard let format = isTemplate ? DateTemplate.pattern(text) : text else {
            problem = "sets a date template \"\(text)\" whose en_US pattern is not modelled"
            return true
        }
        let german = isTemplate ? DateTemplate.pattern(text, in: .german) : nil
        (namedFormat, dateFormat, germanDateFormat) = (nil, format, german)
        return true
    }

    private mutating func readStyle(_ value: ExprSyntax, into field: WritableKeyPath<FormatterSetup, String>) -> Bool {
        guard let style = Self.memberName(value), ["none", "short", "medium", "long", "full"].contains(style) else { return false }
        self[keyPath: field] = style
        (namedFormat, dateFormat, germanDateFormat) = (nil, nil, nil)
        return true
    }

    private mutating func readUnits(_ value: ExprSyntax) -> Bool {
        let names = value.as(ArrayExprSyntax.self).map { $0.elements.map { Self.memberName($0.expression) } } ?? [Self.memberName(value)]
        let read = names.compactMap { $0.flatMap(DateComponentsStyle.Unit.init(rawValue:)) }
        guard read.count == names.count, !read.isEmpty else { return false }
        units = read
        return true
    }

    private mutating func readUnitsStyle(_ value: ExprSyntax) -> Bool {
        guard let style = Self.memberName(value).flatMap(DateComponentsStyle.UnitsStyle.init(rawValue:)) else { return false }
        unitsStyle = style
        return true
    }

    private mutating func readZeroBehaviour(_ value: ExprSyntax) -> Bool {
        // `[]`: no behaviour, every unit kept and none padded.
        if let empty = value.as(ArrayExprSyntax.self), empty.elements.isEmpty {
            zeroBehaviour = .keepAll
            return true
        }
        let single = value.as(ArrayExprSyntax.self).flatMap { $0.elements.count == 1 ? $0.elements.first?.expression : nil } ?? value
        guard let behaviour = Self.memberName(single).flatMap(DateComponentsStyle.ZeroBehaviour.init(rawValue:)) else { return false }
        zeroBehaviour = behaviour
        return true
    }

    private mutating func readSetting(_ property: String, _ value: ExprSyntax) -> Bool {
        guard let constant = Self.constant(value) else { return false }
        settings[property] = constant
        return true
    }

    private mutating func setNumber(_ property: String, _ value: ExprSyntax) -> Bool {
        switch property {
        case "numberStyle":
            let kind: NumberStyle.Kind? = switch Self.memberName(value) {
            case "none": NumberStyle.Kind.none
            case "decimal": .decimal
            case "percent": .percent
            case "currency": .currency
            default: nil
            }
            guard let kind, !number.hasOwnSymbols else { return false }
            number = NumberStyle(kind: kind, currencySymbol: number.currencySymbol)
        case "currencyCode":
            let symbols = ["USD": "$", "EUR": "€"]
            guard let literal = value.as(StringLiteralExprSyntax.self), let code = try? LiteralReader.plainText(literal),
                  let symbol = symbols[code] else { return false }
            number.currencySymbol = symbol
        case "minimumFractionDigits", "maximumFractionDigits", "minimumIntegerDigits":
            guard case .int(let digits)? = try? LiteralReader.value(of: value), (0...20).contains(digits) else { return false }
            // ICU keeps minimum ≤ maximum by moving the other bound.
            switch property {
            case "minimumFractionDigits":
                number.minimumFractionDigits = digits
                number.maximumFractionDigits = max(number.maximumFractionDigits, digits)
            case "maximumFractionDigits":
                number.maximumFractionDigits = digits
                number.minimumFractionDigits = min(number.minimumFractionDigits, digits)
            default:
                number.minimumIntegerDigits = digits
            }
        case "usesGroupingSeparator", "hasThousandSeparators":
            guard case .bool(let flag)? = try? LiteralReader.value(of: value) else { return false }
            number.usesGroupingSeparator = flag
        case "groupingSeparator", "decimalSeparator", "positivePrefix", "positiveSuffix", "negativePrefix",
             "negativeSuffix":
            // Affixes are modelled around a plain decimal's digits only (a currency's or a percent's
            // own symbols sit in them).
            guard let literal = value.as(StringLiteralExprSyntax.self),
                  let text = try? LiteralReader.plainText(literal),
                  property.hasSuffix("Separator") || [.none, .decimal].contains(number.kind) else { return false }
            switch property {
            case "groupingSeparator": number.groupingSeparator = text
            case "decimalSeparator": number.decimalSeparator = text
            case "positivePrefix": number.positivePrefix = text
            case "positiveSuffix": number.positiveSuffix = text
            case "negativePrefix": number.negativePrefix = text
            default: number.negativeSuffix = text
            }
        case "groupingSize":
            guard case .int(let size)? = try? LiteralReader.value(of: value), (1...9).contains(size) else {
                return false
            }
            number.groupingSize = size
        case "generatesDecimalNumbers", "allowsFloats", "isLenient":
            // How text is read back, not how a number is written.
            return true
        case "roundingMode":
            guard let rule = Self.memberName(value).flatMap(DigitRounding.init(rawValue:)) else { return false }
            number.rounding = rule
        default:
            return false
        }
        return true
    }

    /// `.short` or `DateFormatter.Style.short` → `short`.
    static func memberName(_ value: ExprSyntax) -> String? {
        value.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }
}
