/// Two texts that write the same numbers with the same units, one spelling the unit words out
/// (`"1 hours 1 minutes"`) and the other abbreviating them (`"1h 1m"`): two styles chosen for two
/// places (a sentence, a compact label), as Foundation's `unitsStyle` `.full` and `.abbreviated`
/// are, not one formatting drifting. Two abbreviations of one unit (`"2hr 5m"`, `"2h 5m"`) are.
enum UnitWordStyles {
    /// Words of at least this many letters are spelled out; of at most `longestAbbreviation`, abbreviated.
    static let shortestSpelledOut = 4
    static let longestAbbreviation = 3

    static func areTwoStyles(_ first: String, _ second: String) -> Bool {
        guard first != second, let numbers = NumberContent.numbers(in: first), !numbers.isEmpty,
              NumberContent.numbers(in: second) == numbers else { return false }
        let (a, b) = (words(first), words(second))
        guard !a.isEmpty, a.count == b.count else { return false }
        // Each unit the same, as a word and its abbreviation: `hours` and `h`, `minutes` and `min`.
        guard zip(a, b).allSatisfy({ $0.hasPrefix($1) || $1.hasPrefix($0) }) else { return false }
        let (longer, shorter) = a.map(\.count).reduce(0, +) >= b.map(\.count).reduce(0, +) ? (a, b) : (b, a)
        return longer.allSatisfy { $0.count >= shortestSpelledOut }
            && shorter.allSatisfy { $0.count <= longestAbbreviation }
    }

    /// The runs of letters, lowercased: `"1 Hours, 1 min"` → `["hours", "min"]`.
    private static func words(_ text: String) -> [String] {
        text.lowercased().split { !$0.isLetter }.map(String.init)
    }
}
