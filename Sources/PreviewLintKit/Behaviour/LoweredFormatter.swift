/// A function, computed property or closure that produces display text, lowered to the behaviour IR,
/// or unknown as a whole with the reason (never partly evaluated).
public struct LoweredFormatter: Codable, Sendable, Hashable {
    /// `formatTime`
    public var name: String
    /// `formatTime(_:)`: what calls name it by.
    public var signature: String
    public var parameters: [BehaviourParameter]
    public var returnTypeName: String?
    public var body: LoweredBody
    /// The file that declares it, once the project is read (not part of its facts): calls reach
    /// that file's declarations first (`BehaviourLibrary`).
    public var file: String?
    /// A member run on the value its type's initializer makes from these inputs (`ConstructedMember`):
    /// that type, named in calls (`ClockTime(timeInSeconds: 125).asShortString()`).
    public var constructor: String?

    public init(name: String, signature: String, parameters: [BehaviourParameter], returnTypeName: String?, body: LoweredBody) {
        self.name = name
        self.signature = signature
        self.parameters = parameters
        self.returnTypeName = returnTypeName
        self.body = body
    }

    /// Whether all it does is hand one input, as it is or converted, to a Foundation formatter
    /// (`dateFormatter.string(from: date)`, `ByteCountFormatter.string(fromByteCount: Int64(size),
    /// countStyle: .file)`), after returning nil or nothing where there is no input: alike in two
    /// places, that is the platform's formatting chosen twice. A date pattern the project writes
    /// out is its own.
    public var isSingleFoundationCall: Bool {
        guard case .statements(let statements) = body, case .return(.foundation(let format, let input))? = statements.last else { return false }
        if case .date(let pattern) = format, pattern.isWrittenOut { return false }
        guard Self.isConvertedInput(input) else { return false }
        return statements.dropLast().allSatisfy { statement in
            switch statement {
            case .declare: true
            case .guardElse(_, let otherwise):
                otherwise == [.return(.literal(.none))] || otherwise == [.return(.literal(.string("")))]
                    || Self.isBranchCondition(statement)
            default: false
            }
        }
    }

    /// The platform's formatting, bare or with a caption around it: a value handed to Foundation.
    public var isPlatformFormatting: Bool { isSingleFoundationCall || isCaptionedFoundationCall }

    /// The condition of the branch text written inline is shown in (`if !certificate.isExpired`):
    /// where it is shown, not how it is formatted.
    static func isBranchCondition(_ statement: BehaviourStatement) -> Bool {
        guard case .guardElse(_, let otherwise) = statement else { return false }
        return otherwise == [.return(.builtin(.unreached, []))]
    }

    /// An input as it is, or only converted (`Int64(size)`, `Date(timeIntervalSince1970:
    /// TimeInterval(stamp))`): the value itself, handed on.
    private static func isConvertedInput(_ expression: BehaviourExpression) -> Bool {
        switch expression {
        case .name: true
        case .builtin(let conversion, let arguments) where [.toInt, .toDouble, .dateFromSeconds].contains(conversion):
            arguments.count == 1 && isConvertedInput(arguments[0])
        default: false
        }
    }

    /// Whether it only calls a number's `.formatted()`: a helper around the platform's own
    /// formatting, which code calling `.formatted()` itself does not repeat.
    public var isPlatformNumberFormatting: Bool {
        guard case .statements(let statements) = body, case .return(.foundation(.number(let style), .name))? = statements.last else { return false }
        return style == .formatStyle && isSingleFoundationCall
    }

    /// Whether its code builds text itself (arithmetic, `String(format:)`, padding, words around an
    /// interpolated value), rather than only handing values to Foundation's formatters.
    public var writesOwnFormatting: Bool {
        guard case .statements(let statements) = body else { return false }
        var own = false
        for statement in statements {
            statement.visitExpressions { expression in
                switch expression {
                case .format, .formatOf, .padding: own = true
                case .binary(let op, _, _) where [.add, .subtract, .multiply, .divide, .remainder].contains(op): own = true
                case .interpolation(let parts):
                    if parts.contains(where: { if case .literal(.string(let text)) = $0 { !text.isEmpty } else { false } }) { own = true }
                default: break
                }
            }
        }
        return own
    }

    /// Whether it formats a date with a pattern the project wrote out (`dateFormat = "yyyy-MM-dd
    /// HH:mm:ss.SSS"`): a format of its own, however few tokens it takes to hand the date over.
    public var writesDatePattern: Bool {
        var found = false
        visitExpressions { expression in
            if case .foundation(.date(let pattern), _) = expression, pattern.isWrittenOut { found = true }
        }
        return found
    }

    /// Whether it hands a function it calls a text of its own (`asString(self, format: "d")`): a
    /// pattern or separator it chose, so two members passing the same one repeat that choice.
    public var configuresCalls: Bool {
        var found = false
        visitExpressions { expression in
            guard case .call(_, let arguments) = expression else { return }
            for case .literal(.string(let text)) in arguments where !text.isEmpty { found = true }
        }
        return found
    }

    /// Whether it computes numbers itself (`size / 1024`, `seconds % 60`): what it shows is its
    /// own arithmetic, even where the words around it come from a string table. Scaling the value
    /// a Foundation formatter is handed (`percent.string(from: x / 100)`) is that formatter's input.
    public var computesNumbers: Bool {
        let isArithmetic = { (expression: BehaviourExpression) -> Bool in
            guard case .binary(let op, _, _) = expression else { return false }
            return [.subtract, .multiply, .divide, .remainder].contains(op)
        }
        var all = 0, handedToFoundation = 0
        visitExpressions { expression in
            if isArithmetic(expression) { all += 1 }
            if case .foundation(_, let input) = expression {
                input.visit { if isArithmetic($0) { handedToFoundation += 1 } }
            }
        }
        return all > handedToFoundation
    }

