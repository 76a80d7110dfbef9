/// `duplicated_formatting`: the same formatting (members that output the same on every input tried,
/// copies token for token or changed since, formatters set up alike) in places none of which can
/// call another, or two formatters of one value that disagree: the app and its widget each format
/// the timer, and the two drift. Reported once, at the first place, naming the others.
public struct DuplicatedFormattingRule: Rule {
    public static let id = "duplicated_formatting"
    /// Formatters of one value are paired by the fields their inputs come from (`FieldOrigins`).
    public static let readsValueFlow = true
    let configuration: RuleConfiguration
    let maximumListed = 5
    /// The fewest tokens a member written twice in places of one target needs to be reported.
    static let minimumTokensInReach = 30

    public init(configuration: RuleConfiguration, project: ProjectConfiguration) {
        self.configuration = configuration
    }

    public func checkProject(_ project: ProjectIndex) -> [Violation] {
        // A formatter set up again in a target that cannot use the first.
        let repeats = project.untoldRepeatedSetups
        let setups = repeats.keys.sorted().flatMap { file in
            repeats[file]!.filter { !$0.canShare }.map {
                RepeatedSetupMessages.violation($0, in: project, configuration: configuration)
            }
        }
        let drifted = project.driftedSetups.byFile
        let drifts = drifted.keys.sorted().flatMap { file in
            drifted[file]!.map { RepeatedSetupMessages.violation($0, in: project, configuration: configuration) }
        }
        return copiesUnshared(project) + nearCopiesUnshared(project) + twinsUnshared(project)
            + disagreements(project) + setups + drifts
    }

    /// Members that output the same on every input tried, in targets that share no code, or where
    /// none can call another (private or instance members).
    private func twinsUnshared(_ project: ProjectIndex) -> [Violation] {
        Self.unsharedTwins(project).map { twin, advice in
            let first = twin.places[0]
            return configuration.violation(
                "\(FormattingCloneMessages.twinnedAll(twin, limit: maximumListed, in: project)), \(advice)",
                in: first.file, at: first.record.range,
                related: twin.places.dropFirst().map { RelatedLocation(file: $0.file, range: $0.record.range, message: "the same outputs") }
            )
        }
    }

    /// The twins this rule tells of: the places none can call, with the advice.
    static func unsharedTwins(_ project: ProjectIndex) -> [(BehaviourTwins.Twin, String)] {
        let told = allUnsharedTwins(project)
        // Text built inline inside members already told of (as twins or copies) is the same finding again.
        let groups = told.map(\.0.places) + unsharedCopies(project).map(\.0) + unsharedNearCopies(project).map(\.0)
        return told.filter { twin, _ in !groups.contains { Self.lies(twin.places, inside: $0) } }
    }

    /// Whether every place of `inner` lies within a place of `outer` in its file.
    private static func lies(_ inner: [FormattingClones.Place], inside outer: [FormattingClones.Place]) -> Bool {
        inner.allSatisfy { place in
            outer.contains { member in
                let whole = member.record.declarationRange ?? member.record.range
                return member.file == place.file && FormattingClones.key(member) != FormattingClones.key(place)
                    && whole.contains(place.record.range)
            }
        }
    }

