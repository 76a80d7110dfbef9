/// Date and time styles at en_US as the fixed patterns they print. Relied on: CLDR's en patterns
/// (short `M/d/yy`, medium `MMM d, y`, long `MMMM d, y`, full `EEEE, MMMM d, y`; time short
/// `h:mm a`, medium `h:mm:ss a`). Newer systems put U+202F before AM/PM: compare through
/// `DisplayText.normalisingSpaces`. A date and a time together are unknown: the text joining them
/// changed between OS versions (`, ` or ` at `); long and full times name the zone, also unknown.
enum DateStyles {
    static func pattern(dateStyle: String, timeStyle: String, offsetSeconds: Int) throws(EvaluationStop) -> DatePattern {
        let date = try datePart(dateStyle)
        let time = try timePart(timeStyle)
        guard date.isEmpty || time.isEmpty else {
            throw .unknown("dateStyle .\(dateStyle) with timeStyle .\(timeStyle) joins them in text that differs between OS versions")
        }
        return try DatePattern(date + time, offsetSeconds: offsetSeconds)
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
        return try DatePattern(datePart + timePart)
    }

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
