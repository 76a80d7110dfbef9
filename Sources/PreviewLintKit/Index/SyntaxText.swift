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
        CallSignature.spell(name.text, labels: self.signature.parameterClause.argumentLabels)
    }
}

extension FunctionParameterClauseSyntax {
    /// Each parameter's first name, as a reference to the function spells it (`_` for none).
    var argumentLabels: some Sequence<String> {
        parameters.lazy.map { $0.firstName.text }
    }
}

enum CallSignature {
    /// `name(a:b:)`, built as bytes in one buffer: appending to a `String` piece by piece cost more
    /// than the rest of recording a call, and every call and function of a file is spelled.
    static func spell(_ name: String, labels: some Sequence<String>) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(name.utf8.count + 24)
        bytes.append(contentsOf: name.utf8)
        bytes.append(UInt8(ascii: "("))
        for label in labels {
            bytes.append(contentsOf: label.utf8)
            bytes.append(UInt8(ascii: ":"))
        }
        bytes.append(UInt8(ascii: ")"))
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `formatDate(_:)` of `MealView.formatDate(_:)` or `.formatDate(_:)`: the member's own part.
    static func memberName(_ signature: String) -> String {
        // By bytes: this runs for every call of a project.
        let bytes = signature.utf8
        let end = bytes.firstIndex(of: UInt8(ascii: "(")) ?? bytes.endIndex
        guard let dot = bytes[..<end].lastIndex(of: UInt8(ascii: ".")) else { return signature }
        return String(signature[bytes.index(after: dot)...])
    }
}