    private static func allUnsharedTwins(_ project: ProjectIndex) -> [(BehaviourTwins.Twin, String)] {
        (project.formattingFindings.twins + project.formattingFindings.surrounded).compactMap { found in
            // One that every other can call is reimplemented_formatter's, even when it is unused;
            // else the places none of which can call another are this rule's, chosen among the used
            // ones (an unused member of the app does not stand for the app's used one).
            let used = { (twin: BehaviourTwins.Twin) in kept(twin, where: project.isUsedByProduction) }
            let chosen = isSharedByAll(found) ? apart(found).flatMap(used) : used(found).flatMap(apart)
            // Sentences around one formatter's text are told beside that formatter only.
            guard let chosen,
                  let twin = substantial(chosen, origins: project.fieldOrigins,
                                         heldReaders: project.heldFormatterReaders),
                  twin.profiles.first?.surrounding == nil,
                  // Objects alike are a set-up repeated or copied: those findings tell of them.
                  !twin.places.allSatisfy(\.record.isFormatterObject),
                  // Words around a platform style where the places cannot share code say little.
                  twin.profiles.allSatisfy({ $0.surrounding == nil })
                    || !(twin.places[0].record.behaviour?.isPlatformFormatting ?? true),
                  var advice = advice(twin.places) else { return nil }
            // In one target, the object one of them already calls is the formatter to share.
            if FormattingClones.areOutOfReach(twin.places), let object = sharedObject(twin.places) { advice = object }
            return (twin, advice)
        }
    }

    /// Whether some place of the twin can be called from every other: the formatter they should call.
    private static func isSharedByAll(_ twin: BehaviourTwins.Twin) -> Bool {
        twin.places.contains { shared in
            twin.places.allSatisfy { place in
                FormattingClones.key(place) == FormattingClones.key(shared)
                    || FormattingClones.canCall(shared, from: place)
            }
        }
    }

    /// The places of a twin none of which can call another, in order (the first kept, each later one
    /// kept unless it can call a kept one or be called by it); nil when fewer than two are left.
    private static func apart(_ twin: BehaviourTwins.Twin) -> BehaviourTwins.Twin? {
        var chosen: [FormattingClones.Place] = []
        let twin = kept(twin) { place in
            guard !chosen.contains(where: { FormattingClones.canCall($0, from: place) || FormattingClones.canCall(place, from: $0) }) else { return false }
            chosen.append(place)
            return true
        }
        guard let twin, advice(twin.places) != nil else { return nil }
        return twin
    }

    /// Where none can call another in one target, a few tokens of formatting written inline twice
    /// (`"\(Int(progress * 100))%"` in two rows of one view) are an idiom, as for token copies; and
    /// a value handed to a Foundation formatter in two places (inline, or by two members of one
    /// target), bare or with a caption around it, is the platform's formatting chosen twice, unless
    /// one of them calls a formatter object the project declares (the one the other should call).
    /// A member handing a value to Foundation stays beside a member in a target apart (the app's
    /// and the Mac app's helper).
    /// A few tokens written twice for one field, by two types, each choosing how it reads (a
    /// date pattern: `LogEntry.date` in a log row and in the copied text; arithmetic or a branch:
    /// `Int(ceil(summary.completion * 100))` in two progress views) are that field's format
    /// written twice, not an idiom. A precision alone (`"%.1f"`) or a value with a unit after it
    /// chooses nothing; two values that only share a pattern (`"HH:mm:ss"`) are two values, and
    /// two members of one type each write their variant side by side.
    private static func substantial(_ twin: BehaviourTwins.Twin, origins: FieldOrigins,
                                    heldReaders: HeldFormatterReaders) -> BehaviourTwins.Twin? {
        let outOfReach = FormattingClones.areOutOfReach(twin.places)
        let fields = twin.places.map { BehaviourTwins.formattedFields($0, origins: origins) }
        let chooses = { (place: FormattingClones.Place) -> Bool in
            guard let formatter = place.record.behaviour else { return false }
            return formatter.writesDatePattern || formatter.computesNumbers || formatter.branches
        }
        let formatsSharedField = { (place: FormattingClones.Place) -> Bool in
            guard chooses(place), !heldReaders.contains(place),
                  let index = twin.places.firstIndex(where: {
                      FormattingClones.key($0) == FormattingClones.key(place)
                  }),
                  let own = fields[index] else { return false }
            return fields.indices.contains { other in
                other != index && fields[other] == own && twin.places[other].record.owner != place.record.owner
            }
        }
        let callsObject = sharedObject(twin.places) != nil
        let isPlatform = { (place: FormattingClones.Place) in
            place.record.behaviour?.isPlatformFormatting ?? false
        }
        var targetsKept: [Set<String>] = []
        return kept(twin) { place in
            let platform = isPlatform(place)
            guard place.record.isInline else {
                return !(outOfReach && platform) || callsObject
                    || twin.places.contains { !($0.record.isInline && isPlatform($0)) && FormattingClones.areApart($0, place) }
            }
            guard !platform else { return false }
            // Formatting written out for one field twice is the project's format, not an idiom.
            if !outOfReach || place.record.tokenCount >= minimumTokensInReach || formatsSharedField(place) {
                return true
            }
            // A few tokens inline are an idiom within one target, and formatting written twice across
            // targets apart: one place for each target beside another target's place.
            guard twin.places.contains(where: { FormattingClones.areApart($0, place) }),
                  !targetsKept.contains(where: { !$0.isDisjoint(with: place.targets) }) else { return false }
            targetsKept.append(place.targets)
            return true
        }
    }

