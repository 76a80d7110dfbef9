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
        let tried = zip(places, profiles).compactMap { fractionRows($0, $1, evaluator: evaluator)?.outcomes }
        guard let reference = tried.first else { return true }
        return tried.dropFirst().allSatisfy { firstDifference(reference, $0) == nil }
    }

    /// Places equal on every whole-number row that part on a fraction: one formatter written twice
    /// whose copies already differ (`Int(minute)` against `Int(minute.rounded())`), each pair told
    /// at the first fraction they differ on. Only arithmetic of their own (`/ 60`, `% 24`) on both
    /// sides tells one computation copied: two configured number formatters keeping one and two
    /// fraction digits agree on whole numbers as two styles would.
    static func fractionDisagreements(_ places: [FormattingClones.Place], _ profiles: [BehaviourProfile],
                                      evaluator: BehaviourEvaluator) -> [Disagreement] {
        let tried = zip(places, profiles).map { place, profile -> FractionRows? in
            guard let formatter = place.record.behaviour, formatter.writesOwnFormatting,
                  formatter.computesNumbers else { return nil }
            return fractionRows(place, profile, evaluator: evaluator)
        }
        var found: [Disagreement] = []
        for a in places.indices {
            for b in places.indices where b > a {
                guard let x = tried[a], let y = tried[b], let row = firstDifference(x.outcomes, y.outcomes),
                      let first = places[a].record.behaviour, let second = places[b].record.behaviour else { continue }
                found.append(Disagreement(
                    first: places[a], second: places[b], apart: FormattingClones.areApart(places[a], places[b]),
                    agreedSamples: samples(profiles[a], places[a]), agreedCount: profiles[a].knownCount,
                    firstCall: GridRow.call(first, x.rows[row]), firstOutput: x.outcomes[row].description,
                    secondCall: GridRow.call(second, y.rows[row]), secondOutput: y.outcomes[row].description,
                    agreesOnWholeNumbers: true))
            }
        }
        return found
    }

    /// A place's arguments with a fraction in, and what it outputs on each.
    private typealias FractionRows = (rows: [[BehaviourValue]], outcomes: [BehaviourOutcome])

    /// The place run on its first grid row with every `Double` or `Decimal` argument replaced by
    /// each fraction; nil for a place with no such argument (an `Int` of seconds is not tried).
    private static func fractionRows(_ place: FormattingClones.Place, _ profile: BehaviourProfile,
                                     evaluator: BehaviourEvaluator) -> FractionRows? {
        guard let formatter = place.record.behaviour, let first = profile.arguments.first else { return nil }
        let rows = fractions.map { fraction in first.map { Self.withFraction($0, fraction) } }
        guard rows.first != first else { return nil }
        return (rows, rows.map { evaluator.outcome(of: formatter, arguments: $0).normalised })
    }

    /// The first row both show comparable text on and differ; one that cannot be run on a fraction
    /// (unknown) says nothing either way.
    private static func firstDifference(_ a: [BehaviourOutcome], _ b: [BehaviourOutcome]) -> Int? {
        zip(a, b).enumerated().first { _, pair in
            guard case .text(let left) = pair.0, case .text(let right) = pair.1,
                  pair.0.isComparable(with: pair.1) else { return false }
            return left != right
        }?.offset
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
