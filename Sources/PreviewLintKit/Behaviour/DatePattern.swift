/// A `DateFormatter` date format (Unicode TR35 fields) as en_US_POSIX prints it, at a fixed offset
/// from UTC. Date and time styles at en_US become the patterns they stand for.
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
        case "a": count == 1
        case "Z": count <= 3 || count == 5
        case "X", "x": count <= 3
        default: false
        }
    }

    /// The text for an instant, or unknown for an instant out of range or a fractional second the
    /// pattern shows (`S`). Fields down to the second show the second the instant falls in, as ICU
    /// computes them from the time floored (`HH:mm` of 09:05:07.9 is 09:05, of -0.5 s 23:59).
    func format(_ secondsSince1970: Double) throws(EvaluationStop) -> String {
        let second = secondsSince1970.rounded(.down)
        let showsFraction = fields.contains { if case .symbol("S", _) = $0 { true } else { false } }
        guard second == secondsSince1970 || !showsFraction,
              let time = CivilTime(secondsSince1970: second, offsetSeconds: offsetSeconds) else {
            throw .unknown("date \(secondsSince1970) has a fractional second or is out of range")
        }
        var output = ""
        for field in fields {
            switch field {
            case .text(let text): output += text
            case .symbol(let letter, let count): output += text(for: Character(letter), count: count, time: time)
            }
        }
        return output
    }

    private func text(for letter: Character, count: Int, time: CivilTime) -> String {
        switch letter {
        case "G": return time.year > 0 ? "AD" : "BC"
        case "y": return count == 2 ? Self.padded(time.year % 100, 2) : Self.padded(time.year, count)
        case "Y": return count == 2 ? Self.padded(time.weekYear % 100, 2) : Self.padded(time.weekYear, count)
        case "M", "L": return Self.month(time.month, count: count)
        case "d": return Self.padded(time.day, count)
        case "D": return Self.padded(time.dayOfYear, count)
        case "E": return Self.weekday(time.weekday, count: count)
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

    static let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                                 "October", "November", "December"]
    static let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

    private static func month(_ month: Int, count: Int) -> String {
        let name = months[month - 1]
        switch count {
        case 1, 2: return padded(month, count)
        case 3: return String(name.prefix(3))
        case 4: return name
        default: return String(name.prefix(1))
        }
    }

    private static func weekday(_ weekday: Int, count: Int) -> String {
        let name = weekdays[weekday]
        switch count {
        case 4: return name
        case 5: return String(name.prefix(1))
        case 6: return String(name.prefix(2))
        default: return String(name.prefix(3))
        }
    }

    private static func padded(_ number: some BinaryInteger, _ width: Int) -> String {
        let digits = String(number.magnitude)
        return (number < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
