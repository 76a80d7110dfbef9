/// Comparing display text as a reader sees it.
public enum DisplayText {
    /// Maps U+202F (narrow no-break space, which newer systems print before AM/PM) and U+00A0 to a
    /// space, so `"3:07\u{202F}PM"` and `"3:07 PM"` compare equal.
    public static func normalisingSpaces(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { $0 == "\u{202F}" || $0 == "\u{00A0}" ? " " : $0 }))
    }

    /// Levenshtein distance over characters, after normalising spaces.
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let first = Array(normalisingSpaces(a)), second = Array(normalisingSpaces(b))
        guard !first.isEmpty else { return second.count }
        var previous = Array(0...second.count)
        for (i, x) in first.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: second.count)
            for (j, y) in second.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
            }
            previous = current
        }
        return previous[second.count]
    }
}
