/// A profile split by its one enum setting: a formatter of minutes and a temporal state
/// (`shortFormattedTime(untilMinutes:temporalState:)`) held at each case is a formatter of minutes
/// alone, comparable with a countdown that formats minutes itself, as Bools are held
/// (`showSeconds: true`).
extension BehaviourProfile {
    /// One profile per case of its setting, the rows with that case, in the order of the rest;
    /// none when it has no enum setting beside a value, or more than one. A case that shows fewer
    /// than three texts says nothing about formatting (`.present` → `"NOW"` everywhere).
    func heldBySetting(of formatter: LoweredFormatter) -> [BehaviourProfile] {
        let settings = inputKind.filter { $0.hasPrefix(Self.settingKind) }
        guard settings.count == 1, inputKind.count >= 2, let rows = arguments.first else { return [] }
        let positions = rows.indices.filter { position in
            arguments.allSatisfy { if case .enumCase = $0[position] { true } else { false } }
        }
        guard positions.count == 1, let position = positions.first, position < formatter.parameters.count else { return [] }
        let parameter = formatter.parameters[position]
        let cases = arguments.reduce(into: [BehaviourValue]()) { seen, row in
            if !seen.contains(row[position]) { seen.append(row[position]) }
        }
        return cases.compactMap { value -> BehaviourProfile? in
            guard case .enumCase(let name) = value else { return nil }
            let kept = arguments.indices.filter { arguments[$0][position] == value }
            let outcomes = kept.map { self.outcomes[$0] }
            let texts = Set(outcomes.compactMap { outcome -> String? in if case .text(let text) = outcome { text } else { nil } })
            guard texts.count >= 3 else { return nil }
            var held = self.held
            held[parameter.label ?? parameter.name] = ".\(name)"
            return BehaviourProfile(fixed: fixed, held: held, inputKind: inputKind.filter { !$0.hasPrefix(Self.settingKind) },
                                    arguments: kept.map { arguments[$0] }, outcomes: outcomes,
                                    otherLocale: otherLocale.map { german in kept.map { german[$0] } })
        }
    }

    /// The settings held for this profile, as a message names them (`showSeconds: true`, `unit: .mgdl`).
    var settingsHeld: [String: String] {
        fixed.mapValues { String($0) }.merging(held) { first, _ in first }
    }
}