    /// The twin's places that `keep` (production code names them: a copy nobody calls, dead code or
    /// one only tests use, drifts without anyone seeing it); nil when fewer than two are left.
    private static func kept(_ twin: BehaviourTwins.Twin, where keep: (FormattingClones.Place) -> Bool) -> BehaviourTwins.Twin? {
        let kept = twin.places.indices.filter { keep(twin.places[$0]) }
        return kept.count >= 2 ? twin.keeping(kept) : nil
    }

    /// What to do about formatting written at `places` that no shared formatter covers: nil when one
    /// place can call another (`reimplemented_formatter` points at it).
    private static func advice(_ places: [FormattingClones.Place]) -> String? {
        if FormattingClones.areOutOfReach(places) {
            let none = places.count == 2 ? "neither can call the other" : "none of them can call another"
            return "and \(none) (private or instance members); extract one formatter they all call before they drift"
        }
        for (index, a) in places.enumerated() {
            for b in places[(index + 1)...] where !FormattingClones.areApart(a, b) { return nil }
        }
        let targets = Set(places.flatMap(\.targets)).sorted()
        return "in targets \(targets.joined(separator: ", ")) that share no formatter for it; extract one into code both targets compile (a shared file or module) and call it from each"
    }

    /// Where some of the places hand the value to a formatter object a type declares and others set
    /// up their own alike, the advice is that object: `Formatter.integer` already exists.
    private static func sharedObject(_ places: [FormattingClones.Place]) -> String? {
        let objects = places.map { place in
            Set((place.record.behaviour?.calledSignatures ?? []).compactMap(FormatterObjects.path(ofCall:)))
        }
        let all = objects.reduce(Set<String>()) { $0.union($1) }
        guard all.count == 1, let object = all.first, let caller = places.indices.first(where: { !objects[$0].isEmpty }) else { return nil }
        let own = places.indices.filter { objects[$0].isEmpty }.map { places[$0].record.displayName }
        guard !own.isEmpty else { return nil }
        return "and \(own.joined(separator: ", ")) \(own.count == 1 ? "sets" : "set") up \(own.count == 1 ? "its" : "their") own formatter where \(places[caller].record.displayName) calls \(object); call that one"
    }

