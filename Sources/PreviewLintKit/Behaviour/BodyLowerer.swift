import SwiftSyntax

/// Lowers statements of one body, tracking its locals (with their declared types) and the formatter
/// objects it configures.
struct BodyLowerer {
    let context: LoweringContext
    /// Parameters and locals, each with its declared type when written.
    var locals: [String: BehaviourType?] = [:]
    /// Names that stand for a field path read through them (`BodyLowerer+Aliases`).
    var aliases: [String: FieldPath] = [:]
    /// Locals of a project type the body makes but does not model, read only through their fields
    /// (`let comparator = … : NTSolar(…)`), by the type's name: those fields are inputs. Kept past
    /// their scope (where a name is read, `aliases` says) for `FormatterLowering` to type them.
    var opaqueLocals: [String: String] = [:]
    /// Formatter objects made here, configured by the top-level statements after their construction.
    var formatters: [String: FormatterSetup] = [:]
    /// Locals holding a `Duration` (`let d = Duration.seconds(t)`), whose value is its seconds.
    var durations: Set<String> = []
    /// Locals holding a list of constants or localized words, read only by position (`BodyLowerer+Lists`).
    var lists: [String: [BehaviourExpression]] = [:]
    /// Locals the body declares itself (not parameters or inputs): a format one holds is computed
    /// by the body, so it is read when evaluated (`String(format: formatString, n)`).
    var bodyLocals: Set<String> = []
    /// A member returning `LocalizedStringKey`: a string literal it returns is a key.
    var returnsLocalizedKey = false
    /// The input `Date()` and `Date.now` are read as, when the current date is what inline
    /// formatting formats (`InlineSlice`); nil: the evaluator's pinned instant.
    var currentDate: String?
    /// An initializer's body: `self.x = …` and a bare `x = …` give the stored property `x` (declared as
    /// its input `self.x`) its value (`ConstructedMember`).
    var setsStoredProperties = false
    /// Stored properties a nearer binding of the same name hides from bare reads (`InlineSlice`).
    var shadowedProperties: Set<String> = []
    private var depth = 0
    /// How deep the `if` bodies being lowered are: a formatter configured there is the branch's own,
    /// and a choice by the branch's condition after it (`BodyLowerer+BranchFormatters`).
    var branchDepth = 0
    /// When each formatter was last changed (`revision`), to tell which branches changed which.
    var formatterRevisions: [String: Int] = [:]
    var revision = 0
    /// The locals holding those conditions, declared at the top of the body: a nested `if` sets one
    /// that a formatter used after the outer `if` reads.
    var heldConditions: [String] = []

    /// Where the value of a single-expression block goes: Swift's implicit return, and the branches
    /// of an `if`/`switch` used as a value (`let text = switch …`).
    enum Sink {
        case returning
        case assigning(String)
    }

    init(context: LoweringContext) {
        self.context = context
    }

    /// `Date()`, `Date.now`: the current date, an input or the pinned instant.
    var now: BehaviourExpression { currentDate.map { .name($0) } ?? .builtin(.now, []) }

    mutating func declare(_ name: String, type: BehaviourType?) {
        locals[name] = .some(type)
        (aliases[name], lists[name]) = (nil, nil)
    }

    func isLocal(_ name: String) -> Bool {
        locals[name] != nil
    }

    func declaredType(of name: String) -> BehaviourType? {
        locals[name] ?? nil
    }

    mutating func block(_ items: CodeBlockItemListSyntax, sink: Sink?) throws(LoweringFailure) -> [BehaviourStatement] {
        let single = items.count == 1 ? sink : nil
        var statements: [BehaviourStatement] = []
        for item in items {
            statements += try statement(item.item, sink: single)
        }
        return depth == 0 ? heldDeclarations + statements : statements
    }

