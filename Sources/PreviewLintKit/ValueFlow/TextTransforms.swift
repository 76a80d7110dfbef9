/// String methods and properties whose result is their receiver's text reworked
/// (`amount.replacingOccurrences(of: "-", with: "")`, `title.uppercased()`, `name.capitalized`):
/// formatted text stays formatted text through them, and text that is not stays what it was.
enum TextTransforms {
    static let methods: Set<String> = [
        "replacingOccurrences", "trimmingCharacters", "uppercased", "lowercased", "capitalized", "padding",
        "trimmingPrefix", "applyingTransform", "folding", "addingPercentEncoding", "removingPercentEncoding",
    ]
    static let properties: Set<String> = [
        "capitalized", "localizedCapitalized", "localizedUppercase", "localizedLowercase",
        "precomposedStringWithCanonicalMapping", "decomposedStringWithCanonicalMapping",
    ]

    /// The receiver whose text a call or member reworks, when the node is one of those and the
    /// receiver is text, or of no type the project declares (a project type's own method of the
    /// same name is resolved as that method).
    static func receiver(of expression: ValueExpression, _ index: Int, in context: SlotResolver.Context, resolver: SlotResolver) -> Int? {
        let node = expression.node(index)
        let member: ValueExpression.Node
        switch node.kind {
        case .call:
            member = expression.node(node.children[0])
            guard member.kind == .member, methods.contains(member.names[0]) else { return nil }
        case .member:
            member = node
            guard properties.contains(member.names[0]) else { return nil }
        default:
            return nil
        }
        guard let base = member.children.first else { return nil }
        let type = resolver.typeOf(expression, base, in: context)
        guard type == nil || TypeTable.isText(type) else { return nil }
        return base
    }
}
