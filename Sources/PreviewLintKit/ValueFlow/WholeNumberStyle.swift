/// `.formatted(.number)`, `.formatted(.number.precision(.fractionLength(0)))`: a number style that
/// writes a small whole number as it is (`123` as `"123"`), as `.formatted()` does. A preview's
/// `"123"` there is a sample number, not a copy of the formatting; `"15"` where the style writes
/// one fraction digit (`"15.0"`) is not.
enum WholeNumberStyle {
    /// How such a call is named in chains.
    static let formatting = ".formatted(.number)"

    /// The modifiers that leave a small whole number as it is; `precision` only with a fraction
    /// length not written as more than zero.
    private static let keepingModifiers: Set<String> = ["grouping", "rounded", "locale", "precision"]

    /// Whether the style argument of `formatted(_:)` is `.number` with only such modifiers.
    static func writesWholeNumbersAsTheyAre(_ expression: ValueExpression, style index: Int) -> Bool {
        var current = expression.node(index)
        while true {
            switch current.kind {
            case .implicitMember:
                return current.names.first == "number"
            case .member:
                guard let name = current.names.first, keepingModifiers.contains(name),
                      let base = current.children.first else { return false }
                current = expression.node(base)
            case .call:
                guard let callee = current.children.first else { return false }
                let calleeNode = expression.node(callee)
                let name = calleeNode.names.first ?? ""
                if name == "precision" {
                    guard current.children.count == 2,
                          fractionDigitsMayBeZero(expression, Array(current.children)[1]) else { return false }
                } else if !keepingModifiers.contains(name) {
                    return false
                }
                current = calleeNode
            default:
                return false
            }
        }
    }

    /// `.fractionLength(0)`, `.fractionLength(digits)`: no fraction digit is shown to be written.
    private static func fractionDigitsMayBeZero(_ expression: ValueExpression, _ index: Int) -> Bool {
        let node = expression.node(index)
        guard node.kind == .call, let callee = node.children.first, expression.node(callee).kind == .implicitMember,
              expression.node(callee).names.first == "fractionLength", node.children.count == 2 else { return false }
        let length = expression.node(Array(node.children)[1])
        guard length.kind == .number else { return length.kind == .reference }
        return Int(length.text) == 0
    }
}
