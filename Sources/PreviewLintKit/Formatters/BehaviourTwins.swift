/// Formatting written twice, found by what it outputs: members whose profiles are equal on every
/// row of the grid, however differently they are spelled (`String(format: "%d:%02d", …)` against a
/// `Duration` pattern), and members of targets apart that format one kind of value alike on some
/// rows and differently on others (`"4:05"` against `"04:05"`), in targets apart or where one is a
/// shared formatter the other could call.
struct BehaviourTwins: Sendable {
    struct Twin: Sendable {
        /// Ordered: the first is the one others should call.
        var places: [FormattingClones.Place]
        /// Each place's outputs on the grid, with the Bool parameters it holds to agree.
        var profiles: [BehaviourProfile]
        var rowCount: Int
        /// Some place is formatting written in a branch: they agree on the inputs it shows.
        var isPartial = false

        /// The Bool and enum parameters held for each place to agree (`showSeconds: true`).
        var settings: [[String: String]] { profiles.map(\.settingsHeld) }

        /// A few rows: the first place's call and the common output.
        var samples: [(call: String, output: String)] {
            places.first.map { BehaviourTwins.samples(profiles[0], $0) } ?? []
        }

        /// The same twin led by the place at `index`, the others in their order.
        func rebased(on index: Int) -> Twin {
            guard index != 0 else { return self }
            return keeping([index] + places.indices.filter { $0 != index })
        }

        /// The twin of the places at `indices`, in that order.
        func keeping(_ indices: [Int]) -> Twin {
            Twin(places: indices.map { places[$0] }, profiles: indices.map { profiles[$0] }, rowCount: rowCount, isPartial: isPartial)
        }
    }

    /// What comparing every formatter's outputs on the grid finds: the twins, the disagreements and
    /// which places were compared. Built when a rule first asks: only the formatting rules do, and
    /// evaluating every formatter on the grid was the largest part of building the project model.
    struct Findings: Sendable {
        var twins: [Twin] = []
        /// A formatter first, then places that write its text between words of their own (`core`).
        var surrounded: [Twin] = []
        var disagreements: [Disagreement] = []
        /// Members whose outputs were compared (`file#signature`): what they output, not the shape of
        /// their format strings, says whether they repeat each other.
        var profiledMembers: Set<String> = []
        /// Places (`FormattingClones.key`) that print their inputs between fixed words on every input
        /// tried (`"4 min walk"`): no formatting of their own.
        var printingPlaces: Set<String> = []
        /// Where formatting written inline was compared by its outputs, by file.
        var profiledInline: [String: [SourceRange]] = [:]
        /// The declarations of members compared by their outputs, by file.
        var profiledDeclarations: [String: [SourceRange]] = [:]
    }

    /// Built at the first ask, with the field origins then given (`ProjectIndex.formattingFindings`):
    /// a cell, not a closure over the index that keeps it.
    private let comparison = OnceCell<Findings>()
    private let places: [FormattingClones.Place], tokenGroups: [[FormattingClones.Place]]
    private let copies: CopiedFiles, printed: [FormattingClones.Place]

    /// What comparing every formatter's outputs finds; `origins` says which field each input is.
    func findings(origins: () -> FieldOrigins?) -> Findings {
        comparison.value {
            Self.compare(places, tokenGroups: tokenGroups, copies: copies, evaluator: evaluator, printed: printed,
                         origins: origins())
        }
    }

    /// Runs the project's lowered members, calling each other by signature.
    let evaluator: BehaviourEvaluator
    /// Lowered members by `Type.signature` (a global by its signature), for messages that say what
    /// a formatter outputs; a name two bodies share is left out.
    let lowered: [String: LoweredFormatter]

    /// Rows at least this many with distinctive equal output make two different profiles formatters
    /// of one kind of value.
    static let minimumAgreement = 3
    /// The most members one twin group may have (see `init`).
    static let largestGroup = 24

    /// The standard grid without negative numbers: a count of seconds shown to a person is not
    /// negative, and `%02d` and a `Duration` pattern part there in ways no screen shows.
    static let grid = BehaviourGrid(numbers: BehaviourGrid.standard.numbers.filter { $0 >= 0 })

