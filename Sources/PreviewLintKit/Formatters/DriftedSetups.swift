/// One formatter held under one name (`ValueFormatter.rawFormatter`) in targets apart, a type
/// copied into the widget, and set up differently in each (`roundingMode = .halfUp` in the copy,
/// `.down` in the original): the copies drifted, and the targets write one value two ways. Each
/// copy is paired with the one to keep, as `RepeatedSetups` pairs them (shared code's first, then
/// an app's); set-ups alike are `RepeatedSetups`' to tell of.
struct DriftedSetups: Sendable {
    struct Drift: Sendable {
        var original: RepeatedSetups.Place
        var copy: RepeatedSetups.Place
        /// Each setting they differ in, as the copy and the original write it (`nil`: left at its default).
        var differences: [(copy: String?, original: String?)]
    }

    /// By the copy's file, in source order.
    let byFile: [String: [Drift]]

    init(places: [RepeatedSetups.Place]) {
        var byName: [String: [RepeatedSetups.Place]] = [:]
        for place in places where place.record.isHeld && !place.record.owner.isEmpty {
            byName[Self.name(place), default: []].append(place)
        }
        var byFile: [String: [Drift]] = [:]
        for name in byName.keys.sorted() {
            let order = { (place: RepeatedSetups.Place) in (place.tier, place.file, place.record.range.start.offset) }
            let held = byName[name]!.sorted { order($0) < order($1) }
            guard let original = held.first else { continue }
            for copy in held.dropFirst() where copy.record.setupKey != original.record.setupKey {
                // Files of no known target are taken to build together: nothing is apart from them.
                guard !RepeatedSetups.Repeat(original: original, copy: copy).canShare,
                      !copy.targets.contains(""), !original.targets.contains("") else { continue }
                let differences = Self.differences(copy.record, original.record)
                byFile[copy.file, default: []].append(Drift(original: original, copy: copy, differences: differences))
            }
        }
        let start = { (drift: Drift) in drift.copy.record.range.start.offset }
        self.byFile = byFile.mapValues { drifts in drifts.sorted { start($0) < start($1) } }
    }

    /// `ValueFormatter.rawFormatter: NumberFormatter`, by the innermost type's name: a copy may be
    /// nested or declared as another kind of type.
    private static func name(_ place: RepeatedSetups.Place) -> String {
        "\(MemberRecord.simpleName(place.record.owner)).\(place.record.member): \(place.record.formatter)"
    }

    /// `roundingMode` of `roundingMode = .down`, `setLocalizedDateFormatFromTemplate` of its call.
    static func setting(_ step: String) -> String { String(step.prefix { $0 != " " && $0 != "(" }) }

    /// The settings two set-ups write differently, by the property each sets (`roundingMode`), in
    /// the copy's order, then the original's settings the copy leaves out.
    static func differences(_ copy: FormatterSetupRecord,
                            _ original: FormatterSetupRecord) -> [(copy: String?, original: String?)] {
        let originals = Dictionary(original.steps.map { (setting($0), $0) }, uniquingKeysWith: { $1 })
        let copies = Dictionary(copy.steps.map { (setting($0), $0) }, uniquingKeysWith: { $1 })
        var found: [(copy: String?, original: String?)] = []
        for step in copy.steps where originals[setting(step)] != step { found.append((step, originals[setting(step)])) }
        for step in original.steps where copies[setting(step)] == nil { found.append((nil, step)) }
        return found
    }
}

extension ProjectIndex {
    /// Formatters one name holds, set up differently in targets apart.
    var driftedSetups: DriftedSetups {
        memos.built("drifted-setups") { DriftedSetups(places: setupPlaces) }
    }
}
