import SwiftSyntax

/// Reads a property that holds a configured formatter: `static let f: DateFormatter = { let f =
/// DateFormatter(); f.dateFormat = "HH:mm"; return f }()`, a getter of the same shape, or one
/// configured by a closure (`NumberFormatter().then { $0.numberStyle = .percent }`). A bare
/// `DateFormatter()` is configured somewhere else, which is not followed.
enum FormatterDeclarationReader {
    static func formatter(in binding: PatternBindingSyntax) -> Result<FoundationFormat, LoweringFailure>? {
        if let value = binding.initializer?.value {
            if let then = ThenConfiguration(value) { return then.resolved() }
            if FormatterSetup(construction: value) != nil {
                // Set up in an initializer or elsewhere, which is not followed: not its defaults.
                return .failure(LoweringFailure("is configured outside its declaration"))
            }
            if let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
               let closure = call.calledExpression.as(ClosureExprSyntax.self) {
                return configured(by: closure.statements)
            }
            return nil
        }
        switch binding.accessorBlock?.accessors {
        case .getter(let statements):
            return ThenConfiguration(getter: statements)?.resolved() ?? configured(by: statements)
        default: return nil
        }
    }

    /// The type a closure called in place makes and returns, with no annotation to say it
    /// (`static let sharedWithMe = { let formatter = DateFormatter(); …; return formatter }()`).
    static func constructedType(ofClosureCall value: ExprSyntax) -> String? {
        guard let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
              let closure = call.calledExpression.as(ClosureExprSyntax.self),
              let first = closure.statements.first?.item.as(VariableDeclSyntax.self),
              let made = first.bindings.first?.initializer?.value.as(FunctionCallExprSyntax.self),
              let name = first.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              closure.statements.last?.item.as(ReturnStmtSyntax.self)?.expression?.sourceText == name else { return nil }
        return PreviewSyntax.constructedType(made)
    }

    /// A construction, setters on it, and a return of it; nil when the statements are not that shape.
    static func configured(by statements: CodeBlockItemListSyntax) -> Result<FoundationFormat, LoweringFailure>? {
        setup(by: statements)?.resolved()
    }

    /// What a closure called in place sets up and returns (`let f: DateFormatter = { … }()` in a
    /// function's body); nil for any other expression.
    static func setup(ofClosureCall value: ExprSyntax) -> FormatterSetup? {
        guard let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
              let closure = call.calledExpression.as(ClosureExprSyntax.self), closure.signature == nil else {
            return nil
        }
        return setup(by: closure.statements)
    }

    private static func setup(by statements: CodeBlockItemListSyntax) -> FormatterSetup? {
        var name: String?
        var setup: FormatterSetup?
        for item in statements {
            if let declaration = item.item.as(VariableDeclSyntax.self), setup == nil,
               let binding = declaration.bindings.first, let value = binding.initializer?.value,
               let constructed = FormatterSetup(construction: value) {
                name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                setup = constructed
            } else if let returned = item.item.as(ReturnStmtSyntax.self) {
                guard let setup, returned.expression?.sourceText == name else { return nil }
                return setup
            } else if let name, setup != nil {
                apply(item, on: name, to: &setup!)
            } else {
                return nil
            }
        }
        return nil
    }

    /// One statement of a set-up: `name.property = value`, or a call of one of the formatter's
    /// methods (`name.setLocalizedDateFormatFromTemplate("MMMd")`); anything else is not modelled.
    static func apply(_ item: CodeBlockItemSyntax, on name: String, to setup: inout FormatterSetup) {
        if let (property, value) = setting(item, on: name) {
            setup.set(property, to: value)
        } else if let call = item.item.as(FunctionCallExprSyntax.self)
                    ?? item.item.as(ExpressionStmtSyntax.self)?.expression.as(FunctionCallExprSyntax.self),
                  let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base?.sourceText == name {
            setup.called(member.declName.baseName.text, call.arguments)
        } else {
            setup.unmodelled("is configured by \(item.sourceText.prefix(40))")
        }
    }

    /// `name.property = value`.
    static func setting(_ item: CodeBlockItemSyntax, on name: String) -> (String, ExprSyntax)? {
        guard let sequence = item.item.as(SequenceExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression.as(SequenceExprSyntax.self),
              sequence.elements.count == 3 else { return nil }
        let elements = Array(sequence.elements)
        guard elements[1].is(AssignmentExprSyntax.self), let member = elements[0].as(MemberAccessExprSyntax.self),
              member.base?.sourceText == name else { return nil }
        return (member.declName.baseName.text, elements[2])
    }
}
