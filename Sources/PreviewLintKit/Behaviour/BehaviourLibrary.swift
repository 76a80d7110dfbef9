/// The lowered functions calls may reach: by signature where the project has one body for it, and
/// by file where it has several (an app's `Formatting.formatTime(minutes:)` and its widget's): a
/// call then reaches the one declared in the caller's own file, as Swift's lookup finds a type's
/// own member before any other.
struct BehaviourLibrary: Sendable {
    private let shared: [String: LoweredFormatter]
    private let byFile: [String: [String: LoweredFormatter]]
    /// Extension members by signature and the type they extend (`asMmolL` of `Int`, of `Decimal`
    /// and of `Double`), each with its files: a value of one of those types calls its own.
    private let receivers: [String: [BehaviourType: [LoweredFormatter]]]

    /// `shared`: by signature, a later one of the same signature winning; `scoped`: with their
    /// files, for signatures declared once in a file.
    init(shared: [LoweredFormatter], scoped: [LoweredFormatter] = []) {
        self.shared = Dictionary(shared.map { ($0.signature, $0) }, uniquingKeysWith: { $1 })
        var byFile: [String: [String: LoweredFormatter?]] = [:]
        for formatter in scoped {
            guard let file = formatter.file else { continue }
            if let existing = byFile[file]?[formatter.signature], existing?.body != formatter.body {
                byFile[file]?[formatter.signature] = .some(nil)
            } else {
                byFile[file, default: [:]][formatter.signature] = formatter
            }
        }
        self.byFile = byFile.mapValues { $0.compactMapValues { $0 } }
        var receivers: [String: [BehaviourType: [LoweredFormatter]]] = [:]
        for formatter in shared + scoped {
            guard let receiver = formatter.parameters.first, receiver.name == "self",
                  let type = receiver.type else { continue }
            let known = receivers[formatter.signature]?[type] ?? []
            guard !known.contains(where: { $0.body == formatter.body && $0.file == formatter.file }) else { continue }
            receivers[formatter.signature, default: [:]][type, default: []].append(formatter)
        }
        self.receivers = receivers
    }

    /// The extension member a call on `value` reaches where the signature alone does not tell it:
    /// the one extending the value's own type, the caller's file's first; nil when two bodies of
    /// that type remain.
    func callee(_ signature: String, on value: BehaviourValue, from file: String?) -> LoweredFormatter? {
        guard let type = value.type, let candidates = receivers[Self.memberSignature(signature)]?[type] else {
            return nil
        }
        if let file, let own = candidates.first(where: { $0.file == file }) { return own }
        return Set(candidates.map(\.body)).count == 1 ? candidates.first : nil
    }

    /// `.mgDlToMmolAndToString(mgDl:)`: a method called on a value, with the value first: only an
    /// extension member of a modelled type (whose first parameter is `self`) answers it.
    static let receiverPrefix = "."

    /// The extension member's own signature a call names: `mgDlToMmolAndToString(mgDl:)` of
    /// `.mgDlToMmolAndToString(mgDl:)`; any other signature as it is.
    static func memberSignature(_ signature: String) -> String {
        signature.hasPrefix(receiverPrefix) ? String(signature.dropFirst(receiverPrefix.count)) : signature
    }

    func callee(_ signature: String, from file: String?) -> LoweredFormatter? {
        guard signature.hasPrefix(Self.receiverPrefix) else { return file.flatMap { byFile[$0]?[signature] } ?? shared[signature] }
        let method = Self.memberSignature(signature)
        let found = file.flatMap { byFile[$0]?[method] } ?? shared[method]
        return found?.parameters.first?.name == "self" ? found : nil
    }

    /// The file whose declarations decide what `formatter` calls, when they differ from the
    /// project-wide ones: its outputs are then its file's, not shared with a copy elsewhere.
    func scope(of formatter: LoweredFormatter) -> String? {
        guard let file = formatter.file, let own = byFile[file] else { return nil }
        return formatter.calledSignatures.contains { own[$0] != nil && own[$0]?.body != shared[$0]?.body } ? file : nil
    }
}
