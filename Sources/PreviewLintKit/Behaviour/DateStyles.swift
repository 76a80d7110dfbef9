/// Date and time styles at en_US as the fixed patterns they print. Relied on: CLDR's en patterns
/// (short `M/d/yy`, medium `MMM d, y`, long `MMMM d, y`, full `EEEE, MMMM d, y`; time short
/// `h:mm a`, medium `h:mm:ss a`). Newer systems put U+202F before AM/PM: compare through
/// `DisplayText.normalisingSpaces`. A date and a time together are unknown: the text joining them
/// changed between OS versions (`, ` or ` at `); long and full times name the zone, also unknown.
/// Each carries CLDR's de pattern too (medium `dd.MM.y`, time short `HH:mm`, numeric `d.M.y`).
enum DateStyles {
    static func pattern(dateStyle: String, timeStyle: String, offsetSeconds: Int) throws(EvaluationStop) -> DatePattern {
        let date = try datePart(dateStyle)
        let time = try timePart(timeStyle)
        guard date.isEmpty || time.isEmpty else {
            throw .unknown("dateStyle .\(dateStyle) with timeStyle .\(timeStyle) joins them in text that differs between OS versions")
        }
        var pattern = try DatePattern(date + time, offsetSeconds: offsetSeconds)
        pattern.german = try german(germanStyles, dateStyle, timeStyle)
        return pattern
    }

    /// `Date.formatted(date:time:)`: numeric dates print four-digit years.
    static func pattern(formattedDate date: String, time: String) throws(EvaluationStop) -> DatePattern {
        let datePart: String = switch date {
        case "omitted": ""
        case "numeric": "M/d/y"
        case "abbreviated": "MMM d, y"
        case "long": "MMMM d, y"
        case "complete": "EEEE, MMMM d, y"
        default: throw .unknown("Date.formatted(date: .\(date)) is not modelled")
        }
        let timePart: String = switch time {
        case "omitted": ""
        case "shortened": "h:mm a"
        case "standard": "h:mm:ss a"
        default: throw .unknown("Date.formatted(time: .\(time)) is not modelled")
        }
        guard datePart.isEmpty != timePart.isEmpty else {
            throw .unknown("Date.formatted(date: .\(date), time: .\(time)) is not modelled")
        }
        var pattern = try DatePattern(datePart + timePart)
        pattern.german = try german(germanPresets, date, time)
        return pattern
    }

    private static func german(_ table: [String: String], _ date: String,
                               _ time: String) throws(EvaluationStop) -> [DatePattern.Field] {
        guard let datePart = table[date], let timePart = table["time." + time] else {
            throw .unknown("the de_DE pattern of .\(date) and .\(time) is not modelled")
        }
        return try DatePattern(datePart + timePart).fields
    }

    /// CLDR's de date and time formats, by style (times as `time.` and the style).
    private static let germanStyles = [
        "none": "", "short": "dd.MM.yy", "medium": "dd.MM.y", "long": "d. MMMM y", "full": "EEEE, d. MMMM y",
        "time.none": "", "time.short": "HH:mm", "time.medium": "HH:mm:ss",
    ]

    /// De's patterns for `Date.FormatStyle`'s presets (its skeletons `yMd`, `yMMMd`, `yMMMMd`,
    /// `yMMMMEEEEd`, `jm`, `jms`).
    private static let germanPresets = [
        "omitted": "", "numeric": "d.M.y", "abbreviated": "d. MMM y", "long": "d. MMMM y",
        "complete": "EEEE, d. MMMM y",
        "time.omitted": "", "time.shortened": "HH:mm", "time.standard": "HH:mm:ss",
    ]

    private static func datePart(_ style: String) throws(EvaluationStop) -> String {
        switch style {
        case "none": ""
        case "short": "M/d/yy"
        case "medium": "MMM d, y"
        case "long": "MMMM d, y"
        case "full": "EEEE, MMMM d, y"
        default: throw .unknown("dateStyle .\(style) is not modelled")
        }
    }

    private static func timePart(_ style: String) throws(EvaluationStop) -> String {
        switch style {
        case "none": ""
        case "short": "h:mm a"
        case "medium": "h:mm:ss a"
        default: throw .unknown("timeStyle .\(style) names the time zone, which is not modelled")
        }
    }
}
