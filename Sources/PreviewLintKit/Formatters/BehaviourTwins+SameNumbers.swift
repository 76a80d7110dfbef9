import Foundation

/// Two formatters whose texts carry the same numbers on every input tried, though written
/// differently (`"04:05"` and `"4:05"`, `"15:07"` and `"3:07 PM"`, `"2h 5m"` and `"2:05"`), show
/// one value two ways even where no text of theirs is equal. Numbers that are an input printed as
/// it is (`"125 items"`, `"125 days"`) say nothing of what is shown: at least three rows must
/// carry numbers computed from the inputs. Texts that write the numbers alike and differ only in
/// words around them (`"Renews March 1, 2024"`, `"March 1, 2024"`) are one formatting in two
/// sentences.
extension BehaviourTwins {
    static let minimumComputedNumberRows = 3

    private struct NumberKey: Hashable {
        var inputKind: [String]
        /// Per row: its numbers, `-` for no text, `?` where unknown.
        var rows: [String]
    }

    static func sameNumbers(_ profiled: [(place: FormattingClones.Place, profile: BehaviourProfile)], excluding known: Set<[String]>,
                            copies: CopiedFiles) -> [Disagreement] {
        var groups: [NumberKey: [Int]] = [:]
        // Digits alone pair two formatters (members whose job is the text), not formatting written
        // inline in a message or a view, which shows a value of its own: an update's date and a
        // renewal date, a meal's time and a reading's, carry the same digits and are not one value.
        // A member that pins `en_US_POSIX` spells its digits as it chose (`"FRI · 09:05"`), on purpose.
        for (index, entry) in profiled.enumerated()
        where !entry.place.record.isInline && !entry.place.record.writesMachineText {
            if let key = numberKey(entry.profile) { groups[key, default: []].append(index) }
        }
        var found: [[String]: Disagreement] = [:]
        for list in groups.values where (2...largestGroup).contains(list.count) {
            for (position, a) in list.enumerated() {
                for b in list[(position + 1)...] where profiled[a].place.file != profiled[b].place.file && mayPair(profiled[a].place, profiled[b].place) {
                    let places = [FormattingClones.key(profiled[a].place), FormattingClones.key(profiled[b].place)].sorted()
                    guard !known.contains(places), found[places] == nil,
                          FormattingClones.distinct([profiled[a].place, profiled[b].place], copies: copies, overloadsOnly: true).count == 2,
                          withoutCallers([profiled[a], profiled[b]]).count == 2,
                          let disagreement = writtenDifferently(profiled[a], profiled[b]) else { continue }
                    found[places] = disagreement
                }
            }
        }
        return found.keys.sorted { $0.joined() < $1.joined() }.map { found[$0]! }
    }

    private static func numberKey(_ profile: BehaviourProfile) -> NumberKey? {
        var rows: [String] = [], computed = 0
        for (arguments, outcome) in zip(profile.arguments, profile.outcomes) {
            switch outcome {
            case .text(let text):
                guard let numbers = NumberContent.numbers(in: text) else { return nil }
                let inputs = arguments.compactMap { value -> Double? in
                    switch value {
                    case .int(let number): Double(number)
                    case .double(let number): number
                    case .decimal(let number): NSDecimalNumber(decimal: number).doubleValue
                    default: nil
                    }
                }
                if !numbers.isEmpty, numbers != inputs { computed += 1 }
                rows.append(numbers.map { String($0) }.joined(separator: ","))
            case .noText, .traps: rows.append("-")
            case .unknown: rows.append("?")
            }
        }
        return computed >= minimumComputedNumberRows ? NumberKey(inputKind: profile.inputKind, rows: rows) : nil
    }

    /// Whether the row's two texts are its numbers in one unit spelled out and abbreviated (`UnitWordStyles`).
    static func showsTwoUnitStyles(_ first: BehaviourProfile, _ second: BehaviourProfile, row: Int) -> Bool {
        guard case .text(let x) = first.outcomes[row], case .text(let y) = second.outcomes[row] else { return false }
        return UnitWordStyles.areTwoStyles(x, y)
    }

    private static func writtenDifferently(_ a: (place: FormattingClones.Place, profile: BehaviourProfile),
                                           _ b: (place: FormattingClones.Place, profile: BehaviourProfile)) -> Disagreement? {
        let ordered = FormattingClones.ordered([a.place, b.place])
        let (first, second) = FormattingClones.key(ordered[0]) == FormattingClones.key(a.place) ? (a, b) : (b, a)
        guard let firstFormatter = first.place.record.behaviour, let secondFormatter = second.place.record.behaviour else { return nil }
        var differing: [Int] = [], agreed = 0, numbered = 0
        for row in first.profile.outcomes.indices {
            guard case .text(let x) = first.profile.outcomes[row], case .text(let y) = second.profile.outcomes[row] else { continue }
            numbered += 1
            if x == y { agreed += 1 } else if NumberContent.numberSpan(x) != NumberContent.numberSpan(y) { differing.append(row) }
        }
        let twoStyles = differing.allSatisfy { Self.showsTwoUnitStyles(first.profile, second.profile, row: $0) }
        guard !twoStyles else { return nil }
        let nearNow = firstFormatter.readsNow
        guard let row = differing.first(where: { first.profile.arguments[$0].contains { isPreferredInput($0, nearNow: nearNow) } }) ?? differing.first else { return nil }
        var found = Disagreement(first: first.place, second: second.place, apart: FormattingClones.areApart(first.place, second.place),
                                 agreedSamples: [], agreedCount: agreed,
                                 firstCall: GridRow.call(firstFormatter, first.profile.arguments[row]), firstOutput: first.profile.outcomes[row].description,
                                 secondCall: GridRow.call(secondFormatter, second.profile.arguments[row]), secondOutput: second.profile.outcomes[row].description)
        found.sameNumbers = numbered
        return found
    }
}
