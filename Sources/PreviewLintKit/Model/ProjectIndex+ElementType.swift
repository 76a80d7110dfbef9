extension ProjectIndex {
    /// `[ReadReceipt]`, `ReadReceipt?`, `Array<ReadReceipt>` → `ReadReceipt`.
    static func elementType(_ type: String) -> String {
        var text = type.trimmingCharacters(in: .whitespaces)
        while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
        if text.hasPrefix("["), text.hasSuffix("]"), !text.contains(":") { return elementType(String(text.dropFirst().dropLast())) }
        if text.hasPrefix("Array<"), text.hasSuffix(">") { return elementType(String(text.dropFirst(6).dropLast())) }
        return text
    }
}
