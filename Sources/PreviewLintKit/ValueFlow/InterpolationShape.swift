/// The fixed text of an interpolation production formats with (`"Complication-\(…)"`, as the
/// value flow describes it): every text it outputs starts with the first piece, ends with the
/// last and holds the ones between in order, whatever the values. Compared without case and
/// spaces: a literal that differs only there (`"110 mg/dl"` for `"\(…) mg/dL"`) stands for the
/// output, and has drifted from it.
struct InterpolationShape {
    let pieces: [String]
    /// Whether its values stand next to a unit, a word each at most (`"\(…) / \(…) MB"`,
    /// `"\(…) points"`): a quantity. One with a sentence around them (`"Port \(…) is reachable"`)
    /// is a message, and one with no word (`"\(…):\(…)"`) names nothing.
    let namesAQuantity: Bool
    /// Whether four words or more stand around its values (`"You reduced \(…) spending by \(…)%."`):
    /// a message that carries values, not a value's formatted label (`"\(…) min ago"`, `"Page \(…) of \(…)"`).
    let isSentence: Bool

    /// Nil for formatting described otherwise (`String(format:)`, a formatter), which can output
    /// any text as far as its description tells.
    init?(_ description: String) {
        guard description.count >= 2, description.hasPrefix("\""), description.hasSuffix("\""), description.contains("\\(…)") else { return nil }
        let written = description.dropFirst().dropLast().components(separatedBy: "\\(…)")
        pieces = written.map(Self.loose)
        let words = written.map { $0.split(whereSeparator: { !$0.isLetter }).count }
        namesAQuantity = words.contains { $0 > 0 } && words.allSatisfy { $0 <= 1 }
        isSentence = words.reduce(0, +) >= 4
    }

    /// Whether a text's numbers stand next to a unit, a word each at most (`"250 mi"`, `"2h 5m"`), as
    /// `namesAQuantity` says of a format: what a formatter whose output is not described makes of a
    /// quantity, and no sentence (`"You spend 45% more on weekends"`).
    static func namesAQuantity(_ text: String) -> Bool {
        var pieces: [Substring] = [], rest = text[...]
        while let digit = rest.firstIndex(where: \.isNumber) {
            pieces.append(rest[..<digit])
            rest = rest[digit...].drop { $0.isNumber || $0 == "." || $0 == "," }
        }
        guard !pieces.isEmpty else { return false }
        let words = (pieces + [rest]).map { $0.split(whereSeparator: { !$0.isLetter }).count }
        return words.contains { $0 > 0 } && words.allSatisfy { $0 <= 1 }
    }

    func canOutput(_ written: String) -> Bool {
        let text = Self.loose(written)
        guard let first = pieces.first, let last = pieces.last, text.hasPrefix(first) else { return false }
        var rest = text.dropFirst(first.count)
        for piece in pieces.dropFirst().dropLast() where !piece.isEmpty {
            guard let range = rest.range(of: piece) else { return false }
            rest = rest[range.upperBound...]
        }
        return pieces.count == 1 || rest.hasSuffix(last)
    }

    private static func loose(_ text: String) -> String {
        String(text.lowercased().filter { !$0.isWhitespace })
    }
}