    /// Two formatters of one kind of value, in targets apart, that agree on some inputs and not on
    /// others; both used by production code (a copy nobody calls shows nothing).
    private func disagreements(_ project: ProjectIndex) -> [Violation] {
        // In one target, two formatters neither can call that carry the same numbers on every input
        // ("Apr 01, 2023" and "Apr 1, 2023"), that format the same field of one type, or that agree
        // on every whole number and part on a fraction, show one value two ways as surely as two
        // targets do; agreeing on some inputs only, two formatters of values that only look alike
        // are often two deliberate styles.
        // Two platform date styles parted only at de_DE are two styles chosen, unless they show one field.
        let found = project.formattingFindings.disagreements.filter {
            ($0.apart || ($0.pairedByValue && FormattingClones.areOutOfReach([$0.first, $0.second])))
                && project.isUsedByProduction($0.first) && project.isUsedByProduction($0.second)
                && !($0.agreesInEnglish && $0.choosesTwoStyles && $0.field == nil)
        }.map { pair in
            // Told where the code to change is: at a member nothing else can call, not at the one
            // others could (`Int.toAbbreviatedString()` of a shared module against a widget's own).
            pair.first.isReachable && !pair.second.isReachable ? pair.swapped : pair
        }
        // A place that parts at de_DE from several spelling alike there is told once, at it.
        let parted = found.filter(\.agreesInEnglish).flatMap { [$0.first, $0.second].map(FormattingClones.key) }
        let partings = Dictionary(parted.map { ($0, 1) }, uniquingKeysWith: +)
        let odd = { (pair: BehaviourTwins.Disagreement) -> BehaviourTwins.Disagreement? in
            guard pair.agreesInEnglish else { return nil }
            if partings[FormattingClones.key(pair.first), default: 0] > 1 { return pair }
            return partings[FormattingClones.key(pair.second), default: 0] > 1 ? pair.swapped : nil
        }
        // A place that disagrees with a formatter and with a wrapper calling it is told of the
        // formatter (`shortFormattedTime(untilMinutes:temporalState:)`, not a badge's text around it).
        // A place that rounds where many others truncate is told once, beside the first of them.
        var partedOnce: Set<String> = []
        return found.compactMap { (pair: BehaviourTwins.Disagreement) -> BehaviourTwins.Disagreement? in
            guard !found.contains(where: { other in Self.wraps(pair, other) }) else { return nil }
            if let hub = odd(pair) { return partedOnce.insert(FormattingClones.key(hub.first)).inserted ? hub : nil }
            let toldOnce = !pair.agreesOnWholeNumbers || partedOnce.insert(FormattingClones.key(pair.first)).inserted
            return toldOnce ? pair : nil
        }.map { pair in
            let agreed = pair.agreedSamples.prefix(pair.agreedCount)
                .map { "\($0.call) → \"\(OpaqueText.readable($0.output))\"" }.joined(separator: ", ")
            let targets = Set(pair.first.targets).union(pair.second.targets).sorted()
            let shown = targets.count == 1 ? "target \(targets[0]) shows" : "targets \(targets.joined(separator: ", ")) show"
            let value = pair.field ?? "one kind of value"
            let such = agreed.isEmpty ? "" : ", such as \(agreed)"
            let agreement = pair.agreedCount == 0 ? "" : " (they agree on \(pair.agreedInputs)\(such))"
            return configuration.violation(
                "\(pair.first.record.displayName) and \(FormattingCloneMessages.place(pair.second, in: project)) "
                    + "format \(value) differently: \(pair.firstCall) is \(pair.firstOutput), "
                    + "\(pair.secondCall) is \(pair.secondOutput)\(pair.numbersNote.map { " (\($0))" } ?? agreement); "
                    + "\(shown) the value two ways: share one formatter",
                in: pair.first.file, at: pair.first.record.range,
                related: [RelatedLocation(file: pair.second.file, range: pair.second.record.range, message: "the formatter that disagrees")]
            )
        }
    }

    /// Whether `pair` and `other` share one place and `pair`'s other place calls `other`'s.
    private static func wraps(_ pair: BehaviourTwins.Disagreement, _ other: BehaviourTwins.Disagreement) -> Bool {
        let keys = [pair.first, pair.second].map(FormattingClones.key), otherKeys = [other.first, other.second].map(FormattingClones.key)
        guard Set(keys) != Set(otherKeys), let shared = keys.first(where: otherKeys.contains) else { return false }
        let wrapper = keys[0] == shared ? pair.second : pair.first
        let wrapped = otherKeys[0] == shared ? other.second : other.first
        let calls = wrapper.record.behaviour?.calledSignatures ?? []
        return [wrapped.record.behaviour?.signature, BehaviourTwins.typed(wrapped)?.signature].contains { $0.map(calls.contains) ?? false }
    }

