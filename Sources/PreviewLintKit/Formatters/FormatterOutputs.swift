/// What `previewlint formatters` shows a formatter outputs: a few grid inputs each, so a user sees
/// what the formatting rules believe before trusting a finding.
public struct FormatterOutputs: Sendable {
    /// `timerDisplayFromSeconds(seconds: 125.0, showSeconds: true)` and what it gave.
    public struct Row: Sendable, Hashable {
        public var call: String
        public var output: String
        /// What a device at de_DE shows, where it differs (`DisplayLocale`).
        public var otherLocale: String?

        /// `"Mar 1, 2024"`, or `"Mar 1, 2024" (de_DE: "01.03.2024")`.
        public var shown: String {
            output + (otherLocale.map { " (\(DisplayLocale.german.rawValue): \($0))" } ?? "")
        }
    }

    public enum Outputs: Sendable, Hashable {
        case rows([Row])
        /// Why its code cannot be run: `calls fetchUser(_:)`, `uses a for loop`.
        case unknown(String)
    }

    /// The inputs shown: no input, a second, 2 minutes 5 seconds, an hour and a bit, and a date.
    static let shown: Set<BehaviourValue> = gridShown.union(timestampsShown)

    private static let gridShown: Set<BehaviourValue> = [
        .int(0), .int(125), .int(3661), .double(0), .double(125), .double(3661),
        .date(BehaviourGrid.now), .date(BehaviourGrid.now - 125), .date(BehaviourGrid.now - 3661),
    ]

    /// A timestamp's now, in seconds and in milliseconds since 1970 (`Timestamp`).
    private static let timestampsShown: [BehaviourValue] = [1, 1000].flatMap { (unit: Int) -> [BehaviourValue] in
        [.int(Int(BehaviourGrid.now) * unit), .double(BehaviourGrid.now * Double(unit))]
    }

    let bySignature: [String: Outputs]

    public subscript(signature: String) -> Outputs? { bySignature[signature] }

    /// A few grid rows of each setting of its Bool parameters, or why it cannot be run.
    static func outputs(of formatter: LoweredFormatter, evaluator: BehaviourEvaluator) -> Outputs {
        if let reason = formatter.unknownReason { return .unknown(reason) }
        let profiles = BehaviourProfile.profiles(of: formatter, evaluator: evaluator, grid: BehaviourTwins.grid)
        guard !profiles.isEmpty else {
            let inputs = formatter.parameters.filter { $0.type != .bool }
            return .unknown(inputs.isEmpty ? "it takes no input: a constant" : "its inputs are not numbers, text or dates, or are too many")
        }
        // Every row stopped for one reason (a call of something not lowered): that reason, once.
        let reasons = Set(profiles.flatMap(\.outcomes).map { outcome -> String? in
            if case .unknown(let reason) = outcome { return reason }
            return nil
        })
        if reasons.count == 1, let reason = reasons.first! { return .unknown(reason) }
        var rows: [Row] = []
        for profile in profiles {
            for (row, arguments) in profile.arguments.enumerated()
            where arguments.allSatisfy({ Self.shown.contains($0) || $0.isBool }) {
                let german = profile.otherLocale?[row]
                rows.append(Row(call: GridRow.call(formatter, arguments), output: profile.outcomes[row].description,
                                otherLocale: german == profile.outcomes[row] ? nil : german?.description))
            }
        }
        // Rows of other inputs (an optional's nil, a negative number) when none of the usual ones is there.
        if rows.isEmpty, let profile = profiles.first {
            rows = zip(profile.arguments, profile.outcomes).prefix(4).map { Row(call: GridRow.call(formatter, $0), output: $1.description) }
        }
        return .rows(Array(rows.prefix(8)))
    }

    init(_ behaviour: BehaviourTwins, signatures: [String]) {
        var result: [String: Outputs] = [:]
        for signature in signatures {
            guard let formatter = behaviour.lowered[signature] else { continue }
            result[signature] = Self.outputs(of: formatter, evaluator: behaviour.evaluator)
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