    /// Code lowered out of a larger body (`InlineSlice`): the statements `items` (its locals and
    /// their formatters' settings), then `value` returned. A failure names the item that failed,
    /// nil for the value.
    /// `conditions`: those of the branches it is written in, each with whether it holds there; an
    /// input for which one does not is no output (`BehaviourBuiltin.unreached`).
    /// `assignedLocal`: the local an `if` or `switch` value assigns in each branch (`InlineFormatting.BranchAssignment`).
    mutating func slice(_ items: [CodeBlockItemSyntax], conditions: [InlineScope.Condition] = [], value: ExprSyntax,
                        assignedLocal: String? = nil) -> Result<[BehaviourStatement], SliceFailure> {
        var statements: [BehaviourStatement] = []
        for (index, item) in items.enumerated() {
            do throws(LoweringFailure) {
                statements += try statement(item.item, sink: nil)
            } catch {
                return .failure(SliceFailure(index: index, failure: error))
            }
        }
        for (index, condition) in conditions.enumerated() {
            do throws(LoweringFailure) {
                let test = try lower(condition.expression)
                statements.append(.guardElse(.init([.test(condition.holds ? test : .not(test))]), else: [.return(.builtin(.unreached, []))]))
            } catch {
                return .failure(SliceFailure(index: nil, condition: index, failure: error))
            }
        }
        do throws(LoweringFailure) {
            if value.is(IfExprSyntax.self) || value.is(SwitchExprSyntax.self), let local = assignedLocal {
                // A local each branch assigns: the branches, then what they left in it.
                statements += try expressionStatement(value, sink: nil)
                statements.append(.return(.name(local)))
            } else if let sequence = value.as(SequenceExprSyntax.self), InlineFormatting.isAssignment(sequence) {
                guard case .binary("=", _, let assigned) = try FoldedExpression.fold(sequence) else { throw LoweringFailure("assigns with an operator") }
                statements.append(.return(try lower(assigned)))
            } else {
                statements += try valued(value, sink: .returning)
            }
        } catch {
            return .failure(SliceFailure(index: nil, failure: error))
        }
        return .success(heldDeclarations + statements)
    }

    struct SliceFailure: Error {
        var index: Int?
        /// The branch condition that failed, when it is one.
        var condition: Int?
        var failure: LoweringFailure

        init(index: Int?, condition: Int? = nil, failure: LoweringFailure) {
            self.index = index
            self.condition = condition
            self.failure = failure
        }
    }

    mutating func nested(_ items: CodeBlockItemListSyntax, sink: Sink?, binding: [String: BehaviourType?] = [:],
                         bindingAliases: [String: FieldPath] = [:]) throws(LoweringFailure) -> [BehaviourStatement] {
        let saved = (locals, aliases, lists)
        depth += 1
        defer { (locals, aliases, lists) = saved; depth -= 1 }
        locals.merge(binding) { $1 }
        aliases.merge(bindingAliases) { $1 }
        return try block(items, sink: sink)
    }

    private mutating func statement(_ item: CodeBlockItemSyntax.Item, sink: Sink?) throws(LoweringFailure) -> [BehaviourStatement] {
        switch item {
        case .decl(let declaration):
            guard let variable = declaration.as(VariableDeclSyntax.self) else { throw LoweringFailure("declares \(Self.kind(of: Syntax(declaration)))") }
            return try variableDeclaration(variable)
        case .stmt(let statement):
            if let expression = statement.as(ExpressionStmtSyntax.self)?.expression { return try expressionStatement(expression, sink: sink) }
            if let returned = statement.as(ReturnStmtSyntax.self) {
                guard let value = returned.expression else { throw LoweringFailure("returns nothing") }
                return try valued(value, sink: .returning)
            }
            if let guardStatement = statement.as(GuardStmtSyntax.self) { return try guarded(guardStatement) }
            throw LoweringFailure("uses \(Self.kind(of: Syntax(statement)))")
        case .expr(let expression):
            return try expressionStatement(expression, sink: sink)
        }
    }

