import SwiftSyntax

/// The top-level declarations of a file with their token ranges, read from the file's statement
/// list (not a walk): the facts walk then hashes each token into the declaration that contains it.
struct DeclarationOutline {
    struct Entry {
        var kind: String
        var name: String
        var signature: String
        var range: SourceRange
        /// UTF-8 offsets of the declaration's tokens.
        var start: Int
        var end: Int
        var members: [Member]
        var access: String
        var inherits: [String]
        var hashes = DeclarationHashes()
    }

    struct Member {
        var name: String
        var baseName: String
        /// Written `override`: it changes what the type inherits, whoever calls it.
        var isOverride: Bool
        var start: Int
        var end: Int
        var hashes = DeclarationHashes()
    }

    var entries: [Entry] = []

    init(_ tree: SourceFileSyntax, lines: LineTable) {
        var items: [(item: CodeBlockItemSyntax, platformBound: Bool)] = []
        Self.flatten(tree.statements, platformBound: false, into: &items)
        let described = items.map { Self.describe($0.item.item) }
        let signatures = Self.uniqueNames(described.map(\.2)) { index in
            items[index].item.item.as(FunctionDeclSyntax.self).flatMap { Self.overloadName(DeclSyntax($0)) }.map { "func " + $0 }
        }
        for ((item, platformBound), ((kind, name, _, nameToken), signature)) in zip(items, zip(described, signatures)) {
            let anchor = nameToken ?? item.firstToken(viewMode: .sourceAccurate)
            let range = anchor.map { lines.range(from: $0.positionAfterSkippingLeadingTrivia.utf8Offset, to: $0.endPositionBeforeTrailingTrivia.utf8Offset) }
                ?? lines.range(from: item.positionAfterSkippingLeadingTrivia.utf8Offset, to: item.positionAfterSkippingLeadingTrivia.utf8Offset)
            var entry = Entry(
                kind: kind, name: name, signature: signature, range: range,
                start: item.position.utf8Offset, end: item.endPosition.utf8Offset,
                members: Self.members(of: item.item),
                access: Self.access(of: item.item), inherits: Self.inherits(of: item.item)
            )
            entry.hashes.platformBound = platformBound
            entries.append(entry)
        }
    }

    /// Top-level items, with the declarations of `#if` blocks outlined one by one (a whole file
    /// wrapped in `#if !os(watchOS)` still has its types compared); what a platform condition
    /// (`os`, `canImport`, `targetEnvironment`) guards is platform-bound.
    private static func flatten(_ statements: CodeBlockItemListSyntax, platformBound: Bool, into items: inout [(item: CodeBlockItemSyntax, platformBound: Bool)]) {
        for item in statements {
            guard let conditional = item.item.as(IfConfigDeclSyntax.self) else {
                items.append((item, platformBound))
                continue
            }
            let bound = platformBound || conditional.clauses.contains { clause in
                clause.condition.map { ConditionText.isPlatformCondition($0.sourceText) } ?? false
            }
            for clause in conditional.clauses {
                if case .statements(let inner) = clause.elements { flatten(inner, platformBound: bound, into: &items) }
            }
        }
    }

    private static func members(of item: CodeBlockItemSyntax.Item) -> [Member] {
        // Only type declarations and extensions have members: most items are answered by their kind,
        // without a protocol cast.
        let node = Syntax(item)
        switch node.kind {
        case .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl: break
        default: return []
        }
        guard let group = node.asProtocol(DeclGroupSyntax.self) else { return [] }
        let members = group.memberBlock.members
        let baseNames = members.map { memberName($0.decl) }
        let names = uniqueNames(baseNames) { index in
            overloadName(members[members.index(members.startIndex, offsetBy: index)].decl)
        }
        return zip(members, zip(names, baseNames)).map { member, names in
            let modifiers = Syntax(member.decl).asProtocol(WithModifiersSyntax.self)?.modifiers
            return Member(name: names.0, baseName: names.1, isOverride: modifiers?.contains { $0.name.tokenKind == .keyword(.override) } ?? false,
                          start: member.position.utf8Offset, end: member.endPosition.utf8Offset)
        }
    }

    /// Names made unique: overloads that share a name are told apart by their parameter types
    /// (an added overload must not shift which one is compared with which), and what still repeats
    /// gets ` #2`, ` #3`.
    static func uniqueNames(_ names: [String], overloadName: (Int) -> String?) -> [String] {
        var counts: [String: Int] = [:]
        for name in names { counts[name, default: 0] += 1 }
        var seen: [String: Int] = [:]
        return names.enumerated().map { index, name in
            var unique = name
            if counts[name, default: 0] > 1, let typed = overloadName(index) { unique = typed }
            let count = (seen[unique] ?? 0) + 1
            seen[unique] = count
            return count > 1 ? unique + " #\(count)" : unique
        }
    }

    /// `decode(_: [String: Any].Type, forKey: Key)`: a function, initializer or subscript with its
    /// parameter types; nil for other declarations.
    static func overloadName(_ decl: DeclSyntax) -> String? {
        let name: String, clause: FunctionParameterClauseSyntax
        switch decl.kind {
        case .functionDecl:
            let function = decl.cast(FunctionDeclSyntax.self)
            (name, clause) = (function.name.text, function.signature.parameterClause)
        case .initializerDecl:
            let initializer = decl.cast(InitializerDeclSyntax.self)
            (name, clause) = ("init" + (initializer.optionalMark?.text ?? ""), initializer.signature.parameterClause)
        case .subscriptDecl:
            (name, clause) = ("subscript", decl.cast(SubscriptDeclSyntax.self).parameterClause)
        default:
            return nil
        }
        let parameters = clause.parameters.map { "\($0.firstName.text): \($0.type.sourceText)" }
        return "\(name)(\(parameters.joined(separator: ", ")))"
    }