    /// `objects`: the project's formatter objects, as functions called by their path (`FormatterObjects`);
    /// `helpers`: functions formatting calls for a value (`FileFacts.valueHelpers`), with their files.
    /// `printed`: places printing one field as Swift prints it (`FormattingClones.printedPlaces`).
    init(places: [FormattingClones.Place], tokenGroups: [[FormattingClones.Place]], copies: CopiedFiles, objects: [LoweredFormatter] = [],
         helpers: [LoweredFormatter] = [], printed: [FormattingClones.Place] = []) {
        // Nothing calls formatting written inline. A member is also called through a value of its type.
        let members = places.filter { !$0.record.isInline }.compactMap(\.record.behaviour)
        let evaluator = BehaviourEvaluator(library: Self.unambiguous(members + objects + helpers + places.compactMap(Self.typed)),
                                           scoped: members + helpers)
        self.evaluator = evaluator
        var byName: [String: LoweredFormatter?] = [:]
        for place in places where !place.record.isInline {
            guard let behaviour = place.record.behaviour else { continue }
            let name = place.record.qualifiedName
            if let existing = byName[name], existing?.body != behaviour.body { byName[name] = .some(nil) } else { byName[name] = behaviour }
        }
        lowered = byName.compactMapValues { $0 }
        (self.places, self.tokenGroups, self.copies, self.printed) = (places, tokenGroups, copies, printed)
    }

