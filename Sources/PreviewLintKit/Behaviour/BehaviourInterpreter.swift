/// Runs one lowered body on one input. Swift's static typing is mirrored where it changes output:
/// literals beside a Double are Doubles (`seconds / 60` with `seconds: Double`), and a local or
/// parameter declared Double holds a Double even when given an integer literal.
struct BehaviourInterpreter {
    /// Lowered functions by signature, for calls.
    let library: BehaviourLibrary
    /// The file of the function running, whose declarations its calls reach first.
    let file: String?
    let depth: Int
    let returnType: BehaviourType?
    /// The locale it runs in, told when a formatter consults it (shared by the calls it makes).
    let locale: LocaleReading
    private var scopes: [[String: BehaviourValue]] = [[:]]
    private var declaredTypes: [String: BehaviourType] = [:]

    static let maximumDepth = 16

    init(library: BehaviourLibrary, file: String?, depth: Int, returnType: BehaviourType?, locale: LocaleReading) {
        self.library = library
        self.locale = locale
        self.file = file
        self.depth = depth
        self.returnType = returnType
    }

    /// The value the formatter returns for its arguments, in parameter order.
    mutating func call(_ formatter: LoweredFormatter, with arguments: [BehaviourValue]) throws(EvaluationStop) -> BehaviourValue {
        guard case .statements(let statements) = formatter.body else {
            throw .unknown("\(formatter.signature): \(formatter.unknownReason ?? "unknown")")
        }
        guard arguments.count == formatter.parameters.count else { throw .unknown("\(formatter.signature) given \(arguments.count) arguments") }
        for (parameter, argument) in zip(formatter.parameters, arguments) {
            scopes[0][parameter.name] = argument
            if let type = parameter.type { declaredTypes[parameter.name] = type }
        }
        guard let result = try run(statements) else { throw .unknown("\(formatter.signature) ends without returning") }
        return result
    }

    /// Runs statements in a new scope; the returned value when a `return` ran.
    private mutating func run(_ statements: [BehaviourStatement], binding: [String: BehaviourValue] = [:]) throws(EvaluationStop) -> BehaviourValue? {
        scopes.append(binding)
        defer { scopes.removeLast() }
        return try runInScope(statements)
    }

    private mutating func runInScope(_ statements: [BehaviourStatement]) throws(EvaluationStop) -> BehaviourValue? {
        for statement in statements {
            switch statement {
            case .declare(let name, let type, let value):
                if let type { declaredTypes[name] = type }
                // Read before assignment does not compile, so the placeholder is never seen.
                scopes[scopes.count - 1][name] = try value.map { e throws(EvaluationStop) in try evaluate(e, as: type) } ?? BehaviourValue.none
            case .assign(let name, let value):
                let result = try evaluate(value, as: declaredTypes[name])
                guard let index = scopes.lastIndex(where: { $0[name] != nil }) else { throw .unknown("assigns \(name), not a local") }
                scopes[index][name] = result
            case .branch(let condition, let then, let otherwise):
                if let bindings = try holds(condition) {
                    if let result = try run(then, binding: bindings) { return result }
                } else if let result = try run(otherwise) {
                    return result
                }
            case .guardElse(let condition, let otherwise):
                if let bindings = try holds(condition) {
                    scopes[scopes.count - 1].merge(bindings) { $1 }
                } else {
                    guard let result = try run(otherwise) else { throw .unknown("guard's else does not return") }
                    return result
                }
            case .choose(let subject, let cases):
                if let result = try choose(try evaluate(subject), cases) { return result }
            case .return(let value):
                return try evaluate(value, as: returnType)
            }
        }
        return nil
    }

    /// The bindings when every clause holds, nil when one does not.
    private mutating func holds(_ condition: BehaviourCondition) throws(EvaluationStop) -> [String: BehaviourValue]? {
        var bindings: [String: BehaviourValue] = [:]
        scopes.append([:])
        defer { scopes.removeLast() }
        for clause in condition.clauses {
            switch clause {
            case .test(let expression):
                guard try truth(of: expression) else { return nil }
            case .bind(let name, let expression):
                let value = try evaluate(expression)
                if value == .none { return nil }
                bindings[name] = value
                scopes[scopes.count - 1][name] = value
            }
        }
        return bindings
    }

