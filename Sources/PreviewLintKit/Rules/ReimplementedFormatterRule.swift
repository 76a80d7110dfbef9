/// `reimplemented_formatter`: formatting that outputs what a formatter it can call outputs (or
/// already disagrees with it), found by running both on the same inputs, or copied from it token
/// for token. Formatting repeated in targets that cannot call one another's is
/// `duplicated_formatting`'s.
public struct ReimplementedFormatterRule: Rule {
    public static let id = "reimplemented_formatter"
    /// Formatters of one value are paired by the fields their inputs come from (`FieldOrigins`).
    public static let readsValueFlow = true
    let configuration: RuleConfiguration

    public init(configuration: RuleConfiguration, project: ProjectConfiguration) {
        self.configuration = configuration
    }

    public func check(_ file: FileContext, in project: ProjectIndex) -> [Violation] {
        copies(in: file, project: project) + nearCopies(in: file, project: project) + twins(in: file, project: project) + disagreements(in: file, project: project)
            + repeatedSetups(in: file, project: project)
    }

    /// A formatter set up again, in code that could use the first (`RepeatedSetups`).
    private func repeatedSetups(in file: FileContext, project: ProjectIndex) -> [Violation] {
        (project.untoldRepeatedSetups[file.path] ?? []).filter(\.canShare).map {
            RepeatedSetupMessages.violation($0, in: project, configuration: configuration)
        }
    }

    /// A member that formats what a formatter it can call formats, and already disagrees with it. The
    /// formatter is a shared one, or the only side callable from elsewhere (`extension TimeInterval {
    /// var timestamp: String }` against a type's own `formattedDuration`) that production uses: an
    /// unused helper that formats otherwise is no formatter the app shows its values with.
    private func disagreements(in file: FileContext, project: ProjectIndex) -> [Violation] {
        var closest: [String: (agreed: Int, violation: Violation)] = [:]
        for pair in project.formattingFindings.disagreements where !pair.apart {
            let sides = [(pair.first, pair.firstCall, pair.firstOutput), (pair.second, pair.secondCall, pair.secondOutput)]
            // Or the formatter the other side's type already holds (`presenter.minuteText(for:)`), or
            // the one of the module the other's imports (the lower layer's, which cannot call back).
            let shared = { (place: FormattingClones.Place, other: FormattingClones.Place) in
                Self.isSharedFormatter(place, in: project)
                    || (place.isReachable && sides.filter { $0.0.isReachable }.count == 1 && project.isUsedByProduction(place))
                    || (FormattingClones.isHeld(place, by: other) && project.isUsedByProduction(place))
                    || (FormattingClones.isImported(place, by: other) && !FormattingClones.canCall(other, from: place) && project.isUsedByProduction(place))
            }
            guard let originalIndex = sides.indices.first(where: { shared(sides[$0].0, sides[1 - $0].0) }) else { continue }
            let (original, originalCall, originalOutput) = sides[originalIndex], (copy, copyCall, copyOutput) = sides[1 - originalIndex]
            // A helper around a number's `.formatted()` is the platform's formatting, not one to call instead.
            guard !(original.record.behaviour?.isPlatformNumberFormatting ?? false) else { continue }
            // A member that only hands the value to another of the project's formatters is a caller, not a second formatter.
            // However short, a call equal to the formatter in en_US that parts from it at de_DE is one.
            guard copy.file == file.path, !shared(copy, original), FormattingClones.canCall(original, from: copy),
                  Self.isSubstantial(copy) || pair.agreesInEnglish,
                  !(copy.record.behaviour?.onlyDelegates ?? false), project.isUsedByProduction(copy) else { continue }
            let agreed = pair.agreedSamples.prefix(min(2, pair.agreedCount)).map { "\"\($0.output)\"" }
                .joined(separator: ", ")
            // Paired by the field both format, they may agree on no input at all.
            let agreement = pair.agreedCount == 0 ? nil
                : "they agree on \(pair.agreedInputs)"
                    + (agreed.isEmpty ? "" : ", such as \(agreed)")
            let note = (pair.numbersNote ?? agreement).map { " (\($0))" } ?? ""
            let what = pair.field.map { " (\($0))" } ?? ""
            // A copy that disagrees with several formatters is told of the one it agrees with most.
            let key = FormattingClones.key(copy)
            if let current = closest[key], current.agreed >= pair.agreedCount { continue }
            closest[key] = (pair.agreedCount, configuration.violation(
                "\(copy.record.displayName) formats what \(FormattingCloneMessages.place(original, in: project)) "
                    + "formats\(what), differently: \(copyCall) is \(copyOutput), "
                    + "\(originalCall) is \(originalOutput)\(note); "
                    + "call the shared formatter instead of a second one that already disagrees",
                in: file.path, at: copy.record.range,
                related: [RelatedLocation(file: original.file, range: original.record.range, message: "the shared formatter")]
            ))
        }
        return closest.keys.sorted().map { closest[$0]!.violation }
    }