    /// Members written again, token for token, where none of them can call another.
    private func copiesUnshared(_ project: ProjectIndex) -> [Violation] {
        Self.unsharedCopies(project).map { places, advice in
            let first = places[0], others = places.dropFirst()
            let listed = others.prefix(maximumListed).map { FormattingCloneMessages.place($0, in: project) }.joined(separator: ", ")
            return configuration.violation(
                "\(first.record.name) is written again, token for token (its own names aside), as \(listed), \(advice)",
                in: first.file, at: first.record.range,
                related: others.map { RelatedLocation(file: $0.file, range: $0.record.range, message: "the same formatting") }
            )
        }
    }

    /// Members copied from one another and changed since, where none can call another.
    private func nearCopiesUnshared(_ project: ProjectIndex) -> [Violation] {
        Self.unsharedNearCopies(project).map { places, advice in
            let first = places[0], others = places.dropFirst()
            let listed = others.prefix(maximumListed).map { FormattingCloneMessages.nearCopy($0, of: first, in: project) }.joined(separator: ", ")
            let more = others.count > maximumListed ? " and \(others.count - maximumListed) more" : ""
            return configuration.violation(
                "\(first.record.qualifiedName) was copied and changed since as \(listed)\(more), \(advice)",
                in: first.file, at: first.record.range,
                related: others.map { RelatedLocation(file: $0.file, range: $0.record.range, message: "a changed copy") }
            )
        }
    }

    /// The token copies this rule tells of, with the advice.
    static func unsharedCopies(_ project: ProjectIndex) -> [([FormattingClones.Place], String)] {
        // Members that also output the same everywhere are reported once, with their outputs.
        let twins = project.formattingFindings.twins.map { Set($0.places.map(FormattingClones.key)) }
        return project.formattingClones.groups.compactMap { places in
            let keys = Set(places.map(FormattingClones.key))
            guard !twins.contains(where: keys.isSubset) else { return nil }
            // Copies that only call formatting every one of them sees are glue around it.
            guard advice(places) != nil, !project.formattingClones.sharesItsFormatting(places) else { return nil }
            let places = places.filter { project.isUsedByProduction($0) }
            guard places.count >= 2 else { return nil }
            // In one target a few lines written twice (`String(format: "%.2f", value)` behind a
            // guard), or copies that print a value between fixed words (`"4 min walk"`), are an
            // idiom, not a formatter to extract.
            if FormattingClones.areOutOfReach(places), places[0].record.tokenCount < minimumTokensInReach,
               !places[0].record.isFormatterObject { return nil }
            let printing = project.formattingFindings.printingPlaces
            if FormattingClones.areOutOfReach(places), places.allSatisfy({ printing.contains(FormattingClones.key($0)) }) { return nil }
            // A formatter set up with one or two settings (`dateStyle = .medium`) is the platform's
            // formatting, chosen alike twice; with no shared one to call, that says little.
            guard let first = places.first, !first.record.isFormatterObject || first.record.assignmentCount >= 4,
                  let advice = advice(places) else { return nil }
            return (places, advice)
        }
    }

    /// The changed copies this rule tells of, with the advice.
    static func unsharedNearCopies(_ project: ProjectIndex) -> [([FormattingClones.Place], String)] {
        project.formattingNearCopies.compactMap { places in
            let places = places.filter { project.isUsedByProduction($0) && !($0.record.isFormatterObject && $0.record.assignmentCount < 4) }
            guard places.count >= 2, !project.formattingClones.sharesItsFormatting(places), let advice = advice(places) else { return nil }
            return (places, advice)
        }
    }
}
