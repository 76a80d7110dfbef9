import SwiftSyntax

/// Calls: conversions and math from the standard library, `String(format:)`, `padding`, Foundation
/// formatters by configuration, and other lowered functions by signature. Any other call makes
/// the body unknown (`calls fetchUser(_:)`).
extension BodyLowerer {
    func lowerCall(_ call: FunctionCallExprSyntax) throws(LoweringFailure) -> BehaviourExpression {
        guard call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty else {
            throw LoweringFailure("calls \(Self.signature(of: call)) with a closure")
        }
        let labels = call.arguments.map { $0.label?.text }
        let arguments = Array(call.arguments.map(\.expression))
        // `Date.init(timeIntervalSince1970:)` is `Date(timeIntervalSince1970:)` spelled out.
        let spelledInit = call.calledExpression.as(MemberAccessExprSyntax.self).flatMap { member in
            member.declName.baseName.tokenKind == .keyword(.`init`) ? member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text : nil
        }
        if spelledInit == nil, let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
            return try method(member.declName.baseName.text, on: base, labels: labels, arguments: arguments, call: call)
        }
        guard let callee = spelledInit ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else {
            throw LoweringFailure("calls \(call.calledExpression.sourceText.prefix(40))")
        }
        if callee == "String", labels.first == "format",
           let formatArguments = try printfArguments(labels: labels, arguments: arguments) {
            return try stringFormat(formatArguments)
        }
        if let lookup = try localizedLookup(call) { return lookup }
        if let calendar = deviceCalendarValue(ExprSyntax(call)) { return calendar }
        if callee == "Text" || callee == "LocalizedStringKey" { return try text(callee, labels: labels, arguments: arguments) }
        switch (callee, labels) {
        case ("String", ["repeating", "count"]):
            return .builtin(.text(.repeating), [try lower(arguments[0]), try lower(arguments[1])])
        case ("String", [nil]), ("String", ["describing"]):
            return .builtin(.toString, [try lower(arguments[0])])
        case (_, [nil]) where BehaviourType(typeName: callee) == .int:
            return .builtin(.toInt, [try lower(arguments[0])])
        case (_, [nil]) where BehaviourType(typeName: callee) == .double:
            return .builtin(.toDouble, [try lower(arguments[0])])
        case ("Decimal", [nil]):
            return .builtin(.toDecimal, [try lower(arguments[0])])
        case ("Decimal", []):
            return .literal(.decimal(0))
        case ("NSDecimalNumber", ["decimal"]):
            return try lower(arguments[0])
        case ("abs", [nil]):
            return .builtin(.abs, [try lower(arguments[0])])
        case ("min", _) where labels.count >= 2 && labels.allSatisfy({ $0 == nil }),
             ("max", _) where labels.count >= 2 && labels.allSatisfy({ $0 == nil }):
            return .builtin(callee == "min" ? .min : .max, try arguments.map { a throws(LoweringFailure) in try lower(a) })
        case ("pow", [nil, nil]):
            return .builtin(.power, [try lower(arguments[0]), try lower(arguments[1])])
        case ("floor", [nil]), ("ceil", [nil]), ("round", [nil]):
            let rule: BehaviourRounding = callee == "floor" ? .down : callee == "ceil" ? .up : .toNearestOrAwayFromZero
            return .builtin(.rounded(rule), [try lower(arguments[0])])
        case ("Date", ["timeIntervalSince1970"]):
            return .builtin(.dateFromSeconds, [try lower(arguments[0])])
        case ("Date", []):
            return now
        case ("NSNumber", ["value"]):
            return try lower(arguments[0])
        default:
            return try projectCall(Self.signature(of: call), arguments)
        }
    }

    /// `formatter.string(from: value)` (or `for:`), and SwiftUI's `"\(value, formatter: formatter)"`:
    /// what the formatter object `base` names makes of the value; nil when `base` names none.
    func string(of value: ExprSyntax, by base: ExprSyntax,
                label: String) throws(LoweringFailure) -> BehaviourExpression? {
        let baseText = base.sourceText
        if let named = formatters[baseText]?.dateFormatByName {
            let format = try lower(ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(named.name))))
            let formatting = BehaviourBuiltin.formatDate(template: named.isTemplate, offsetSeconds: named.offsetSeconds,
                                                         localeFixed: named.fixesLocale)
            return .builtin(formatting, [format, try lower(value)])
        }
        if let setup = formatters[baseText], setup.isChosen {
            return try chosen(setup, formatting: try lower(value))
        }
        if let format = try formatter(named: baseText) { return .foundation(format, try lower(value)) }
        // A formatter object a type declares (`GlucoseFormatters.insulin`, `NumberFormatter.glucose`),
        // called by its path: found among the project's formatter objects once every file is read.
        if let path = Self.typeMemberPath(base) { return try projectCall("\(path).string(\(label):)", [value]) }
        return nil
    }

    private func method(_ name: String, on base: ExprSyntax, labels: [String?], arguments: [ExprSyntax],
                        call: FunctionCallExprSyntax) throws(LoweringFailure) -> BehaviourExpression {
        // `min?.formatted()`: nil where the value is, else the method of the value.
        if let chain = base.as(OptionalChainingExprSyntax.self) {
            let value = try lower(chain.expression)
            let applied = try method(name, on: chain.expression, labels: labels, arguments: arguments, call: call)
            return .conditional(.binary(.notEqual, value, .literal(.none)), applied, .literal(.none))
        }
        let baseText = base.sourceText
        if ["String", "NSString"].contains(baseText), name == "localizedStringWithFormat", !arguments.isEmpty,
           labels.allSatisfy({ $0 == nil }) {
            return try stringFormat(arguments)
        }
        if let configured = try configuredCall(name, on: base, labels: labels, arguments: arguments) { return configured }
        if name == "string", labels == ["from"] || labels == ["for"],
           let text = try string(of: arguments[0], by: base, label: labels[0]!) { return text }
        if name == "formatted" { return try formatted(base, labels: labels, arguments: arguments) }
        // `Text(…).bold()`: styling keeps the text (no `String` has these methods).
        if Self.textStyling.contains(name) { return try lower(base) }
        if let span = try dateArithmetic(name, on: base, labels: labels, arguments: arguments) { return span }
        if let day = try calendarCall(name, on: base, labels: labels, arguments: arguments) { return day }
        // `Self.f(x)`, `Formatting.f(x)`: a call of the project's; `String(format: …).f()` is a method of a value.
        if isContextBase(baseText), !base.is(FunctionCallExprSyntax.self) {
            return try projectCall(Self.signature(of: call), arguments)
        }
        switch (name, labels) {
        case ("joined", []), ("joined", ["separator"]):
            // `[a, b].joined(separator: " ")` of an array written out: its texts with the separator.
            guard let array = base.as(ArrayExprSyntax.self), !array.elements.isEmpty else {
                throw LoweringFailure("calls \(baseText.prefix(30)).joined")
            }
            let separator = try arguments.first.map { argument throws(LoweringFailure) in try lower(argument) } ?? .literal(.string(""))
            var parts: [BehaviourExpression] = []
            for element in array.elements {
                if !parts.isEmpty { parts.append(separator) }
                parts.append(try lower(element.expression))
            }
            return .interpolation(parts)
        case ("replacingOccurrences", ["of", "with"]):
            return .builtin(.text(.replacing), [try lower(base), try lower(arguments[0]), try lower(arguments[1])])
        case ("trimmingCharacters", ["in"]):
            switch FormatterSetup.memberName(arguments[0]) {
            case "whitespaces": return .builtin(.text(.trimmingWhitespace), [try lower(base)])
            case "whitespacesAndNewlines": return .builtin(.text(.trimmingWhitespaceAndNewlines), [try lower(base)])
            default: throw LoweringFailure("trims \(arguments[0].sourceText.prefix(30))")
            }
        case ("prefix", [nil]):
            return .builtin(.text(.prefix), [try lower(base), try lower(arguments[0])])
        case ("suffix", [nil]), ("dropFirst", [nil]), ("dropLast", [nil]):
            let operation: TextOperation = name == "suffix" ? .suffix : name == "dropFirst" ? .dropFirst : .dropLast
            return .builtin(.text(operation), [try lower(base), try lower(arguments[0])])
        case ("dropFirst", []), ("dropLast", []):
            return .builtin(.text(name == "dropFirst" ? .dropFirst : .dropLast), [try lower(base), .literal(.int(1))])
        case ("hasPrefix", [nil]), ("hasSuffix", [nil]), ("contains", [nil]):
            let operation: TextOperation = name == "hasPrefix" ? .hasPrefix : name == "hasSuffix" ? .hasSuffix : .contains
            return .builtin(.text(operation), [try lower(base), try lower(arguments[0])])
        case ("lowercased", []):
            return .builtin(.lowercased, [try lower(base)])
        case ("uppercased", []):
            return .builtin(.uppercased, [try lower(base)])
        case ("rounded", []):
            return .builtin(.rounded(.toNearestOrAwayFromZero), [try lower(base)])
        case ("rounded", [nil]):
            guard let rule = FormatterSetup.memberName(arguments[0]).flatMap(BehaviourRounding.init(rawValue:)) else {
                throw LoweringFailure("rounds by \(arguments[0].sourceText.prefix(30))")
            }
            return .builtin(.rounded(rule), [try lower(base)])
        case ("truncatingRemainder", ["dividingBy"]):
            return .builtin(.truncatingRemainder, [try lower(base), try lower(arguments[0])])
        case ("padding", ["toLength", "withPad", "startingAt"]):
            return .padding(try lower(base), length: try lower(arguments[0]), pad: try lower(arguments[1]), start: try lower(arguments[2]))
        default:
            // A method of the project type a stored property holds (`formatters.shortFormattedTime(…)`
            // of `let formatters: Formatters`): that type's member, found once every file is read.
            if context.acceptsProjectCalls, let receiver = base.as(DeclReferenceExprSyntax.self)?.baseName.text, !isLocal(receiver),
               let type = context.storedTypes[receiver], BehaviourType(typeName: type) == nil, FieldPath.mayDeclareFields(type) {
                return try projectCall("\(MemberRecord.simpleName(type)).\(Self.signature(of: call))", arguments)
            }
            // A name declared outside what is lowered (a slice's local formatter): found, it may be lowered.
            let missing = base.as(DeclReferenceExprSyntax.self).map(\.baseName.text).flatMap { isLocal($0) ? nil : $0 }
            let failure = LoweringFailure("calls \(baseText.prefix(30)).\(Self.signature(of: call))", missingName: missing)
            // A method an extension of the value's type declares (`mgdl.mgDlToMmolAndToString(mgDl: isMgDl)`),
            // found once every file is read (`BehaviourLibrary.receiverPrefix`).
            guard missing == nil, context.acceptsProjectCalls, !isContextBase(baseText) else { throw failure }
            let receiver: BehaviourExpression
            do {
                receiver = try lower(base)
            } catch {
                // A receiver read from outside what is lowered (`value.totalUsage` of
                // `value.totalUsage.rounded(toPlaces: 1)`): told as that read, which a slice may find.
                throw error.missingName != nil ? error : failure
            }
            return .call(BehaviourLibrary.receiverPrefix + Self.signature(of: call), [receiver] + (try arguments.map { a throws(LoweringFailure) in try lower(a) }))
        }
    }

    /// `a.timeIntervalSince(b)`: seconds between two dates; `date.addingTimeInterval(t)`: a date.
    /// Nil for other calls, or when the base is a type (`Calendar.current…`).
    private func dateArithmetic(_ name: String, on base: ExprSyntax, labels: [String?], arguments: [ExprSyntax]) throws(LoweringFailure) -> BehaviourExpression? {
        guard labels == [nil], ["timeIntervalSince", "addingTimeInterval"].contains(name),
              base.is(FunctionCallExprSyntax.self) || base.sourceText == "Date.now" || !isContextBase(base.sourceText) else { return nil }
        let seconds = BehaviourExpression.builtin(.secondsSince1970, [try lower(base)])
        if name == "timeIntervalSince" {
            return .binary(.subtract, seconds, .builtin(.secondsSince1970, [try lower(arguments[0])]))
        }
        return .builtin(.dateFromSeconds, [.binary(.add, seconds, try lower(arguments[0]))])
    }

    /// What a formatter set up in this body writes, or why that is not known.
    static func format(_ setup: FormatterSetup) throws(LoweringFailure) -> FoundationFormat {
        switch setup.resolved() {
        case .success(let format): return format
        case .failure(let failure): throw failure
        }
    }

    /// A formatter object made in this body or handed in by the context; nil when the name is neither.
    func formatter(named reference: String) throws(LoweringFailure) -> FoundationFormat? {
        let name = reference.split(separator: ".").last.map(String.init) ?? reference
        let found: Result<FoundationFormat, LoweringFailure>?
        if let local = formatters[reference] {
            found = local.resolved()
        } else if !isLocal(name) {
            found = context.formatters[name]
        } else {
            found = nil
        }
        switch found {
        case .success(let format)?: return format
        case .failure(let failure)?: throw LoweringFailure("\(name) \(failure.reason)")
        case nil: return nil
        }
    }

    /// `Duration.seconds(x).formatted(.time(pattern: .minuteSecond))` or `(.units(…))`; `date.formatted(date:time:)`.
    func formatted(_ base: ExprSyntax, labels: [String?], arguments: [ExprSyntax]) throws(LoweringFailure) -> BehaviourExpression {
        if labels == ["date", "time"] {
            guard let date = FormatterSetup.memberName(arguments[0]), let time = FormatterSetup.memberName(arguments[1]) else {
                throw LoweringFailure("formats a date with \(arguments.map(\.sourceText).joined(separator: ", ").prefix(40))")
            }
            let pattern: DatePattern
            do throws(EvaluationStop) {
                pattern = try DateStyles.pattern(formattedDate: date, time: time)
            } catch {
                throw LoweringFailure(error.reason)
            }
            return .foundation(.date(pattern), try lower(base))
        }
        if let style = Self.configuredStyle(labels: labels, arguments: arguments) { return .foundation(.configured(style), try lower(base)) }
        if labels == [nil], let pattern = try DateTimeFormatStyle.pattern(arguments[0]) {
            return .foundation(.date(pattern), try lower(base))
        }
        let seconds: BehaviourExpression
        if let written = Self.durationSeconds(base) {
            seconds = try lower(written)
        } else if let local = base.as(DeclReferenceExprSyntax.self)?.baseName.text, durations.contains(local) {
            seconds = .name(local)
        } else {
            guard let style = Self.numberStyle(labels: labels, arguments: arguments) else {
                throw LoweringFailure("calls \(base.sourceText.prefix(30)).formatted")
            }
            return .foundation(.number(style), try lower(base))
        }
        // A duration's `.formatted()` is `.time(pattern: .hourMinuteSecond)`.
        if labels.isEmpty { return .foundation(.duration(DurationPattern(fields: .hourMinuteSecond)), seconds) }
        if labels == [nil], let units = Self.unitsStyle(arguments[0]) { return .foundation(.durationUnits(units), seconds) }
        guard labels == [nil], let pattern = Self.timePattern(arguments[0]) else {
            let style = arguments.first.map(Self.styleName) ?? "no style"
            throw LoweringFailure("formats a Duration with \(style), which is not modelled")
        }
        return .foundation(.duration(pattern), seconds)
    }

    /// The seconds of `Duration.seconds(x)`, `.seconds(x)` or `Duration(secondsComponent: x,
    /// attosecondsComponent: 0)`.
    static func durationSeconds(_ expression: ExprSyntax) -> ExprSyntax? {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        if call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Duration",
           call.arguments.map({ $0.label?.text }) == ["secondsComponent", "attosecondsComponent"],
           call.arguments.last?.expression.as(IntegerLiteralExprSyntax.self)?.literal.text == "0" {
            return call.arguments.first?.expression
        }
        guard call.arguments.count == 1, call.arguments.first?.label == nil,
              let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "seconds",
              member.base == nil || member.base?.sourceText == "Duration" else { return nil }
        return call.arguments.first?.expression
    }

    /// A number's format style: `x.formatted()`, `.formatted(.number)`, with
    /// `.precision(.fractionLength(2))`. Relied on: en_US groups by three, and with no precision
    /// shows up to six fraction digits, rounding half to even. (A date's `.formatted()` is left
    /// unknown when evaluated: the value decides.)
    static func numberStyle(labels: [String?], arguments: [ExprSyntax]) -> NumberStyle? {
        var style = NumberStyle.formatStyle
        if labels.isEmpty { return style }
        guard labels == [nil], let argument = arguments.first else { return nil }
        if argument.as(MemberAccessExprSyntax.self).map({ $0.base == nil && $0.declName.baseName.text == "number" }) == true { return style }
        guard let call = argument.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "precision", member.base?.sourceText == ".number",
              let precision = call.arguments.first?.expression.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
              FormatterSetup.memberName(precision.calledExpression) == "fractionLength", precision.arguments.count == 1,
              let digits = precision.arguments.first.flatMap({ Int($0.expression.sourceText) }), (0...15).contains(digits) else { return nil }
        style.minimumFractionDigits = digits
        style.maximumFractionDigits = digits
        return style
    }

    /// `.units(allowed:width:)`: a format style named by its member and labels.
    private static func styleName(_ style: ExprSyntax) -> String {
        guard let call = style.as(FunctionCallExprSyntax.self), let name = FormatterSetup.memberName(call.calledExpression) else {
            return String(style.sourceText.prefix(40))
        }
        return ".\(name)(\(call.arguments.map { "\($0.label?.text ?? "_"):" }.joined()))"
    }

    /// `.time(pattern: .minuteSecond)` or `.time(pattern: .hourMinute(padHourToLength: 2))`.
    private static func timePattern(_ style: ExprSyntax) -> DurationPattern? {
        guard let call = style.as(FunctionCallExprSyntax.self), FormatterSetup.memberName(call.calledExpression) == "time",
              call.arguments.count == 1, call.arguments.first?.label?.text == "pattern",
              let pattern = call.arguments.first?.expression else { return nil }
        if let fields = FormatterSetup.memberName(pattern).flatMap(DurationPattern.Fields.init(rawValue:)) {
            return DurationPattern(fields: fields)
        }
        guard let padded = pattern.as(FunctionCallExprSyntax.self), padded.arguments.count == 1,
              let fields = FormatterSetup.memberName(padded.calledExpression).flatMap(DurationPattern.Fields.init(rawValue:)),
              let argument = padded.arguments.first, ["padHourToLength", "padMinuteToLength"].contains(argument.label?.text),
              case .int(let length)? = try? LiteralReader.value(of: argument.expression), (1...10).contains(length) else { return nil }
        return DurationPattern(fields: fields, firstFieldLength: length)
    }

    func projectCall(_ signature: String, _ arguments: [ExprSyntax]) throws(LoweringFailure) -> BehaviourExpression {
        guard context.acceptsProjectCalls || context.functions.contains(signature) else { throw LoweringFailure("calls \(signature)") }
        return .call(signature, try arguments.map { a throws(LoweringFailure) in try lower(a) })
    }

    /// `GlucoseFormatters.insulin` for a member reached through a type's name (plain names, the
    /// first a type's); nil for anything else (`Self.x`, a local's member).
    static func typeMemberPath(_ expression: ExprSyntax) -> String? {
        guard let member = expression.as(MemberAccessExprSyntax.self), let path = FieldPath.writtenFromType(member) else { return nil }
        return path
    }

    /// `fetchUser(_:)`: a call's base name and argument labels.
    static func signature(of call: FunctionCallExprSyntax) -> String {
        let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? call.calledExpression.sourceText
        return "\(name)(\(call.arguments.map { "\($0.label?.text ?? "_"):" }.joined()))"
    }

    /// The reason for a call made as a statement: `calls print(_:)`.
    static func describeCall(_ expression: ExprSyntax) -> String? {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base.map { "\($0.sourceText.prefix(60))." } ?? ""
        return "calls \(base)\(signature(of: call))"
    }
}

extension EvaluationStop {
    var reason: String {
        switch self {
        case .unknown(let reason), .traps(let reason): reason
        }
    }
}