    private mutating func expressionStatement(_ expression: ExprSyntax, sink: Sink?) throws(LoweringFailure) -> [BehaviourStatement] {
        if let sink { return try valued(expression, sink: sink) }
        if let ifExpression = expression.as(IfExprSyntax.self) { return try branch(ifExpression, sink: nil) }
        if let switching = expression.as(SwitchExprSyntax.self) { return try choose(switching, sink: nil) }
        if let sequence = expression.as(SequenceExprSyntax.self), case .binary(let op, .operand(let target), let value) = try FoldedExpression.fold(sequence),
           op.hasSuffix("=") && !["==", "!=", "<=", ">="].contains(op) {
            return try assignment(op, target, value)
        }
        // A local changed in place (`text.append(part)`, `NSDecimalRound(&result, &value, …)`).
        if let statements = try mutation(expression) { return statements }
        if let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           let base = member.base?.sourceText, formatters[base] != nil {
            guard depth == branchDepth else { throw LoweringFailure("configures \(base) inside a branch") }
            formatters[base]?.called(member.declName.baseName.text, call.arguments)
            changed(base)
            return []
        }
        throw LoweringFailure(Self.describeCall(expression) ?? "has a statement \(expression.sourceText.prefix(40))")
    }

    /// `return e`, or an implicit one: an `if`/`switch` expression hands the sink to its branches.
    private mutating func valued(_ expression: ExprSyntax, sink: Sink) throws(LoweringFailure) -> [BehaviourStatement] {
        if let ifExpression = expression.as(IfExprSyntax.self) { return try branch(ifExpression, sink: sink) }
        if let switching = expression.as(SwitchExprSyntax.self) { return try choose(switching, sink: sink) }
        // `{ switch days { … } }()`: the closure's statements, its returns the value's.
        if case .returning = sink, let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
           let closure = call.calledExpression.as(ClosureExprSyntax.self), closure.signature == nil {
            return try nested(closure.statements, sink: .returning)
        }
        // `return queue.sync { … }`: `DispatchQueue.sync` runs the closure there and then, its value the call's.
        if case .returning = sink, let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
           call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "sync",
           let closure = call.trailingClosure, closure.signature == nil, call.additionalTrailingClosures.isEmpty {
            return try nested(closure.statements, sink: .returning)
        }
        let value: BehaviourExpression
        if case .returning = sink, returnsLocalizedKey, let literal = expression.as(StringLiteralExprSyntax.self) {
            value = try localized(literal)
        } else {
            value = try lower(expression)
        }
        switch sink {
        case .returning: return [.return(value)]
        case .assigning(let name): return [.assign(name, value)]
        }
    }

