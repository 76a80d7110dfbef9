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
                throw LoweringFailure("reads the calendar component \(arguments[0].trimmedDescription.prefix(20))")
            }
            return .builtin(.calendar(.component(unit)), [try lower(arguments[1])])
        default:
            return nil
        }
    }

    /// `calendar.dateComponents([.minute], from: a, to: b).minute`: the whole minutes between them;
    /// nil when `member` reads no such difference.
    func calendarDifference(_ member: MemberAccessExprSyntax) throws(LoweringFailure) -> BehaviourExpression? {
        guard let call = member.base?.as(FunctionCallExprSyntax.self),
              let callee = call.calledExpression.as(MemberAccessExprSyntax.self),
              callee.declName.baseName.text == "dateComponents", let base = callee.base, isDeviceCalendar(base),
              call.arguments.map({ $0.label?.text }) == [nil, "from", "to"] else { return nil }
        let arguments = call.arguments.map(\.expression)
        guard let units = arguments[0].as(ArrayExprSyntax.self), units.elements.count == 1,
              FormatterSetup.memberName(units.elements.first!.expression) == member.declName.baseName.text,
              let unit = CalendarUnit(rawValue: member.declName.baseName.text), unit.seconds != nil else {
            let units = arguments[0].trimmedDescription.prefix(30)
            throw LoweringFailure("reads dateComponents \(units) between two dates")
        }
        return .builtin(.calendar(.difference(unit, within: nil)), [try lower(arguments[1]), try lower(arguments[2])])
    }

    /// `let components = calendar.dateComponents([.hour, .minute], from: a, to: b)` read only as
    /// `components.hour` and `components.minute`: a local per unit, each the whole units left below
    /// the next larger one asked for; nil when `value` is no such call or a use reads anything else.
    mutating func calendarComponents(_ name: String, value: ExprSyntax,
                                     scope: [Syntax]) throws(LoweringFailure) -> [BehaviourStatement]? {
        guard let call = value.as(FunctionCallExprSyntax.self),
              let callee = call.calledExpression.as(MemberAccessExprSyntax.self),
              callee.declName.baseName.text == "dateComponents", let base = callee.base, isDeviceCalendar(base),
              call.arguments.map({ $0.label?.text }) == [nil, "from", "to"],
              let list = call.arguments.first?.expression.as(ArrayExprSyntax.self) else { return nil }
        let units = list.elements.compactMap { element in
            FormatterSetup.memberName(element.expression).flatMap(CalendarUnit.init(rawValue:))
        }
        guard units.count == list.elements.count, !units.isEmpty, units.allSatisfy({ $0.seconds != nil }),
              Self.readsOnly(name, fields: Set(units.map(\.rawValue)), in: scope) else { return nil }
        let arguments = call.arguments.map(\.expression)
        let from = try lower(arguments[1]), to = try lower(arguments[2])
        let ordered = units.sorted { $0.seconds! > $1.seconds! }
        var statements: [BehaviourStatement] = []
        for (index, unit) in ordered.enumerated() {
            let local = "\(name).\(unit.rawValue)"
            declare(local, type: .int)
            let larger = index > 0 ? ordered[index - 1] : nil
            let difference = BehaviourExpression.builtin(.calendar(.difference(unit, within: larger)), [from, to])
            statements.append(.declare(local, type: .int, value: difference))
        }
        return statements
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

    /// `Calendar.current`, `Calendar.autoupdatingCurrent`, a Gregorian one, or a `Calendar` input.
    func isDeviceCalendar(_ base: ExprSyntax) -> Bool {
        let text = base.trimmedDescription
        if Self.deviceCalendars.contains(text) { return true }
        guard let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        return declaredType(of: name) == BehaviourType.deviceCalendar
    }
}
