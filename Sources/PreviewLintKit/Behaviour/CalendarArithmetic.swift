/// `Calendar` day arithmetic on the device's calendar, taken to be Gregorian in UTC as every date is
/// read here: whether a date is today (against the evaluator's pinned now), the start of its day,
/// one field of it, and whole units elapsed between two dates. Units a calendar counts unevenly
/// (months, years) between two dates are not modelled.
public enum CalendarOperation: Codable, Sendable, Hashable {
    case isDateInToday, isDateInYesterday, isDateInTomorrow
    case startOfDay
    /// `calendar.component(.hour, from: date)`.
    case component(CalendarUnit)
    /// `calendar.dateComponents([.minute], from: a, to: b).minute`: whole units, truncated toward zero;
    /// `within` a larger unit asked for too (`[.hour, .minute]`), what is left below it.
    case difference(CalendarUnit, within: CalendarUnit?)

    /// Whether it compares with the current date.
    var readsNow: Bool {
        switch self {
        case .isDateInToday, .isDateInYesterday, .isDateInTomorrow: true
        default: false
        }
    }

    func apply(_ arguments: [BehaviourValue], now: Double) throws(EvaluationStop) -> BehaviourValue {
        switch (self, arguments.count) {
        case (.difference(let unit, let larger), 2):
            guard case .date(let from) = arguments[0], case .date(let to) = arguments[1], let seconds = unit.seconds,
                  (to - from).magnitude < 1e12 else {
                throw .unknown("the \(unit.rawValue)s between these values")
            }
            let whole = Int(((to - from) / Double(seconds)).rounded(.towardZero))
            guard let larger, let largerSeconds = larger.seconds else { return .int(whole) }
            let wholeLarger = Int(((to - from) / Double(largerSeconds)).rounded(.towardZero))
            return .int(whole - wholeLarger * (largerSeconds / seconds))
        case (_, 1):
            guard case .date(let seconds) = arguments[0],
                  let time = CivilTime(secondsSince1970: seconds.rounded(.down)) else {
                throw .unknown("a calendar field of \(arguments[0].sourceText)")
            }
            let day = Int(seconds.rounded(.down)).floorDivided(by: 86_400)
            let today = Int(now.rounded(.down)).floorDivided(by: 86_400)
            switch self {
            case .isDateInToday: return .bool(day == today)
            case .isDateInYesterday: return .bool(day == today - 1)
            case .isDateInTomorrow: return .bool(day == today + 1)
            case .startOfDay: return .date(Double(day * 86_400))
            case .component(let unit): return .int(unit.field(of: time))
            case .difference: break
            }
        default: break
        }
        throw .unknown("a calendar computation of these values")
    }
}

/// `Calendar.Component` cases the model reads.
public enum CalendarUnit: String, Codable, Sendable, Hashable, CaseIterable {
    case year, month, day, hour, minute, second, weekday

    /// Its length, for the units every day has the same number of (UTC has no daylight saving).
    var seconds: Int? {
        switch self {
        case .day: 86_400
        case .hour: 3600
        case .minute: 60
        case .second: 1
        default: nil
        }
    }

    /// Its field of a civil time; weekdays count from 1 for Sunday, as `Calendar` does.
    func field(of time: CivilTime) -> Int {
        switch self {
        case .year: time.year
        case .month: time.month
        case .day: time.day
        case .hour: time.hour
        case .minute: time.minute
        case .second: time.second
        case .weekday: time.weekday + 1
        }
    }
}
