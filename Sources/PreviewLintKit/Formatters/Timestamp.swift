/// A number a formatter reads only as seconds since 1970 (`Date(timeIntervalSince1970:
/// TimeInterval(breachTime))`, `Date().timeIntervalSince1970 - lastUpdate`), or as milliseconds
/// (`Date(timeIntervalSince1970: ms / 1000)`, as many servers send dates): a date written as a
/// number. Tried on small numbers it shows the first hour of 1970 everywhere; tried on the grid's
/// dates, in its unit, it formats like any formatter of dates and is compared with them.
enum Timestamp {
    /// How many of the number make a second (1, or 1000 for milliseconds); nil when it is no timestamp.
    static func unitsPerSecond(_ input: BehaviourParameter, in formatter: LoweredFormatter) -> Int? {
        guard input.type == .int || input.type == .double,
              case .statements(let statements) = formatter.body else { return nil }
        return [1, 1000].first { isSeconds(input.name, in: statements, depth: 0, unitsPerSecond: $0) }
    }

    /// Every read of `name` is a time since 1970 in that unit: handed to `Date(timeIntervalSince1970:)`,
    /// or converted into a local that is (`let interval = TimeInterval(self)`), a few locals deep.
    private static func isSeconds(_ name: String, in statements: [BehaviourStatement], depth: Int,
                                  unitsPerSecond: Int) -> Bool {
        var reads = 0, asSeconds = 0
        var locals: [String] = []
        for statement in statements {
            if case .declare(let local, _, let value?) = statement, isRead(value, name) { locals.append(local) }
            statement.visitExpressions { expression in
                switch expression {
                case .name(name): reads += 1
                case .builtin(.dateFromSeconds, let arguments)
                    where arguments.count == 1 && isRead(arguments[0], name, unitsPerSecond: unitsPerSecond):
                    asSeconds += 1
                // Measured against a date's seconds since 1970 (`Date().timeIntervalSince1970 - lastUpdate`).
                case .binary(let op, let lhs, let rhs) where againstDate.contains(op)
                    && ((isRead(lhs, name, unitsPerSecond: unitsPerSecond) && isDateSeconds(rhs))
                        || (isDateSeconds(lhs) && isRead(rhs, name, unitsPerSecond: unitsPerSecond))):
                    asSeconds += 1
                default: break
                }
            }
        }
        guard depth < 3, reads > 0 else { return false }
        let throughLocals = locals.filter { local in
            isSeconds(local, in: statements, depth: depth + 1, unitsPerSecond: unitsPerSecond)
        }.count
        return reads == asSeconds + throughLocals && throughLocals == locals.count
    }

    /// Operators that measure a number against a date's seconds: a difference or an order.
    private static let againstDate: Set<BehaviourOperator> = [.subtract, .less, .lessOrEqual, .greater, .greaterOrEqual]

    /// `date.timeIntervalSince1970` of any date (`Date().timeIntervalSince1970`).
    private static func isDateSeconds(_ expression: BehaviourExpression) -> Bool {
        if case .builtin(.secondsSince1970, _) = expression { return true }
        return false
    }

    /// `name`, or `name` converted (`TimeInterval(name)`, `Double(name)`); in milliseconds, divided by 1000.
    private static func isRead(_ expression: BehaviourExpression, _ name: String, unitsPerSecond: Int = 1) -> Bool {
        switch expression {
        case .name(name): unitsPerSecond == 1
        case .builtin(.toDouble, let arguments), .builtin(.toInt, let arguments):
            arguments.count == 1 && isRead(arguments[0], name, unitsPerSecond: unitsPerSecond)
        case .binary(.divide, let value, .literal(let divisor)) where unitsPerSecond > 1:
            [BehaviourValue.int(unitsPerSecond), .double(Double(unitsPerSecond))].contains(divisor)
                && isRead(value, name)
        default: false
        }
    }

    /// The grid's dates as times since 1970 in the unit, of the input's type.
    static func values(_ grid: BehaviourGrid, as type: BehaviourType, unitsPerSecond: Int = 1) -> [BehaviourValue] {
        grid.values(for: .date).compactMap { value -> BehaviourValue? in
            guard case .date(let seconds) = value else { return nil }
            let time = seconds * Double(unitsPerSecond)
            return type == .int ? .int(Int(time)) : .double(time)
        }
    }
}
