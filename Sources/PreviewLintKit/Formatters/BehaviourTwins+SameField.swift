import Foundation

/// Two formatters whose one input is the same field of the project's types
/// (`DraftItem.totalDistanceMeters`, read by two cards) format one value: they are compared whatever
/// texts they share, where formatters of numbers alike are paired only by outputs they agree on.
extension BehaviourTwins {
    /// The field a place formats, when it formats that field alone (settings and flags aside).
    static func onlyField(_ place: FormattingClones.Place, origins: FieldOrigins? = nil) -> String? {
        guard let fields = formattedFields(place, origins: origins), fields.count == 1 else { return nil }
        return fields[0]
    }

    /// The fields of the project's types a place formats, in its parameters' order (the grid's
    /// columns), when every value it reads is one (settings and flags aside): `MovieRelease.qualityLabel`
    /// and `SeriesRelease.qualityLabel` both read `Quality.name` and `Quality.resolution`, so they
    /// show one value, whatever owns them.
    /// With `origins`, each is the field production takes it from (`FieldOrigins`), and a member's
    /// parameter is the field every production call passes it.
    static func formattedFields(_ place: FormattingClones.Place, origins: FieldOrigins? = nil) -> [String]? {
        let values = (place.record.behaviour?.parameters ?? []).filter { !$0.isSetting && $0.type != .bool }
        let fields = values.compactMap { value -> String? in
            if let source = value.source, !source.isEmpty { return origins?.origin(ofField: source) ?? source }
            // Its own type's stored property (`self.rating`): that field, as production fills it.
            if let property = StoredInputs.property(value) {
                guard let origins, !place.record.owner.isEmpty else { return nil }
                return origins.origin(ofField: "\(place.record.owner).\(property)")
            }
            // A parameter, or the receiver of a method added to a library type (`Double`): the field
            // every production call passes it.
            guard !place.record.isInline else { return nil }
            return origins?.field(ofParameter: place.record.owner, signature: place.record.name, label: value.label,
                                  name: value.name)
        }
        guard !values.isEmpty, fields.count == values.count else { return nil }
        return fields
    }

    /// How a message names the fields: `Quality.name and Quality.resolution`.
    static func fieldsName(_ fields: [String]) -> String {
        fields.count <= 2 ? fields.joined(separator: " and ")
            : fields.dropLast().joined(separator: ", ") + " and " + fields.last!
    }

    /// Places printing one floating-point field as it is (`"\(stats.maxData) GB"` is `"10.0 GB"`), with
    /// their profiles: where a formatter of that field shows `"10 GB"`, the value is shown two ways.
    /// A whole number prints as it is formatted (`"%d"`): only a padding or grouping would differ.
    /// In a `Text`'s key a Double shows six decimals (`"10.000000 GB"`): the same value shown otherwise.
    static func printedFields(_ places: [FormattingClones.Place], evaluator: BehaviourEvaluator)
        -> [(place: FormattingClones.Place, profile: BehaviourProfile)] {
        var found: [(place: FormattingClones.Place, profile: BehaviourProfile)] = []
        var seen = Set<String>()
        for place in places where seen.insert(FormattingClones.key(place)).inserted && onlyField(place) != nil {
            guard let behaviour = place.record.behaviour,
                  behaviour.parameters.contains(where: { parameter in
                      parameter.source != nil && (parameter.type == .double || parameter.type == .optional(.double))
                  }) else { continue }
            for profile in BehaviourProfile.profiles(of: behaviour, evaluator: evaluator, grid: grid).map(\.withoutNil)
            where profile.held.isEmpty && profile.knownCount > 0 {
                found.append((place, profile))
            }
        }
        return found
    }

    /// A printed field and a formatter of it compared where the value has a fraction too: printing
    /// `10.0` as it is and `"%.1f"` agree on every whole number. Nil unless each takes that value
    /// alone (Bools held as they were).
    static func onFractions(_ entry: (place: FormattingClones.Place, profile: BehaviourProfile),
                            evaluator: BehaviourEvaluator)
        -> (place: FormattingClones.Place, profile: BehaviourProfile)? {
        guard entry.profile.inputKind.count == 1, let formatter = entry.place.record.behaviour else { return nil }
        var grid = Self.grid
        grid.fractions = fractions
        let profile = BehaviourProfile.profiles(of: formatter, evaluator: evaluator, grid: grid).map(\.withoutNil)
            .first { $0.fixed == entry.profile.fixed }
        return profile.map { (entry.place, $0) }
    }

