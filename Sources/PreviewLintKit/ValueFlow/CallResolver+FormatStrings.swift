/// What a `String(format:)` format string says its text is, before any formatting is assumed: a
/// number's digits alone, or an encoding for machines.
extension CallResolver {
    /// A format that is one whole number and nothing else (`"%d"`, `"%ld"`, `"%.0f"`): the number's
    /// digits, as `String(n)` writes them (a fee sent as text that the view parses back).
    static func writesWholeNumber(_ expression: ValueExpression, _ index: Int?) -> Bool {
        guard let index, expression.node(index).kind == .literal,
              let format = try? PrintfFormat(expression.node(index).text), format.pieces.count == 1,
              case .conversion(let conversion)? = format.pieces.first else { return false }
        let plain = conversion.width == nil && !conversion.zeroPad && !conversion.plusSign && !conversion.spaceSign
            && !conversion.alternate
        let wholeFloat = "fF".contains(conversion.kind) && conversion.precision == 0
        return plain && ("diu".contains(conversion.kind) || wholeFloat)
    }

    /// A format made only of hex conversions (`"#%02X%02X%02X"`): a colour code or a hash, an
    /// encoding for machines, not text formatted for a person.
    static func encodesInHex(_ expression: ValueExpression, _ index: Int?) -> Bool {
        guard let index, expression.node(index).kind == .literal,
              let conversions = try? PrintfFormat(expression.node(index).text).conversions,
              !conversions.isEmpty else { return false }
        return conversions.allSatisfy { $0.kind == "x" || $0.kind == "X" }
    }
}