    private mutating func choose(_ subject: BehaviourValue, _ cases: [BehaviourSwitchCase]) throws(EvaluationStop) -> BehaviourValue? {
        for switchCase in cases {
            for pattern in switchCase.patterns {
                guard let bindings = try match(subject, pattern) else { continue }
                if let guardExpression = switchCase.guardExpression {
                    scopes.append(bindings)
                    let passes = try truth(of: guardExpression)
                    scopes.removeLast()
                    guard passes else { continue }
                }
                return try run(switchCase.body, binding: bindings)
            }
        }
        throw .unknown("no case of the switch matches \(subject.sourceText)")
    }

    private func match(_ subject: BehaviourValue, _ pattern: BehaviourPattern) throws(EvaluationStop) -> [String: BehaviourValue]? {
        switch pattern {
        case .anything:
            return [:]
        case .binding(let name):
            return [name: subject]
        case .value(let value):
            // `case .openVpn:` matches the case whatever it carries.
            if case .enumCase(let name) = value, case .enumCase(let carried) = subject, carried.hasPrefix(name + "("), carried.hasSuffix(")") { return [:] }
            return try Self.ordered(subject, value, .equal) ? [:] : nil
        case .range(let lower, let upper, let includesUpper):
            if let lower, !(try Self.ordered(subject, lower, .greaterOrEqual)) { return nil }
            if let upper, !(try Self.ordered(subject, upper, includesUpper ? .lessOrEqual : .less)) { return nil }
            return [:]
        case .payload(let name, let inner):
            // `openVpn(udp)` is the case `openVpn` carrying `.udp`.
            guard case .enumCase(let value) = subject else { throw .unknown("matches .\(name)(…) against \(subject.sourceText)") }
            guard value.hasPrefix(name + "("), value.hasSuffix(")") else { return nil }
            return try match(.enumCase(String(value.dropFirst(name.count + 1).dropLast())), inner)
        }
    }

    /// Compares a switch subject with a pattern literal, reading an integer literal as a Double
    /// beside a Double subject.
    private static func ordered(_ subject: BehaviourValue, _ literal: BehaviourValue, _ op: BehaviourOperator) throws(EvaluationStop) -> Bool {
        var literal = literal
        if case .double = subject, case .int(let number) = literal { literal = .double(Double(number)) }
        return try BehaviourArithmetic.apply(op, subject, literal) == .bool(true)
    }

    private mutating func truth(of expression: BehaviourExpression) throws(EvaluationStop) -> Bool {
        guard case .bool(let flag) = try evaluate(expression) else { throw .unknown("condition is not a Bool") }
        return flag
    }

    /// Evaluates for a slot of a known type: a literal expression for a Double slot is a Double.
    private mutating func evaluate(_ expression: BehaviourExpression, as type: BehaviourType?) throws(EvaluationStop) -> BehaviourValue {
        if (type == .double || type == .optional(.double)), expression.isLiteralOnly {
            return try evaluate(expression.withDoubleLiterals)
        }
        if (type == .decimal || type == .optional(.decimal)), expression.isLiteralOnly {
            return .decimal(try BehaviourBuiltins.decimal(evaluate(expression)))
        }
        return try evaluate(expression)
    }