    private static func compare(_ places: [FormattingClones.Place], tokenGroups: [[FormattingClones.Place]],
                                copies: CopiedFiles, evaluator: BehaviourEvaluator,
                                printed: [FormattingClones.Place], origins: FieldOrigins?) -> Findings {
        var found = Findings()
        var profiled: [(place: FormattingClones.Place, profile: BehaviourProfile)] = []
        var printing: [(place: FormattingClones.Place, profile: BehaviourProfile)] = []
        for place in places {
            guard let behaviour = place.record.behaviour else { continue }
            let profiles = BehaviourProfile.profiles(of: behaviour, evaluator: evaluator, grid: Self.grid)
                .map(\.withoutNil)
            for profile in profiles where !(place.record.writesMachineText && MachineText.isMachine(profile)) {
                let compact = profile.isPlainPrinting && profile.held.isEmpty
                    && Self.dropsZeroFraction(behaviour, profile, evaluator: evaluator)
                if profile.isPlainPrinting || profile.printsFractionsWhole, profile.held.isEmpty, !compact {
                    printing.append((place, profile))
                }
                if let rounding = Self.roundingOfFields(place, profile, evaluator: evaluator, origins: origins) {
                    profiled.append((place, rounding))
                }
                guard profile.isDistinctive || compact else { continue }
                profiled.append((place, profile))
                if let core = profile.core { profiled.append((place, core)) }
                // Held at each case of its setting, it is compared with formatters of the value alone.
                for split in profile.heldBySetting(of: behaviour)
                where !(place.record.writesMachineText && MachineText.isMachine(split)) {
                    profiled.append((place, split))
                }
            }
        }
        // Inline formatting stands for one expression of its member, not the member's format uses.
        let members = profiled.filter { !$0.place.record.isInline }
        found.profiledMembers = Set(members.map { "\($0.place.file)#\($0.place.record.name)" })
        found.printingPlaces = Set(printing.map { FormattingClones.key($0.place) })
        found.profiledInline = Dictionary(grouping: profiled.filter(\.place.record.isInline), by: \.place.file)
            .mapValues { $0.map(\.place.record.range) }
        found.profiledDeclarations = Dictionary(grouping: members, by: \.place.file)
            .mapValues { $0.compactMap(\.place.record.declarationRange) }
        let tokenTwins = Set(tokenGroups.flatMap { group in group.map(FormattingClones.key) })
        var byKey: [BehaviourProfile.ProfileKey: [Int]] = [:]
        for (index, entry) in profiled.enumerated() { byKey[entry.profile.key, default: []].append(index) }
        var twins: [Twin] = [], surrounded: [Twin] = [], seen = Set<[String]>()
        var paired = Set<[String]>()
        // A twin of places that say something, once per set of places.
        func keep(_ places: [FormattingClones.Place], _ profiles: [BehaviourProfile]) {
            let keys = places.map(FormattingClones.key)
            guard !FormatterObjects.sayNothing(places), seen.insert(keys.sorted()).inserted else { return }
            paired.formUnion(Self.pairs(keys))
            twins.append(Twin(places: places, profiles: profiles))
        }
        var partedByFractions: [Disagreement] = []
        for indices in byKey.values.sorted(by: { Self.firstKey(profiled, $0) < Self.firstKey(profiled, $1) }) {
            // Dozens of members with one output everywhere are a convention (generated or boilerplate
            // code), not a formatter written twice; comparing them pairwise would also be quadratic.
            // (Sentences around a text, and formatter objects, count apart from the formatters of it.)
            let sentenceCount = indices.filter { profiled[$0].profile.surrounding != nil }.count
            let objectCount = indices.filter { profiled[$0].place.record.isFormatterObject }.count
            guard indices.count - sentenceCount - objectCount <= Self.largestGroup,
                  sentenceCount <= Self.largestGroup, objectCount <= Self.largestGroup else { continue }
            // A profile held at one case of its setting stands beside a formatter of the value alone;
            // two formatters that both take the setting are compared whole.
            guard indices.contains(where: { profiled[$0].profile.held.isEmpty }) else { continue }
            // Text between words is compared with a formatter's whole text, never with another sentence.
            guard indices.contains(where: { profiled[$0].profile.surrounding == nil }) else { continue }
            // A member a type describes itself by stays beside a formatter of another kind, or its own type's.
            let all = Self.withoutCallers(indices.map { profiled[$0] })
            let candidates = all.filter { entry in
                !entry.place.record.describesItself || all.contains { other in
                    FormattingClones.key(other.place) != FormattingClones.key(entry.place) && (!other.place.record.describesItself || Self.mayPair(entry.place, other.place))
                }
            }
            let kept = FormattingClones.distinct(candidates.map(\.place), copies: copies, overloadsOnly: true)
            guard kept.count >= 2, !FormatterObjects.sayNothing(kept) else { continue }
            // The formatter whose whole text the others write comes first.
            let inSentence = { (place: FormattingClones.Place) in
                candidates.contains {
                    FormattingClones.key($0.place) == FormattingClones.key(place) && $0.profile.surrounding != nil
                }
            }
            // Code calls a member for text; a formatter object is what such a member is made of.
            let members = FormattingClones.ordered(kept)
            let byOrder = members.filter { !$0.record.isFormatterObject } + members.filter(\.record.isFormatterObject)
            let ordered = byOrder.filter { !inSentence($0) } + byOrder.filter(inSentence)
            // Written alike token for token: that group says it already. One twin per set of members.
            guard !ordered.map(FormattingClones.key).allSatisfy(tokenTwins.contains) else { continue }
            let grouped = ordered.map { place in
                candidates.first { FormattingClones.key($0.place) == FormattingClones.key(place) }!.profile
            }
            let whole = grouped.indices.filter { grouped[$0].surrounding == nil }
            let wholePlaces = whole.map { ordered[$0] }, wholeProfiles = whole.map { grouped[$0] }
            guard Self.agreeOnFractions(wholePlaces, wholeProfiles, evaluator: evaluator) else {
                partedByFractions += Self.fractionDisagreements(wholePlaces, wholeProfiles, evaluator: evaluator)
                // Those that also agree on fractions are one formatting written again all the same.
                for agreeing in Self.fractionClasses(wholePlaces, wholeProfiles, evaluator: evaluator)
                where agreeing.count >= 2 {
                    keep(agreeing.map { wholePlaces[$0] }, agreeing.map { wholeProfiles[$0] })
                }
                continue
            }
            // Sentences around a formatter's text stay beside it (`surroundedTwin`).
            if let twin = Self.surroundedTwin(ordered, grouped, evaluator: evaluator),
               seen.insert(twin.places.map(FormattingClones.key).sorted()).inserted {
                surrounded.append(twin)
            }
            if wholePlaces.count >= 2 { keep(wholePlaces, wholeProfiles) }
        }
        var disagreements: [Disagreement] = []
        var comparedPairs = paired
        // One pair told once, at the grid it first parts on (groups sort alike every run).
        // Parted by a fraction, two formatters of one field show that field two ways.
        let ofFields = partedByFractions.map { found in
            var found = found
            let fields = [found.first, found.second].map { Self.formattedFields($0, origins: origins) }
            if let field = fields[0], field == fields[1] { found.field = Self.fieldsName(field) }
            return found
        }
        for found in ofFields + Self.localeDisagreements(profiled, copies: copies, origins: origins) {
            let pair = [found.first, found.second].map(FormattingClones.key).sorted()
            if comparedPairs.insert(pair).inserted { disagreements.append(found) }
        }
        // A formatter object is compared only for outputs equal to another's: a platform style
        // (`dateStyle = .medium`) spells any date otherwise than most of a project's formatters.
        let compared = profiled.filter { !$0.place.record.isFormatterObject && $0.profile.surrounding == nil }
        let printedFields = Self.printedFields(printed + printing.map(\.place), evaluator: evaluator)
        for comparison in Self.comparisons(compared, printing: printing, printedFields: printedFields,
                                           paired: comparedPairs,
                                           copies: copies, evaluator: evaluator, origins: origins) {
            switch comparison {
            case .disagreement(let found):
                disagreements.append(found)
                comparedPairs.formUnion(Self.pairs([found.first, found.second].map(FormattingClones.key)))
            case .twin(let twin):
                // Equal wherever both show text, and parted by a fraction: the copies already differ.
                guard Self.agreeOnFractions(twin.places, twin.profiles, evaluator: evaluator) else {
                    disagreements += Self.fractionDisagreements(twin.places, twin.profiles, evaluator: evaluator)
                    continue
                }
                twins.append(twin)
                comparedPairs.formUnion(Self.pairs(twin.places.map(FormattingClones.key)))
            }
        }
        disagreements += Self.sameNumbers(compared, excluding: comparedPairs, copies: copies)
        found.twins = twins
        found.surrounded = surrounded
        found.disagreements = Self.withoutStylesSideBySide(disagreements, profiled: profiled, copies: copies)
        return found
    }

