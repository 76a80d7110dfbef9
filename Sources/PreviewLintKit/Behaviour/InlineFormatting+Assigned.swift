import SwiftSyntax

/// A local declared without a value and given one in each branch (`let text: String`, then
/// `if days == 1 { text = "1 day" } else { text = String(format: "%d days", days) }`), or a `var`
/// declared with a default the branches replace (`var text = "0:00"`): the formatting is the whole
/// `if` or `switch`, whose branches (and the default) together say what the local holds.
extension InlineFormatting {
    struct BranchAssignment {
        /// The outermost `if` or `switch` statement assigning it.
        var statement: ExprSyntax
        var local: String
        /// `let text: String` or `var text = "0:00"`, earlier in the block holding the statement.
        var declaration: CodeBlockItemSyntax
    }

    static func branchAssignment(of value: ExprSyntax) -> BranchAssignment? {
        guard let sequence = value.as(SequenceExprSyntax.self), sequence.elements.count == 3,
              Array(sequence.elements)[1].is(AssignmentExprSyntax.self),
              let local = sequence.elements.first?.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        var node = Syntax(sequence)
        var outermost: ExprSyntax?
        while let parent = node.parent {
            if parent.is(IfExprSyntax.self) || parent.is(SwitchExprSyntax.self) {
                outermost = parent.as(ExprSyntax.self)
            } else if let list = parent.as(CodeBlockItemListSyntax.self), let item = node.as(CodeBlockItemSyntax.self), let statement = outermost,
                      Syntax(statement).parent.map({ $0.id == item.id || $0.parent?.id == item.id }) == true {
                // The statement's own block: the local must be declared there, before it, with no value
                // or a default nothing else changes.
                let before = { (item: CodeBlockItemSyntax) in item.position < node.position }
                let defaulted = list.first { before($0) && declaresDefault($0, local) }
                let unchanged = defaulted.flatMap { declaration in
                    isOnlyChangedBy(statement, local, declaration: declaration, in: list) ? declaration : nil
                }
                let undeclared = list.first { before($0) && declaresWithoutValue($0, local) }
                guard let declaration = undeclared ?? unchanged else { return nil }
                return BranchAssignment(statement: statement, local: local, declaration: declaration)
            } else if !(parent.is(CodeBlockItemSyntax.self) || parent.is(CodeBlockItemListSyntax.self) || parent.is(CodeBlockSyntax.self)
                        || parent.is(ExpressionStmtSyntax.self) || parent.is(SwitchCaseSyntax.self) || parent.is(SwitchCaseListSyntax.self)) {
                return nil
            }
            node = parent
        }
        return nil
    }

    /// `var text = "0:00"`: a text default, which a branch that assigns nothing leaves.
    private static func declaresDefault(_ item: CodeBlockItemSyntax, _ name: String) -> Bool {
        guard let variable = item.item.as(VariableDeclSyntax.self),
              variable.bindingSpecifier.tokenKind == .keyword(.var),
              variable.bindings.count == 1, let binding = variable.bindings.first,
              binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name,
              binding.initializer?.value.is(StringLiteralExprSyntax.self) == true else { return false }
        return binding.typeAnnotation == nil || binding.typeAnnotation?.type.trimmedDescription == "String"
    }

    /// No assignment to the local in the block but the statement's own: what it holds after the
    /// statement is what is shown.
    private static func isOnlyChangedBy(_ statement: ExprSyntax, _ local: String, declaration: CodeBlockItemSyntax,
                                        in list: CodeBlockItemListSyntax) -> Bool {
        let own = statement.position..<statement.endPosition
        return !list.contains { item in
            item.id != declaration.id && item.tokens(viewMode: .sourceAccurate).contains { token in
                guard token.tokenKind == .identifier(local), !own.contains(token.position),
                      let next = token.nextToken(viewMode: .sourceAccurate) else { return false }
                if next.tokenKind == .equal { return true }
                if case .binaryOperator(let op) = next.tokenKind { return assigns(op) }
                return false
            }
        }
    }

    private static func declaresWithoutValue(_ item: CodeBlockItemSyntax, _ name: String) -> Bool {
        guard let variable = item.item.as(VariableDeclSyntax.self), variable.bindings.count == 1, let binding = variable.bindings.first else { return false }
        return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name && binding.initializer == nil && binding.typeAnnotation != nil
    }
}