    mutating func evaluate(_ expression: BehaviourExpression) throws(EvaluationStop) -> BehaviourValue {
        switch expression {
        case .literal(let value):
            return value
        case .name(let name):
            guard let value = scopes.last(where: { $0[name] != nil })?[name] else { throw .unknown("reads \(name)") }
            return value
        case .negate(let operand):
            switch try evaluate(operand) {
            case .int(let number):
                guard number != .min else { throw .traps("negating Int.min overflows") }
                return .int(-number)
            case .double(let number): return .double(-number)
            case .decimal(let number): return .decimal(-number)
            case let value: throw .unknown("negates \(value.sourceText)")
            }
        case .not(let operand):
            return .bool(!(try truth(of: operand)))
        case .binary(let op, let lhs, let rhs):
            return try binary(op, lhs, rhs)
        case .conditional(let condition, let then, let otherwise):
            let typed = Self.sharingLiteralType(then, otherwise)
            if try truth(of: condition) { return try evaluate(typed.0) }
            return try evaluate(typed.1)
        case .builtin(let builtin, let arguments):
            var values: [BehaviourValue] = []
            for argument in arguments { values.append(try evaluate(argument)) }
            if case .formatDate(let template, let offset, let localeFixed) = builtin {
                let (pattern, seconds) = try BehaviourBuiltins.datePattern(template: template, offset: offset,
                                                                           localeFixed: localeFixed, values)
                return .string(try FoundationFormat.date(pattern).format(.date(seconds), in: locale))
            }
            return try BehaviourBuiltins.apply(builtin, values)
        case .interpolation(let parts):
            var text = ""
            for part in parts { text += try BehaviourArithmetic.interpolated(evaluate(part)) }
            return .string(text)
        case .format(let format, let arguments):
            var values: [BehaviourValue] = []
            for argument in arguments { values.append(try evaluate(argument)) }
            return .string(try PrintfFormat(format).render(values))
        case .formatOf(let format, let arguments):
            guard case .string(let text) = try evaluate(format) else { throw .unknown("formats with no text") }
            let printf = try PrintfFormat(text)
            // `%s` reads a C string; which argument is one cannot be told from the code.
            guard !printf.conversions.contains(where: { $0.kind == "s" }) else { throw .unknown("the format \"\(text)\" reads a C string") }
            var values: [BehaviourValue] = []
            for argument in arguments { values.append(try evaluate(argument)) }
            return .string(try printf.render(values))
        case .localizedKey(let parts):
            var key = "", values: [BehaviourValue] = []
            for part in parts {
                if let text = part.text { key += LocalizedKey.escaped(text); continue }
                guard let value = part.value else { continue }
                let evaluated = try evaluate(value)
                if let specifier = part.specifier { key += specifier } else { key += try LocalizedKey.specifier(for: evaluated) }
                values.append(evaluated)
            }
            return .string(try PrintfFormat(try localizedText(key, table: nil, fallback: nil)).render(values))
        case .localized(let key, let table, let fallback):
            guard case .string(let key) = try evaluate(key) else { throw .unknown("looks up a key that is no text") }
            return .string(try localizedText(key, table: table, fallback: fallback))
        case .padding(let text, let length, let pad, let start):
            return try BehaviourBuiltins.padding(evaluate(text), length: evaluate(length), pad: evaluate(pad), start: evaluate(start))
        case .call(let signature, let arguments):
            return try call(signature, arguments)
        case .foundation(let format, let input):
            return .string(try format.format(evaluate(input), in: locale))
        case .forceUnwrap(let operand):
            let value = try evaluate(operand)
            guard value != .none else { throw .traps("unwraps nil") }
            return value
        }
    }

    private mutating func binary(_ op: BehaviourOperator, _ lhs: BehaviourExpression, _ rhs: BehaviourExpression) throws(EvaluationStop) -> BehaviourValue {
        switch op {
        case .and:
            guard try truth(of: lhs) else { return .bool(false) }
            return .bool(try truth(of: rhs))
        case .or:
            if try truth(of: lhs) { return .bool(true) }
            return .bool(try truth(of: rhs))
        case .coalesce:
            let value = try evaluate(lhs)
            return value == .none ? try evaluate(rhs) : value
        default: break
        }
        var left = try evaluate(lhs)
        var right = try evaluate(rhs)
        switch (left, right) {
        case (.int, .double):
            guard lhs.isLiteralOnly else { throw .unknown("\(op.rawValue) mixes Int and Double") }
            left = try evaluate(lhs.withDoubleLiterals)
        case (.double, .int):
            guard rhs.isLiteralOnly else { throw .unknown("\(op.rawValue) mixes Int and Double") }
            right = try evaluate(rhs.withDoubleLiterals)
        // A number literal beside a Decimal is a Decimal (`amount / 100`, `price < 0.01`).
        case (.decimal, .int), (.decimal, .double):
            guard rhs.isLiteralOnly else { throw .unknown("\(op.rawValue) mixes Decimal and another number type") }
            right = .decimal(try BehaviourBuiltins.decimal(right))
        case (.int, .decimal), (.double, .decimal):
            guard lhs.isLiteralOnly else { throw .unknown("\(op.rawValue) mixes Decimal and another number type") }
            left = .decimal(try BehaviourBuiltins.decimal(left))
        default:
            break
        }
        return try BehaviourArithmetic.apply(op, left, right)
    }

