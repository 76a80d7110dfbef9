import Foundation
import SwiftSyntax

/// What a body may read besides its parameters and locals, handed in by the caller: `static let`
/// constants with literal values of the enclosing type (inlined), configured formatter objects
/// by name (`static let timeFormatter: DateFormatter = { … }()`), and the signatures of other
/// functions that are lowered too (calls to anything else make the caller unknown).
public struct LoweringContext: Sendable {
    public var constants: [String: BehaviourValue] = [:]
    /// `static let names = ["N", "NE", …]`: lists of literal values, read by position.
    public var lists: [String: [BehaviourValue]] = [:]
    /// A formatter by property name, or why its configuration is not modelled.
    public var formatters: [String: Result<FoundationFormat, LoweringFailure>] = [:]
    /// `formatTime(_:)`
    public var functions: Set<String> = []
    /// Lowering one file at walk time, before other files are read: any call to a function is kept
    /// by signature, and evaluation finds it in the project's lowered functions or is unknown there.
    public var acceptsProjectCalls = false
    /// The enclosing type's stored properties an instance member reads as inputs (`StoredInputs`).
    public var storedInputs: [BehaviourParameter] = []
    /// Every stored property of that type with the type it is declared with, modelled or not.
    public var storedTypes: [String: String] = [:]
    /// The type an instance member's extension extends, when the evaluator does not model it
    /// (`extension BlazeCampaignListItem`): the fields it reads, declared elsewhere, are inputs
    /// typed once every file is read (`FieldPath`).
    public var extendedType: String?
    /// The type an instance member belongs to, an enum's or an extension's (`extension VpnProtocol`):
    /// `self` read whole (`switch self`) is an input of that type, an enum's cases once every file
    /// is read (`EnumTable`).
    public var ownType: String?
    /// The instance computed properties the member's own type block declares (`asMmolL` beside
    /// `formattedAsMmolL` in `extension Decimal`): read bare or through `self`, they are calls of
    /// those members on `self`, found once every file is read.
    public var computedProperties: Set<String> = []
    /// Instance computed properties that only read one field path (`var evStatus: EVStatus? {
    /// context.state.status.evStatus }`): a name bound to one stands for that path.
    var pathProperties: [String: FieldPath] = [:]

    public init(functions: Set<String> = []) {
        self.functions = functions
    }

    /// Reads a type's (or a file's) `static let` literal constants and formatter properties.
    public mutating func read(members: MemberBlockItemListSyntax) {
        var declarations: Set<SyntaxIdentifier> = []
        for member in members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            read(variable)
            declarations.insert(variable.id)
            if let name = Self.computedInstanceProperty(variable) {
                computedProperties.insert(name)
                pathProperties[name] = Self.readPath(variable)
            }
        }
        forgetReconfigured(in: members.map { Syntax($0) }, declarations: declarations)
    }

    /// `var asMmolL: Decimal { … }`: its name; nil for a stored or static property.
    private static func computedInstanceProperty(_ variable: VariableDeclSyntax) -> String? {
        guard !PreviewSyntax.isStatic(variable.modifiers), variable.bindings.count == 1,
              let binding = variable.bindings.first, binding.accessorBlock != nil else { return nil }
        return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    }

    /// The field path a computed property's getter is, when it is one expression naming it.
    private static func readPath(_ variable: VariableDeclSyntax) -> FieldPath? {
        guard let accessors = variable.bindings.first?.accessorBlock?.accessors,
              case .getter(let items) = accessors, items.count == 1,
              let member = items.first?.item.as(MemberAccessExprSyntax.self) else { return nil }
        return FieldPath.written(member)
    }

    /// Formatter properties code changes after they are made are not modelled (`FormatterReconfiguration`).
    public mutating func forgetReconfigured(in nodes: [Syntax], declarations: Set<SyntaxIdentifier>) {
        let names = Set(formatters.compactMap { name, setup in (try? setup.get()) == nil ? nil : name })
        for name in FormatterReconfiguration.changed(names, in: nodes, declarations: declarations) {
            formatters[name] = .failure(LoweringFailure("\(name) is configured again by code that changes it"))
        }
    }

    /// Reads one declaration: `static let secondsPerMinute = 60` (or an instance `let`), or a
    /// property holding a configured formatter (a closure called in place or a getter; a bare
    /// `DateFormatter()` is configured elsewhere, so it is recorded as not modelled).
    public mutating func read(_ declaration: VariableDeclSyntax) {
        guard declaration.bindings.count == 1, let binding = declaration.bindings.first,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return }
        if let setup = FormatterDeclarationReader.formatter(in: binding) {
            formatters[name] = setup
            return
        }
        // An instance `let` with a literal value is one too: no initializer can give it another.
        let isLet = declaration.bindingSpecifier.tokenKind == .keyword(.let)
        if isLet, binding.accessorBlock == nil, let value = binding.initializer?.value,
           let literal = try? LiteralReader.value(of: value) {
            constants[name] = literal
        }
        if isLet, binding.accessorBlock == nil, let value = binding.initializer?.value,
           let values = LiteralReader.list(value) {
            lists[name] = values
        }
    }
}

