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

    /// The places grouped by what they output on fractions, in order: each with the first it agrees
    /// with. One that cannot be tried on fractions says nothing, and stands with none.
    static func fractionClasses(_ places: [FormattingClones.Place], _ profiles: [BehaviourProfile],
                                evaluator: BehaviourEvaluator) -> [[Int]] {
        var classes: [(outcomes: [BehaviourOutcome], members: [Int])] = []
        for (index, pair) in zip(places, profiles).enumerated() {
            guard let outcomes = fractionRows(pair.0, pair.1, evaluator: evaluator)?.outcomes else { continue }
            if let found = classes.firstIndex(where: { firstDifference($0.outcomes, outcomes) == nil }) {
                classes[found].members.append(index)
            } else {
                classes.append((outcomes, [index]))
            }
        }
        return classes.map(\.members)
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
        // One that agrees on fractions with an earlier one is told through it: a place that rounds
        // where two copies truncate is told once.
        let told = places.indices.filter { index in
            guard let own = tried[index] else { return false }
            return !places.indices.contains { earlier in
                earlier < index && tried[earlier].map { firstDifference($0.outcomes, own.outcomes) == nil } ?? false
            }
        }
        var found: [Disagreement] = []
        for a in told {
            for b in told where b > a {
                guard let x = tried[a], let y = tried[b], let row = firstDifference(x.outcomes, y.outcomes),
                      let first = places[a].record.behaviour, let second = places[b].record.behaviour else { continue }
                found.append(Disagreement(
                    first: places[a], second: places[b], apart: FormattingClones.areApart(places[a], places[b]),
                    agreedSamples: samples(profiles[a], places[a]), agreedCount: profiles[a].knownCount,
                    firstCall: GridRow.call(first, x.rows[row]), firstOutput: x.outcomes[row].description,
                    secondCall: GridRow.call(second, y.rows[row]), secondOutput: y.outcomes[row].description,
                    agreesOnWholeNumbers: true,
                    writesNumbersAlone: [profiles[a], profiles[b]].allSatisfy(\.writesNumbersAlone)))
            }
        }
        return found
    }

    /// Two places in targets apart that compute numbers into one wordless localized text
    /// (`"\(Int(progress * 100))%"`): written alike, an idiom (`withoutCallers`); equal on every
    /// input both show yet parted by a fraction (the widget truncates, the app rounds), the one
    /// value shown two ways.
    static func idiomPartedByFractions(_ a: (place: FormattingClones.Place, profile: BehaviourProfile),
                                       _ b: (place: FormattingClones.Place, profile: BehaviourProfile),
                                       evaluator: BehaviourEvaluator) -> Disagreement? {
        guard FormattingClones.areApart(a.place, b.place), withoutCallers([a, b], templatesAreOwn: true).count == 2,
              a.profile.outcomes.count == b.profile.outcomes.count,
              zip(a.profile.outcomes, b.profile.outcomes).allSatisfy({ x, y in
                  !(x.isKnown && y.isKnown && x.isComparable(with: y)) || x == y
              }) else { return nil }
        return fractionDisagreements([a.place, b.place], [a.profile, b.profile], evaluator: evaluator).first
    }

    /// A number printed without its fraction when it has none (`x.truncatingRemainder(dividingBy: 1)
    /// == 0 ? "\(Int(x))" : "\(x)"`): `"2×"` for 2.0 and `"1.5×"` for 1.5 is neither Swift's spelling
    /// (`"2.0"`) nor a whole number's, but formatting of its own. Its one `Double` input tells.
    static func dropsZeroFraction(_ formatter: LoweredFormatter, _ profile: BehaviourProfile,
                                  evaluator: BehaviourEvaluator) -> Bool {
        let doubles = formatter.parameters.filter { $0.type == .double }
        guard doubles.count == 1, formatter.parameters.count == 1 else { return false }
        let whole = zip(profile.arguments, profile.outcomes).compactMap { arguments, outcome -> Bool? in
            guard case .double(let number)? = arguments.first, case .text(let text) = outcome,
                  number == number.rounded(), abs(number) < 1e15 else { return nil }
            return !text.contains("\(number)") && text.contains(String(Int(number)))
        }
        guard whole.count >= minimumAgreement, whole.allSatisfy({ $0 }) else { return false }
        return fractions.allSatisfy { fraction in
            let outcome = evaluator.outcome(of: formatter, arguments: [.double(fraction)]).normalised
            guard case .text(let text) = outcome else { return false }
            return text.contains("\(fraction)")
        }
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
        return (rows, rows.map { row in
            let outcome = evaluator.outcome(of: formatter, arguments: row).normalised
            // Text between words: the words left out, as on the grid's rows.
            guard let words = profile.surrounding, case .text(let text) = outcome else { return outcome }
            guard text.hasPrefix(words.prefix), text.hasSuffix(words.suffix),
                  text.count >= words.prefix.count + words.suffix.count else {
                return .unknown("no text \(words.described)")
            }
            return .text(String(text.dropFirst(words.prefix.count).dropLast(words.suffix.count)))
        })
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
    /// pairs with no other. A member's parameter is the field production fills it from (`origins`).
    /// Nil when it rounds no fraction or an input is no field of the project's.
    static func roundingOfFields(_ place: FormattingClones.Place, _ profile: BehaviourProfile,
                                 evaluator: BehaviourEvaluator, origins: FieldOrigins?) -> BehaviourProfile? {
        guard let formatter = place.record.behaviour else { return nil }
        let values = formatter.parameters.filter { $0.type != .bool }
        guard profile.isPlainPrinting, profile.held.isEmpty, values.allSatisfy({ !$0.isSetting }),
              values.count == profile.inputKind.count,
              let fields = formattedFields(place, origins: origins), fields.count == values.count,
              formatsFractions(formatter, profile, evaluator: evaluator) else { return nil }
        var tagged = profile
        tagged.inputKind = zip(profile.inputKind, fields).map { kind, field in "\(kind) of \(field)" }
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