    /// Members that output the same on every input tried, however they are written.
    private func twins(in file: FileContext, project: ProjectIndex) -> [Violation] {
        var violations: [Violation] = []
        // Formatting written inline in several branches of one member is one copy to replace: told
        // once, with the branch whose outputs say most (`"2:05"` rather than `"2"`).
        var inlineMembers: [String: (index: Int, detail: Int)] = [:]
        for (twin, index) in Self.twinPairs(project, in: file.path) {
            let original = twin.places[0], copy = twin.places[index]
            let violation = configuration.violation(
                "\(FormattingCloneMessages.twinned(twin, at: index, in: project)); call that one instead of keeping a second formatter that will drift",
                in: file.path, at: copy.record.range,
                related: [RelatedLocation(file: original.file, range: original.record.range, message: "the formatter with the same outputs")]
            )
            if copy.record.isInline {
                let key = "\(copy.record.qualifiedName)→\(FormattingClones.key(original))"
                let detail = twin.samples.reduce(0) { $0 + $1.output.count }
                if let kept = inlineMembers[key] {
                    if kept.detail < detail { violations[kept.index] = violation; inlineMembers[key] = (kept.index, detail) }
                    continue
                }
                inlineMembers[key] = (violations.count, detail)
            }
            violations.append(violation)
        }
        return violations
    }

    /// Each twin this rule tells of (in `file`, or anywhere), led by the formatter to call, with the
    /// index of the place that should call it.
    static func twinPairs(_ project: ProjectIndex, in file: String? = nil) -> [(BehaviourTwins.Twin, Int)] {
        var found: [(BehaviourTwins.Twin, Int)] = []
        for twin in project.formattingFindings.twins + project.formattingFindings.surrounded {
            for place in twin.places.indices where file.map({ twin.places[place].file == $0 }) ?? true {
                guard let (rebased, index) = callable(twin, from: place) else { continue }
                let original = rebased.places[0], copy = rebased.places[index]
                guard !(original.record.behaviour?.isPlatformNumberFormatting ?? false) else { continue }
                // Two names for one formatting in one file are a catalog's, unless one is the shared
                // formatter, or both hand one function the same pattern (`asString(self, format: "d")`):
                // one call under two names, which callers pick between at random.
                let shared = isSharedFormatter(original, in: project)
                let body = original.record.behaviour.flatMap { $0.configuresCalls ? $0.body : nil }
                let oneCall = body != nil && body == copy.record.behaviour?.body
                // A member writing another's text with words around it is no second name for it.
                let catalog = FormattingClones.isCatalogPair(original, copy)
                    && rebased.profiles[index].surrounding == nil
                // A copy nothing in production uses shows no text that could drift.
                guard shared || oneCall || !catalog, isSubstantial(copy),
                      !FormatterObjects.sayNothing([original, copy]),
                      // Equal outputs ask the copy to call the original: on a value it has (a disagreement
                      // shows one value two ways whatever the copy holds).
                      FormatterReceiver.isAtHand(for: original, in: copy, origins: project.fieldOrigins),
                      project.isUsedByProduction(copy) else { continue }
                found.append((rebased, index))
            }
        }
        return found
    }

