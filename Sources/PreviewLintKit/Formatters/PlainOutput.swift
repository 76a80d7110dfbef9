/// Outputs that are only the inputs as Swift prints them, between fixed pieces of text (`"\(count)"`,
/// `"\(n)%"`, `"\(city), \(country)"`): joining values is not formatting them, and two members that
/// join alike say nothing about each other.
enum PlainOutput {
    /// Whether every row's text is its inputs (in some order) between the same fixed pieces.
    /// `rows`: each row's non-Bool inputs and its text; dates are never plain.
    static func isPlain(_ rows: [(inputs: [BehaviourValue], text: String)]) -> Bool {
        guard let width = rows.first?.inputs.count, width > 0, width <= 3,
              rows.allSatisfy({ $0.inputs.count == width && !$0.inputs.contains(where: \.isDate) }),
              // A formatter's opaque text names its input, and formats it all the same.
              !rows.contains(where: { OpaqueText.contains($0.text) }) else { return false }
        // A row whose inputs all print as something fixes the pieces; empty spellings match anywhere.
        guard let model = rows.first(where: { $0.inputs.allSatisfy { !spellings($0).contains("") } }) else { return false }
        for order in orders(width) {
            let ordered = order.map { model.inputs[$0] }
            let candidates = templates(model.text[...], ordered.map(spellings))
            for pieces in candidates where !fixesDecimals(pieces, after: ordered) {
                let fits = rows.allSatisfy { row in matches(row.text[...], pieces: pieces[...], values: order.map { spellings(row.inputs[$0]) }[...]) }
                if fits { return true }
            }
        }
        return false
    }

    /// How a value prints in an interpolation or through `String(_:)`.
    static func spellings(_ value: BehaviourValue) -> [String] {
        switch value {
        case .int(let number): [String(number)]
        case .double(let number): ["\(number)", number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : "\(number)"]
        case .decimal(let number): ["\(number)"]
        case .string(let text): [text]
        case .none: ["nil", ""]
        default: []
        }
    }

    private static func orders(_ width: Int) -> [[Int]] {
        switch width {
        case 1: [[0]]
        case 2: [[0, 1], [1, 0]]
        default: [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]]
        }
    }

    /// Every way to cut `text` into fixed pieces around the values, in order: n values, n + 1 pieces.
    private static func templates(_ text: Substring, _ values: [[String]]) -> [[Substring]] {
        guard let first = values.first else { return [[text]] }
        var found: [[Substring]] = []
        for spelling in Set(first) where !spelling.isEmpty {
            var start = text.startIndex
            while let range = text[start...].range(of: spelling) {
                defer { start = text.index(after: range.lowerBound) }
                // A number is printed whole: `"5900%"` is 59 × 100, not 59 printed before `"00%"`.
                guard !splitsNumber(text, range, spelling) else { continue }
                for rest in templates(text[range.upperBound...], Array(values.dropFirst())) {
                    found.append([text[..<range.lowerBound]] + rest)
                }
            }
        }
        return found
    }

    /// Whether the number `spelling` found at `range` has more digits right beside it.
    private static func splitsNumber(_ text: Substring, _ range: Range<Substring.Index>, _ spelling: String) -> Bool {
        let isDigit = { (character: Character?) in character?.isASCII == true && character?.isNumber == true }
        if isDigit(spelling.last), range.upperBound < text.endIndex, isDigit(text[range.upperBound]) { return true }
        guard isDigit(spelling.first), range.lowerBound > text.startIndex else { return false }
        return isDigit(text[text.index(before: range.lowerBound)])
    }

    /// Whether a piece after a number starts with its fixed decimals (`"125" + ".00000"`, as
    /// `String(format: "%.5f", x)` prints a whole number): the number is formatted, not printed.
    /// A lone point between two values (`"\(major).\(minor)"`) joins them.
    private static func fixesDecimals(_ pieces: [Substring], after values: [BehaviourValue]) -> Bool {
        zip(values, pieces.dropFirst()).contains { value, piece in
            guard value.isNumber, piece.count >= 2, piece.first == "." else { return false }
            let digit = piece[piece.index(after: piece.startIndex)]
            return digit.isASCII && digit.isNumber
        }
    }

    /// Whether `text` is the pieces with one spelling of each value between them.
    private static func matches(_ text: Substring, pieces: ArraySlice<Substring>, values: ArraySlice<[String]>) -> Bool {
        guard let piece = pieces.first, text.hasPrefix(piece) else { return false }
        let rest = text.dropFirst(piece.count)
        guard let value = values.first else { return rest.isEmpty }
        return Set(value).contains { spelling in
            rest.hasPrefix(spelling) && matches(rest.dropFirst(spelling.count), pieces: pieces.dropFirst(), values: values.dropFirst())
        }
    }
}

private extension BehaviourValue {
    var isDate: Bool {
        if case .date = self { return true }
        return false
    }

    var isNumber: Bool {
        switch self {
        case .int, .double, .decimal: true
        default: false
        }
    }
}
