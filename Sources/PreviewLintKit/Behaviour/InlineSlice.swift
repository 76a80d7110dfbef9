import SwiftSyntax

/// Formatting written inline (`Text(String(format: "%d:%02d", minutes, seconds))` in a view body,
/// `label.text = "\(km) km"` in a method) lowered as a formatter of the values it reads. The locals
/// it is computed from come along (`let minutes = total / 60`), and theirs in turn, until a
/// parameter, a stored property or a local of declared type is reached: those are its inputs.
/// Anything else leaves it unknown (nil), never guessed.
struct InlineSlice {
    /// What the enclosing member may read: constants, formatters, its type's stored properties.
    let context: LoweringContext
    let expression: ExprSyntax

    /// The local the `if` or `switch` this slice is assigns in its branches.
    private var branchAssignment: InlineFormatting.BranchAssignment? {
        // Found again from an assignment inside it (`=` in `AssignmentExpr` in the sequence's list).
        for token in expression.tokens(viewMode: .sourceAccurate) where token.tokenKind == .equal {
            guard let sequence = token.parent?.parent?.parent?.as(SequenceExprSyntax.self),
                  let found = InlineFormatting.branchAssignment(of: ExprSyntax(sequence)), found.statement.id == expression.id else { continue }
            return found
        }
        return nil
    }

    /// The most locals and inputs one slice gathers: more is a body, not a piece of formatting.
    static let largestSlice = 12

    /// A token of text counts once per word it writes: a sentence copied with its computed value is
    /// as much written twice as code of that length.
    static func weight(_ token: TokenSyntax) -> Int {
        guard case .stringSegment(let text) = token.tokenKind else { return 1 }
        return max(1, text.split(whereSeparator: \.isWhitespace).count)
    }

    /// The input `Date()` is read as where the current date is what is formatted: named as written.
    static let currentDateInput = "Date()"

    /// `let duration = getTimeCounted()`: a local one of the project's functions makes, an input
    /// after the walk where that function's body is not lowered (`CallReturn.inputs`); a constant
    /// where it is.
    private static func declaresCallResult(_ statement: BehaviourStatement) -> Bool {
        if case .declare(_, _, .call?) = statement { return true }
        return false
    }