/// Why a body or a formatter is not modelled: `calls fetchUser(_:)`, `uses a for loop`.
public struct LoweringFailure: Error, Sendable, Hashable {
    public var reason: String
    /// The bare name it read that nothing in scope declares (`minutes`): code lowered out of a
    /// larger body (`InlineSlice`) may find it among the body's locals.
    public var missingName: String?
    /// The fields it read that name through (`entry.date`), when it was read as a value's field.
    public var missingPath: String?

    public init(_ reason: String, missingName: String? = nil, missingPath: String? = nil) {
        self.reason = reason
        self.missingName = missingName
        self.missingPath = missingPath
    }
}

/// Literal values written in source: integers (with `_`, `0x`), floats, Booleans, plain strings,
/// negated numbers.
enum LiteralReader {
    /// The values of an array literal every element of which is a literal (`["N", "NE", …]`); nil
    /// for any other value.
    static func list(_ value: ExprSyntax) -> [BehaviourValue]? {
        guard let array = value.as(ArrayExprSyntax.self), !array.elements.isEmpty else { return nil }
        let values = array.elements.compactMap { try? Self.value(of: $0.expression) }
        return values.count == array.elements.count ? values : nil
    }

    static func value(of expression: ExprSyntax) throws(LoweringFailure) -> BehaviourValue {
        if let integer = expression.as(IntegerLiteralExprSyntax.self) {
            return .int(try integerValue(integer.literal.text))
        }
        if let float = expression.as(FloatLiteralExprSyntax.self) {
            let text = float.literal.text.replacingOccurrences(of: "_", with: "")
            guard !text.lowercased().hasPrefix("0x"), let value = Double(text) else { throw LoweringFailure("float literal \(text)") }
            return .double(value)
        }
        if let boolean = expression.as(BooleanLiteralExprSyntax.self) {
            return .bool(boolean.literal.tokenKind == .keyword(.true))
        }
        if let string = expression.as(StringLiteralExprSyntax.self), let text = try plainText(string) {
            return .string(text)
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            switch try value(of: prefix.expression) {
            case .int(let number): return .int(-number)
            case .double(let number): return .double(-number)
            default: break
            }
        }
        throw LoweringFailure("not a literal: \(expression.sourceText.prefix(40))")
    }

    static func integerValue(_ literal: String) throws(LoweringFailure) -> Int {
        let text = literal.replacingOccurrences(of: "_", with: "")
        let (digits, radix): (Substring, Int) = switch text.prefix(2) {
        case "0x": (text.dropFirst(2), 16)
        case "0o": (text.dropFirst(2), 8)
        case "0b": (text.dropFirst(2), 2)
        default: (Substring(text), 10)
        }
        guard let value = Int(digits, radix: radix) else { throw LoweringFailure("integer literal \(literal) does not fit an Int") }
        return value
    }

    /// The text of a string literal without interpolations, escapes resolved; nil when it interpolates.
    static func plainText(_ literal: StringLiteralExprSyntax) throws(LoweringFailure) -> String? {
        try checkPlain(literal)
        var text = ""
        for segment in literal.segments {
            guard let plain = segment.as(StringSegmentSyntax.self) else { return nil }
            text += try unescaped(plain.content.text)
        }
        return text
    }

    /// Raw (`#"…"#`) and multi-line strings are not modelled.
    static func checkPlain(_ literal: StringLiteralExprSyntax) throws(LoweringFailure) {
        guard literal.openingPounds == nil, literal.openingQuote.tokenKind == .stringQuote else {
            throw LoweringFailure("uses a raw or multi-line string literal")
        }
    }

    static func unescaped(_ source: String) throws(LoweringFailure) -> String {
        var output = ""
        var characters = Array(source)[...]
        while let character = characters.popFirst() {
            guard character == "\\" else { output.append(character); continue }
            switch characters.popFirst() {
            case "n": output.append("\n")
            case "t": output.append("\t")
            case "r": output.append("\r")
            case "0": output.append("\0")
            case "\\": output.append("\\")
            case "\"": output.append("\"")
            case "'": output.append("'")
            case "u":
                guard characters.popFirst() == "{", let close = characters.firstIndex(of: "}"),
                      let code = UInt32(String(characters[..<close]), radix: 16), let scalar = Unicode.Scalar(code) else {
                    throw LoweringFailure("string escape in \(source)")
                }
                output.unicodeScalars.append(scalar)
                characters = characters[(close + 1)...]
            default:
                throw LoweringFailure("string escape in \(source)")
            }
        }
        return output
    }
}
