import Foundation

/// A value that formatting code computes with. Dates are seconds since 1970; they are read in UTC
/// unless a modelled formatter says otherwise.
public enum BehaviourValue: Codable, Sendable, Hashable {
    case int(Int)
    case double(Double)
    /// Foundation's base-10 `Decimal` (money): exact where a Double is not, printed without a
    /// trailing `.0` (`"\(Decimal(125))"` is `"125"`).
    case decimal(Decimal)
    case bool(Bool)
    case string(String)
    case date(Double)
    /// `nil` of an `Optional`; a non-nil optional is its wrapped value.
    case none
    /// A case of an enum the project declares without payloads (`.mgdl`): a setting to switch on.
    case enumCase(String)

    /// The type of a number, flag, text or date; nil for `nil` and enum cases.
    var type: BehaviourType? {
        switch self {
        case .int: .int
        case .double: .double
        case .decimal: .decimal
        case .bool: .bool
        case .string: .string
        case .date: .date
        case .none, .enumCase: nil
        }
    }

    /// How the value reads in an input description: `125`, `125.0`, `true`, `"a"`, `@1709283907`.
    public var sourceText: String {
        switch self {
        case .int(let value): String(value)
        case .double(let value): "\(value)"
        case .decimal(let value): "Decimal(\(value))"
        case .bool(let value): value ? "true" : "false"
        case .string(let value): "\"\(value)\""
        case .date(let seconds): "Date(timeIntervalSince1970: \(seconds))"
        case .none: "nil"
        case .enumCase(let name): ".\(name)"
        }
    }
}

/// The declared type of a parameter or local, as far as evaluation needs it.
public indirect enum BehaviourType: Codable, Sendable, Hashable {
    case int, double, decimal, bool, string, date
    case optional(BehaviourType)
    /// An enum the project declares whose cases carry no payload, by its cases (known once every
    /// file is read: `FieldTypes` spells it `enum(mgdl,mmol)` in the parameter's type name).
    case enumeration([String])

    /// `Int`, `TimeInterval`, `Date?`; nil for a type the evaluator does not model (`Float`, `Int32`,
    /// a project type): values of those would be guesses.
    public init?(typeName: String) {
        let name = typeName.filter { !$0.isWhitespace }
        if name.hasSuffix("?") {
            guard let wrapped = BehaviourType(typeName: String(name.dropLast())), !wrapped.isOptional else { return nil }
            self = .optional(wrapped)
            return
        }
        if let wrapped = name.wrapped(in: "Optional<", ">") {
            guard let inner = BehaviourType(typeName: wrapped), !inner.isOptional else { return nil }
            self = .optional(inner)
            return
        }
        // The device's calendar, taken to be Gregorian as the locale is taken to be en_US.
        if name == "Calendar" {
            self = Self.deviceCalendar
            return
        }
        if name == "NSDecimalNumber.RoundingMode" {
            self = .enumeration(BehaviourBuiltins.decimalRoundingModes.keys.sorted())
            return
        }
        if let cases = Self.platformEnums[name] {
            self = .enumeration(cases)
            return
        }
        if let cases = name.wrapped(in: "enum(", ")") {
            self = .enumeration(cases.split(separator: ",").map(String.init))
            return
        }
        switch name.hasPrefix("Swift.") || name.hasPrefix("Foundation.") ? String(name.split(separator: ".").last ?? "") : name {
        case "Int", "Int64", "Int32", "Int16", "Int8", "UInt", "UInt64", "UInt32", "UInt16", "UInt8",
             "NSInteger", "NSUInteger": self = .int
        case "Double", "TimeInterval", "CGFloat", "Float64", "Float", "Float32", "NSNumber": self = .double
        // The SDK's typealiases of Double (CoreFoundation, CoreLocation).
        case "CFTimeInterval", "CFAbsoluteTime", "CLLocationDistance", "CLLocationSpeed", "CLLocationDegrees",
             "CLLocationDirection", "CLLocationAccuracy": self = .double
        case "Decimal", "NSDecimalNumber": self = .decimal
        case "Bool": self = .bool
        case "String", "Substring": self = .string
        case "Date": self = .date
        default: return nil
        }
    }

    /// Formatter styles an input may carry, by their cases (`formatter.dateStyle = style`).
    static let platformEnums: [String: [String]] = [
        "DateFormatter.Style": ["full", "long", "medium", "none", "short"],
        "DateComponentsFormatter.UnitsStyle": ["abbreviated", "brief", "full", "positional", "short", "spellOut"],
    ]

    /// A `Calendar`: one value, the device's (`.current`).
    static let deviceCalendar = BehaviourType.enumeration([deviceCalendarCase])
    static let deviceCalendarCase = "current"

    /// How a parameter's type name spells an enum of these cases, sorted: two declarations of one
    /// setting are tried on the same rows whatever order they list their cases in.
    static func enumerationName(_ cases: [String]) -> String { "enum(\(cases.sorted().joined(separator: ",")))" }

    var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }

    /// Int and Double parameters take the same numbers: a count of seconds is one input whichever it is.
    var isNumeric: Bool { self == .int || self == .double || self == .decimal }

    /// Whether values of both types can be put side by side on the grid.
    func aligns(with other: BehaviourType) -> Bool {
        switch (self, other) {
        case (.optional(let a), .optional(let b)): a.aligns(with: b)
        case (.optional, _), (_, .optional): false
        // Two declarations of one setting (the app's and the widget's copy) have the same cases.
        case (.enumeration(let a), .enumeration(let b)): Set(a) == Set(b)
        default: self == other || (isNumeric && other.isNumeric)
        }
    }
}

private extension String {
    func wrapped(in prefix: String, _ suffix: String) -> String? {
        guard hasPrefix(prefix), hasSuffix(suffix), count > prefix.count + suffix.count else { return nil }
        return String(dropFirst(prefix.count).dropLast(suffix.count))
    }
}