    static let accessKeywords: Set<String> = ["private", "fileprivate", "internal", "public", "open", "package"]

    /// The access modifier as written, or empty.
    private static func access(of item: CodeBlockItemSyntax.Item) -> String {
        guard let modifiers = Syntax(item).asProtocol(WithModifiersSyntax.self)?.modifiers else { return "" }
        return modifiers.first { accessKeywords.contains($0.name.text) }?.name.text ?? ""
    }

    private static func inherits(of item: CodeBlockItemSyntax.Item) -> [String] {
        guard let clause = Syntax(item).asProtocol(DeclGroupSyntax.self)?.inheritanceClause else { return [] }
        return clause.inheritedTypes.map { $0.type.sourceText }
    }

    /// Kind, name, signature and the token that names the declaration.
    /// One switch on the node's kind, then one cast: a chain of `as` attempts cost a wrapper each.
    static func describe(_ item: CodeBlockItemSyntax.Item) -> (String, String, String, TokenSyntax?) {
        let node = Syntax(item)
        switch node.kind {
        case .functionDecl:
            let function = node.cast(FunctionDeclSyntax.self)
            return ("func", function.name.text, "func " + function.callSignature, function.name)
        case .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl:
            let kind = typeKeyword(node.kind)
            let name = node.asProtocol(NamedDeclSyntax.self)!.name
            return (kind, name.text, "\(kind) \(name.text)", name)
        case .extensionDecl:
            let extensionDecl = node.cast(ExtensionDeclSyntax.self)
            let type = extensionDecl.extendedType.sourceText
            let conformances = extensionDecl.inheritanceClause.map { ": " + $0.inheritedTypes.map { $0.type.sourceText }.joined(separator: ", ") } ?? ""
            return ("extension", type, "extension \(type)\(conformances)", extensionDecl.extendedType.firstToken(viewMode: .sourceAccurate))
        case .importDecl:
            let importDecl = node.cast(ImportDeclSyntax.self)
            let path = importDecl.path.map(\.name.text).joined(separator: ".")
            return ("import", path, "import \(path)", importDecl.path.first?.name)
        case .variableDecl:
            let variable = node.cast(VariableDeclSyntax.self)
            let keyword = variable.bindingSpecifier.text
            let names = variable.bindings.map { patternText($0.pattern) }.joined(separator: ", ")
            return (keyword, names, "\(keyword) \(names)", variable.bindings.first?.pattern.firstToken(viewMode: .sourceAccurate))
        case .typeAliasDecl:
            let alias = node.cast(TypeAliasDeclSyntax.self)
            return ("typealias", alias.name.text, "typealias \(alias.name.text)", alias.name)
        case .macroExpansionDecl:
            let macro = node.cast(MacroExpansionDeclSyntax.self)
            return macroDescription(name: macro.macroName, arguments: macro.arguments)
        case .macroExpansionExpr:
            let macro = node.cast(MacroExpansionExprSyntax.self)
            return macroDescription(name: macro.macroName, arguments: macro.arguments)
        default:
            return ("statement", "", "statement", nil)
        }
    }

    private static func macroDescription(name: TokenSyntax, arguments: LabeledExprListSyntax) -> (String, String, String, TokenSyntax?) {
        let kind = "#" + name.text
        if let first = arguments.first, first.label == nil, let title = first.expression.as(StringLiteralExprSyntax.self) {
            let text = title.sourceText
            return (kind, text, "\(kind)(\(text))", name)
        }
        return (kind, "", kind, name)
    }

    private static func typeKeyword(_ kind: SyntaxKind) -> String {
        switch kind {
        case .structDecl: "struct"
        case .classDecl: "class"
        case .enumDecl: "enum"
        case .actorDecl: "actor"
        default: "protocol"
        }
    }

    /// Nearly every binding is a plain name: its token's text, without slicing the file's bytes.
    private static func patternText(_ pattern: PatternSyntax) -> String {
        pattern.as(IdentifierPatternSyntax.self)?.identifier.text ?? pattern.sourceText
    }

    /// How a message names a member: `body`, `format(seconds:)`, `init(value:)`, `case running`.
    static func memberName(_ decl: DeclSyntax) -> String {
        switch decl.kind {
        case .functionDecl:
            return decl.cast(FunctionDeclSyntax.self).callSignature
        case .initializerDecl:
            let initializer = decl.cast(InitializerDeclSyntax.self)
            return CallSignature.spell("init" + (initializer.optionalMark?.text ?? ""), labels: initializer.signature.parameterClause.argumentLabels)
        case .variableDecl:
            let bindings = decl.cast(VariableDeclSyntax.self).bindings
            // Nearly every member declares one name: no array to join.
            if bindings.count == 1, let only = bindings.first { return patternText(only.pattern) }
            return bindings.map { patternText($0.pattern) }.joined(separator: ", ")
        case .enumCaseDecl:
            return "case " + decl.cast(EnumCaseDeclSyntax.self).elements.map(\.name.text).joined(separator: ", ")
        case .subscriptDecl:
            return CallSignature.spell("subscript", labels: decl.cast(SubscriptDeclSyntax.self).parameterClause.argumentLabels)
        case .deinitializerDecl:
            return "deinit"
        default:
            return decl.asProtocol(NamedDeclSyntax.self)?.name.text ?? "member"
        }
    }

}
