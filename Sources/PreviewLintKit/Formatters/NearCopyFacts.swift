import SwiftSyntax

/// What `NearCopies` compares of a member that formats, read token by token at walk time: its
/// tokens (names as written, `self.` left out, each literal as one token), the text it shows
/// (string literals and the constants it names, `UserText.signIn`), and the settings it assigns
/// (`formatter.maximumFractionDigits = 3`). Copies keep their text and settings; two members
/// that show other words, or set a formatter up otherwise, are two things built alike.
public struct NearCopyFacts: Codable, Sendable, Hashable {
    public var tokens: [UInt64] = []
    public var texts: [UInt64] = []
    public var settings: [UInt64] = []

    public init() {}

    /// `textHash`: the token's text hashed by `TokenHasher`, which the body hash has already done.
    mutating func read(_ token: TokenSyntax, textHash: UInt64) {
        tokens.append(Self.comparedHash(token, textHash: textHash))
        switch token.tokenKind {
        case .stringSegment where !token.text.allSatisfy(\.isWhitespace) && !Self.isMachineText(token):
            texts.append(Self.hash(token.text))
        case .identifier(let name) where name.first?.isUppercase == true:
            // `Localization.title`: a constant a type names, as much the text shown as a literal.
            guard let dot = token.nextToken(viewMode: .sourceAccurate), dot.tokenKind == .period,
                  let member = dot.nextToken(viewMode: .sourceAccurate), case .identifier(let field) = member.tokenKind else { break }
            texts.append(Self.hash("\(name).\(field)"))
        case .equal:
            guard let assignment = token.parent?.as(AssignmentExprSyntax.self), let list = assignment.parent?.as(ExprListSyntax.self) else { break }
            let elements = Array(list)
            guard let index = elements.firstIndex(where: { $0.id == assignment.id }), index > 0, index + 1 < elements.count,
                  let member = elements[index - 1].as(MemberAccessExprSyntax.self) else { break }
            settings.append(Self.hash("\(member.declName.baseName.text)=\(elements[index + 1].trimmedDescription)"))
        default:
            break
        }
    }

    /// Text no person reads on a screen: a message handed to a logger or an assertion
    /// (`assert(count <= 1, "…")`), or a `format:` argument of anything but `String`, a predicate's
    /// query (`NSPredicate(format: "id = %@", id)`, `.init(format:)`).
    static func isMachineText(_ token: TokenSyntax) -> Bool {
        guard let argument = token.parent?.parent?.parent?.as(StringLiteralExprSyntax.self)?.parent?.as(LabeledExprSyntax.self),
              let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) else { return false }
        let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        if FormatUseRecord.isLogSink(callee) { return true }
        return argument.label?.text == "format" && !["String", "NSString"].contains(callee ?? "")
    }

    /// Literal text and numbers as one token each: two members that differ only in their strings
    /// (two plural rows' keys) are one template, and their `texts` tell them apart.
    private static func comparedHash(_ token: TokenSyntax, textHash: UInt64) -> UInt64 {
        switch token.tokenKind {
        case .stringSegment: literalText
        case .integerLiteral, .floatLiteral: literalNumber
        default: truncated(textHash)
        }
    }

    private static let literalText = hash("$text"), literalNumber = hash("$number")

    private static func hash(_ text: String) -> UInt64 { truncated(TokenHasher.hash(text)) }

    private static func truncated(_ hash: UInt64) -> UInt64 { UInt64(truncatingIfNeeded: UInt32(truncatingIfNeeded: hash)) }
}
