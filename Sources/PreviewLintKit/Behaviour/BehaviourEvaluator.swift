import Foundation

/// Evaluates lowered formatters, calling each other by signature, and remembers every output by
/// the body that produced it: two formatters written alike are evaluated once.
public final class BehaviourEvaluator: @unchecked Sendable {
    private let library: BehaviourLibrary
    private let lock = NSLock()
    private var outputs: [CacheKey: [[BehaviourValue]: BehaviourOutcome]] = [:]

    /// What decides an output besides the input: the body and how parameters bind to it.
    private struct CacheKey: Hashable {
        var parameterNames: [String]
        var parameterTypes: [BehaviourType?]
        var returnType: BehaviourType?
        var body: LoweredBody
        /// The file whose declarations its calls reach, where that matters (`BehaviourLibrary.scope`).
        var scope: String?
    }

    /// `library`: the lowered functions calls may reach, by signature (a later one of the same
    /// signature wins); `scoped`: every lowered function with its file, so that a call reaches the
    /// caller's own file's declaration first.
    public init(library: [LoweredFormatter] = [], scoped: [LoweredFormatter] = []) {
        self.library = BehaviourLibrary(shared: library, scoped: scoped)
    }

    /// The outcome of one call, with arguments in parameter order.
    public func outcome(of formatter: LoweredFormatter, arguments: [BehaviourValue]) -> BehaviourOutcome {
        let returnType = formatter.returnTypeName.flatMap(BehaviourType.init(typeName:))
        let key = CacheKey(parameterNames: formatter.parameters.map(\.name), parameterTypes: formatter.parameters.map(\.type),
                           returnType: returnType, body: formatter.body, scope: library.scope(of: formatter))
        if let cached = lock.withLock({ outputs[key]?[arguments] }) { return cached }
        let outcome = Self.evaluate(formatter, arguments, library: library, returnType: returnType)
        lock.withLock { outputs[key, default: [:]][arguments] = outcome }
        return outcome
    }

    /// How many bodies have outputs remembered.
    public var cachedBodyCount: Int { lock.withLock { outputs.count } }

    private static func evaluate(_ formatter: LoweredFormatter, _ arguments: [BehaviourValue], library: BehaviourLibrary,
                                 returnType: BehaviourType?) -> BehaviourOutcome {
        var interpreter = BehaviourInterpreter(library: library, file: formatter.file, depth: 0, returnType: returnType)
        do throws(EvaluationStop) {
            switch try interpreter.call(formatter, with: arguments) {
            case .string(let text): return .text(text)
            case .none: return .noText
            case let value: return .unknown("returns \(value.sourceText), not text")
            }
        } catch {
            switch error {
            case .unknown(let reason): return .unknown(reason)
            case .traps(let reason): return .traps(reason)
            }
        }
    }
}