    /// Whether some input's type is known only once every file is read (a field, a call's result).
    public var waitsForTypes: Bool {
        parameters.contains(where: \.waitsForType)
    }

    /// Whether it chooses what to show by a condition (`if`, `switch`, `?:`).
    public var branches: Bool {
        guard case .statements(let statements) = body else { return false }
        var found = false
        for statement in statements {
            switch statement {
            case .branch, .choose: return true
            default: statement.visitExpressions { if case .conditional = $0 { found = true } }
            }
        }
        return found
    }

    /// Whether its text comes from calling other functions of the project's, with nothing of its own
    /// around them and no Foundation formatter of its own (`formatters.shortFormattedTime(…)`).
    public var onlyDelegates: Bool {
        guard !writesOwnFormatting, case .statements(let statements) = body else { return false }
        var calls = false, formatsItself = false
        for statement in statements {
            statement.visitExpressions { expression in
                switch expression {
                case .call: calls = true
                case .foundation, .localized, .localizedKey: formatsItself = true
                default: break
                }
            }
        }
        return calls && !formatsItself
    }

    /// Whether its text only joins what two or more of the project's functions return, with spaces
    /// or punctuation between them (`"\(speedText(s)) \(speedUnit())"`): `onlyDelegates` with
    /// separators, formatting the project already shares composed, none of its own.
    public var onlyJoinsCalls: Bool {
        guard case .statements(let statements) = body, case .return(let value)? = statements.last else { return false }
        let values: [BehaviourExpression], texts: [String]
        switch value {
        case .interpolation(let parts):
            values = parts.filter { if case .literal(.string) = $0 { false } else { true } }
            texts = parts.compactMap { if case .literal(.string(let text)) = $0 { text } else { nil } }
        // A value given a specifier of its own (`%.1f`) is formatting it writes.
        case .localizedKey(let parts) where parts.allSatisfy({ $0.specifier == nil }):
            values = parts.compactMap(\.value)
            texts = parts.compactMap(\.text)
        default:
            return false
        }
        let isCall = { (expression: BehaviourExpression) in if case .call = expression { true } else { false } }
        return values.count >= 2 && values.allSatisfy(isCall) && !texts.joined().contains { $0.isLetter || $0.isNumber }
    }

    /// Why it cannot be evaluated, or nil when it can.
    public var unknownReason: String? {
        if case .unknown(let reason) = body { return reason }
        return nil
    }
}

public enum LoweredBody: Codable, Sendable, Hashable {
    case statements([BehaviourStatement])
    case unknown(String)
}

public struct BehaviourParameter: Codable, Sendable, Hashable {
    /// The argument label, nil for `_`.
    public var label: String?
    /// The name the body reads it by.
    public var name: String
    /// As written: `Int`, `TimeInterval`, `Date?`; empty for an untyped closure parameter.
    public var typeName: String { didSet { type = BehaviourType(typeName: typeName) } }
    /// `typeName` read as a modelled type, once: it is asked for on every row tried.
    public private(set) var type: BehaviourType?
    /// The field of the project's type it reads (`CurrentStateEvent.tool0TempActual`), once
    /// resolved (`FieldTypes`): which value it is. Not part of the facts.
    public var source: String?

    public init(label: String?, name: String, typeName: String) {
        self.label = label
        self.name = name
        self.typeName = typeName
        type = BehaviourType(typeName: typeName)
    }

    private enum CodingKeys: String, CodingKey { case label, name, typeName }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(label: try container.decodeIfPresent(String.self, forKey: .label), name: try container.decode(String.self, forKey: .name),
                  typeName: try container.decode(String.self, forKey: .typeName))
    }

    /// Typed only once every file is read: a field (`FieldPath`) or a call's result (`CallReturn`).
    var waitsForType: Bool { FieldPath.deferred(typeName) != nil || CallReturn.signature(of: typeName) != nil }

    /// A setting: one of an enum's cases (`unit: .mgdl`), tried after the values formatted.
    var isSetting: Bool {
        if case .enumeration? = type { return true }
        return false
    }
}

/// What running a formatter on one input gave.
public enum BehaviourOutcome: Codable, Sendable, Hashable, CustomStringConvertible {
    case text(String)
    /// It returned nil.
    case noText
    /// Something on this path is not modelled: never compared, never guessed.
    case unknown(String)
    /// Division by zero, overflow, a nil unwrapped: the app would crash here.
    case traps(String)

    /// Whether the two can be told equal or different: opaque text (`OpaqueText`) only equals itself.
    func isComparable(with other: BehaviourOutcome) -> Bool {
        guard case .text(let a) = self, case .text(let b) = other else { return true }
        return OpaqueText.comparable(a, b)
    }

    public var isKnown: Bool {
        switch self {
        case .text, .noText, .traps: true
        case .unknown: false
        }
    }

    /// Inline formatting the branch around it does not show for this input.
    var isUnreached: Bool {
        if case .unknown(let reason) = self { return reason == BehaviourBuiltins.unreachedReason }
        return false
    }

    /// `"2:05"`, `nil`, `unknown (…)`, `traps (division by zero)`.
    public var description: String {
        switch self {
        case .text(let text): "\"\(OpaqueText.readable(text))\""
        case .noText: "nil"
        case .unknown(let reason): "unknown (\(reason))"
        case .traps(let reason): "traps (\(reason))"
        }
    }
}

/// Why evaluation stopped before a value: the outcome of the whole input.
enum EvaluationStop: Error, Equatable {
    case unknown(String)
    case traps(String)
}