    /// The twin led by the formatter the place at `index` should call, and the place's new index:
    /// the first place it can call (of two that can call each other, the earlier one leads). In a
    /// group led by the widget's copy, the app's copy still calls the app's formatter.
    static func callable(_ twin: BehaviourTwins.Twin, from index: Int) -> (BehaviourTwins.Twin, Int)? {
        let copy = twin.places[index]
        guard let target = twin.places.indices.first(where: { other in
            other != index && twin.profiles[other].surrounding == nil
                && FormattingClones.canCall(twin.places[other], from: copy)
                && (other < index || !FormattingClones.canCall(copy, from: twin.places[other]))
        }) else { return nil }
        return (twin.rebased(on: target), index < target ? index + 1 : index)
    }

    /// Members written again, token for token, where the first can be called from the copy.
    private func copies(in file: FileContext, project: ProjectIndex) -> [Violation] {
        Self.copyPairs(project, in: file.path).map { original, copy in
            configuration.violation(
                "\(copy.record.name) is the same code as \(FormattingCloneMessages.place(original, in: project)), token for token (its own names aside); call that one instead of keeping a copy that will drift",
                in: file.path, at: copy.record.range,
                related: [RelatedLocation(file: original.file, range: original.record.range, message: "the formatting it repeats")]
            )
        }
    }

    /// Members copied from one that can be called from the copy, and changed since.
    private func nearCopies(in file: FileContext, project: ProjectIndex) -> [Violation] {
        Self.nearCopyPairs(project, in: file.path).map { original, copy in
            configuration.violation(
                "\(copy.record.name) is a copy of \(FormattingCloneMessages.nearCopy(original, of: copy, in: project)) changed since; call that one (changed, if the difference is meant) instead of keeping a copy that drifts",
                in: file.path, at: copy.record.range,
                related: [RelatedLocation(file: original.file, range: original.record.range, message: "the formatting it was copied from")]
            )
        }
    }

    /// The token copies this rule tells of (in `file`, or anywhere), each with the member to call.
    static func copyPairs(_ project: ProjectIndex, in file: String? = nil) -> [(FormattingClones.Place, FormattingClones.Place)] {
        project.formattingClones.groups.flatMap { group -> [(FormattingClones.Place, FormattingClones.Place)] in
            guard let original = group.first else { return [] }
            // A copy nothing in production uses shows no text that could drift: dead code, not a formatter to replace.
            return group.dropFirst().filter { copy in
                (file.map { copy.file == $0 } ?? true) && FormattingClones.canCall(original, from: copy)
                    && !FormattingClones.isCatalogPair(original, copy) && project.isUsedByProduction(copy)
            }.map { (original, $0) }
        }
    }

    /// The changed copies this rule tells of (in `file`, or anywhere), each with the member to call.
    static func nearCopyPairs(_ project: ProjectIndex, in file: String? = nil) -> [(FormattingClones.Place, FormattingClones.Place)] {
        project.formattingNearCopies.flatMap { group -> [(FormattingClones.Place, FormattingClones.Place)] in
            guard let original = group.first, project.isUsedByProduction(original) else { return [] }
            return group.dropFirst().filter { copy in
                (file.map { copy.file == $0 } ?? true) && FormattingClones.canCall(original, from: copy)
                    && !FormattingClones.isCatalogPair(original, copy) && project.isUsedByProduction(copy)
                    && ![original, copy].contains(where: { $0.record.isFormatterObject && $0.record.assignmentCount < 4 })
            }.map { (original, $0) }
        }
    }

    /// The fewest tokens formatting written inline needs (with the locals it is computed from) to be
    /// told to call a formatter: a scaled number with a sign (`"\(Int(value * 100))%"`) formats a
    /// battery level and a download alike, one value no more than another.
    static let minimumInlineTokens = 15

    static func isSubstantial(_ place: FormattingClones.Place) -> Bool {
        !place.record.isInline || place.record.tokenCount >= minimumInlineTokens
    }

    /// Whether the member at `place` is one of the project's shared formatters (configured or found).
    static func isSharedFormatter(_ place: FormattingClones.Place, in project: ProjectIndex) -> Bool {
        !place.record.isInline && project.formatters.formatters.contains { formatter in
            formatter.plainSignature == place.record.name && formatter.declarations.contains { $0.file == place.file }
        }
    }
}
