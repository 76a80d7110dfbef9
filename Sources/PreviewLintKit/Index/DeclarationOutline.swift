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
        var hasher = TokenHasher()
    }

    struct Member {
        var name: String
        var start: Int
        var end: Int
        var hasher = TokenHasher()
    }

    var entries: [Entry] = []

    init(_ tree: SourceFileSyntax, lines: LineTable) {
        var seen: [String: Int] = [:]
        for item in tree.statements {
            let (kind, name, signature, nameToken) = Self.describe(item.item)
            var unique = signature
            let count = (seen[signature] ?? 0) + 1
            seen[signature] = count
            if count > 1 { unique += " #\(count)" }
            let anchor = nameToken ?? item.firstToken(viewMode: .sourceAccurate)
            let range = anchor.map { lines.range(from: $0.positionAfterSkippingLeadingTrivia.utf8Offset, to: $0.endPositionBeforeTrailingTrivia.utf8Offset) }
                ?? lines.range(from: item.positionAfterSkippingLeadingTrivia.utf8Offset, to: item.positionAfterSkippingLeadingTrivia.utf8Offset)
            entries.append(Entry(
                kind: kind, name: name, signature: unique, range: range,
                start: item.position.utf8Offset, end: item.endPosition.utf8Offset,
                members: Self.members(of: item.item)
            ))
        }
    }

    private static func members(of item: CodeBlockItemSyntax.Item) -> [Member] {
        guard let group = item.asProtocol(DeclGroupSyntax.self) else { return [] }
        var seen: [String: Int] = [:]
        return group.memberBlock.members.map { member in
            var name = memberName(member.decl)
            let count = (seen[name] ?? 0) + 1
            seen[name] = count
            if count > 1 { name += " #\(count)" }
            return Member(name: name, start: member.position.utf8Offset, end: member.endPosition.utf8Offset)
        }
    }

    /// Kind, name, signature and the token that names the declaration.
    static func describe(_ item: CodeBlockItemSyntax.Item) -> (String, String, String, TokenSyntax?) {
        if let function = item.as(FunctionDeclSyntax.self) {
            let name = function.name.text
            return ("func", name, "func \(name)(\(labels(function.signature.parameterClause)))", function.name)
        }
        if let group = item.asProtocol(NamedDeclSyntax.self), let kind = typeKeyword(item) {
            return (kind, group.name.text, "\(kind) \(group.name.text)", group.name)
        }
        if let extensionDecl = item.as(ExtensionDeclSyntax.self) {
            let type = extensionDecl.extendedType.sourceText
            let conformances = extensionDecl.inheritanceClause.map { ": " + $0.inheritedTypes.map { $0.type.sourceText }.joined(separator: ", ") } ?? ""
            return ("extension", type, "extension \(type)\(conformances)", extensionDecl.extendedType.firstToken(viewMode: .sourceAccurate))
        }
        if let importDecl = item.as(ImportDeclSyntax.self) {
            let path = importDecl.path.map(\.name.text).joined(separator: ".")
            return ("import", path, "import \(path)", importDecl.path.first?.name)
        }
        if let variable = item.as(VariableDeclSyntax.self) {
            let keyword = variable.bindingSpecifier.text
            let names = variable.bindings.map { patternText($0.pattern) }.joined(separator: ", ")
            return (keyword, names, "\(keyword) \(names)", variable.bindings.first?.pattern.firstToken(viewMode: .sourceAccurate))
        }
        if let alias = item.as(TypeAliasDeclSyntax.self) {
            return ("typealias", alias.name.text, "typealias \(alias.name.text)", alias.name)
        }
        if let condition = item.as(IfConfigDeclSyntax.self) {
            let text = condition.clauses.first?.condition?.sourceText ?? ""
            return ("#if", text, "#if \(text)", condition.clauses.first?.poundKeyword)
        }
        if let macro = item.as(MacroExpansionDeclSyntax.self) {
            return macroDescription(name: macro.macroName, arguments: macro.arguments)
        }
        if let macro = item.as(MacroExpansionExprSyntax.self) {
            return macroDescription(name: macro.macroName, arguments: macro.arguments)
        }
        return ("statement", "", "statement", nil)
    }

    private static func macroDescription(name: TokenSyntax, arguments: LabeledExprListSyntax) -> (String, String, String, TokenSyntax?) {
        let kind = "#" + name.text
        if let first = arguments.first, first.label == nil, let title = first.expression.as(StringLiteralExprSyntax.self) {
            let text = title.sourceText
            return (kind, text, "\(kind)(\(text))", name)
        }
        return (kind, "", kind, name)
    }

    private static func typeKeyword(_ item: CodeBlockItemSyntax.Item) -> String? {
        if item.is(StructDeclSyntax.self) { return "struct" }
        if item.is(ClassDeclSyntax.self) { return "class" }
        if item.is(EnumDeclSyntax.self) { return "enum" }
        if item.is(ActorDeclSyntax.self) { return "actor" }
        if item.is(ProtocolDeclSyntax.self) { return "protocol" }
        return nil
    }

    /// Nearly every binding is a plain name: its token's text, without slicing the file's bytes.
    private static func patternText(_ pattern: PatternSyntax) -> String {
        pattern.as(IdentifierPatternSyntax.self)?.identifier.text ?? pattern.sourceText
    }

    private static func labels(_ clause: FunctionParameterClauseSyntax) -> String {
        clause.parameters.map { "\($0.firstName.text):" }.joined()
    }

    /// How a message names a member: `body`, `format(seconds:)`, `init(value:)`, `case running`.
    static func memberName(_ decl: DeclSyntax) -> String {
        if let function = decl.as(FunctionDeclSyntax.self) {
            return "\(function.name.text)(\(labels(function.signature.parameterClause)))"
        }
        if let initializer = decl.as(InitializerDeclSyntax.self) {
            return "init\(initializer.optionalMark?.text ?? "")(\(labels(initializer.signature.parameterClause)))"
        }
        if let variable = decl.as(VariableDeclSyntax.self) {
            return variable.bindings.map { patternText($0.pattern) }.joined(separator: ", ")
        }
        if let cases = decl.as(EnumCaseDeclSyntax.self) {
            return "case " + cases.elements.map(\.name.text).joined(separator: ", ")
        }
        if let subscriptDecl = decl.as(SubscriptDeclSyntax.self) {
            return "subscript(\(labels(subscriptDecl.parameterClause)))"
        }
        if let named = decl.asProtocol(NamedDeclSyntax.self) {
            return named.name.text
        }
        if decl.is(DeinitializerDeclSyntax.self) { return "deinit" }
        return "member"
    }
}
