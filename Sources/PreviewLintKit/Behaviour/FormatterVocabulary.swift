/// What text Foundation's formatters can make without a digit, in the locale the evaluator
/// renders (en_US): names of months and weekdays (`"Friday"`, `"Mar"`), the day periods, and the
/// named relative forms (`"Today"`, `"Yesterday"`, `"now"`, `"last week"`). Any other output of a
/// date, time, number, duration or size formatter holds a digit. So a text with neither a digit
/// nor one of these words (`"Subtitle"`, `"Way before"`) is no output of a formatter whose code
/// is not known: it stands for other text. A text in another script is left unknown.
enum FormatterVocabulary {
    static func canBeFormatted(_ text: String) -> Bool {
        if text.unicodeScalars.contains(where: { !$0.isASCII || ("0"..."9").contains($0) }) { return true }
        return text.lowercased().split(whereSeparator: { !$0.isLetter }).contains { words.contains(String($0)) }
    }

    private static let words: Set<String> = {
        var words: Set<String> = ["am", "pm", "noon", "midnight", "now", "today", "tonight", "yesterday", "tomorrow",
                                  "ago", "week", "month", "year", "quarter"]
        for name in DisplayLocale.englishMonths + DisplayLocale.englishWeekdays {
            words.insert(name.lowercased())
            words.insert(String(name.lowercased().prefix(3)))
        }
        words.insert("sept")
        return words
    }()
}
