/// A number a formatter reads only as seconds since 1970 (`Date(timeIntervalSince1970:
/// TimeInterval(breachTime))`): a date written as a number. Tried on small numbers it shows the
/// first hour of 1970 everywhere; tried on the grid's dates, as seconds, it formats like any
/// formatter of dates and is compared with them.
enum Timestamp {
    static func isTimestamp(_ input: BehaviourParameter, in formatter: LoweredFormatter) -> Bool {
        guard input.type == .int || input.type == .double, case .statements(let statements) = formatter.body else { return false }
        return isSeconds(input.name, in: statements, depth: 0)
    }

    /// Every read of `name` is seconds since 1970: handed to `Date(timeIntervalSince1970:)`, or
    /// converted into a local that is (`let interval = TimeInterval(self)`), a few locals deep.
    private static func isSeconds(_ name: String, in statements: [BehaviourStatement], depth: Int) -> Bool {
        var reads = 0, asSeconds = 0
        var locals: [String] = []
        for statement in statements {
            if case .declare(let local, _, let value?) = statement, isRead(value, name) { locals.append(local) }
            statement.visitExpressions { expression in
                switch expression {
                case .name(name): reads += 1
                case .builtin(.dateFromSeconds, let arguments) where arguments.count == 1 && isRead(arguments[0], name): asSeconds += 1
                default: break
                }
            }
        }
        guard depth < 3, reads > 0 else { return false }
        let throughLocals = locals.filter { isSeconds($0, in: statements, depth: depth + 1) }.count
        return reads == asSeconds + throughLocals && throughLocals == locals.count
    }

    /// `name`, or `name` converted (`TimeInterval(name)`, `Double(name)`).
    private static func isRead(_ expression: BehaviourExpression, _ name: String) -> Bool {
        switch expression {
        case .name(name): true
        case .builtin(.toDouble, let arguments), .builtin(.toInt, let arguments): arguments.count == 1 && isRead(arguments[0], name)
        default: false
        }
    }

    /// The grid's dates as seconds since 1970, of the input's type.
    static func values(_ grid: BehaviourGrid, as type: BehaviourType) -> [BehaviourValue] {
        grid.values(for: .date).compactMap { value -> BehaviourValue? in
            guard case .date(let seconds) = value else { return nil }
            return type == .int ? .int(Int(seconds)) : .double(seconds)
        }
    }
}
