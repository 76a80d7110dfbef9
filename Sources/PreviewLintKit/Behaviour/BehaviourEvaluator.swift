import Foundation

/// Evaluates lowered formatters, calling each other by signature, and remembers every output by
/// the body that produced it: two formatters written alike are evaluated once.
public final class BehaviourEvaluator: @unchecked Sendable {
    private let library: BehaviourLibrary
    private let lock = NSLock()
    private var outputs: [CacheKey: [[BehaviourValue]: Evaluated]] = [:]

    /// One call's outcome at en_US, and at de_DE where the locale decides it and it differs.
    private struct Evaluated {
        var outcome: BehaviourOutcome
        var otherLocale: BehaviourOutcome?
    }

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
        evaluated(formatter, arguments).outcome
    }

    /// The outcome of one call on a device at de_DE (`DisplayLocale`), where the locale decides its
    /// text and it differs from en_US's; nil otherwise.
    public func otherLocaleOutcome(of formatter: LoweredFormatter, arguments: [BehaviourValue]) -> BehaviourOutcome? {
        evaluated(formatter, arguments).otherLocale
    }

    private func evaluated(_ formatter: LoweredFormatter, _ arguments: [BehaviourValue]) -> Evaluated {
        let returnType = formatter.returnTypeName.flatMap(BehaviourType.init(typeName:))
        let key = CacheKey(parameterNames: formatter.parameters.map(\.name), parameterTypes: formatter.parameters.map(\.type),
                           returnType: returnType, body: formatter.body, scope: library.scope(of: formatter))
        if let cached = lock.withLock({ outputs[key]?[arguments] }) { return cached }
        let english = LocaleReading(.english)
        let run = { (locale: LocaleReading) in
            Self.evaluate(formatter, arguments, library: self.library, returnType: returnType, locale: locale)
        }
        var found = Evaluated(outcome: run(english))
        if english.consulted {
            let german = run(LocaleReading(.german))
            if german != found.outcome { found.otherLocale = german }
        }
        lock.withLock { outputs[key, default: [:]][arguments] = found }
        return found
    }

    /// How many bodies have outputs remembered.
    public var cachedBodyCount: Int { lock.withLock { outputs.count } }

    private static func evaluate(_ formatter: LoweredFormatter, _ arguments: [BehaviourValue], library: BehaviourLibrary,
                                 returnType: BehaviourType?, locale: LocaleReading) -> BehaviourOutcome {
        var interpreter = BehaviourInterpreter(library: library, file: formatter.file, depth: 0, returnType: returnType,
                                               locale: locale)
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
