/// A Foundation formatter or format style, modelled by its configuration (never called: its
/// output differs between Linux and macOS and by locale).
public enum FoundationFormat: Codable, Sendable, Hashable {
    /// `DateFormatter` with a fixed format or date/time styles; `Date.formatted(date:time:)`.
    case date(DatePattern)
    case dateComponents(DateComponentsStyle)
    case duration(DurationPattern)
    case durationUnits(DurationUnitsStyle)
    case number(NumberStyle)
    /// A formatter known by its configuration alone: its text is opaque.
    case configured(ConfiguredFormat)

    /// The formatter's text for a value, as `string(from:)` gives it.
    func format(_ value: BehaviourValue) throws(EvaluationStop) -> String {
        try format(value, in: LocaleReading(.english))
    }

    /// Its text in `locale`'s locale, told to `locale` where the locale decides it.
    func format(_ value: BehaviourValue, in locale: LocaleReading) throws(EvaluationStop) -> String {
        switch (self, value) {
        case (.date(let pattern), .date(let seconds)):
            if pattern.variesByLocale { locale.consulted = true }
            return try pattern.format(seconds, in: locale.locale)
        case (.dateComponents(let style), .int(let seconds)):
            return try style.format(Double(seconds))
        case (.dateComponents(let style), .double(let seconds)):
            return try style.format(seconds)
        case (.duration(let pattern), .int(let seconds)):
            return try pattern.format(Double(seconds))
        case (.duration(let pattern), .double(let seconds)):
            return try pattern.format(seconds)
        case (.durationUnits(let style), .int(let seconds)):
            return try style.format(Double(seconds))
        case (.durationUnits(let style), .double(let seconds)):
            return try style.format(seconds)
        case (.number(let style), _):
            return try style.format(value)
        case (.configured(let format), _):
            return try format.format(value)
        default:
            throw .unknown("formatter given \(value.sourceText)")
        }
    }
}
