import SwiftSyntax

/// A formatter configured inside an `if` (`if minimizeLength { formatter.allowedUnits = [.minute,
/// .second] }`) is the branch's own there; after the `if` it is one of the two setups, chosen by
/// the condition as it held when the `if` ran, kept in a local of its own so later changes to
/// what the condition reads do not change the choice.
extension BodyLowerer {
    /// The local holding an `if`'s condition for the formatters it configures.
    static let branchConditionPrefix = "if#"

    mutating func branch(_ ifExpression: IfExprSyntax, sink: Sink?) throws(LoweringFailure) -> [BehaviourStatement] {
        let (condition, bound, boundAliases) = try condition(ifExpression.conditions,
                                                             scope: [Syntax(ifExpression.body)])
        let start = (formatters, formatterRevisions)
        branchDepth += 1
        defer { branchDepth -= 1 }
        let then = try nested(ifExpression.body.statements, sink: sink, binding: bound, bindingAliases: boundAliases)
        let afterThen = (formatters, formatterRevisions)
        (formatters, formatterRevisions) = start
        var otherwise: [BehaviourStatement] = []
        switch ifExpression.elseBody {
        case .ifExpr(let next)?:
            otherwise = try branch(next, sink: sink)
        case .codeBlock(let block)?:
            otherwise = try nested(block.statements, sink: sink)
        case nil:
            if sink != nil { throw LoweringFailure("has an if without else as a value") }
        }
        let afterElse = (formatters, formatterRevisions)
        (formatters, formatterRevisions) = start
        // Formatters made inside a branch end with it; those made before may now differ by branch.
        let differing = start.0.keys.sorted().filter { name in
            afterThen.1[name] != start.1[name] || afterElse.1[name] != start.1[name]
        }
        guard !differing.isEmpty else { return [.branch(condition, then: then, else: otherwise)] }
        let tests = condition.clauses.compactMap { clause -> BehaviourExpression? in
            if case .test(let test) = clause { return test }
            return nil
        }
        guard tests.count == condition.clauses.count, let first = tests.first else {
            throw LoweringFailure("configures \(differing[0]) inside an if that binds a value")
        }
        let held = Self.branchConditionPrefix + String(revision)
        declare(held, type: .bool)
        heldConditions.append(held)
        for name in differing {
            guard let whenTrue = afterThen.0[name], let whenFalse = afterElse.0[name] else { continue }
            formatters[name] = FormatterSetup.chosen(by: held, whenTrue: whenTrue, whenFalse: whenFalse)
            changed(name)
        }
        let value = tests.dropFirst().reduce(first) { .binary(.and, $0, $1) }
        return [.assign(held, value), .branch(BehaviourCondition([.test(.name(held))]), then: then, else: otherwise)]
    }

    /// A formatter configured in a switch's cases (`case .iso8601: formatter.dateFormat = …`) is,
    /// after the switch, the setup of the case that ran: each case sets a `Bool` of its own first,
    /// and the setups are chosen by those in turn (the setup from before when none ran).
    mutating func chooseFormatters(_ subject: BehaviourExpression, cases: [BehaviourSwitchCase],
                                   ends: [(formatters: [String: FormatterSetup], revisions: [String: Int])])
        -> [BehaviourStatement] {
        let start = (formatters, formatterRevisions)
        let differing = start.0.keys.sorted().filter { name in ends.contains { $0.revisions[name] != start.1[name] } }
        guard !differing.isEmpty, ends.count == cases.count else { return [.choose(subject, cases: cases)] }
        var marked = cases
        let held = cases.indices.map { Self.branchConditionPrefix + "\(revision).\($0)" }
        for (index, name) in held.enumerated() {
            declare(name, type: .bool)
            heldConditions.append(name)
            marked[index].body.insert(.assign(name, .literal(.bool(true))), at: 0)
        }
        for name in differing {
            guard var setup = start.0[name] else { continue }
            for index in cases.indices.reversed() {
                setup = FormatterSetup.chosen(by: held[index], whenTrue: ends[index].formatters[name] ?? setup,
                                              whenFalse: setup)
            }
            formatters[name] = setup
            changed(name)
        }
        return [.choose(subject, cases: marked)]
    }

    /// `var if#3 = false` for each condition a formatter is chosen by.
    var heldDeclarations: [BehaviourStatement] {
        heldConditions.map { .declare($0, type: .bool, value: .literal(.bool(false))) }
    }

    /// What a formatter chosen by `Bool` names makes of `value`: each choice in turn, as a condition.
    func chosen(_ setup: FormatterSetup,
                formatting value: BehaviourExpression) throws(LoweringFailure) -> BehaviourExpression {
        if let choice = setup.caseChoice, let last = choice.cases.last {
            // `style == .short ? … : style == .medium ? … : …`, the last case where none before matched.
            let name = try resolve(choice.name)
            var chain = try chosen(last.setup, formatting: value)
            for option in choice.cases.dropLast().reversed() {
                chain = .conditional(.binary(.equal, name, .literal(.enumCase(option.name))),
                                     try chosen(option.setup, formatting: value), chain)
            }
            return chain
        }
        guard let choice = setup.boolChoice else { return .foundation(try Self.format(setup), value) }
        // A held condition is declared at the top of the body, outside the scope that set it.
        let condition = choice.name.hasPrefix(Self.branchConditionPrefix)
            ? BehaviourExpression.name(choice.name) : try resolve(choice.name)
        return .conditional(condition, try chosen(choice.whenTrue, formatting: value),
                            try chosen(choice.whenFalse, formatting: value))
    }

    /// Marks the formatter `name` as changed now.
    mutating func changed(_ name: String) {
        revision += 1
        formatterRevisions[name] = revision
    }
}
