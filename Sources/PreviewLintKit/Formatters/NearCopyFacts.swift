import SwiftSyntax

/// What `NearCopies` compares of a member that formats, read token by token at walk time: its
/// tokens (names as written, `self.` left out, each literal as one token), the text it shows
/// (string literals and the constants it names, `UserText.signIn`), and the settings it assigns
/// (`formatter.maximumFractionDigits = 3`), each with the branch it is assigned in (the upper
/// half: 0 outside any branch, then each `if`/`else` block and `switch` case in order). Copies keep
/// their text and settings; two members that show other words, or set a formatter up otherwise
/// in one branch, are two things built alike.
public struct NearCopyFacts: Codable, Sendable, Hashable {
    public var tokens: [UInt64] = []
    public var texts: [UInt64] = []
    public var settings: [UInt64] = []
    /// The literals among `texts` that are localization keys (`#localize("show_on")`,
    /// `NSLocalizedString("title", …)`): each names a message of its own.
    public var keys: [UInt64] = []

    public init() {}

    /// The settings assigned in each branch (without the branch), by branch.
    var settingsByBranch: [UInt64: [UInt64]] {
        Dictionary(grouping: settings) { $0 >> 32 }.mapValues { $0.map { $0 & 0xFFFF_FFFF }.sorted() }
    }

    /// Reads the facts of one member's tokens, in order.
    struct Reader {
        var facts = NearCopyFacts()
        /// The branch blocks and cases met so far: an `if`'s or `else`'s block, a `switch` case.
        private var branches: [SyntaxIdentifier: UInt64] = [:]

        /// `textHash`: the token's text hashed by `TokenHasher`, which the body hash has already done.
        mutating func read(_ token: TokenSyntax, textHash: UInt64) {
            facts.tokens.append(NearCopyFacts.comparedHash(token, textHash: textHash))
            switch token.tokenKind {
            case .stringSegment where !token.text.allSatisfy(\.isWhitespace) && !NearCopyFacts.isMachineText(token):
                facts.texts.append(NearCopyFacts.hash(token.text))
                if NearCopyFacts.isLocalizationKey(token) { facts.keys.append(NearCopyFacts.hash(token.text)) }
            case .identifier(let name) where name.first?.isUppercase == true
                && token.previousToken(viewMode: .sourceAccurate)?.tokenKind != .period:
                // `Localization.title`, `Strings.Wallet.accountPlural`: a constant a type names, as
                // much the text shown as a literal; its whole path names it.
                let path = NearCopyFacts.memberPath(after: token)
                guard !path.isEmpty else { break }
                facts.texts.append(NearCopyFacts.hash(([name] + path).joined(separator: ".")))
            case .leftBrace:
                if let block = token.parent?.as(CodeBlockSyntax.self), block.parent?.is(IfExprSyntax.self) == true {
                    branches[block.id] = UInt64(branches.count + 1)
                }
            case .keyword(.case), .keyword(.default):
                if let label = token.parent, label.is(SwitchCaseLabelSyntax.self) || label.is(SwitchDefaultLabelSyntax.self), let switchCase = label.parent {
                    branches[switchCase.id] = UInt64(branches.count + 1)
                }
            case .equal:
                guard let assignment = token.parent?.as(AssignmentExprSyntax.self), let list = assignment.parent?.as(ExprListSyntax.self) else { break }
                let elements = Array(list)
                guard let index = elements.firstIndex(where: { $0.id == assignment.id }), index > 0, index + 1 < elements.count,
                      let member = elements[index - 1].as(MemberAccessExprSyntax.self) else { break }
                let setting = NearCopyFacts.hash("\(member.declName.baseName.text)=\(elements[index + 1].sourceText)")
                facts.settings.append(branch(of: Syntax(assignment)) << 32 | setting)
            default:
                break
            }
        }

        /// The innermost branch around a node, 0 outside any.
        private func branch(of node: Syntax) -> UInt64 {
            var node = node
            while let parent = node.parent {
                if let branch = branches[parent.id] { return branch }
                node = parent
            }
            return 0
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

    /// The names after `Name` in `Name.a.b` (a SwiftGen-style `L10n.Outline.passed(title)` too).
    static func memberPath(after head: TokenSyntax) -> [String] {
        var path: [String] = []
        var token = head
        while let dot = token.nextToken(viewMode: .sourceAccurate), dot.tokenKind == .period,
              let member = dot.nextToken(viewMode: .sourceAccurate), case .identifier(let field) = member.tokenKind {
            path.append(field)
            token = member
        }
        return path
    }

    /// A literal naming a message in the string tables: the whole first argument of a call or
    /// macro whose name says it localizes (`NSLocalizedString`, `#localize`, `String(localized:)`,
    /// `.localized(…)`), or the receiver of `.localized`.
    static func isLocalizationKey(_ token: TokenSyntax) -> Bool {
        guard let literal = token.parent?.parent?.parent?.as(StringLiteralExprSyntax.self), literal.segments.count == 1 else { return false }
        let says = { (name: String?) in name?.lowercased().contains("locali") ?? false }
        if let member = literal.parent?.as(MemberAccessExprSyntax.self) { return says(member.declName.baseName.text) }
        guard let argument = literal.parent?.as(LabeledExprSyntax.self), let list = argument.parent?.as(LabeledExprListSyntax.self),
              list.first?.id == argument.id else { return false }
        if says(argument.label?.text) { return true }
        if let macro = list.parent?.as(MacroExpansionExprSyntax.self) { return says(macro.macroName.text) }
        guard let call = list.parent?.as(FunctionCallExprSyntax.self) else { return false }
        return says(call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text)
    }

    /// Literal text and numbers as one token each: two members that differ only in their strings
    /// (two plural rows' keys) are one template, and their `texts` tell them apart.
    fileprivate static func comparedHash(_ token: TokenSyntax, textHash: UInt64) -> UInt64 {
        switch token.tokenKind {
        case .stringSegment: literalText
        case .integerLiteral, .floatLiteral: literalNumber
        default: truncated(textHash)
        }
    }

    private static let literalText = hash("$text"), literalNumber = hash("$number")

    fileprivate static func hash(_ text: String) -> UInt64 { truncated(TokenHasher.hash(text)) }

    private static func truncated(_ hash: UInt64) -> UInt64 { UInt64(truncatingIfNeeded: UInt32(truncatingIfNeeded: hash)) }
}
