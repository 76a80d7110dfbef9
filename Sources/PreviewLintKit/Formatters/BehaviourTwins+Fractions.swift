import Foundation

extension BehaviourTwins {
    /// Fractions the grid's whole numbers do not try: two number formatters that keep one and three
    /// fraction digits agree on every whole number and differ on `0.25`.
    static let fractions: [Double] = [0.25, 1.5, 2.675, 125.125]

    /// Whether the places of a twin also agree where a number input that takes fractions has one:
    /// each place is run on its first grid row with every `Double` or `Decimal` argument replaced
    /// by each fraction. A place with no such argument (an `Int` of seconds) is not tried; one that
    /// cannot be run on a fraction (unknown) says nothing either way.
    static func agreeOnFractions(_ places: [FormattingClones.Place], _ profiles: [BehaviourProfile],
                                 evaluator: BehaviourEvaluator) -> Bool {
        var tried: [[BehaviourOutcome]] = []
        for (place, profile) in zip(places, profiles) {
            guard let formatter = place.record.behaviour, let first = profile.arguments.first else { continue }
            let rows = fractions.map { fraction in first.map { Self.withFraction($0, fraction) } }
            guard rows.first != first else { continue }
            tried.append(rows.map { evaluator.outcome(of: formatter, arguments: $0).normalised })
        }
        guard let reference = tried.first else { return true }
        return tried.dropFirst().allSatisfy { outcomes in
            zip(reference, outcomes).allSatisfy { a, b in
                guard case .text(let left) = a, case .text(let right) = b, a.isComparable(with: b) else { return true }
                return left == right
            }
        }
    }

    /// A formatter that prints whole numbers as Swift does and rounds fractions (`"%.1f C"`) writes
    /// no formatting of its own but a number of decimals, which any value may be given. Two such of
    /// one field (`CurrentStateEvent.tool0TempActual` in the app and in its TV app) are the value
    /// formatted twice; of two fields, an idiom shared. Its inputs' kinds name their fields, so it
    /// pairs with no other. Nil when it rounds no fraction or an input is no field of the project's.
    static func roundingOfFields(_ formatter: LoweredFormatter, _ profile: BehaviourProfile,
                                 evaluator: BehaviourEvaluator) -> BehaviourProfile? {
        let values = formatter.parameters.filter { $0.type != .bool }
        let inputs = values.filter { !$0.isSetting } + values.filter(\.isSetting)
        guard profile.isPlainPrinting, profile.held.isEmpty, inputs.count == profile.inputKind.count,
              inputs.allSatisfy({ $0.source != nil }),
              formatsFractions(formatter, profile, evaluator: evaluator) else { return nil }
        var tagged = profile
        tagged.inputKind = zip(profile.inputKind, inputs).map { kind, input in "\(kind) of \(input.source ?? "")" }
        return tagged
    }

    /// Whether outputs that are the inputs as Swift prints them on whole numbers are not on fractions.
    private static func formatsFractions(_ formatter: LoweredFormatter, _ profile: BehaviourProfile,
                                         evaluator: BehaviourEvaluator) -> Bool {
        guard let first = profile.arguments.first else { return false }
        let rows = fractions.map { fraction in first.map { withFraction($0, fraction) } }
        guard rows.first != first else { return false }
        var printed: [(inputs: [BehaviourValue], text: String)] = []
        for row in rows {
            let outcome = evaluator.outcome(of: formatter, arguments: row).normalised
            guard case .text(let text) = outcome else { return false }
            printed.append((row.filter { if case .bool = $0 { false } else { true } }, text))
        }
        return !PlainOutput.isPlain(printed)
    }

    /// A number argument that takes fractions, replaced; any other kept (an optional's wrapped one too).
    private static func withFraction(_ value: BehaviourValue, _ fraction: Double) -> BehaviourValue {
        switch value {
        case .double: .double(fraction)
        case .decimal: .decimal(Decimal(string: String(fraction)) ?? Decimal(fraction))
        default: value
        }
    }
}
