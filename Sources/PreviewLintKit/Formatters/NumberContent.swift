/// The numbers a text shows, read as a person reads them: `"1,234.5 km"` is 1234.5, `"04:05"` is
/// 4 and 5, and a time of day on a 12-hour clock is its 24-hour hour (`"3:07 PM"` is 15 and 7).
/// Two formatters whose texts carry the same numbers on every input show one value, however they
/// write it.
enum NumberContent {
    /// Nil for opaque text (a formatter's output known only by its set-up).
    static func numbers(in text: String) -> [Double]? {
        numbersWithPlaces(in: text)?.map(\.value)
    }

    /// The numbers with how many decimal places each is written with (`"0.12 km"`: 0.12 to two).
    static func numbersWithPlaces(in text: String) -> [(value: Double, places: Int)]? {
        guard !OpaqueText.contains(text) else { return nil }
        let characters = Array(text)
        var numbers: [(value: Double, places: Int)] = [], index = 0
        var clockHour: Int?
        while index < characters.count {
            guard characters[index].isASCIIDigit else { index += 1; continue }
            var digits = "", end = index
            while end < characters.count {
                if characters[end].isASCIIDigit {
                    digits.append(characters[end])
                    end += 1
                } else if characters[end] == ",", groupFollows(characters, at: end + 1) {
                    end += 1
                } else if characters[end] == ".", end + 1 < characters.count, characters[end + 1].isASCIIDigit, !digits.contains(".") {
                    digits.append(".")
                    end += 1
                } else {
                    break
                }
            }
            // `9:05`: the hour a 12-hour clock's marker may move.
            if clockHour == nil, end < characters.count, characters[end] == ":", !digits.contains(".") { clockHour = numbers.count }
            let places = digits.firstIndex(of: ".").map { digits.distance(from: $0, to: digits.endIndex) - 1 } ?? 0
            numbers.append((Double(digits) ?? 0, places))
            index = end
        }
        if let hour = clockHour, let marker = dayHalf(text), numbers[hour].value >= 1, numbers[hour].value <= 12 {
            let value = numbers[hour].value
            numbers[hour].value = marker == "PM" ? (value == 12 ? 12 : value + 12) : (value == 12 ? 0 : value)
        }
        return numbers
    }

    /// The text from its first digit to its last (`"1, 2024"` of `"Renews March 1, 2024"`): how the
    /// numbers themselves are written, words around them aside.
    static func numberSpan(_ text: String) -> Substring {
        guard let first = text.firstIndex(where: \.isASCIIDigit), let last = text.lastIndex(where: \.isASCIIDigit) else { return "" }
        return text[first...last]
    }

    /// `,` between digit groups of three (`1,234`), not a list's (`3, 4`).
    private static func groupFollows(_ characters: [Character], at start: Int) -> Bool {
        guard start + 3 <= characters.count, characters[start..<(start + 3)].allSatisfy(\.isASCIIDigit) else { return false }
        return start + 3 == characters.count || !characters[start + 3].isASCIIDigit
    }

    /// `AM` or `PM` written as a word.
    private static func dayHalf(_ text: String) -> String? {
        let words = text.split(whereSeparator: { !$0.isLetter }).map { $0.uppercased() }
        return words.first { $0 == "AM" || $0 == "PM" }
    }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
