/// A piece of SwiftUI's localized text (`Text("Expires in \(days) days")`): literal text, or a
/// value standing in the key as its specifier.
public struct LocalizedKeyPart: Codable, Sendable, Hashable {
    /// Literal text, as written.
    public var text: String?
    public var value: BehaviourExpression?
    /// `\(x, specifier: "%.1f")`; nil for the one the value's type gives.
    public var specifier: String?

    public static func text(_ text: String) -> LocalizedKeyPart { LocalizedKeyPart(text: text) }

    public static func value(_ value: BehaviourExpression, specifier: String? = nil) -> LocalizedKeyPart {
        LocalizedKeyPart(value: value, specifier: specifier)
    }
}

/// How SwiftUI makes and reads a `LocalizedStringKey` written with interpolations: each value
/// stands in the key as its type's specifier (an integer `%lld`, a floating-point number `%lf`,
/// text `%@`), `%` in the text is `%%`; the string tables' text for that key (or the key itself
/// where none holds it) is then formatted with the values, so `Text("\(1.5) km")` shows
/// "1.500000 km". Which specifier a value takes is known only when evaluated: the lookups a
/// key can need are every choice for each value (`candidateKeys`).
enum LocalizedKey {
    static let specifiers = ["%lld", "%lf", "%@"]
    /// Values beyond this many make too many candidate keys: unknown.
    static let mostValues = 4

    static func specifier(for value: BehaviourValue) throws(EvaluationStop) -> String {
        switch value {
        case .int: "%lld"
        case .double: "%lf"
        case .string: "%@"
        default: throw .unknown("interpolates \(value.sourceText) into localized text")
        }
    }

    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%%")
    }

    /// Every key the parts can make.
    static func candidateKeys(_ parts: [LocalizedKeyPart]) -> [String] {
        guard parts.filter({ $0.value != nil && $0.specifier == nil }).count <= mostValues else { return [] }
        var keys = [""]
        for part in parts {
            if let text = part.text {
                keys = keys.map { $0 + escaped(text) }
            } else if let specifier = part.specifier {
                keys = keys.map { $0 + specifier }
            } else {
                keys = keys.flatMap { key in specifiers.map { key + $0 } }
            }
        }
        return keys
    }
}
