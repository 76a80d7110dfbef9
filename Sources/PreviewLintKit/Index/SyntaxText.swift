import SwiftSyntax

extension SyntaxProtocol {
    /// The node's text without its outer trivia. swift-syntax's `trimmedDescription` builds a new
    /// tree to strip the trivia, rebuilding every ancestor up to the root: for each call it cost
    /// the size of the whole file. Cutting the trivia off the node's own bytes costs its length.
    var sourceText: String {
        let bytes = syntaxTextBytes
        let start = leadingTriviaLength.utf8Length
        let end = max(start, bytes.count - trailingTriviaLength.utf8Length)
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}

extension FunctionDeclSyntax {
    /// The name with its argument labels, as Swift spells a reference to it: `format(seconds:showSeconds:)`.
    var callSignature: String {
        var signature = name.text + "("
        for parameter in self.signature.parameterClause.parameters { signature += parameter.firstName.text + ":" }
        return signature + ")"
    }
}
