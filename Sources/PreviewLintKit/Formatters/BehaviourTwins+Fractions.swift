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

    /// A number argument that takes fractions, replaced; any other kept (an optional's wrapped one too).
    private static func withFraction(_ value: BehaviourValue, _ fraction: Double) -> BehaviourValue {
        switch value {
        case .double: .double(fraction)
        case .decimal: .decimal(Decimal(string: String(fraction)) ?? Decimal(fraction))
        default: value
        }
    }
}
