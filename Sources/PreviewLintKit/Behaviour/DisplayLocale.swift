/// The device locales formatting is evaluated in. Every output is en_US's; a formatter that
/// consults the locale (a platform date style, a template, a month's name) is evaluated again at
/// de_DE, whose patterns differ from en_US's in order, separators and the clock, so that two
/// spellings that agree only in en_US (`.medium` against `"MMM d, y"`) are told apart.
public enum DisplayLocale: String, Sendable, Hashable {
    case english = "en_US"
    case german = "de_DE"

    /// A month's name at a pattern's width (`MMM` format, `LLL` stand-alone: they differ in de).
    func month(_ month: Int, count: Int, standAlone: Bool) -> String {
        switch self {
        case .english:
            let name = Self.englishMonths[month - 1]
            switch count {
            case 3: return String(name.prefix(3))
            case 4: return name
            default: return String(name.prefix(1))
            }
        case .german:
            let name = Self.germanMonths[month - 1]
            switch count {
            case 3: return standAlone ? Self.germanStandAloneMonths[month - 1] : Self.germanAbbreviatedMonths[month - 1]
            case 4: return name
            default: return String(name.prefix(1))
            }
        }
    }

    /// A weekday's name (0 is Sunday): `E`–`EEE` abbreviated, `EEEE` wide, `EEEEE` narrow, `EEEEEE`
    /// short; `ccc` stand-alone abbreviated.
    func weekday(_ weekday: Int, count: Int, standAlone: Bool) -> String {
        let name = self == .english ? Self.englishWeekdays[weekday] : Self.germanWeekdays[weekday]
        switch (self, count) {
        case (_, 4): return name
        case (_, 5): return String(name.prefix(1))
        case (.english, 6): return String(name.prefix(2))
        case (.english, _): return String(name.prefix(3))
        case (.german, _): return String(name.prefix(2)) + (standAlone && count != 6 ? "" : ".")
        }
    }

    /// The era, `G`–`GGG`.
    func era(afterChrist: Bool) -> String {
        switch self {
        case .english: afterChrist ? "AD" : "BC"
        case .german: afterChrist ? "n. Chr." : "v. Chr."
        }
    }

    static let englishMonths = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                                "October", "November", "December"]
    static let englishWeekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
    /// CLDR's de (gregorian) names; the day periods are `AM` and `PM` as in en.
    private static let germanMonths = ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September",
                                       "Oktober", "November", "Dezember"]
    private static let germanAbbreviatedMonths = ["Jan.", "Feb.", "März", "Apr.", "Mai", "Juni", "Juli", "Aug.", "Sept.",
                                                  "Okt.", "Nov.", "Dez."]
    private static let germanStandAloneMonths = ["Jan", "Feb", "Mär", "Apr", "Mai", "Jun", "Jul", "Aug", "Sep", "Okt",
                                                 "Nov", "Dez"]
    private static let germanWeekdays = ["Sonntag", "Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag"]
}

/// The locale one evaluation runs in, and whether anything it ran consulted it: a formatter whose
/// text at en_US consulted it is evaluated again at de_DE (`BehaviourEvaluator`).
final class LocaleReading {
    let locale: DisplayLocale
    var consulted = false

    init(_ locale: DisplayLocale) { self.locale = locale }
}