    /// `flag ? 1 : 2.5` types both branches as Double.
    private static func sharingLiteralType(_ a: BehaviourExpression, _ b: BehaviourExpression) -> (BehaviourExpression, BehaviourExpression) {
        guard a.isLiteralOnly, b.isLiteralOnly, a.containsDoubleLiteral || b.containsDoubleLiteral else { return (a, b) }
        return (a.withDoubleLiterals, b.withDoubleLiterals)
    }

    /// The text a table holds for `key`, else the fallback where it is not empty, else the key,
    /// as Foundation returns it. A key no call writes out was never read from the tables: unknown.
    private mutating func localizedText(_ key: String, table: String?, fallback: BehaviourExpression?) throws(EvaluationStop) -> String {
        let signature = LocalizedText.signature(key: key, table: table)
        guard library.callee(signature, from: file) != nil else { throw .unknown("looks up \"\(key)\", a key no call writes out") }
        switch try call(signature, []) {
        case .string(let text):
            return text
        case .none:
            guard let fallback else { return key }
            guard case .string(let text) = try evaluate(fallback) else { throw .unknown("falls back to no text for \"\(key)\"") }
            return text.isEmpty ? key : text
        default:
            throw .unknown("the localized text of \"\(key)\" is no text")
        }
    }

    private mutating func call(_ signature: String, _ arguments: [BehaviourExpression]) throws(EvaluationStop) -> BehaviourValue {
        var found: LoweredFormatter?
        // A member extensions of several types declare (`asMmolL` of `Int` and of `Decimal`): the
        // receiver's type picks; the signature alone only where no extension of that type has it.
        if signature.hasPrefix(BehaviourLibrary.receiverPrefix), let receiver = arguments.first {
            found = library.callee(signature, on: try evaluate(receiver), from: file)
        }
        guard let callee = found ?? library.callee(signature, from: file) else {
            // A constant read by its path (`ProjectConstant`) has no argument list.
            if signature.hasPrefix(BehaviourLibrary.receiverPrefix) { throw .unknown("calls \(signature) on a value, which no lowered extension declares") }
            throw .unknown(signature.contains("(") ? "calls \(signature), which is not lowered" : "reads \(signature) from its context")
        }
        guard depth < Self.maximumDepth else { throw .unknown("calls nest deeper than \(Self.maximumDepth)") }
        var values: [BehaviourValue] = []
        for (index, argument) in arguments.enumerated() {
            let type = index < callee.parameters.count ? callee.parameters[index].type : nil
            values.append(try evaluate(argument, as: type))
        }
        let returns = callee.returnTypeName.flatMap(BehaviourType.init(typeName:))
        var inner = BehaviourInterpreter(library: library, file: callee.file ?? file, depth: depth + 1,
                                         returnType: returns, locale: locale)
        return try inner.call(callee, with: values)
    }
}

extension BehaviourExpression {
    var containsDoubleLiteral: Bool {
        switch self {
        case .literal(.double): true
        case .negate(let operand): operand.containsDoubleLiteral
        case .binary(_, let lhs, let rhs): lhs.containsDoubleLiteral || rhs.containsDoubleLiteral
        default: false
        }
    }
}
