import Foundation

/// Text operations the IR names (`TextOperation`), on evaluated arguments: the same in every
/// locale. Opaque text (a formatter's output known only by its set-up) cannot be looked into.
enum TextBuiltins {
    static func apply(_ operation: TextOperation, _ arguments: [BehaviourValue]) throws(EvaluationStop) -> BehaviourValue {
        let texts = arguments.compactMap { value -> String? in if case .string(let text) = value { text } else { nil } }
        guard !texts.contains(where: OpaqueText.contains) else { throw .unknown("\(operation.rawValue) of text known only by its formatter") }
        switch (operation, arguments.count, texts.count) {
        case (.replacing, 3, 3):
            return .string(texts[0].replacingOccurrences(of: texts[1], with: texts[2]))
        case (.trimmingWhitespace, 1, 1):
            return .string(texts[0].trimmingCharacters(in: .whitespaces))
        case (.trimmingWhitespaceAndNewlines, 1, 1):
            return .string(texts[0].trimmingCharacters(in: .whitespacesAndNewlines))
        case (.length, 1, 1):
            return .int(texts[0].count)
        case (.hasPrefix, 2, 2):
            return .bool(texts[0].hasPrefix(texts[1]))
        case (.hasSuffix, 2, 2):
            return .bool(texts[0].hasSuffix(texts[1]))
        case (.contains, 2, 2):
            return .bool(texts[0].contains(texts[1]))
        case (.prefix, 2, 1):
            guard case .int(let count) = arguments[1] else { break }
            guard count >= 0 else { throw .traps("prefix(\(count)) of a negative length") }
            return .string(String(texts[0].prefix(count)))
        case (.suffix, 2, 1), (.dropFirst, 2, 1), (.dropLast, 2, 1):
            guard case .int(let count) = arguments[1] else { break }
            guard count >= 0 else { throw .traps("\(operation.rawValue)(\(count)) of a negative length") }
            switch operation {
            case .suffix: return .string(String(texts[0].suffix(count)))
            case .dropFirst: return .string(String(texts[0].dropFirst(count)))
            default: return .string(String(texts[0].dropLast(count)))
            }
        case (.repeating, 2, 1):
            guard case .int(let count) = arguments[1] else { break }
            guard count >= 0 else { throw .traps("String(repeating:count: \(count)) of a negative count") }
            guard count * max(texts[0].count, 1) <= 10_000 else { throw .unknown("String(repeating:count: \(count)) too long to model") }
            return .string(String(repeating: texts[0], count: count))
        default:
            break
        }
        throw .unknown("\(operation.rawValue) of \(arguments.map(\.sourceText).joined(separator: ", "))")
    }
}