    private mutating func variableDeclaration(_ variable: VariableDeclSyntax) throws(LoweringFailure) -> [BehaviourStatement] {
        var statements: [BehaviourStatement] = []
        for binding in variable.bindings {
            if let split = try quotientAndRemainder(binding) {
                statements += split
                continue
            }
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, binding.accessorBlock == nil else {
                throw LoweringFailure("declares \(binding.pattern.sourceText.prefix(40))")
            }
            let value = binding.initializer?.value
            if let value, let setup = FormatterSetup(construction: value) ?? ThenConfiguration(value)?.setup
                ?? FormatterDeclarationReader.setup(ofClosureCall: value) {
                guard depth == branchDepth else { throw LoweringFailure("makes a formatter inside a branch") }
                formatters[name] = setup
                changed(name)
                continue
            }
            if let value, let elements = try wordList(value) {
                (lists[name], locals[name]) = (elements, nil)
                continue
            }
            if let value, let seconds = Self.durationSeconds(value) {
                // Formatted as a duration below (`d.formatted(.units(…))`), computed with as seconds.
                let lowered = try lower(seconds)
                durations.insert(name)
                declare(name, type: nil)
                statements.append(.declare(name, type: nil, value: lowered))
                continue
            }
            if binding.typeAnnotation == nil, let value,
               let components = try calendarComponents(name, value: value, scope: Self.rest(after: variable)) {
                statements += components
                continue
            }
            if binding.typeAnnotation == nil, let path = alias(name, value: value, unwraps: false, scope: { Self.rest(after: variable) }) {
                locals[name] = nil
                aliases[name] = path
                continue
            }
            if binding.typeAnnotation == nil, let value, let type = opaqueType(of: name, value: value, scope: { Self.rest(after: variable) }) {
                locals[name] = nil
                opaqueLocals[name] = type
                aliases[name] = FieldPath(root: name, fields: [])
                continue
            }
            // `let calendar = Calendar.current`: the device's calendar, as a `Calendar` input is.
            var type: BehaviourType? = value.map(isDeviceCalendar) == true ? BehaviourType.deviceCalendar : nil
            if let written = binding.typeAnnotation?.type.sourceText {
                guard let modelled = BehaviourType(typeName: written) else { throw LoweringFailure("declares \(name): \(written)") }
                type = modelled
            }
            if let value, value.is(IfExprSyntax.self) || value.is(SwitchExprSyntax.self) {
                declare(name, type: type)
                bodyLocals.insert(name)
                statements.append(.declare(name, type: type, value: nil))
                statements += try valued(value, sink: .assigning(name))
                continue
            }
            let lowered = try value.map { v throws(LoweringFailure) in try lower(v) }
            declare(name, type: type)
            bodyLocals.insert(name)
            statements.append(.declare(name, type: type, value: lowered))
        }
        return statements
    }

    /// `let (minutes, seconds) = total.quotientAndRemainder(dividingBy: 60)`: two locals, `/` and `%`.
    private mutating func quotientAndRemainder(_ binding: PatternBindingSyntax) throws(LoweringFailure) -> [BehaviourStatement]? {
        guard let names = Self.pairNames(binding.pattern), let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "quotientAndRemainder",
              let base = member.base, call.arguments.count == 1, call.arguments.first?.label?.text == "dividingBy",
              let divisor = call.arguments.first?.expression else { return nil }
        let dividend = try lower(base), by = try lower(divisor)
        declare(names.0, type: nil)
        declare(names.1, type: nil)
        return [.declare(names.0, type: nil, value: .binary(.divide, dividend, by)), .declare(names.1, type: nil, value: .binary(.remainder, dividend, by))]
    }

    /// The local an assignment writes: a local by its name, or in an initializer a stored property
    /// (`self.sign`, `sign`) by its input's name.
    private func assignedName(_ target: ExprSyntax) -> String? {
        if let name = target.as(DeclReferenceExprSyntax.self)?.baseName.text {
            if isLocal(name) { return name }
            return setsStoredProperties && isLocal(StoredInputs.prefix + name) ? StoredInputs.prefix + name : nil
        }
        guard setsStoredProperties, let member = target.as(MemberAccessExprSyntax.self),
              member.base?.sourceText == "self" else { return nil }
        let name = StoredInputs.prefix + member.declName.baseName.text
        return isLocal(name) ? name : nil
    }

    /// `(a, b)`
    static func pairNames(_ pattern: PatternSyntax) -> (String, String)? {
        guard let tuple = pattern.as(TuplePatternSyntax.self), tuple.elements.count == 2,
              let first = tuple.elements.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let second = tuple.elements.last?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
        return (first, second)
    }

