/// A `DateFormatter` date format (Unicode TR35 fields) as en_US_POSIX prints it, at a fixed offset
/// from UTC. Date and time styles at en_US become the patterns they stand for; at de_DE
/// (`DisplayLocale`) a style prints its German pattern and names are German.
public struct DatePattern: Codable, Sendable, Hashable {
    public enum Field: Codable, Sendable, Hashable {
        case text(String)
        /// A pattern letter repeated `count` times: `yyyy`, `MMM`, `a`.
        case symbol(String, count: Int)
    }

    public var fields: [Field]
    /// The time zone's offset from UTC: 0 unless the formatter sets one.
    public var offsetSeconds: Int
    /// The project wrote the pattern itself (`dateFormat = "d/M"`), rather than choosing a style
    /// the platform spells: a format of its own, like a `String(format:)` string.
    public var isWrittenOut = false
    /// The pattern de_DE prints for a platform style, preset or template (`dd.MM.y` for `.medium`);
    /// nil where the project wrote the pattern, which every locale follows.
    public var german: [Field]?
    /// The formatter's locale is set (`en_US_POSIX`): it prints alike on every device.
    public var isLocaleFixed = false

    /// Reads the pattern, or throws which field is not modelled (`Q`, `w`, `zzzz`, …).
    init(_ format: String, offsetSeconds: Int = 0) throws(EvaluationStop) {
        self.offsetSeconds = offsetSeconds
        var fields: [Field] = []
        var characters = Array(format)[...]
        var text = ""
        func flushText() {
            if !text.isEmpty { fields.append(.text(text)); text = "" }
        }
        while let character = characters.popFirst() {
            if character == "'" {
                // `''` is a quote; `'at'` is literal text.
                if characters.first == "'" { characters.removeFirst(); text.append("'"); continue }
                while let quoted = characters.popFirst() {
                    if quoted == "'" {
                        if characters.first == "'" { characters.removeFirst(); text.append("'"); continue }
                        break
                    }
                    text.append(quoted)
                }
                continue
            }
            guard character.isASCII, character.isLetter else { text.append(character); continue }
            var count = 1
            while characters.first == character { characters.removeFirst(); count += 1 }
            guard Self.isModelled(character, count: count) else {
                throw .unknown("date format field \(String(repeating: character, count: count)) is not modelled")
            }
            flushText()
            fields.append(.symbol(String(character), count: count))
        }
        flushText()
        self.fields = fields
    }

    private static func isModelled(_ letter: Character, count: Int) -> Bool {
        switch letter {
        case "G": count <= 3
        case "y", "Y", "S": true
        case "M", "L": count <= 5
        case "d", "h", "H", "k", "K", "m", "s": count <= 2
        case "D": count <= 3
        case "E": count <= 6
        case "c": (3...6).contains(count)
        case "a": count == 1
        case "Z": count <= 3 || count == 5
        case "X", "x": count <= 3
        default: false
        }
    }

    /// The text for an instant, or unknown for an instant out of range or a fractional second the
    /// pattern shows (`S`). Fields down to the second show the second the instant falls in, as ICU
    /// computes them from the time floored (`HH:mm` of 09:05:07.9 is 09:05, of -0.5 s 23:59).
    func format(_ secondsSince1970: Double, in locale: DisplayLocale = .english) throws(EvaluationStop) -> String {
        let second = secondsSince1970.rounded(.down)
        let showsFraction = fields.contains { if case .symbol("S", _) = $0 { true } else { false } }
        guard second == secondsSince1970 || !showsFraction,
              let time = CivilTime(secondsSince1970: second, offsetSeconds: offsetSeconds) else {
            throw .unknown("date \(secondsSince1970) has a fractional second or is out of range")
        }
        let locale = isLocaleFixed ? .english : locale
        var output = ""
        for field in locale == .german ? german ?? fields : fields {
            switch field {
            case .text(let text): output += text
            case .symbol(let letter, let count):
                output += text(for: Character(letter), count: count, time: time, locale: locale)
            }
        }
        return output
    }

    /// Whether the text depends on the device's locale: a platform style, or a name the locale spells.
    var variesByLocale: Bool {
        guard !isLocaleFixed else { return false }
        return german != nil || fields.contains { field in
            guard case .symbol(let letter, let count) = field else { return false }
            return "EcG".contains(letter) || ("ML".contains(letter) && count >= 3)
        }
    }

    private func text(for letter: Character, count: Int, time: CivilTime, locale: DisplayLocale) -> String {
        switch letter {
        case "G": return locale.era(afterChrist: time.year > 0)
        case "y": return count == 2 ? Self.padded(time.year % 100, 2) : Self.padded(time.year, count)
        case "Y": return count == 2 ? Self.padded(time.weekYear % 100, 2) : Self.padded(time.weekYear, count)
        case "M", "L":
            guard count >= 3 else { return Self.padded(time.month, count) }
            return locale.month(time.month, count: count, standAlone: letter == "L")
        case "d": return Self.padded(time.day, count)
        case "D": return Self.padded(time.dayOfYear, count)
        case "E", "c": return locale.weekday(time.weekday, count: count, standAlone: letter == "c")
        case "a": return time.hour < 12 ? "AM" : "PM"
        case "h": return Self.padded(time.hour % 12 == 0 ? 12 : time.hour % 12, count)
        case "H": return Self.padded(time.hour, count)
        case "k": return Self.padded(time.hour == 0 ? 24 : time.hour, count)
        case "K": return Self.padded(time.hour % 12, count)
        case "m": return Self.padded(time.minute, count)
        case "s": return Self.padded(time.second, count)
        case "S": return String(repeating: "0", count: count)
        default: return offset(letter: letter, count: count)
        }
    }

    /// `Z` `+0000`, `ZZZZZ` `Z` or `+05:30`; `X…` writes `Z` for UTC; `x` `+00`, `xx` `+0000`, `xxx` `+00:00`.
    private func offset(letter: Character, count: Int) -> String {
        if offsetSeconds == 0 && (letter == "X" || (letter == "Z" && count == 5)) { return "Z" }
        let sign = offsetSeconds < 0 ? "-" : "+"
        let hours = Self.padded(offsetSeconds.magnitude / 3600, 2)
        let minutes = Self.padded(offsetSeconds.magnitude % 3600 / 60, 2)
        switch (letter, count) {
        case ("Z", 5): return "\(sign)\(hours):\(minutes)"
        case ("Z", _), (_, 2): return "\(sign)\(hours)\(minutes)"
        case (_, 3): return "\(sign)\(hours):\(minutes)"
        default: return minutes == "00" ? "\(sign)\(hours)" : "\(sign)\(hours)\(minutes)"
        }
    }

    private static func padded(_ number: some BinaryInteger, _ width: Int) -> String {
        let digits = String(number.magnitude)
        return (number < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
