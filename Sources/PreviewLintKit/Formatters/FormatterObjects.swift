/// The project's formatter objects as functions others call (`GlucoseFormatters.insulin.string(from:)`):
/// a static property holding a formatter whose configuration is modelled, reached by its
/// path from any file. Lowering keeps such a call by that signature (`BodyLowerer.typeMemberPath`);
/// evaluation finds the object here or leaves the caller unknown.
enum FormatterObjects {
    static func calls(in records: [FormattingBodyRecord]) -> [LoweredFormatter] {
        records.flatMap { record -> [LoweredFormatter] in
            guard let format = record.formatterSetup else { return [] }
            return labels(of: format).map { string(record, format, label: $0, name: "string") }
        }
    }

    /// The object as the function of its input it is, compared by outputs like any formatter
    /// (`DateFormatter.month` set up from the template `"MMMM"` writes what `toMonthString()` writes).
    static func function(of record: FormattingBodyRecord) -> LoweredFormatter? {
        guard record.isFormatterObject, let format = record.formatterSetup, let label = labels(of: format).first else {
            return nil
        }
        let holder = record.isStatic ? record.qualifiedName : record.name
        return string(record, format, label: label, name: "\(holder).string")
    }

    /// The object's `string(<label>:)` call: what it writes for its one input.
    private static func string(_ record: FormattingBodyRecord, _ format: FoundationFormat, label: String,
                               name: String) -> LoweredFormatter {
        let input = BehaviourParameter(label: label, name: "value", typeName: inputType(of: format))
        return LoweredFormatter(name: name, signature: "\(record.qualifiedName).string(\(label):)",
                                parameters: [input], returnTypeName: "String",
                                body: .statements([.return(.foundation(format, .name("value")))]))
    }

    /// Whether the code at `place` reads the formatter object at `object`, and so outputs what it
    /// does by calling it: by its path (`TimelineFormatters.weekday.string(from:)`, any spelling of
    /// the path), or, in the object's own type or file, by its bare name, which lowering inlines as
    /// the object's set-up.
    static func isRead(_ object: FormattingClones.Place, by place: FormattingClones.Place) -> Bool {
        guard !place.record.isFormatterObject, let behaviour = place.record.behaviour else { return false }
        let name = object.record.name
        let paths = behaviour.calledSignatures.compactMap(path(ofCall:))
        if paths.contains(where: { $0.split(separator: ".").last.map(String.init) == name }) { return true }
        guard place.file == object.file, object.record.owner.isEmpty || object.record.owner == place.record.owner,
              let setup = object.record.formatterSetup else { return false }
        var reads = false
        behaviour.visitExpressions { expression in
            if case .foundation(let format, _) = expression, format == setup { reads = true }
        }
        return reads
    }

    /// Of formatter objects and code reading them (`isRead`), the indices of those another stands
    /// for: a member reading an object is the formatter others call (`Date.formattedMediumDate`
    /// reading its type's private formatter); an object only read inline stands for those readers.
    static func standIns(_ places: [FormattingClones.Place]) -> Set<Int> {
        var standIns = Set<Int>()
        for (index, object) in places.enumerated() where object.record.isFormatterObject {
            let readers = places.indices.filter { isRead(object, by: places[$0]) }
            if readers.contains(where: { !places[$0].record.isInline }) {
                standIns.insert(index)
            } else {
                standIns.formUnion(readers)
            }
        }
        return standIns
    }

    /// Whether a twin of these places says nothing of formatting written twice: objects alike are
    /// a set-up repeated or copied, which those findings tell of; and text written inline that
    /// hands a value to Foundation (`.formatted(.number.precision(.fractionLength(1)))`) is the
    /// platform's formatting chosen, not a rewrite of an object the project set up alike.
    static func sayNothing(_ places: [FormattingClones.Place]) -> Bool {
        places.contains(where: \.record.isFormatterObject) && places.allSatisfy { place in
            let handsOn = place.record.isInline && (place.record.behaviour?.isPlatformFormatting ?? false)
            return place.record.isFormatterObject || handsOn
        }
    }

    /// `Formatter.integer` of a call `Formatter.integer.string(from:)` kept by its path.
    static func path(ofCall signature: String) -> String? {
        for suffix in [".string(from:)", ".string(for:)", ".string(fromByteCount:)"] where signature.hasSuffix(suffix) {
            return String(signature.dropLast(suffix.count))
        }
        return nil
    }

    /// The labels of its `string` call: `from`, `for`; `fromByteCount` of a `ByteCountFormatter`.
    /// (A `RelativeDateTimeFormatter` takes two dates: called only where it is made or held.)
    private static func labels(of format: FoundationFormat) -> [String] {
        guard case .configured(let configured) = format else { return ["from", "for"] }
        return switch configured.call {
        case .string: ["from", "for"]
        case .byteCount: ["fromByteCount"]
        case .none: []
        }
    }

    /// What `string(from:)` takes: a date, or a number (of seconds, for durations).
    private static func inputType(of format: FoundationFormat) -> String {
        switch format {
        case .date: "Date"
        case .number: "Double"
        case .duration, .durationUnits, .dateComponents: "TimeInterval"
        case .configured(let configured): configured.input == .date ? "Date" : configured.call == .byteCount ? "Int64" : "Double"
        }
    }
}