    /// Whether two places may repeat each other: two members a type describes itself by (`title`)
    /// are each type's own text unless they are one type's.
    static func mayPair(_ a: FormattingClones.Place, _ b: FormattingClones.Place) -> Bool {
        !(a.record.describesItself && b.record.describesItself) || MemberRecord.simpleName(a.record.owner) == MemberRecord.simpleName(b.record.owner)
    }

    /// Every pair of the places `keys` names, each in sorted order.
    private static func pairs(_ keys: [String]) -> [[String]] {
        keys.indices.flatMap { a in keys.indices.filter { $0 > a }.map { [keys[a], keys[$0]].sorted() } }
    }

    /// The group's first place, then the settings its profiles hold (`usingMetric: false` before
    /// `true`), then its outputs: groups sort alike every run, so the same one is kept.
    static func firstKey(_ profiled: [(place: FormattingClones.Place, profile: BehaviourProfile)],
                         _ indices: [Int]) -> String {
        let place = indices.map { FormattingClones.key(profiled[$0].place) }.min() ?? ""
        let settings = indices.map { index in
            let profile = profiled[index].profile
            let fixed = profile.fixed.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
            let held = profile.held.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
            return (fixed + held).joined(separator: ",")
        }.sorted().joined(separator: ";")
        // Two groups of one place and settings differ in what they output.
        let outputs = indices.first.map { index in
            profiled[index].profile.outcomes.map(\.description).joined(separator: "\u{1}")
        } ?? ""
        return place + "\u{0}" + settings + "\u{0}" + outputs
    }

    /// A member as a call through a value of its type names it: `Formatters.shortFormattedTime(…)`.
    static func typed(_ place: FormattingClones.Place) -> LoweredFormatter? {
        guard !place.record.isInline, !place.record.owner.isEmpty, var formatter = place.record.behaviour else { return nil }
        formatter.signature = "\(MemberRecord.simpleName(place.record.owner)).\(formatter.signature)"
        return formatter
    }