    /// The formatter, and with how many tokens the value and the locals it came with are written.
    /// `name`: the enclosing member's, for messages. Nil when some value it reads has no modelled
    /// source, or it reads no input at all (a constant).
    func lower(name: String) -> (formatter: LoweredFormatter, tokenCount: Int)? {
        // `let text: String` and an `if` giving it a value in each branch: the declaration comes along.
        let assigned = expression.is(IfExprSyntax.self) || expression.is(SwitchExprSyntax.self) ? branchAssignment : nil
        var items: [CodeBlockItemSyntax] = assigned.map { [$0.declaration] } ?? []
        var inputs: [BehaviourParameter] = []
        var opaque: Set<String> = []
        var conditions = InlineScope.conditions(around: expression)
        var currentDate: String?
        // A stored property a nearer name shadows (`if let tool0Actual = event.tool0TempActual` in a
        // type with `var tool0Actual: String`) is read only as `self.tool0Actual`.
        let shadowed = Set(context.storedInputs.compactMap(StoredInputs.property).filter { name in
            switch InlineScope.source(of: name, at: Syntax(expression)) {
            case .stored?, nil: false
            default: true
            }
        })
        // One more input, unless it is there already or the slice has grown too large to be formatting.
        func add(_ name: String, _ typeName: String) -> Bool {
            guard !inputs.contains(where: { $0.name == name }), inputs.count < Self.largestSlice else { return false }
            inputs.append(BehaviourParameter(label: name, name: name, typeName: typeName))
            return true
        }
        for _ in 0..<(2 * Self.largestSlice + conditions.count + 1) {
            var lowerer = BodyLowerer(context: context)
            lowerer.currentDate = currentDate
            lowerer.shadowedProperties = shadowed
            for stored in context.storedInputs { lowerer.declare(stored.name, type: stored.type) }
            for input in inputs { lowerer.declare(input.name, type: input.type) }
            let failure: BodyLowerer.SliceFailure
            switch lowerer.slice(items, conditions: conditions, value: expression, assignedLocal: assigned?.local) {
            case .success(let statements):
                // An input only a local left out of the slice read (`start` of `start.minutes(until: ends[0])`) is none.
                let parameters = StoredInputs.used(context.storedInputs + inputs, by: statements)
                guard !parameters.isEmpty || statements.contains(where: Self.declaresCallResult) else {
                    // Reading nothing but the current date, it formats that date: the date is its input.
                    let formatter = LoweredFormatter(name: name, signature: "", parameters: [], returnTypeName: nil, body: .statements(statements))
                    guard currentDate == nil, formatter.formatsCurrentDate else { return nil }
                    currentDate = Self.currentDateInput
                    inputs = [BehaviourParameter(label: Self.currentDateInput, name: Self.currentDateInput, typeName: "Date")]
                    continue
                }
                // What is assigned, not where to (`label.text =`).
                var assigned = [Syntax(expression)]
                if let sequence = expression.as(SequenceExprSyntax.self), InlineFormatting.isAssignment(sequence) {
                    assigned = sequence.elements.drop { !$0.is(AssignmentExprSyntax.self) }.dropFirst().map(Syntax.init)
                }
                let tokens = (assigned + items.map { Syntax($0) }).reduce(0) { count, node in
                    count + node.tokens(viewMode: .sourceAccurate).reduce(0) { $0 + Self.weight($1) }
                }
                return (LoweredFormatter(name: name, signature: "", parameters: parameters, returnTypeName: nil, body: .statements(statements)), tokens)
            case .failure(let found):
                failure = found
            }
            let site = failure.condition.map { Syntax(conditions[$0].expression) } ?? failure.index.map { Syntax(items[$0]) } ?? Syntax(expression)
            // A local one of the project's functions makes, called on a field (`let days =
            // app.expiry.numberOfCalendarDays(since: now)`), is an input of what that function returns:
            // the field it is called on need not be typed.
            let madeByCall = failure.index.map { index in
                failure.failure.missingPath.map { InlineScope.callsProjectFunction(on: $0, in: items[index]) } ?? false
            } ?? false
            if let missing = failure.failure.missingName, !opaque.contains(missing), !madeByCall {
                switch InlineScope.source(of: missing, at: site) {
                case .local(let declaration)?:
                    // A field of a local holding a value of the project's type (`item.level` of `let item =
                    // entry.data[index]`): that field, typed after the walk.
                    if let path = failure.failure.missingPath, path.contains("."),
                       let type = InlineScope.fieldOwnerType(of: missing, declaredBy: declaration) {
                        let name = FieldPath.plain(path)
                        guard add(name, FieldPath.deferredType(of: path, through: type)) else { return nil }
                        continue
                    }
                    if let elapsed = InlineScope.elapsedNumber(declaration), elapsed.name == missing {
                        guard !inputs.contains(where: { $0.name == missing }) else { return nil }
                        inputs.append(BehaviourParameter(label: missing, name: missing, typeName: elapsed.typeName))
                        continue
                    }
                    guard !items.contains(where: { $0.id == declaration.id }), items.count < Self.largestSlice else { return nil }
                    for item in [declaration] + InlineScope.settings(of: missing, after: declaration, before: site) {
                        items.append(item)
                    }
                    items.sort { $0.position < $1.position }
                    continue
                case .parameter(let typeName)?, .stored(let typeName)?:
                    if BehaviourType(typeName: typeName) != nil {
                        guard !inputs.contains(where: { $0.name == missing }) else { return nil }
                        inputs.append(BehaviourParameter(label: missing, name: missing, typeName: typeName))
                        continue
                    }
                    // A field of a value of the project's own type: its type is known after the walk.
                    if let path = failure.failure.missingPath, FieldPath.mayDeclareFields(typeName) {
                        let name = FieldPath.plain(path)
                        guard add(name, FieldPath.deferredType(root: typeName, path: path)) else { return nil }
                        continue
                    }
                case .unwrapped(let value, let statement)?:
                    // A field read through a name bound to a field (`routine.habitCount` of `if let
                    // routine = entry.topRoutine`): that field's field, typed after the walk.
                    if let path = failure.failure.missingPath, path.contains("."),
                       let typeName = InlineScope.unwrappedType(of: missing, value: value, at: statement),
                       FieldPath.deferred(typeName) != nil || CallReturn.signature(of: typeName) != nil {
                        let name = FieldPath.plain(path)
                        guard add(name, FieldPath.deferredType(of: path, through: typeName)) else { return nil }
                        continue
                    }
                    if let typeName = InlineScope.unwrappedType(of: missing, value: value, at: statement) {
                        guard add(missing, typeName) else { return nil }
                        continue
                    }
                    // A field of a value of the project's own type it unwraps (`if let solar { solar.daylightDuration }`).
                    if let path = failure.failure.missingPath, let typeName = InlineScope.unwrappedType(of: missing, value: value, at: statement, wholeValue: true),
                       FieldPath.mayDeclareFields(typeName) {
                        guard add(path, FieldPath.deferredType(root: typeName, path: path)) else { return nil }
                        continue
                    }
                case .element(let collection, let closure)?:
                    // A field of an element of a collection of the project's type (`item.count` of `ForEach(entry.items) { item in }`).
                    if let path = failure.failure.missingPath, let type = InlineScope.elementType(of: collection, at: closure) {
                        let name = FieldPath.plain(path)
                        guard add(name, FieldPath.deferredType(of: path, through: type)) else { return nil }
                        continue
                    }
                    // An element that is a number or a date (`ForEach(suggestedDates, id: \.self) { date in … }`),
                    // or a field's, typed after the walk (`entry.temperature.map { … $0 … }`).
                    if failure.failure.missingPath == nil,
                       let type = InlineScope.elementType(of: collection, at: closure),
                       BehaviourType(typeName: type) != nil || FieldPath.deferred(type) != nil {
                        guard add(missing, type) else { return nil }
                        continue
                    }
                case nil:
                    // A field of the type the member's extension extends, declared elsewhere.
                    if let extended = context.extendedType, missing.first?.isLowercase == true, missing != "self" {
                        let field = StoredInputs.extendedField(failure.failure.missingPath ?? missing, of: extended)
                        guard !inputs.contains(where: { $0.name == field.name }), inputs.count < Self.largestSlice else { return nil }
                        inputs.append(field)
                        continue
                    }
                }
            }
            // A branch condition that is not modelled is left out: the formatting is then tried on
            // inputs that branch may never show, as if it had none.
            if let condition = failure.condition {
                conditions.remove(at: condition)
                continue
            }
            // A local whose value is not modelled: it is an input when its type is declared, else
            // what reads it is unknown too.
            guard let index = failure.index else { return nil }
            let removed = items.remove(at: index)
            for (local, typeName) in InlineScope.bindings(of: removed) {
                if let typeName, BehaviourType(typeName: typeName) != nil || CallReturn.signature(of: typeName) != nil
                    || FieldPath.deferred(typeName) != nil,
                   !inputs.contains(where: { $0.name == local }) {
                    inputs.append(BehaviourParameter(label: local, name: local, typeName: typeName))
                } else {
                    opaque.insert(local)
                }
            }
        }
        return nil
    }
}
