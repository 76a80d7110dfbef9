import SwiftSyntax

/// Day arithmetic of the device's calendar (`CalendarOperation`): `Calendar.current.isDateInToday(d)`,
/// `startOfDay(for:)`, `component(.hour, from:)`, and `dateComponents([.minute], from: a, to: b).minute`.
extension BodyLowerer {
    /// Nil for a call that is not one of these on the device's calendar.
    func calendarCall(_ name: String, on base: ExprSyntax, labels: [String?],
                      arguments: [ExprSyntax]) throws(LoweringFailure) -> BehaviourExpression? {
        guard isDeviceCalendar(base) else { return nil }
        switch (name, labels) {
        case ("isDateInToday", [nil]): return .builtin(.calendar(.isDateInToday), [try lower(arguments[0])])
        case ("isDateInYesterday", [nil]): return .builtin(.calendar(.isDateInYesterday), [try lower(arguments[0])])
        case ("isDateInTomorrow", [nil]): return .builtin(.calendar(.isDateInTomorrow), [try lower(arguments[0])])
        case ("startOfDay", ["for"]): return .builtin(.calendar(.startOfDay), [try lower(arguments[0])])
        case ("component", [nil, "from"]):
            guard let unit = FormatterSetup.memberName(arguments[0]).flatMap(CalendarUnit.init(rawValue:)) else {
                throw LoweringFailure("reads the calendar component \(arguments[0].sourceText.prefix(20))")
            }
            return .builtin(.calendar(.component(unit)), [try lower(arguments[1])])
        default:
            return nil
        }
    }

    /// `calendar.dateComponents([.minute], from: a, to: b).minute`: the whole minutes between them;
    /// nil when `member` reads no such difference.
    func calendarDifference(_ member: MemberAccessExprSyntax) throws(LoweringFailure) -> BehaviourExpression? {
        guard let base = member.base, let components = dateComponents(base) else { return nil }
        let name = member.declName.baseName.text
        guard let units = components.units, let unit = units.first(where: { $0.rawValue == name }) else {
            throw LoweringFailure("reads .\(name) of dateComponents \(components.written.prefix(30)) between two dates")
        }
        let dates = [try lower(components.from), try lower(components.to)]
        return .builtin(.calendar(Self.difference(unit, among: units)), dates)
    }

    /// `let components = calendar.dateComponents([.hour, .minute], from: a, to: b)` read only as
    /// `components.hour` and `components.minute`: a local per unit, each the whole units left below
    /// the next larger one asked for; nil when `value` is no such call or a use reads anything else.
    mutating func calendarComponents(_ name: String, value: ExprSyntax,
                                     scope: [Syntax]) throws(LoweringFailure) -> [BehaviourStatement]? {
        guard let components = dateComponents(value), let units = components.units,
              Self.readsOnly(name, fields: Set(units.map(\.rawValue)), in: scope) else { return nil }
        let from = try lower(components.from), to = try lower(components.to)
        var statements: [BehaviourStatement] = []
        for unit in units {
            let local = "\(name).\(unit.rawValue)"
            declare(local, type: .int)
            let difference = BehaviourExpression.builtin(.calendar(Self.difference(unit, among: units)), [from, to])
            statements.append(.declare(local, type: .int, value: difference))
        }
        return statements
    }

    /// `calendar.dateComponents([units], from: a, to: b)` on the device's calendar: its units when each
    /// is one every day has the same length of (nil otherwise), the dates, and the units as written.
    private func dateComponents(_ expression: ExprSyntax)
        -> (units: [CalendarUnit]?, from: ExprSyntax, to: ExprSyntax, written: String)? {
        guard let call = expression.as(FunctionCallExprSyntax.self),
              let callee = call.calledExpression.as(MemberAccessExprSyntax.self),
              callee.declName.baseName.text == "dateComponents", let base = callee.base, isDeviceCalendar(base),
              call.arguments.map({ $0.label?.text }) == [nil, "from", "to"] else { return nil }
        let arguments = call.arguments.map(\.expression)
        let elements = arguments[0].as(ArrayExprSyntax.self).map { Array($0.elements) } ?? []
        let units = elements.compactMap { element in
            FormatterSetup.memberName(element.expression).flatMap(CalendarUnit.init(rawValue:))
        }
        let uniform = !units.isEmpty && units.count == elements.count && units.allSatisfy { $0.seconds != nil }
        return (uniform ? units : nil, arguments[1], arguments[2], arguments[0].sourceText)
    }

    /// A unit's whole count between two dates, below the next larger unit asked for with it.
    private static func difference(_ unit: CalendarUnit, among units: [CalendarUnit]) -> CalendarOperation {
        let larger = units.filter { $0.seconds! > unit.seconds! }.min { $0.seconds! < $1.seconds! }
        return .difference(unit, within: larger)
    }

    /// Whether every use of `name` in `scope` reads one of `fields` through it.
    private static func readsOnly(_ name: String, fields: Set<String>, in scope: [Syntax]) -> Bool {
        var reads = 0
        for node in scope {
            for token in node.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier(name) {
                guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
                guard let member = reference.parent?.as(MemberAccessExprSyntax.self), member.base?.id == reference.id,
                      fields.contains(member.declName.baseName.text) else { return false }
                reads += 1
            }
        }
        return reads > 0
    }

    private static let deviceCalendars: Set<String> = [
        "Calendar.current", "Calendar.autoupdatingCurrent", "Calendar(identifier: .gregorian)", "NSCalendar.current",
    ]

    /// The device's calendar written out (`Calendar.current`, `Calendar(identifier: .gregorian)`): its one value.
    func deviceCalendarValue(_ expression: ExprSyntax) -> BehaviourExpression? {
        guard Self.deviceCalendars.contains(expression.sourceText) else { return nil }
        return .literal(.enumCase(BehaviourType.deviceCalendarCase))
    }

    /// `Calendar.current`, `Calendar.autoupdatingCurrent`, a Gregorian one, or a `Calendar` input.
    func isDeviceCalendar(_ base: ExprSyntax) -> Bool {
        let text = base.sourceText
        if Self.deviceCalendars.contains(text) { return true }
        guard let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        return declaredType(of: name) == BehaviourType.deviceCalendar
    }
}