    private mutating func assignment(_ op: String, _ target: ExprSyntax, _ value: FoldedExpression) throws(LoweringFailure) -> [BehaviourStatement] {
        if let member = target.as(MemberAccessExprSyntax.self), let base = member.base?.sourceText, formatters[base] != nil,
           op == "=", case .operand(let setting) = value {
            guard depth == branchDepth else { throw LoweringFailure("configures \(base) inside a branch") }
            configure(base, member.declName.baseName.text, to: setting)
            changed(base)
            return []
        }
        guard let name = assignedName(target) else {
            throw LoweringFailure("assigns to \(target.sourceText.prefix(40))")
        }
        if op == "=", case .operand(let single) = value, single.is(IfExprSyntax.self) || single.is(SwitchExprSyntax.self) {
            return try valued(single, sink: .assigning(name))
        }
        let lowered = try lower(value)
        guard op != "=" else { return [.assign(name, lowered)] }
        guard let arithmetic = BehaviourOperator(rawValue: String(op.dropLast())) else { throw LoweringFailure("uses \(op)") }
        return [.assign(name, .binary(arithmetic, .name(name), lowered))]
    }

    private mutating func guarded(_ guardStatement: GuardStmtSyntax) throws(LoweringFailure) -> [BehaviourStatement] {
        let (condition, bound, boundAliases) = try condition(guardStatement.conditions, scope: Self.rest(after: guardStatement))
        let otherwise = try nested(guardStatement.body.statements, sink: nil)
        locals.merge(bound) { $1 }
        for name in bound.keys { aliases[name] = nil }
        aliases.merge(boundAliases) { $1 }
        return [.guardElse(condition, else: otherwise)]
    }

    /// `scope`: where the names it binds are in scope (the `if` body, or what follows a `guard`).
    mutating func condition(_ elements: ConditionElementListSyntax, scope: [Syntax]) throws(LoweringFailure)
        -> (BehaviourCondition, [String: BehaviourType?], [String: FieldPath]) {
        var clauses: [BehaviourCondition.Clause] = []
        var bound: [String: BehaviourType?] = [:], boundAliases: [String: FieldPath] = [:]
        let saved = (locals, aliases)
        defer { (locals, aliases) = saved }
        for element in elements {
            switch element.condition {
            case .expression(let expression):
                clauses.append(.test(try lower(expression)))
            case .optionalBinding(let binding):
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, binding.typeAnnotation == nil else {
                    throw LoweringFailure("binds \(binding.pattern.sourceText.prefix(40))")
                }
                // Later conditions read through it too (`guard let p = task.progress, p.total > 0`).
                let laterConditions = { elements.compactMap { $0.position > element.position ? Syntax($0) : nil } + scope }
                if let path = alias(name, value: binding.initializer?.value, unwraps: true, scope: laterConditions)
                    ?? storedAlias(name, value: binding.initializer?.value, scope: laterConditions)
                    ?? propertyAlias(name, value: binding.initializer?.value, scope: laterConditions) {
                    aliases[name] = path
                    boundAliases[name] = path
                    continue
                }
                let value: BehaviourExpression
                if let initializer = binding.initializer {
                    value = try lower(initializer.value)
                } else {
                    value = try resolve(name)
                }
                var unwrapped: BehaviourType? = nil
                if case .name(let initial) = value, case .optional(let wrapped)? = declaredType(of: initial) {
                    unwrapped = wrapped
                }
                clauses.append(.bind(name, value))
                bound[name] = .some(unwrapped)
                declare(name, type: unwrapped)
            default:
                throw LoweringFailure("uses the condition \(element.sourceText.prefix(40))")
            }
        }
        return (BehaviourCondition(clauses), bound, boundAliases)
    }

    /// A statement kind in a reason: `a for loop`, `a do block`.
    static func kind(of node: Syntax) -> String {
        switch node.kind {
        case .forStmt: "a for loop"
        case .whileStmt: "a while loop"
        case .repeatStmt: "a repeat loop"
        case .deferStmt: "defer"
        case .doStmt: "a do block"
        case .throwStmt: "throw"
        case .breakStmt: "break"
        case .continueStmt: "continue"
        case .fallThroughStmt: "fallthrough"
        case .functionDecl: "a nested function"
        default: "\(node.kind)"
        }
    }
}
