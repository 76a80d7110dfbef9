/// The Gregorian calendar fields of an instant at a fixed offset from UTC, computed with integer
/// arithmetic (Howard Hinnant's days-from-civil algorithm), so every platform agrees.
struct CivilTime: Equatable {
    var year: Int, month: Int, day: Int
    var hour: Int, minute: Int, second: Int
    /// 0 = Sunday.
    var weekday: Int
    var dayOfYear: Int

    /// Nil for a fractional second or an instant too far out to model.
    init?(secondsSince1970: Double, offsetSeconds: Int = 0) {
        guard secondsSince1970.isFinite, secondsSince1970.rounded(.down) == secondsSince1970,
              secondsSince1970.magnitude < 1e13 else { return nil }
        let seconds = Int(secondsSince1970) + offsetSeconds
        let days = seconds.floorDivided(by: 86_400)
        let secondOfDay = seconds - days * 86_400
        (year, month, day) = Self.civil(fromDays: days)
        hour = secondOfDay / 3600
        minute = secondOfDay % 3600 / 60
        second = secondOfDay % 60
        weekday = (days + 4).floorModulo(7)
        dayOfYear = days - Self.days(year: year, month: 1, day: 1) + 1
    }

    static func civil(fromDays days: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = days + 719_468
        let era = shifted.floorDivided(by: 146_097)
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    static func days(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = shiftedYear.floorDivided(by: 400)
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The year its week belongs to (`YYYY`) with US weeks (Sunday first, a week with 1 January is
    /// week 1): the year of the week's Saturday.
    var weekYear: Int {
        let daysToSaturday = 6 - weekday
        let saturday = Self.days(year: year, month: month, day: day) + daysToSaturday
        return Self.civil(fromDays: saturday).year
    }
}

extension Int {
    func floorDivided(by divisor: Int) -> Int {
        let quotient = self / divisor
        return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? quotient - 1 : quotient
    }

    func floorModulo(_ divisor: Int) -> Int {
        self - floorDivided(by: divisor) * divisor
    }
}
