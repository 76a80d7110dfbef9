/// What `previewlint formatters` shows a formatter outputs: a few grid inputs each, so a user sees
/// what the formatting rules believe before trusting a finding.
public struct FormatterOutputs: Sendable {
    /// `timerDisplayFromSeconds(seconds: 125.0, showSeconds: true)` and what it gave.
    public struct Row: Sendable, Hashable {
        public var call: String
        public var output: String
    }

    public enum Outputs: Sendable, Hashable {
        case rows([Row])
        /// Why its code cannot be run: `calls fetchUser(_:)`, `uses a for loop`.
        case unknown(String)
    }

    /// The inputs shown: no input, a second, 2 minutes 5 seconds, an hour and a bit, and a date.
    static let shown: Set<BehaviourValue> = [.int(0), .int(125), .int(3661), .double(0), .double(125), .double(3661), .date(1_709_283_907)]

    let bySignature: [String: Outputs]

    public subscript(signature: String) -> Outputs? { bySignature[signature] }

    init(_ behaviour: BehaviourTwins, signatures: [String]) {
        var result: [String: Outputs] = [:]
        for signature in signatures {
            guard let formatter = behaviour.lowered[signature] else { continue }
            if let reason = formatter.unknownReason { result[signature] = .unknown(reason); continue }
            let profiles = BehaviourProfile.profiles(of: formatter, evaluator: behaviour.evaluator, grid: BehaviourTwins.grid)
            guard !profiles.isEmpty else { result[signature] = .unknown("its inputs are not numbers, text or dates"); continue }
            var rows: [Row] = []
            for profile in profiles {
                for (arguments, outcome) in zip(profile.arguments, profile.outcomes)
                where arguments.allSatisfy({ Self.shown.contains($0) || $0.isBool }) {
                    rows.append(Row(call: GridRow.call(formatter, arguments), output: outcome.description))
                }
            }
            result[signature] = .rows(Array(rows.prefix(8)))
        }
        bySignature = result
    }
}

extension BehaviourValue {
    var isBool: Bool {
        if case .bool = self { return true }
        return false
    }
}

extension ProjectIndex {
    /// What each shared formatter outputs on a few inputs, by signature.
    public var formatterOutputs: FormatterOutputs {
        FormatterOutputs(formattingClones.behaviour, signatures: formatters.formatters.map(\.signature))
    }
}
