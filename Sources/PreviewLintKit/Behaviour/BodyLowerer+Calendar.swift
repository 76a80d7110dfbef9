import SwiftSyntax

/// Day arithmetic of the device's calendar (`CalendarOperation`): `Calendar.current.isDateInToday(d)`,
/// `startOfDay(for:)`, `component(.hour, from:)`, and `dateComponents([.minute], from: a, to: b).minute`.
extension BodyLowerer {
    /// Nil for a call that is not one of these on the device's calendar.
    func calendarCall(_ name: String, on base: ExprSyntax, labels: [String?], arguments: [ExprSyntax]) throws(LoweringFailure) -> BehaviourExpression? {
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
        guard let call = member.base?.as(FunctionCallExprSyntax.self), let callee = call.calledExpression.as(MemberAccessExprSyntax.self),
              callee.declName.baseName.text == "dateComponents", let base = callee.base, isDeviceCalendar(base),
              call.arguments.map({ $0.label?.text }) == [nil, "from", "to"] else { return nil }
        let arguments = call.arguments.map(\.expression)
        guard let units = arguments[0].as(ArrayExprSyntax.self), units.elements.count == 1,
              FormatterSetup.memberName(units.elements.first!.expression) == member.declName.baseName.text,
              let unit = CalendarUnit(rawValue: member.declName.baseName.text), unit.seconds != nil else {
            throw LoweringFailure("reads dateComponents \(arguments[0].trimmedDescription.prefix(30)) between two dates")
        }
        return .builtin(.calendar(.difference(unit)), [try lower(arguments[1]), try lower(arguments[2])])
    }

    /// `Calendar.current`, `Calendar.autoupdatingCurrent`, a Gregorian one, or a `Calendar` input.
    private func isDeviceCalendar(_ base: ExprSyntax) -> Bool {
        let text = base.trimmedDescription
        if ["Calendar.current", "Calendar.autoupdatingCurrent", "Calendar(identifier: .gregorian)", "NSCalendar.current"].contains(text) { return true }
        guard let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        return declaredType(of: name) == BehaviourType.deviceCalendar
    }
}