    /// A member that calls another of the group, or a function another of the group calls too,
    /// outputs the same by using it: only members that compute the text themselves are repetitions.
    /// A formatter object and code reading it are one formatter too (`FormatterObjects.standIns`).
    /// Members that write words or arithmetic of their own around the function they share (`"\(lhs)
    /// / \(rhs)"` of one byte-count helper, behind one condition), or hand it the same pattern
    /// (`asString(self, format: "d")` twice), repeat that composition.
    /// `templatesAreOwn`: numbers computed into a localized text of no words (`"%lld%%"`) are the
    /// member's own, as into a format string.
    static func withoutCallers(_ entries: [(place: FormattingClones.Place, profile: BehaviourProfile)],
                               templatesAreOwn: Bool = false)
        -> [(place: FormattingClones.Place, profile: BehaviourProfile)] {
        let calls = entries.map { $0.place.record.behaviour?.calledSignatures ?? [] }
        let signatures = entries.map { $0.place.record.behaviour?.signature ?? "" }
        let composes = entries.map { entry in
            entry.place.record.behaviour.map { $0.writesOwnFormatting || $0.configuresCalls } ?? false
        }
        let chooses = entries.map { $0.place.record.behaviour?.branches ?? false }
        let computes = entries.map { $0.place.record.behaviour?.computesNumbers ?? false }
        let inGroup = Set(signatures + entries.compactMap { typed($0.place)?.signature })
        let standIns = FormatterObjects.standIns(entries.map(\.place))
        var callers: [String: [Int]] = [:]
        for (index, called) in calls.enumerated() { for signature in called { callers[signature, default: []].append(index) } }
        return entries.indices.filter { index in
            // Text that only joins the project's formatters (a value's text and its unit's) repeats none.
            !(entries[index].place.record.behaviour?.onlyJoinsCalls ?? false)
            && !standIns.contains(index)
            && calls[index].isDisjoint(with: inGroup) && calls[index].allSatisfy { callee in
                let sharing = callers[callee] ?? []
                if sharing.count == 1 { return true }
                // One localized text looked up twice is that text's: the words are the table's. Where
                // it is one of the texts a member chooses among (`"1 day"` beside `"\(days) days"`), the
                // choosing is the member's own, and so are the numbers it computes to fill a sentence
                // (`"\(Int(level * 100))%"` twice is an idiom).
                if LocalizedText.looksUpText(callee) {
                    return chooses[index]
                        || (computes[index] && (templatesAreOwn || LocalizedText.looksUpWords(callee)))
                }
                return sharing.allSatisfy { composes[$0] }
            }
        }.map { entries[$0] }
    }

    /// Functions by the signature calls name them by, leaving out signatures two bodies share: a
    /// call of one of them would be a guess.
    static func unambiguous(_ formatters: [LoweredFormatter]) -> [LoweredFormatter] {
        var bySignature: [String: [LoweredFormatter]] = [:]
        for formatter in formatters { bySignature[formatter.signature, default: []].append(formatter) }
        return bySignature.keys.sorted().compactMap { signature in
            let all = bySignature[signature]!
            return Set(all.map(\.body)).count == 1 ? all[0] : nil
        }
    }

    /// Rows worth showing: the inputs a reader checks first (2 minutes 5 seconds, an hour and a bit).
    static func samples(_ profile: BehaviourProfile, _ place: FormattingClones.Place) -> [(call: String, output: String)] {
        guard let formatter = place.record.behaviour else { return [] }
        var rows: [(String, String)] = []
        for (arguments, outcome) in zip(profile.arguments, profile.outcomes) {
            guard case .text(let text) = outcome, !rows.contains(where: { $0.1 == text }) else { continue }
            guard arguments.contains(where: { Self.isPreferredInput($0, nearNow: formatter.readsNow) }) else { continue }
            rows.append((GridRow.call(formatter, arguments), text))
            if rows.count == 2 { break }
        }
        return rows
    }

    /// `nearNow`: of code that reads the current time, whose dates are distances from it.
    static func isPreferredInput(_ value: BehaviourValue, nearNow: Bool = false) -> Bool {
        switch value {
        // A timestamp (`Timestamp`) at the pinned now reads as that date.
        case .int(let n): [125, 3661, Int(BehaviourGrid.now)].contains(n)
        case .double(let n): [125, 3661, BehaviourGrid.now].contains(n)
        case .date(let seconds): nearNow ? [125, 3661].contains(BehaviourGrid.now - seconds) : seconds == BehaviourGrid.now
        default: false
        }
    }
}

extension BehaviourTwins.Findings {
    /// Whether the member `signature` of `file` (a `FormatUseRecord.enclosingFunction`), or the
    /// formatting written inline around `range`, was compared by its outputs.
    func isProfiled(file: String, member signature: String?, at range: SourceRange? = nil) -> Bool {
        if let range, profiledInline[file]?.contains(where: { $0.contains(range) }) == true { return true }
        if let range, profiledDeclarations[file]?.contains(where: { $0.contains(range) }) == true { return true }
        return signature.map { profiledMembers.contains("\(file)#\($0)") } ?? false
    }
}

extension BehaviourTwins.Twin {
    /// The places with their profiles: as many rows as the one that shows fewest.
    init(places: [FormattingClones.Place], profiles: [BehaviourProfile]) {
        self.init(places: places, profiles: profiles, rowCount: profiles.map(\.knownCount).min() ?? 0,
                  isPartial: profiles.contains(where: \.isPartial))
    }
}