    /// Pairs of indices into `distinctive`, in different files, formatting the same fields; a field more
    /// than `commonOutput` places format is a convention, not one value shown twice. A place of
    /// `printed` (indexed from `printedOffset`) pairs only with a formatter of its field.
    static func sameFieldPairs(_ distinctive: [(place: FormattingClones.Place, profile: BehaviourProfile)],
                               printed: [(place: FormattingClones.Place, profile: BehaviourProfile)] = [],
                               printedOffset: Int = 0, origins: FieldOrigins? = nil) -> [(pair: [Int], field: String)] {
        var byField: [String: [Int]] = [:], printedByField: [String: [Int]] = [:]
        // Fields in the parameters' order: the grid's columns. (Two formatters whose grids differ
        // in rows, a flag more, are not compared: `compare`.)
        for (index, entry) in distinctive.enumerated() where entry.profile.held.isEmpty {
            if let fields = formattedFields(entry.place, origins: origins) {
                byField[fieldsName(fields), default: []].append(index)
            }
        }
        for (index, entry) in printed.enumerated() {
            if let field = onlyField(entry.place, origins: origins) { printedByField[field, default: []].append(index) }
        }
        let place = { (index: Int) in
            index < distinctive.count ? distinctive[index].place : printed[index - printedOffset].place
        }
        var pairs: [(pair: [Int], field: String)] = []
        for field in byField.keys.sorted() {
            let indices = byField[field]!
            let printers = (printedByField[field] ?? []).map { $0 + printedOffset }
            guard indices.count + printers.count <= commonOutput else { continue }
            for (position, a) in indices.enumerated() {
                for b in indices[(position + 1)...] + printers
                where place(a).file != place(b).file && mayPair(place(a), place(b)) {
                    pairs.append(([a, b], field))
                }
            }
        }
        return pairs
    }

    /// Whether two texts show one value alike but for spelling or precision: the same numbers
    /// (`NumberContent`), each a rounding of the other at the coarser of the two precisions, up or
    /// down at a half as printf and Swift differ there (`"0.1 km"` and `"0.12 km"`, `"0.2 C"` and
    /// `"0.25 C"`, `"2:05"` and `"2m 5s"`, `"21:05"` and `"9:05 PM"`), or the finer one cut there
    /// (`"2.68"` and `"2"` of `String(Int(rating))`), and neither is the other with words around it
    /// (a caption is where it is shown, not how). A date shown as a time in one place and as a day
    /// in another is two things shown.
    static func showsAlike(_ x: String, _ y: String) -> Bool {
        guard !isCaptioned(x, y), !isCaptioned(y, x), let a = NumberContent.numbersWithPlaces(in: x),
              let b = NumberContent.numbersWithPlaces(in: y), !a.isEmpty, a.count == b.count else { return false }
        return zip(a, b).allSatisfy { p, q in
            let (fine, coarse) = p.places >= q.places ? (p, q) : (q, p)
            let unit = 1 / pow(10, Double(coarse.places))
            let cut = (fine.value / unit).rounded(.towardZero) * unit
            return abs(fine.value - coarse.value) <= unit / 2 + 1e-9 || abs(cut - coarse.value) <= 1e-9
        }
    }

    /// `"Distance: 5 km"` of `"5 km"`, `"125.0%"` of `"125.0"`: the other text with more around it
    /// than digits (`"0.0 GB"` holds `"0 GB"`, a number's decimals no caption).
    private static func isCaptioned(_ outer: String, _ inner: String) -> Bool {
        guard let range = outer.range(of: inner) else { return false }
        return (outer[..<range.lowerBound] + outer[range.upperBound...]).contains { !$0.isNumber && $0 != "." }
    }
}
