/// A tuple a function returns is read in pieces: each element is a slot of its own, the function's
/// result under the element's label (its position where the type names none). `status.detail` of
/// `let status = offlineStatus(for: kind)` holds what `offlineStatus(for:)` returns as `detail`:
/// a fixed sentence, formatted text, not a value the source does not tell.
enum TupleElements {
    /// The elements of a written tuple type (`(title: String, detail: String)`), in order: each
    /// one's label (nil when it has none) and type. Nil for a type that is no tuple of two or more.
    static func elements(of type: String) -> [(label: String?, type: String)]? {
        // Asked of every called function's return type: most are no tuple, told without a copy.
        guard type.first(where: { !$0.isWhitespace }) == "(" else { return nil }
        var text = Substring(type.trimmingCharacters(in: .whitespacesAndNewlines))
        if text.hasSuffix("?") || text.hasSuffix("!") { return nil }
        guard text.hasPrefix("("), text.hasSuffix(")") else { return nil }
        text = text.dropFirst().dropLast()
        var parts: [Substring] = [], depth = 0, start = text.startIndex
        for index in text.indices {
            switch text[index] {
            case "(", "[", "<": depth += 1
            case ")", "]", ">": depth -= 1
            case "," where depth == 0:
                parts.append(text[start..<index])
                start = text.index(after: index)
            default: break
            }
        }
        parts.append(text[start...])
        guard parts.count > 1 else { return nil }
        return parts.map { part in
            let piece = part.trimmingCharacters(in: .whitespacesAndNewlines)
            // `title: String`, not the `:` of a dictionary type `[String: Int]`.
            if let colon = piece.firstIndex(of: ":"),
               piece[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
                let type = piece[piece.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                return (String(piece[..<colon]), type)
            }
            return (nil, piece)
        }
    }

    /// The label of the element slot `name` reads (`detail`, or `1` for the second of unlabeled
    /// elements; `.1` of a labeled tuple is its second label). Nil when the type has no such element.
    static func slotLabel(reading name: String, of type: String) -> String? {
        guard let elements = elements(of: type) else { return nil }
        if let position = Int(name) {
            guard elements.indices.contains(position) else { return nil }
            return elements[position].label ?? name
        }
        return elements.contains(where: { $0.label == name }) ? name : nil
    }

    /// The label of the element slot the element at `position` of a returned tuple fills: the
    /// declared type's label, else the one written (`(title: a, detail: b)`), else its position.
    static func slotLabel(at position: Int, written: String, declared type: String?) -> String {
        if let type, let elements = elements(of: type), elements.indices.contains(position),
           let label = elements[position].label {
            return label
        }
        return written.isEmpty ? String(position) : written
    }
}
