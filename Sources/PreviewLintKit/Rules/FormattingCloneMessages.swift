/// How the formatting-twice rules name a member written again (`FormattingClones`).
enum FormattingCloneMessages {
    /// `WidgetViewModel.lastGlucoseChangeFormatted (Kit/WidgetViewModel.swift:57)`.
    static func place(_ place: FormattingClones.Place, in project: ProjectIndex) -> String {
        "\(place.record.displayName) (\(FilePath.relative(place.file, to: project.root)):\(place.record.range.start.line))"
    }

    /// `StatsFormatter.rate (App/Stats.swift:12; 41 of the 45 tokens of the shorter recur in the
    /// other, in order)`: a changed copy of `original` and how much of it is the same.
    static func nearCopy(_ copy: FormattingClones.Place, of original: FormattingClones.Place, in project: ProjectIndex) -> String {
        let a = copy.record.nearCopy?.tokens ?? [], b = original.record.nearCopy?.tokens ?? []
        let shorter = min(a.count, b.count), shared = NearCopies.commonSubsequence(a, b)
        return "\(copy.record.displayName) (\(FilePath.relative(copy.file, to: project.root)):\(copy.record.range.start.line); \(shared) of the \(shorter) tokens of the shorter recur in the other, in order)"
    }
}

extension FormattingCloneMessages {
    /// `with showSeconds: true, ` when Bools or enum settings were held for the two to agree.
    static func setting(_ fixed: [String: String]) -> String {
        fixed.isEmpty ? "" : " with " + fixed.keys.sorted().map { "\($0): \(fixed[$0]!)" }.joined(separator: ", ")
    }

    /// `on all 13 inputs tried (formatTime(125) → "2:05", formatTime(3661) → "61:01")`.
    static func evidence(_ twin: BehaviourTwins.Twin) -> String {
        let shown = twin.samples.map { "\($0.call) → \"\(OpaqueText.readable($0.output))\"" }.joined(separator: ", ")
        let rows = twin.isPartial ? "on all \(twin.rowCount) inputs tried that the branches around it show" : "on all \(twin.rowCount) inputs tried"
        return rows + (shown.isEmpty ? "" : " (\(shown))")
    }

    /// How the place at `index` of a twin outputs what the first does. `located`: the message is
    /// reported at the first place, so a copy in another file says where it is.
    static func twinned(_ twin: BehaviourTwins.Twin, at index: Int, in project: ProjectIndex, located: Bool = false) -> String {
        let copy = twin.places[index], original = twin.places[0]
        let name = located && copy.file != original.file ? place(copy, in: project) : copy.record.displayName
        if let words = twin.profiles[index].surrounding {
            return "\(name)\(setting(twin.settings[index])) writes what \(place(original, in: project))"
                + "\(setting(twin.settings[0])) outputs \(words.described), \(evidence(twin))"
        }
        return "\(name)\(setting(twin.settings[index])) outputs what \(place(original, in: project))\(setting(twin.settings[0])) outputs, \(evidence(twin))"
    }

    /// How every other place of a twin outputs what the first does: one sentence for all of them
    /// when no Bool is held, else one per place; at most `limit` places named.
    static func twinnedAll(_ twin: BehaviourTwins.Twin, limit: Int, in project: ProjectIndex) -> String {
        let others = twin.places.indices.dropFirst()
        guard others.count > 1, twin.settings.allSatisfy(\.isEmpty),
              twin.profiles.allSatisfy({ $0.surrounding == nil }) else {
            return others.prefix(limit).map { twinned(twin, at: $0, in: project, located: true) }.joined(separator: "; ")
        }
        let names = others.prefix(limit).map { index in
            let copy = twin.places[index]
            return copy.file == twin.places[0].file ? copy.record.displayName : place(copy, in: project)
        }
        let more = others.count > limit ? " and \(others.count - limit) more" : ""
        return "\(names.joined(separator: ", "))\(more) output what \(place(twin.places[0], in: project)) outputs, \(evidence(twin))"
    }
}
